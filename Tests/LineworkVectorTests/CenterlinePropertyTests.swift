import LineworkContours
import PropertyBased
import Testing

@testable import LineworkVector

/// Properties of thinning and centre-line tracing on random masks.
@Suite struct CenterlinePropertyTests {
    static let sizes = Gen.int(in: 0 ... 24)
    static let densities = Gen.int(in: 0 ... 100)
    static let seeds = Gen.int(in: 0 ... Int.max)

    /// Options at both ends of their ranges: the defaults, and everything as eager as allowed.
    static let optionSets: [CenterlineOptions] = {
        var eager = CenterlineOptions()
        (eager.spurLength, eager.spurFactor, eager.maximumTurn) = (64, 16, 180)
        (eager.gapLength, eager.gapAngle, eager.tangentLength) = (64, 180, 1)
        (eager.gapFactor, eager.crossingFactor) = (16, 16)
        var none = CenterlineOptions()
        (none.spurLength, none.spurFactor, none.maximumTurn, none.gapLength) = (0, 0, 0, 0)
        none.crossingFactor = 0
        return [CenterlineOptions(), eager, none]
    }()

    @Test func everyStrokePointIsAForegroundPixel() async {
        await propertyCheck(count: 300, input: Self.sizes, Self.sizes, Self.densities, Self.seeds) { w, h, p, seed in
            let mask = CenterlineGrids.random(width: w, height: h, percent: p, seed: UInt64(seed))
            for options in Self.optionSets {
                for stroke in try Centerlines.trace(mask, options: options) {
                    #expect(!stroke.points.isEmpty)
                    #expect(stroke.points.allSatisfy { point in
                        let x = Int(point.x), y = Int(point.y)
                        return Double(x) == point.x && Double(y) == point.y && x >= 0 && x < w && y >= 0 && y < h && mask[x, y]
                    })
                }
            }
        }
    }

    @Test func withoutPruningOrJoiningEveryGraphPixelIsDrawnOnce() async {
        await propertyCheck(count: 300, input: Self.sizes, Self.sizes, Self.densities, Self.seeds) { w, h, p, seed in
            let mask = CenterlineGrids.random(width: w, height: h, percent: p, seed: UInt64(seed))
            let graph = SkeletonGraph(skeleton: ZhangSuenThinning.thin(mask))
            let strokes = try Centerlines.trace(mask, options: Self.optionSets[2])
            // Each edge is drawn once, so the strokes hold each edge's inner points once.
            let inner = graph.edges.flatMap { $0.start == nil ? $0.points : Array($0.points.dropFirst().dropLast()) }
            let drawn = Dictionary(strokes.flatMap(\.points).map { ($0, 1) }, uniquingKeysWith: +)
            #expect(Set(drawn.keys) == Set(inner + graph.nodes.map(\.position)))
            #expect(inner.allSatisfy { drawn[$0] == 1 })
        }
    }

    @Test func thinningMatchesTheTextbookScan() async {
        await propertyCheck(count: 300, input: Self.sizes, Self.sizes, Self.densities, Self.seeds) { w, h, p, seed in
            let mask = CenterlineGrids.random(width: w, height: h, percent: p, seed: UInt64(seed))
            #expect(ZhangSuenThinning.thin(mask) == Self.textbookThinning(mask))
        }
    }

    /// Zhang & Suen (1984) as published: every foreground pixel examined in every sub-iteration.
    static func textbookThinning(_ mask: BinaryMask) -> BinaryMask {
        var out = mask
        func on(_ x: Int, _ y: Int) -> Int { x >= 0 && y >= 0 && x < out.width && y < out.height && out[x, y] ? 1 : 0 }
        var changed = true
        while changed {
            changed = false
            for step in 0..<2 {
                var deleting: [(Int, Int)] = []
                for y in 0..<out.height {
                    for x in 0..<out.width where out[x, y] {
                        // P2…P9: north, then clockwise.
                        let p = [on(x, y - 1), on(x + 1, y - 1), on(x + 1, y), on(x + 1, y + 1),
                                 on(x, y + 1), on(x - 1, y + 1), on(x - 1, y), on(x - 1, y - 1)]
                        let b = p.reduce(0, +)
                        let a = (0..<8).filter { p[$0] == 0 && p[($0 + 1) % 8] == 1 }.count
                        let first = step == 0 ? p[0] * p[2] * p[4] : p[0] * p[2] * p[6]
                        let second = step == 0 ? p[2] * p[4] * p[6] : p[0] * p[4] * p[6]
                        if (2...6).contains(b) && a == 1 && first == 0 && second == 0 { deleting.append((x, y)) }
                    }
                }
                for (x, y) in deleting { out[x, y] = false }
                changed = changed || !deleting.isEmpty
            }
        }
        return out
    }
}
