import LineworkEvaluation

/// The five MIT saliency scores in a cacheable form: JSON has no NaN, so an undefined score
/// (see `SaliencyScores`) is stored as null and read back as NaN.
public struct MetricScores: Codable, Sendable, Equatable {
    /// Scores by `SaliencyScores.names`; a missing name is an undefined score.
    public var values: [String: Double]

    public init(_ scores: SaliencyScores) {
        values = scores.byName.filter { $0.value.isFinite }
    }

    /// The score named `name` (one of `SaliencyScores.names`), NaN when undefined.
    public subscript(name: String) -> Double { values[name] ?? .nan }

    /// Whether a larger value is better (all but KLD).
    public static func higherIsBetter(_ name: String) -> Bool { name != "KLD" }

    /// The per-metric mean over images, skipping undefined scores.
    public static func mean(_ list: [MetricScores]) -> MetricScores {
        var out = MetricScores(values: [:])
        for name in SaliencyScores.names {
            let finite = list.map { $0[name] }.filter(\.isFinite)
            if !finite.isEmpty { out.values[name] = finite.reduce(0, +) / Double(finite.count) }
        }
        return out
    }

    init(values: [String: Double]) { self.values = values }
}
