import LineworkContours
import LineworkCore
import LineworkImage
import Testing

@testable import LineworkArt

/// `DrawOptions.Weight.stroke`: each traced line drawn as wide as the pen line under it.
struct StrokeWidthWeightTests {
    /// Black horizontal bars 3, 6 and 10 px tall and 140 px long on white, 200 × 120.
    static func bars() -> Image<UInt8> {
        var image = Image<UInt8>(validWidth: 200, height: 120, channels: 1, repeating: 255)
        for (top, height) in [(20, 3), (50, 6), (85, 10)] {
            for y in top..<top + height { for x in 30..<170 { image.samples[y * 200 + x] = 0 } }
        }
        return image
    }

    @Test(arguments: [DrawOptions.Lines.centerline, .edges])
    func barsAreDrawnAsWideAsTheirInk(lines: DrawOptions.Lines) throws {
        var options = DrawOptions()
        options.lines = lines
        options.weight = .stroke
        let drawing = try LineDrawing(.uint8(Self.bars()), options: options)
        let strokes = drawing.strokes.filter { $0.points.count > 1 }
        if lines == .centerline {
            let byHeight = strokes.sorted { $0.points[0].y < $1.points[0].y }
            #expect(byHeight.count == 3)
            for (stroke, width) in zip(byHeight, [3.0, 6, 10]) {
                #expect(abs(stroke.width - width) <= 1, "bar \(width) px drawn \(stroke.width) px")
            }
        } else {
            // The edge detector draws each bar once, down its middle (`LineInteriors` bridges the
            // 10 px bar's two walls), so no stroke is wider than the widest bar's ink.
            #expect(!strokes.isEmpty)
            #expect(strokes.allSatisfy { $0.width >= 1 && $0.width <= 11 }, "\(strokes.map(\.width))")
        }
    }

    @Test func widthsScaleWithTheDrawing() throws {
        var options = DrawOptions()
        options.lines = .centerline
        options.weight = .stroke
        options.art.sheet = .working(scale: 2)
        let drawing = try LineDrawing(.uint8(Self.bars()), options: options)
        // Widths stay in working pixels; the canvas doubles them on output like `strokeWidth`.
        let widths = drawing.strokes.map(\.width).sorted()
        #expect(widths.count == 3 && abs(widths[2] - 10) <= 1, "\(widths)")
        #expect(drawing.art.scene.canvas == .imageSize(scale: 2))
    }

    @Test(arguments: [DrawOptions.Lines.contours, .levels, .sweep])
    func outlineSourcesRefuseIt(lines: DrawOptions.Lines) {
        var options = DrawOptions()
        options.lines = lines
        options.weight = .stroke
        #expect(throws: LineworkError.invalidOption(
            name: "weight", value: "stroke",
            allowed: "needs lines traced down the middle of a mask: centerline or edges, not \(lines.rawValue)")) {
            try LineDrawing(.uint8(Self.bars()), options: options)
        }
    }
}
