import LineworkCore
import LineworkEvaluation
import Testing

/// ODS and OIS on a two-image, two-setting sweep worked out by hand.
struct BoundarySweepSummaryTests {
    func counts(_ matched: Int, _ predicted: Int, _ truth: Int) -> BoundaryCounts {
        BoundaryCounts(matchedPredicted: matched, predicted: predicted, matchedTruth: matched, truth: truth)
    }

    /// Image A: setting 0 has F = 0.8, setting 1 F = 0.6. Image B: F = 0.1 and F = 1.
    /// Summed per setting: 9 of 20 / 20 (F = 0.45) and 19 of 30 / 20 (F = 2·19 / 50 = 0.76), so
    /// ODS is setting 1 with F 0.76. OIS takes A at 0 and B at 1: 18 of 20 / 20, F = 0.9.
    @Test func odsAndOISFromSummedCounts() throws {
        let table = [
            [counts(8, 10, 10), counts(9, 20, 10)],
            [counts(1, 10, 10), counts(10, 10, 10)],
        ]
        let summary = try BoundarySweepSummary(counts: table)
        #expect(summary.perSetting == [counts(9, 20, 20), counts(19, 30, 20)])
        #expect(summary.odsSetting == 1)
        #expect(abs(summary.ods.f - 0.76) < 1e-12)
        #expect(summary.oisSettings == [0, 1])
        #expect(summary.ois == counts(18, 20, 20))
        #expect(abs(summary.ois.f - 0.9) < 1e-12)
        #expect(abs(summary.ods.precision - 19.0 / 30) < 1e-12 && summary.ods.recall == 0.95)
    }

    /// OIS sums counts, it does not average F: one big and one tiny image weigh by pixels.
    @Test func oisWeighsImagesByTheirPixels() throws {
        let summary = try BoundarySweepSummary(counts: [[counts(90, 100, 100)], [counts(0, 1, 1)]])
        #expect(abs(summary.ois.f - 90.0 / 101) < 1e-12)  // the mean of F would be 0.45
    }

    @Test func tiesGoToTheFirstSetting() throws {
        let summary = try BoundarySweepSummary(counts: [[counts(5, 10, 10), counts(5, 10, 10)]])
        #expect(summary.odsSetting == 0 && summary.oisSettings == [0])
    }

    @Test func raggedOrEmptyTablesAreRefused() {
        #expect(throws: LineworkError.self) { try BoundarySweepSummary(counts: []) }
        #expect(throws: LineworkError.self) { try BoundarySweepSummary(counts: [[]]) }
        #expect(throws: LineworkError.self) {
            try BoundarySweepSummary(counts: [[counts(1, 1, 1)], [counts(1, 1, 1), counts(1, 1, 1)]])
        }
    }
}
