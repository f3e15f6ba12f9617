/// A baseline map's saliency or salient-object scores on one image (`BaselineMaps`).
public struct BaselineResult: Codable, Sendable, Equatable {
    /// "chance" (a uniform map) or "centre" (the centre-bias Gaussian).
    public var name: String
    /// The baseline's scores against the image's ground truth.
    public var scores: MetricScores
}
