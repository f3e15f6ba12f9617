import LineworkCore
import LineworkEvaluation

/// One model's (or baseline's) scores on one image in a cacheable form: the MIT saliency scores
/// (`SaliencyScores`; sAUC is added when the page is built, `ShuffledScores`) or the
/// salient-object scores (`SalientObjectScores`), keyed by their JSON names. JSON has no NaN, so an undefined score is stored as null and read back
/// as NaN.
public struct MetricScores: Codable, Sendable, Equatable {
    /// Scores by name; a missing name is an undefined score.
    public var values: [String: Double]

    /// The MIT saliency scores, keyed by their JSON names; undefined scores are left out.
    public init(_ scores: SaliencyScores) {
        self.init(finite: scores.byName)
    }

    /// The salient-object scores, keyed by their JSON names (`SalientObjectScores.names` and
    /// `curveNames`); undefined scores are left out.
    public init(_ scores: SalientObjectScores) {
        self.init(finite: scores.byName.merging(scores.curveScoresByName) { a, _ in a })
    }

    /// The score named `name`, NaN when undefined.
    public subscript(name: String) -> Double { values[name] ?? .nan }

    /// Sets the score `name`; an undefined (non-finite) value removes it.
    mutating func set(_ name: String, _ value: Double) {
        values[name] = value.isFinite ? value : nil
    }

    /// The scores where smaller is better: KL divergence and both mean absolute errors.
    static let lowerIsBetter: Set = ["KLD", "MAE", "unscaledMAE"]

    /// Whether a larger value of `name` is better (all but KLD and the MAEs).
    public static func higherIsBetter(_ name: String) -> Bool { !lowerIsBetter.contains(name) }

    /// The name of the candidate with the best defined `metric` (largest, or smallest for KLD
    /// and the MAEs); nil when none has it defined. On a tie, the first in the list's order.
    static func best(of candidates: [(name: String, scores: MetricScores)], by metric: String) -> String? {
        let better = higherIsBetter(metric)
        var best: (name: String, value: Double)?
        for (name, scores) in candidates where scores[metric].isFinite {
            let value = scores[metric]
            if let current = best?.value, better ? value <= current : value >= current { continue }
            best = (name, value)
        }
        return best?.name
    }

    /// The per-metric mean over images, skipping undefined scores; a metric undefined on every
    /// image stays undefined.
    public static func mean(_ list: [MetricScores]) -> MetricScores {
        var out = MetricScores(finite: [:])
        for name in Set(list.flatMap(\.values.keys)) {
            out.values[name] = list.map { $0[name] }.finiteMean()
        }
        return out
    }

    private init(finite values: [String: Double]) {
        self.values = values.filter { $0.value.isFinite }
    }
}
