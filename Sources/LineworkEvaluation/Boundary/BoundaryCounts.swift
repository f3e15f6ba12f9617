/// Matched and total boundary pixels of one image at one setting: the sufficient statistics of
/// BSDS's boundary benchmark (`cntP`, `sumP`, `cntR`, `sumR` in its code).
///
/// Counts add up over images, and dataset-level scores are computed from summed counts, never by
/// averaging ratios. Ratios with a zero denominator are 0, as BSDS computes them
/// (`cnt / (sum + (sum == 0))`), so an empty prediction has precision 0 and an empty truth
/// recall 0.
public struct BoundaryCounts: Sendable, Equatable, Hashable, Codable {
    /// Predicted boundary pixels matched to a truth pixel (`cntP`).
    public var matchedPredicted: Int
    /// All predicted boundary pixels (`sumP`).
    public var predicted: Int
    /// Truth boundary pixels matched to a predicted pixel (`cntR`).
    public var matchedTruth: Int
    /// All truth boundary pixels (`sumR`).
    public var truth: Int

    /// Creates counts from BSDS's `cntP`, `sumP`, `cntR` and `sumR`, in that order.
    public init(matchedPredicted: Int, predicted: Int, matchedTruth: Int, truth: Int) {
        self.matchedPredicted = matchedPredicted
        self.predicted = predicted
        self.matchedTruth = matchedTruth
        self.truth = truth
    }

    /// No pixels at all: the identity of `+`.
    public static let zero = BoundaryCounts(matchedPredicted: 0, predicted: 0, matchedTruth: 0, truth: 0)

    /// The share of predicted pixels that lie on a truth boundary (0 when nothing is predicted).
    public var precision: Double { Self.ratio(matchedPredicted, predicted) }

    /// The share of truth pixels that were found (0 when there is no truth boundary).
    public var recall: Double { Self.ratio(matchedTruth, truth) }

    /// The harmonic mean of precision and recall, 2PR / (P + R); 0 when both are 0.
    public var f: Double {
        let p = precision, r = recall
        return p + r == 0 ? 0 : 2 * p * r / (p + r)
    }

    /// Counts of two images (or two annotators) together.
    public static func + (a: BoundaryCounts, b: BoundaryCounts) -> BoundaryCounts {
        BoundaryCounts(
            matchedPredicted: a.matchedPredicted + b.matchedPredicted, predicted: a.predicted + b.predicted,
            matchedTruth: a.matchedTruth + b.matchedTruth, truth: a.truth + b.truth)
    }

    private static func ratio(_ count: Int, _ total: Int) -> Double {
        total == 0 ? 0 : Double(count) / Double(total)
    }
}
