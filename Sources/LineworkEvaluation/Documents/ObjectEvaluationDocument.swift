import LineworkCore

/// The contract's `evaluate objects --json` document: every image's salient-object scores by
/// name, their means, the dataset's threshold curves and the scores `pysodmetrics` reads off
/// them, and the metrics' constants.
public struct ObjectEvaluationDocument: ContractDocument {
    /// Each image's scores (`SalientObjectScores.byName` and `curveScoresByName`), by file stem.
    public var images: [String: [String: Double]]
    /// The mean of each score over the images (`SalientObjectScores.mean`).
    public var mean: [String: Double]
    /// The dataset's curves: each image's precision, recall, F and E at the 256 thresholds
    /// averaged over the images, element k at threshold 255 − k (`SalientObjectCurves.mean`).
    public var curves: SalientObjectCurves?
    /// What `pysodmetrics` reports for the dataset from those curves: `maxF` and `meanF` (the
    /// largest and the mean value of the mean F curve; `maxF` here is not `mean.maxF`, the mean
    /// of each image's best), `maxE` and `meanE` likewise, `adaptiveF` and `adaptiveE` (the
    /// means of the images' adaptive scores).
    public var dataset: [String: Double]?
    /// The F-measure's β² (`SalientObjectMetrics.defaultBetaSquared`).
    public var betaSquared: Double
    /// The S-measure's α (`SalientObjectMetrics.defaultStructureAlpha`).
    public var sMeasureAlpha: Double
    /// The weighted F-measure's β² (`SalientObjectMetrics.defaultWeightedBetaSquared`).
    public var weightedFBetaSquared: Double
    /// With `--intervals`, each mean's bootstrap interval over the images (`PairedBootstrap`),
    /// keyed as `mean`; absent without.
    public var intervals: [String: BootstrapInterval]?
    /// The Linework version that wrote the document.
    public var version: String

    /// The document of `scores`, one per image.
    ///
    /// - Parameters:
    ///   - scores: each image's file stem and scores.
    ///   - intervals: each mean's bootstrap interval, keyed as `mean`; nil for none.
    public init(scores: [(stem: String, score: SalientObjectScores)], intervals: [String: BootstrapInterval]? = nil) {
        images = Dictionary(scores.map { ($0.stem, $0.score.byName.merging($0.score.curveScoresByName) { a, _ in a }) }) {
            first, _ in first
        }
        let means = SalientObjectScores.mean(scores.map(\.score))
        mean = means.byName.merging(means.curveScoresByName) { a, _ in a }
        curves = means.curves
        dataset = means.curves.map { curves in
            ["maxF": curves.maximumF, "meanF": curves.meanF, "maxE": curves.maximumE, "meanE": curves.meanE,
             "adaptiveF": means.adaptiveF, "adaptiveE": means.adaptiveE]
        }
        betaSquared = SalientObjectMetrics.defaultBetaSquared
        sMeasureAlpha = SalientObjectMetrics.defaultStructureAlpha
        weightedFBetaSquared = SalientObjectMetrics.defaultWeightedBetaSquared
        self.intervals = intervals
        version = LineworkVersion.string
    }
}
