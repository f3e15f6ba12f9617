import LineworkContours
import PropertyBased
import Testing

/// `BinaryMask.fillingHoles` against the definition, computed by full flood fill: a background
/// component (4-connected) is filled exactly when it has at most `maximumArea` pixels and does
/// not touch the image border. The bounded search must agree on every mask.
@Suite struct HoleFillingPropertyTests {
    @Test func fillsExactlyTheSmallEnclosedBackgroundComponents() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1 ... 24), Gen.int(in: 1 ... 24), Gen.int(in: 30 ... 90),
                            Gen.int(in: 0 ... 12), Gen.int(in: 0 ... Int.max)) { w, h, p, area, seed in
            let mask = TestGrids.randomMask(width: w, height: h, percent: p, seed: UInt64(seed))
            let (labels, count) = Components.label(mask, eightConnected: false, foreground: false)
            var size = [Int](repeating: 0, count: count)
            var touchesEdge = [Bool](repeating: false, count: count)
            for y in 0 ..< h {
                for x in 0 ..< w where labels[y * w + x] >= 0 {
                    let l = labels[y * w + x]
                    size[l] += 1
                    if x == 0 || y == 0 || x == w - 1 || y == h - 1 { touchesEdge[l] = true }
                }
            }
            let expected = (0 ..< w * h).map { i -> UInt8 in
                let l = labels[i]
                if l < 0 { return mask.pixels[i] }
                return area > 0 && w > 2 && h > 2 && !touchesEdge[l] && size[l] <= area ? 255 : 0
            }
            #expect(mask.fillingHoles(maximumArea: area).pixels == expected, "\(w)×\(h) \(p)% area \(area)")
        }
    }
}
