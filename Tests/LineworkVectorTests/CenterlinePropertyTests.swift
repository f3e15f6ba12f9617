import LineworkContours
import PropertyBased
import Testing

@testable import LineworkVector

/// Properties of thinning on random masks.
@Suite struct CenterlinePropertyTests {
    static let sizes = Gen.int(in: 0 ... 24)
    static let densities = Gen.int(in: 0 ... 100)
    static let seeds = Gen.int(in: 0 ... Int.max)

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
