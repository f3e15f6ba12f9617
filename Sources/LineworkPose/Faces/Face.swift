import LineworkCore

/// One face: Vision's `VNFaceObservation` as `linework faces` reports it.
///
/// Coordinates are normalised to the image with a lower-left origin (Vision's convention, see
/// `NormalizedRect`): x right, y up, both in [0, 1] across the image (points may stray slightly
/// outside for a face cut by the border).
public struct Face: Sendable, Equatable {
    /// The face's box, normalised with a lower-left origin (see `NormalizedRect`).
    public var boundingBox: NormalizedRect
    /// The detector's score, in [0, 1].
    public var confidence: Double
    /// The keypoints: all six from `FaceDetector`; a face estimated from body joints has no mouth.
    public var landmarks: [FaceLandmark: (x: Double, y: Double)]

    /// Creates a face from its normalised box, its score in [0, 1] and its keypoints.
    public init(boundingBox: NormalizedRect, confidence: Double, landmarks: [FaceLandmark: (x: Double, y: Double)]) {
        self.boundingBox = boundingBox
        self.confidence = confidence
        self.landmarks = landmarks
    }

    /// The face's box and score, as saliency and cropping take them (`FaceBox`).
    public var box: FaceBox { FaceBox(boundingBox: boundingBox, confidence: confidence) }

    /// Whether two faces have the same box, score and keypoints (tuples are compared member by member).
    public static func == (a: Face, b: Face) -> Bool {
        a.boundingBox == b.boundingBox && a.confidence == b.confidence
            && FaceLandmark.allCases.allSatisfy { a.landmarks[$0]?.x == b.landmarks[$0]?.x && a.landmarks[$0]?.y == b.landmarks[$0]?.y }
    }
}
