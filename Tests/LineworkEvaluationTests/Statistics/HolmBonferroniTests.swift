import LineworkCore
import LineworkEvaluation
import Testing

/// Holm's step-down adjustment against statsmodels' `multipletests(method="holm")`, whose
/// outputs are the literals below (statsmodels 0.15.0).
struct HolmBonferroniTests {
    @Test(arguments: [
        ([0.01, 0.04, 0.03, 0.005], [0.03, 0.06, 0.06, 0.02], [true, false, false, true]),
        ([0.2, 0.02, 0.02, 0.5, 0.001, 1.0], [0.6000000000000001, 0.1, 0.1, 1.0, 0.006, 1.0],
         [false, false, false, false, true, false]),
        ([0.5], [0.5], [false]),
    ])
    func adjustedPValuesMatchStatsmodels(_ raw: [Double], _ expected: [Double], _ rejected: [Bool]) throws {
        let adjusted = try HolmBonferroni.adjusted(raw)
        #expect(adjusted.count == expected.count)
        for (value, reference) in zip(adjusted, expected) {
            #expect(abs(value - reference) <= 1e-15, "\(raw): \(adjusted) against \(expected)")
        }
        #expect(try HolmBonferroni.rejected(raw) == rejected)
    }

    /// The running maximum keeps the adjusted values in the raw values' order: 0.04 alone would
    /// adjust to 0.04, but the smaller 0.03 before it adjusts to 0.06.
    @Test func theAdjustmentIsMonotone() throws {
        #expect(try HolmBonferroni.adjusted([0.03, 0.04]) == [0.06, 0.06])
        #expect(try HolmBonferroni.adjusted([]) == [])
    }

    @Test func badValuesAreRefused() {
        #expect(throws: LineworkError.self) { try HolmBonferroni.adjusted([0.1, .nan]) }
        #expect(throws: LineworkError.self) { try HolmBonferroni.adjusted([1.5]) }
        #expect(throws: LineworkError.self) { try HolmBonferroni.rejected([0.1], alpha: 1) }
    }
}
