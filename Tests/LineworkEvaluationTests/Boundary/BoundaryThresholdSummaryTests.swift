import LineworkCore
import LineworkEvaluation
import Testing

/// ODS, OIS, AP and R50 on a one-image, two-threshold sweep worked out by hand.
struct BoundaryThresholdSummaryTests {
    /// Threshold 0.25: 10 of 20 predicted pixels match 10 of 10 truth pixels (P ½, R 1);
    /// threshold 0.75: 5 of 5 match 5 of 10 (P 1, R ½). Both have F ⅔.
    static let image = BoundaryThresholdCounts(thresholds: [0.25, 0.75], counts: [
        BoundaryCounts(matchedPredicted: 10, predicted: 20, matchedTruth: 10, truth: 10),
        BoundaryCounts(matchedPredicted: 5, predicted: 5, matchedTruth: 5, truth: 10),
    ])

    /// Interpolated ODS: halfway between the two points, P = R = ¾, F ¾ at threshold ½, above
    /// either point's ⅔.
    @Test func odsInterpolatesBetweenThresholds() throws {
        let summary = try BoundaryThresholdSummary(images: [Self.image])
        #expect(summary.ods.F == 0.75 && summary.ods.precision == 0.75 && summary.ods.recall == 0.75)
        #expect(summary.ods.threshold == 0.5)
        #expect(summary.curve.map(\.F).allSatisfy { abs($0 - 2.0 / 3) < 1e-12 })
    }

    /// OIS takes the first of equal F values: threshold 0.25.
    @Test func oisTakesTheFirstBestThreshold() throws {
        let summary = try BoundaryThresholdSummary(images: [Self.image])
        #expect(summary.images.map { $0.threshold ?? .nan } == [0.25])
        #expect(summary.ois.precision == 0.5 && summary.ois.recall == 1)
    }

    /// AP: recall levels 0 … 0.5 (51 of them) reach precision 1, levels 0.51 … 0.99 (49) only
    /// ½: (51 + 24.5) / 101.
    @Test func averagePrecisionSumsTheBestPrecisionPerRecallLevel() throws {
        let summary = try BoundaryThresholdSummary(images: [Self.image])
        #expect(abs(summary.averagePrecision - 75.5 / 101) < 1e-12)
    }

    /// R50: precision ½ is the lowest point's, recall 1 there.
    @Test func r50ReadsRecallAtHalfPrecision() throws {
        #expect(try BoundaryThresholdSummary(images: [Self.image]).recallAtHalfPrecision == 1)
        // Precision never reaches ½: undefined.
        let poor = BoundaryThresholdCounts(thresholds: [0.25, 0.75], counts: [
            BoundaryCounts(matchedPredicted: 1, predicted: 10, matchedTruth: 1, truth: 10),
            BoundaryCounts(matchedPredicted: 1, predicted: 4, matchedTruth: 1, truth: 10),
        ])
        #expect(try BoundaryThresholdSummary(images: [poor]).recallAtHalfPrecision == nil)
    }
}
