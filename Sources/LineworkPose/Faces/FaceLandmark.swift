/// BlazeFace's six face keypoints, in the model's output order, named as Linework's JSON names
/// them. "Right" and "left" are the person's own (a right eye is on the image's left when the
/// person faces the camera), as in Vision.
public enum FaceLandmark: String, CaseIterable, Sendable {
    /// The person's right eye's centre.
    case rightEye
    /// The person's left eye's centre.
    case leftEye
    /// The nose tip.
    case nose
    /// The mouth's centre.
    case mouth
    /// The right ear's tragion.
    case rightEar
    /// The left ear's tragion.
    case leftEar
}
