import LineworkCore

/// Holm's step-down adjustment of p-values for multiple comparisons (Holm, Scand. J. Statist.
/// 1979): the family-wise error rate stays at most α when every hypothesis whose adjusted p is
/// ≤ α is rejected, whatever the dependence between the tests — what a reviewer expects when a
/// report compares several models or metrics at once.
///
/// With the m p-values sorted ascending, p₍₁₎ ≤ … ≤ p₍ₘ₎, the adjusted value of the k-th is
/// max over j ≤ k of min(1, (m − j + 1) · p₍ⱼ₎): each p is scaled by the number of hypotheses
/// not yet rejected, and the running maximum keeps the order (statsmodels'
/// `multipletests(method="holm")`, R's `p.adjust(method = "holm")`). Equal p-values keep their
/// input order when sorted, which does not change the result.
public enum HolmBonferroni {
    /// The Holm-adjusted p-values, in the order of `pValues`.
    ///
    /// - Parameter pValues: the raw p-values, each in 0…1 (NaN is not allowed).
    /// - Returns: the adjusted p-values, each in 0…1 and at least its raw value; an empty list
    ///   for an empty input.
    /// - Throws: `LineworkError.invalidOption` naming `pValues` and the first value outside 0…1.
    public static func adjusted(_ pValues: [Double]) throws(LineworkError) -> [Double] {
        for (k, p) in pValues.enumerated() where !(p >= 0 && p <= 1) {
            throw LineworkError.invalidOption(
                name: "pValues", value: "element \(k) is \(p)", allowed: "every p-value must be in 0…1")
        }
        let m = pValues.count
        let order = pValues.indices.sorted { (pValues[$0], $0) < (pValues[$1], $1) }
        var adjusted = [Double](repeating: 0, count: m)
        var running = 0.0
        for (rank, index) in order.enumerated() {
            running = max(running, min(1, Double(m - rank) * pValues[index]))
            adjusted[index] = running
        }
        return adjusted
    }

    /// Which hypotheses Holm's procedure rejects at family-wise level `alpha`.
    ///
    /// - Parameters:
    ///   - pValues: the raw p-values, each in 0…1.
    ///   - alpha: the family-wise error rate, in (0, 1); 0.05 by default.
    /// - Returns: for each p-value, in order, whether its hypothesis is rejected (adjusted p ≤ α).
    /// - Throws: `LineworkError.invalidOption` naming `pValues` or `alpha` when out of range.
    public static func rejected(_ pValues: [Double], alpha: Double = 0.05) throws(LineworkError) -> [Bool] {
        guard alpha > 0, alpha < 1 else {
            throw LineworkError.invalidOption(name: "alpha", value: "\(alpha)", allowed: "must be in (0, 1)")
        }
        return try adjusted(pValues).map { $0 <= alpha }
    }
}
