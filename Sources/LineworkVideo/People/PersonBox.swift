import LineworkCore


/// A person found in a video frame for reframing: a body from BlazePose, a face from BlazeFace,
/// or both matched, normalised with a lower-left origin.
public struct PersonBox: Sendable, Equatable {
    /// What must stay in the window: the body's joints' extent (grown for the top of the head
    /// and the limbs' width) joined with the face's box (grown for hair and chin).
    public var boundingBox: NormalizedRect
    /// The face detector's confidence, 0 without a face.
    public var faceConfidence: Double
    /// The body detector's confidence (detection score × presence), 0 without a body.
    public var bodyConfidence: Double

    /// Creates a person.
    public init(boundingBox: NormalizedRect, faceConfidence: Double, bodyConfidence: Double) {
        (self.boundingBox, self.faceConfidence, self.bodyConfidence) = (boundingBox, faceConfidence, bodyConfidence)
    }

    /// The person's score under `signals` (see `SubjectSignals`).
    public func score(_ signals: SubjectSignals) -> Double {
        let area = boundingBox.width * boundingBox.height
        return (signals.faces * faceConfidence + signals.people * bodyConfidence) * area.squareRoot()
    }
}
