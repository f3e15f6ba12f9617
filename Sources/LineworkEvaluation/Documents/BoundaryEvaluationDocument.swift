import LineworkCore

/// The contract's `evaluate contours --json` document: BSDS precision, recall and F per image,
/// their means, the scores of the counts summed over the images (`overall`, as BSDS reports),
/// and the tolerance.
///
/// `images`, `mean` and `overall` score every non-zero predicted pixel as boundary. A threshold
/// sweep (`evaluate contours --thresholds N`, `BoundaryThresholdSweep`) adds `thresholds`, `ODS`,
/// `OIS`, `AP`, `R50` and the dataset's precision–recall `curve`, and each image's best
/// threshold under `images.<stem>.OIS`; without a sweep those keys are absent.
public struct BoundaryEvaluationDocument: ContractDocument {
    /// One image's scores and the counts behind them.
    public struct Score: Codable, Sendable, Equatable {
        /// F, the harmonic mean of precision and recall.
        public var F: Double
        /// Matched predicted pixels over predicted pixels.
        public var precision: Double
        /// Matched truth pixels over truth pixels.
        public var recall: Double
        /// Predicted pixels matched to a truth pixel.
        public var matched: Int
        /// Predicted boundary pixels (runs along the frame left out).
        public var predicted: Int
        /// Truth boundary pixels.
        public var truth: Int
        /// With a threshold sweep, the image's best threshold and its precision, recall and F
        /// (what OIS sums); nil without one.
        public var OIS: BoundaryThresholdSummary.Optimum?

        /// The scores of `counts`.
        ///
        /// - Parameters:
        ///   - counts: the image's counts with every non-zero pixel as boundary.
        ///   - best: the image's best threshold's scores in a sweep; nil without one.
        public init(_ counts: BoundaryCounts, best: BoundaryThresholdSummary.Optimum? = nil) {
            (F, precision, recall) = (counts.f, counts.precision, counts.recall)
            (matched, predicted, truth) = (counts.matchedPredicted, counts.predicted, counts.truth)
            OIS = best
        }
    }

    /// Each image's scores, by file stem.
    public var images: [String: Score]
    /// `precision`, `recall` and `F` averaged over the images.
    public var mean: [String: Double]
    /// `precision`, `recall` and `F` of the counts summed over the images.
    public var overall: [String: Double]
    /// The largest match distance, as a fraction of the image diagonal.
    public var tolerance: Double
    /// Whether the truth was thinned before matching (`--thin-truth`); absent when it was not.
    public var thinnedTruth: Bool?
    /// The number of thresholds of the sweep; absent without one.
    public var thresholds: Int?
    /// Optimal dataset scale, interpolated (`BoundaryThresholdSummary.ods`); absent without a sweep.
    public var ODS: BoundaryThresholdSummary.Optimum?
    /// Optimal image scale (`BoundaryThresholdSummary.ois`); absent without a sweep.
    public var OIS: BoundaryThresholdSummary.Optimum?
    /// Average precision (`BoundaryThresholdSummary.averagePrecision`); absent without a sweep.
    public var AP: Double?
    /// Recall at 50 % precision (`BoundaryThresholdSummary.recallAtHalfPrecision`); `null` when
    /// undefined, absent without a sweep.
    public var R50: Double?
    /// The dataset's precision–recall curve, one point per threshold with its summed counts;
    /// absent without a sweep.
    public var curve: [BoundaryThresholdSummary.Point]?
    /// With `--intervals`, each mean's bootstrap interval over the images (`PairedBootstrap`),
    /// keyed as `mean`; absent without.
    public var intervals: [String: BootstrapInterval]?
    /// The Linework version that wrote the document.
    public var version: String

    /// The document of `counts`, one per image.
    ///
    /// - Parameters:
    ///   - counts: each image's file stem and matching counts.
    ///   - tolerance: the match distance the counts were made with.
    ///   - sweep: the summary of a threshold sweep of the same images in the same order; nil
    ///     without one.
    ///   - thinnedTruth: whether the truth was thinned before matching.
    ///   - intervals: each mean's bootstrap interval, keyed as `mean`; nil for none.
    public init(counts: [(stem: String, counts: BoundaryCounts)], tolerance: Double,
                sweep: BoundaryThresholdSummary? = nil, thinnedTruth: Bool = false,
                intervals: [String: BootstrapInterval]? = nil) {
        func scores(_ c: BoundaryCounts) -> [String: Double] { ["precision": c.precision, "recall": c.recall, "F": c.f] }
        let best: [BoundaryThresholdSummary.Optimum?] = counts.indices.map { k in
            guard let sweep, k < sweep.images.count else { return nil }
            return sweep.images[k]
        }
        images = Dictionary(zip(counts, best).map { ($0.stem, Score($0.counts, best: $1)) }) { first, _ in first }
        let perImage = counts.map { scores($0.counts) }
        mean = ["precision", "recall", "F"].reduce(into: [:]) { mean, name in
            mean[name] = perImage.map { $0[name]! }.reduce(0, +) / Double(perImage.count)
        }
        overall = scores(counts.reduce(.zero) { $0 + $1.counts })
        self.tolerance = tolerance
        self.thinnedTruth = thinnedTruth ? true : nil
        if let sweep {
            thresholds = sweep.curve.count
            (ODS, OIS, AP) = (sweep.ods, sweep.ois, sweep.averagePrecision)
            R50 = sweep.recallAtHalfPrecision ?? .nan  // written as null
            curve = sweep.curve
        }
        self.intervals = intervals
        version = LineworkVersion.string
    }
}
