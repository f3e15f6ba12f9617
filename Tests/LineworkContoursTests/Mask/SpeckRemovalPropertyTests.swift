import LineworkContours
import PropertyBased
import Testing

/// `BinaryMask.removingSpecks` against the definition, computed by full labelling: a foreground
/// component (8-connected, touching the edge or not) is cleared exactly when it has at most
/// `maximumArea` pixels. The bounded search must agree on every mask.
@Suite struct SpeckRemovalPropertyTests {
    @Test func clearsExactlyTheSmallForegroundComponents() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1 ... 24), Gen.int(in: 1 ... 24), Gen.int(in: 5 ... 60),
                            Gen.int(in: 0 ... 12), Gen.int(in: 0 ... Int.max)) { w, h, p, area, seed in
            let mask = TestGrids.randomMask(width: w, height: h, percent: p, seed: UInt64(seed))
            let (labels, count) = Components.label(mask, eightConnected: true, foreground: true)
            var size = [Int](repeating: 0, count: count)
            for l in labels where l >= 0 { size[l] += 1 }
            let expected = (0 ..< w * h).map { i -> UInt8 in
                let l = labels[i]
                if l < 0 { return mask.pixels[i] }
                return area > 0 && size[l] <= area ? 0 : mask.pixels[i]
            }
            #expect(mask.removingSpecks(maximumArea: area).pixels == expected, "\(w)×\(h) \(p)% area \(area)")
        }
    }

    @Test func aDotStaysAndNoiseGoes() {
        // A 3×3 dot (9 px) and two 1-px specks, one on the edge, one diagonal pair (2 px).
        let mask = TestGrids.mask("#.......",
                                  "...###..",
                                  "...###..",
                                  "...###..",
                                  "#.......",
                                  ".#....#.")
        let cleaned = mask.removingSpecks(maximumArea: 2)
        #expect(cleaned.pixels.filter { $0 != 0 }.count == 9)
        #expect(cleaned[3, 1] && cleaned[5, 3])
    }
}
