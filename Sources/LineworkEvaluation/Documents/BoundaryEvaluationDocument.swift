import LineworkCore

/// The contract's `evaluate contours --json` document: BSDS precision, recall and F per image,
/// their means, the scores of the counts summed over the images (`overall`, as BSDS reports),
/// and the tolerance.
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

        /// The scores of `counts`.
        public init(_ counts: BoundaryCounts) {
            (F, precision, recall) = (counts.f, counts.precision, counts.recall)
            (matched, predicted, truth) = (counts.matchedPredicted, counts.predicted, counts.truth)
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
    /// The Linework version that wrote the document.
    public var version: String

    /// The document of `counts`, one per image.
    ///
    /// - Parameters:
    ///   - counts: each image's file stem and matching counts.
    ///   - tolerance: the match distance the counts were made with.
    public init(counts: [(stem: String, counts: BoundaryCounts)], tolerance: Double) {
        func scores(_ c: BoundaryCounts) -> [String: Double] { ["precision": c.precision, "recall": c.recall, "F": c.f] }
        images = Dictionary(counts.map { ($0.stem, Score($0.counts)) }) { first, _ in first }
        let perImage = counts.map { scores($0.counts) }
        mean = ["precision", "recall", "F"].reduce(into: [:]) { mean, name in
            mean[name] = perImage.map { $0[name]! }.reduce(0, +) / Double(perImage.count)
        }
        overall = scores(counts.reduce(.zero) { $0 + $1.counts })
        self.tolerance = tolerance
        version = LineworkVersion.string
    }
}
