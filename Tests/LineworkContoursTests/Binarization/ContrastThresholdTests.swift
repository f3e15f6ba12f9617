import LineworkImage
import Testing

@testable import LineworkContours

struct ContrastThresholdTests {
    /// The float reference: the contract's formula applied to one 8-bit value.
    func referenceForeground(_ v: Int, pivot: Double, adjustment: Double, dark: Bool) -> Bool {
        let y = min(max((Double(v) / 255 - pivot) * adjustment + pivot, 0), 1)
        return dark ? y < 0.5 : y > 0.5
    }

    @Test func equalsFloatReferenceOverAGridOfSettings() {
        for pivot in stride(from: 0.0, through: 1.0, by: 0.05) {
            for adjustment in stride(from: 0.0, through: 3.0, by: 0.1) {
                for dark in [true, false] {
                    let threshold = ContrastThreshold(pivot: pivot, adjustment: adjustment, darkOnLight: dark)
                    for v in 0..<256 {
                        #expect(threshold.isForeground(UInt8(v)) == referenceForeground(v, pivot: pivot, adjustment: adjustment, dark: dark),
                                "p \(pivot) a \(adjustment) dark \(dark) v \(v)")
                    }
                }
            }
        }
    }

    @Test func pivotHalfIsTheSameMaskAtEveryPositiveAdjustment() {
        let cuts = Set(stride(from: 0.1, through: 3.0, by: 0.1).map {
            ContrastThreshold(pivot: 0.5, adjustment: $0, darkOnLight: true).cut
        })
        #expect(cuts == [128])
    }

    @Test func adjustmentZeroMakesAUniformMask() {
        #expect(ContrastThreshold(pivot: 0.3, adjustment: 0, darkOnLight: true).cut == 256)   // all foreground
        #expect(ContrastThreshold(pivot: 0.7, adjustment: 0, darkOnLight: true).cut == 0)     // none
        #expect(ContrastThreshold(pivot: 0.5, adjustment: 0, darkOnLight: true).cut == 0)     // y = 0.5: not below
        #expect(ContrastThreshold(pivot: 0.5, adjustment: 0, darkOnLight: false).cut == 256)  // nor above
    }

    @Test func extremePivots() {
        // pivot 0, adjustment 3: y = 3x < 0.5 ⇔ v < 42.5.
        #expect(ContrastThreshold(pivot: 0, adjustment: 3, darkOnLight: true).cut == 43)
        // pivot 1, adjustment 3: y = 3x − 2 < 0.5 ⇔ v < 212.5.
        #expect(ContrastThreshold(pivot: 1, adjustment: 3, darkOnLight: true).cut == 213)
        #expect(ContrastThreshold(pivot: 1, adjustment: 3, darkOnLight: false).cut == 213)
    }

    @Test func maskUsesTheCut() {
        let gray = Image<UInt8>(validWidth: 4, height: 1, samples: [0, 127, 128, 255])
        #expect(BinaryMask(gray, threshold: ContrastThreshold(pivot: 0.5, adjustment: 2, darkOnLight: true)).pixels == [255, 255, 0, 0])
        #expect(BinaryMask(gray, threshold: ContrastThreshold(pivot: 0.5, adjustment: 2, darkOnLight: false)).pixels == [0, 0, 255, 255])
    }
}
