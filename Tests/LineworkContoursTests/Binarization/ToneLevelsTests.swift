import Foundation
import LineworkImage
import Testing

@testable import LineworkContours

struct ToneLevelsTests {
    @Test func threeTonesGiveTwoCutsBetweenThem() {
        var histogram = [Double](repeating: 0, count: 256)
        histogram[20] = 500; histogram[120] = 300; histogram[220] = 200
        let cuts = ToneLevels(histogram: histogram, classes: 3).cuts
        #expect(cuts.count == 2)
        #expect((21...120).contains(cuts[0]))
        #expect((121...220).contains(cuts[1]))
    }

    @Test func twoClassesIsOtsu() {
        // Two Gaussian-ish bumps at 60 and 190: the single cut falls between them.
        var histogram = [Double](repeating: 0, count: 256)
        for v in 0..<256 {
            histogram[v] = 1000 * exp(-pow(Double(v - 60) / 12, 2)) + 800 * exp(-pow(Double(v - 190) / 15, 2))
        }
        let cuts = ToneLevels(histogram: histogram, classes: 2).cuts
        #expect(cuts.count == 1)
        #expect((90...160).contains(cuts[0]))
    }

    @Test func anImageWithFewerTonesThanClassesGetsFewerCuts() {
        let flat = GrayImage(validWidth: 4, height: 4, repeating: 128)
        #expect(ToneLevels(flat, classes: 4).cuts.isEmpty)
        let two = GrayImage(validWidth: 2, height: 1, samples: [10, 200])
        #expect(ToneLevels(two, classes: 5).cuts.count == 1)
    }

    @Test func outOfRangeClassesAndBadHistogramsDoNotTrap() {
        #expect(ToneLevels(histogram: [], classes: 3).cuts.isEmpty)
        let histogram = (0..<256).map { _ in Double.nan }
        _ = ToneLevels(histogram: histogram, classes: 100)
        _ = ToneLevels(histogram: [Double](repeating: 1, count: 256), classes: -3)
    }
}
