import LineworkContours
import Testing

@Suite struct BinaryMaskTests {
    @Test func emptyInitialiserIsAllBackground() {
        let mask = BinaryMask(validWidth: 3, height: 2)
        #expect(mask.pixels == [0, 0, 0, 0, 0, 0])
    }

    @Test func subscriptReadsAnyNonZeroAsForegroundAndWrites255() {
        var mask = BinaryMask(validWidth: 2, height: 2, pixels: [0, 1, 0, 0])
        #expect(mask[1, 0])
        #expect(!mask[0, 1])
        mask[0, 1] = true
        #expect(mask.pixels == [0, 1, 255, 0])
        mask[1, 0] = false
        #expect(mask.pixels == [0, 0, 255, 0])
    }
}
