import LineworkCore

/// The contract's `evaluate saliency --json` document: every image's scores by metric name,
/// their means, and how the ground-truth density was had.
public struct SaliencyEvaluationDocument: ContractDocument {
    /// Each image's scores (`SaliencyScores.byName`), by file stem.
    public var images: [String: [String: Double]]
    /// The mean of each score over the images (`SaliencyScores.mean`).
    public var mean: [String: Double]
    /// "blurred fixations" (the density is the fixations blurred by `sigma`) or "given".
    public var density: String
    /// The blur's sigma in pixels, or nil (`null`) when the densities were given.
    public var sigma: Double?
    /// With `--intervals`, each mean's bootstrap interval over the images (`PairedBootstrap`),
    /// keyed as `mean`; absent without.
    public var intervals: [String: BootstrapInterval]?
    /// The Linework version that wrote the document.
    public var version: String

    /// The document of `scores`, one per image.
    ///
    /// - Parameters:
    ///   - scores: each image's file stem and scores.
    ///   - sigma: the fixation blur in pixels, or nil when ground-truth densities were given.
    ///   - intervals: each mean's bootstrap interval, keyed as `mean`; nil for none.
    public init(scores: [(stem: String, score: SaliencyScores)], sigma: Double?,
                intervals: [String: BootstrapInterval]? = nil) {
        images = Dictionary(scores.map { ($0.stem, $0.score.byName) }) { first, _ in first }
        mean = SaliencyScores.mean(scores.map(\.score)).byName
        density = sigma == nil ? "given" : "blurred fixations"
        self.sigma = sigma
        self.intervals = intervals
        version = LineworkVersion.string
    }

    /// Writes the keys in order, with `sigma` as `null` when densities were given.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(images, forKey: .images)
        try container.encode(mean, forKey: .mean)
        try container.encode(density, forKey: .density)
        try container.encode(sigma, forKey: .sigma)
        try container.encode(version, forKey: .version)
    }
}
