/// A face found in an image: its box and the detector's score. The one face type the stages
/// share: LineworkPose's detectors give it (`Face.box`), and LineworkSaliency's attention model,
/// crop search and camera paths take it (`SaliencyRequest.faces`, `SaliencyCrop`, `CameraPath`).
public struct FaceBox: Sendable, Equatable, Codable {
    /// The face's box, normalised with a lower-left origin (see `NormalizedRect`).
    public var boundingBox: NormalizedRect
    /// The detector's score, in [0, 1].
    public var confidence: Double

    /// Creates a face from its normalised box and its score in [0, 1].
    public init(boundingBox: NormalizedRect, confidence: Double) {
        self.boundingBox = boundingBox
        self.confidence = confidence
    }
}
