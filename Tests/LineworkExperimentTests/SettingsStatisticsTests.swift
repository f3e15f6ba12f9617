import Foundation
import Testing
@testable import LineworkExperiment

/// The settings explorer's statistics: variance shares on grids whose answer is known and the
/// Pareto front on point sets drawn by hand (the explorer on the page: `SettingsExplorerTests`).
struct SettingsStatisticsTests {
    /// A 3 × 4 grid in sweep order (pivot major), with `f(pivot, adjustment)` at each setting.
    static func grid(_ f: (Double, Double) -> Double) -> (values: [Double], pivots: [Double], adjustments: [Double]) {
        var values: [Double] = [], pivots: [Double] = [], adjustments: [Double] = []
        for pivot in [0.3, 0.5, 0.7] {
            for adjustment in [1.0, 1.5, 2.0, 2.5] {
                values.append(f(pivot, adjustment))
                pivots.append(pivot)
                adjustments.append(adjustment)
            }
        }
        return (values, pivots, adjustments)
    }

    @Test func aScoreOfOneKnobIsAllThatKnob() throws {
        let (values, pivots, adjustments) = Self.grid { pivot, _ in pivot * pivot }
        let shares = try #require(ParameterImportance(values: values, pivots: pivots, adjustments: adjustments))
        #expect(abs(shares.pivot - 1) < 1e-12 && abs(shares.adjustment) < 1e-12 && abs(shares.interaction) < 1e-12)
    }

    /// An additive score splits by the knobs' own variances: v = 2·i + j over levels i ∈ {0, 1, 2},
    /// j ∈ {0, 1, 2, 3} (mean 3.5) has main-effect sums of squares 4 · (2² + 0 + 2²) = 32 and
    /// 3 · (1.5² + 0.5² + 0.5² + 1.5²) = 15, and no interaction.
    @Test func anAdditiveScoreSplitsByEachKnobsVariance() throws {
        let (values, pivots, adjustments) = Self.grid { pivot, adjustment in
            2 * ((pivot - 0.3) / 0.2).rounded() + ((adjustment - 1) / 0.5).rounded()
        }
        let shares = try #require(ParameterImportance(values: values, pivots: pivots, adjustments: adjustments))
        let pivotSS = 32.0, adjustmentSS = 15.0
        #expect(abs(shares.pivot - pivotSS / (pivotSS + adjustmentSS)) < 1e-12)
        #expect(abs(shares.adjustment - adjustmentSS / (pivotSS + adjustmentSS)) < 1e-12)
        #expect(abs(shares.interaction) < 1e-12)
    }

    /// A checkerboard has no main effect at all: all interaction.
    @Test func aCheckerboardIsAllInteraction() throws {
        let shares = try #require(ParameterImportance(values: [1, 0, 0, 1], pivots: [0, 0, 1, 1], adjustments: [0, 1, 0, 1]))
        #expect(shares.pivot == 0 && shares.adjustment == 0 && shares.interaction == 1)
    }

    /// With both polarities compared, a score that follows the polarity alone is all polarity;
    /// one that follows the pivot alone has no polarity share.
    @Test func polarityHasItsOwnShare() throws {
        let pivots: [Double] = [0, 0, 1, 1, 0, 0, 1, 1], adjustments: [Double] = [0, 1, 0, 1, 0, 1, 0, 1]
        let polarities = [false, false, false, false, true, true, true, true]
        let byPolarity = try #require(ParameterImportance(values: polarities.map { $0 ? 2 : 1 }, pivots: pivots,
                                                          adjustments: adjustments, polarities: polarities))
        #expect(byPolarity.polarity == 1 && byPolarity.pivot == 0 && byPolarity.adjustment == 0 && byPolarity.interaction == 0)
        let byPivot = try #require(ParameterImportance(values: pivots.map { $0 * 3 }, pivots: pivots,
                                                       adjustments: adjustments, polarities: polarities))
        #expect(byPivot.polarity == 0 && byPivot.pivot == 1)
        #expect(ParameterImportance(values: [1, 2], pivots: [0, 1], adjustments: [0, 0], polarities: [true]) == nil)
    }

    @Test func flatOrUndefinedScoresHaveNoShares() {
        let (_, pivots, adjustments) = Self.grid { _, _ in 0 }
        #expect(ParameterImportance(values: Array(repeating: 7, count: 12), pivots: pivots, adjustments: adjustments) == nil)
        var values = Self.grid { pivot, _ in pivot }.values
        values[5] = .nan
        #expect(ParameterImportance(values: values, pivots: pivots, adjustments: adjustments) == nil)
        #expect(ParameterImportance(values: [1, 2], pivots: [0], adjustments: [0, 1]) == nil)
    }

    /// Score up, cost down. Points 0 (best score), 2 (cheapest) and 3 (between) are on the front;
    /// 1 is beaten by 3 on both; 4 ties 3 and stays; 5 has no score.
    @Test func theFrontKeepsWhatNothingBeats() {
        let score: [Double] = [0.9, 0.6, 0.4, 0.7, 0.7, .nan]
        let cost: [Double] = [30, 20, 5, 12, 12, 1]
        #expect(ParetoFront.indices(score: score, cost: cost) == [0, 2, 3, 4])
        #expect(ParetoFront.indices(score: [], cost: []).isEmpty)
    }
}
