/// How much of a score's variance over the settings grid each knob explains: the main-effect
/// share η² of a two-way layout (pivot × adjustment, one value per cell), or three-way when the
/// spec compares polarities (polarity × pivot × adjustment).
///
/// With the dataset value v at each setting and v̄ their mean, a knob's share is
/// Σ_levels n_level · (v̄_level − v̄)² / Σ (v − v̄)²: the part of the spread that the knob's
/// level alone predicts. On a full grid the main effects are orthogonal, so
/// 1 − η²(pivot) − η²(adjustment) (− η²(polarity)) is what no knob explains alone: their
/// interactions.
/// A score that does not vary, or is undefined at some setting, has no shares (nil).
package struct ParameterImportance: Sendable, Equatable {
    /// η² of the pivot, the adjustment and their interaction; the three sum to 1.
    package var pivot: Double
    package var adjustment: Double
    /// η² of the polarity, when the grid has both.
    package var polarity: Double?
    package var interaction: Double

    /// - Parameters:
    ///   - values: one value per setting.
    ///   - pivots, adjustments: each setting's pivot and adjustment, in the same order.
    ///   - polarities: each setting's `lightOnDark`, when the grid compares polarities.
    /// - Returns: nil when a value is not finite, the lists differ in length, or the values
    ///   do not vary.
    package init?(values: [Double], pivots: [Double], adjustments: [Double], polarities: [Bool]? = nil) {
        guard !values.isEmpty, values.count == pivots.count, values.count == adjustments.count,
              polarities.map({ $0.count == values.count }) ?? true,
              values.allSatisfy(\.isFinite) else { return nil }
        guard let shares = Self.shares(values, factors: [pivots, adjustments] + (polarities.map { [$0.map { $0 ? 1 : 0 }] } ?? []))
        else { return nil }
        pivot = shares[0]
        adjustment = shares[1]
        polarity = polarities == nil ? nil : shares[2]
        interaction = max(0, 1 - pivot - adjustment - (polarity ?? 0))
    }

    /// Each factor's main-effect share η² of the variance of `values` (one value per cell, each
    /// factor's level per cell in the same order): Σ_levels n · (v̄_level − v̄)² / Σ (v − v̄)².
    ///
    /// - Returns: one share per factor, in order; nil when a value is not finite, a factor's
    ///   list differs in length, or the values do not vary.
    package static func shares(_ values: [Double], factors: [[Double]]) -> [Double]? {
        guard !values.isEmpty, factors.allSatisfy({ $0.count == values.count }), values.allSatisfy(\.isFinite) else { return nil }
        let mean = values.reduce(0, +) / Double(values.count)
        let total = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        guard total > 1e-12 * max(1, mean * mean) * Double(values.count) else { return nil }
        return factors.map { levels in
            var sums: [Double: (sum: Double, count: Int)] = [:]
            for (level, value) in zip(levels, values) {
                sums[level, default: (0, 0)].sum += value
                sums[level, default: (0, 0)].count += 1
            }
            // Summed in level order: Dictionary order changes from run to run, and so would
            // the last digit of the sum (the report is deterministic).
            let explained = sums.keys.sorted().reduce(0) { partial, level in
                let group = sums[level]!
                let d = group.sum / Double(group.count) - mean
                return partial + Double(group.count) * d * d
            }
            return min(1, explained / total)
        }
    }
}
