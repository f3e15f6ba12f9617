import LineworkContours
import PropertyBased
import Testing

/// Structural properties of the isoline tracer on random grids.
@Suite struct IsolineTracerPropertyTests {
    static let sizes = Gen.int(in: 2 ... 24)
    static let seeds = Gen.int(in: 0 ... Int.max)
    static let levels = Gen.int(in: 0 ... 255)

    @Test func linesAreClosedOrEndOnTheBorderAndStayInside() async {
        await propertyCheck(count: 200, input: Self.sizes, Self.sizes, Self.levels, Self.seeds) { w, h, level, seed in
            // Levels between byte values, so no sample equals the level and lines are regular.
            let values = TestGrids.randomBytes(count: w * h, seed: UInt64(seed)).map(Double.init)
            let lines = IsolineTracer.trace(validValues: values, width: w, height: h, level: Double(level) + 0.5)
            let maxX = Double(w - 1), maxY = Double(h - 1)
            func onBorder(_ p: SIMD2<Double>) -> Bool { p.x == 0 || p.y == 0 || p.x == maxX || p.y == maxY }
            for line in lines {
                #expect(line.points.count >= 2)
                #expect(line.points.allSatisfy { $0.x >= 0 && $0.x <= maxX && $0.y >= 0 && $0.y <= maxY })
                if !line.isClosed {
                    #expect(onBorder(line.points.first!) && onBorder(line.points.last!))
                } else {
                    #expect(line.points.count >= 5)
                }
            }
        }
    }

    @Test func lookupPathEqualsValuePath() async {
        await propertyCheck(count: 100, input: Self.sizes, Self.sizes, Self.levels, Self.seeds) { w, h, level, seed in
            let bytes = TestGrids.randomBytes(count: w * h, seed: UInt64(seed)).map { $0 / 32 * 32 }
            let lookup = (0 ..< 256).map { min(max((Double($0) / 255 - 0.4) * 1.7 + 0.4, 0), 1) }
            let threshold = lookup[level]  // often exactly a sample value: degenerate joins included
            let direct = IsolineTracer.trace(validValues: bytes.map { lookup[Int($0)] }, width: w, height: h, level: threshold)
            let fast = IsolineTracer.trace(validSamples: bytes, width: w, height: h, lookup: lookup, level: threshold)
            #expect(direct == fast)
        }
    }
}
