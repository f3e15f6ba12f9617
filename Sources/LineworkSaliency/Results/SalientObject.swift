import LineworkCore

/// One salient region: Vision's `salientObjects` element.
public struct SalientObject: Sendable, Equatable, Codable {
    /// Normalised bounding box, lower-left origin (see `NormalizedRect`).
    public var boundingBox: NormalizedRect
    /// How strongly the region stands out, in [0, 1]; 0 for the attention fallback box.
    public var confidence: Double

    /// Creates a region from its normalised box (lower-left origin) and its confidence in [0, 1].
    public init(boundingBox: NormalizedRect, confidence: Double) {
        self.boundingBox = boundingBox
        self.confidence = confidence
    }
}
