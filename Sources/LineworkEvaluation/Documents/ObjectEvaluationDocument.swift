import LineworkCore

/// The contract's `evaluate objects --json` document: every image's salient-object scores by
/// name, their means, and the metrics' constants.
public struct ObjectEvaluationDocument: ContractDocument {
    /// Each image's scores (`SalientObjectScores.byName`), by file stem.
    public var images: [String: [String: Double]]
    /// The mean of each score over the images (`SalientObjectScores.mean`).
    public var mean: [String: Double]
    /// The F-measure's β² (`SalientObjectMetrics.defaultBetaSquared`).
    public var betaSquared: Double
    /// The S-measure's α (`SalientObjectMetrics.defaultStructureAlpha`).
    public var sMeasureAlpha: Double
    /// The weighted F-measure's β² (`SalientObjectMetrics.defaultWeightedBetaSquared`).
    public var weightedFBetaSquared: Double
    /// The Linework version that wrote the document.
    public var version: String

    /// The document of `scores`, one per image.
    ///
    /// - Parameter scores: each image's file stem and scores.
    public init(scores: [(stem: String, score: SalientObjectScores)]) {
        images = Dictionary(scores.map { ($0.stem, $0.score.byName) }) { first, _ in first }
        mean = SalientObjectScores.mean(scores.map(\.score)).byName
        betaSquared = SalientObjectMetrics.defaultBetaSquared
        sMeasureAlpha = SalientObjectMetrics.defaultStructureAlpha
        weightedFBetaSquared = SalientObjectMetrics.defaultWeightedBetaSquared
        version = LineworkVersion.string
    }
}
