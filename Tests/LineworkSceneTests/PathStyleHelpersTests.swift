import Testing

@testable import LineworkScene

struct PathStyleHelpersTests {
    @Test func rampSpansTheRangeOverTheIndices() {
        #expect(PathStyle.ramp(index: 0, count: 5).stroke == ColorMap.viridis.color(at: 0))
        #expect(PathStyle.ramp(index: 4, count: 5).stroke == ColorMap.viridis.color(at: 0.9))
        #expect(PathStyle.ramp(index: 9, count: 5).stroke == ColorMap.viridis.color(at: 0.9))
        #expect(PathStyle.ramp(index: 0, count: 1, colorMap: .jet).stroke == ColorMap.jet.color(at: 0))
        let translucent = PathStyle(stroke: Color.ink.withOpacity(0.5))
        #expect(PathStyle.ramp(index: 1, count: 3, base: translucent).stroke?.alpha == 0.5)
    }

    @Test func depthThinsNestedContoursDownToAFloor() {
        #expect(PathStyle.depth(0).width == .pixels(1.5))
        #expect(PathStyle.depth(1).width == .pixels(1.5 * 0.7))
        #expect(PathStyle.depth(20).width == .pixels(1.5 * 0.3))
        #expect(PathStyle.depth(1, base: PathStyle(width: .millimetres(0.5)), decay: 0.5).width == .millimetres(0.25))
    }

    @Test func weightControlsWidthOpacityAndColour() {
        let strong = PathStyle.ink.weighted(1)
        let weak = PathStyle.ink.weighted(0)
        #expect(strong.width == .pixels(3) && strong.opacity == 1)
        #expect(weak.width == .pixels(0.75) && weak.opacity == 0.25)
        #expect(PathStyle.ink.weighted(.nan) == weak)
        let coloured = PathStyle.ink.weighted(0.5, by: WeightMapping(widthFactor: nil, opacity: nil, colorMap: .inferno))
        #expect(coloured.stroke == ColorMap.inferno.color(at: 0.5) && coloured.width == .pixels(1.5))
    }
}
