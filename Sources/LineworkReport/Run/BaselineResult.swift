/// A baseline map's saliency scores on one image.
public struct BaselineResult: Codable, Sendable, Equatable {
    /// "chance" or "centre".
    public var name: String
    public var scores: MetricScores
}
