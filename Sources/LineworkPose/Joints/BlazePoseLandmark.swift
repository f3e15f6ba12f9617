/// The 33 body landmarks of BlazePose (mediapipe's pose_landmark model), by index in its output.
///
/// The model predicts 39 points; the last six are auxiliary (used by mediapipe to track the body
/// from frame to frame) and Linework ignores them.
public enum BlazePoseLandmark: Int, CaseIterable, Sendable {
    /// The nose tip, landmark 0.
    case nose = 0
    /// The eyes' inner corners, centres and outer corners (1–6).
    case leftEyeInner, leftEye, leftEyeOuter, rightEyeInner, rightEye, rightEyeOuter
    /// The ears and the mouth's corners (7–10).
    case leftEar, rightEar, mouthLeft, mouthRight
    /// The shoulders, elbows and wrists (11–16).
    case leftShoulder, rightShoulder, leftElbow, rightElbow, leftWrist, rightWrist
    /// The hands: little-finger, index-finger and thumb points (17–22).
    case leftPinky, rightPinky, leftIndex, rightIndex, leftThumb, rightThumb
    /// The hips, knees and ankles (23–28).
    case leftHip, rightHip, leftKnee, rightKnee, leftAnkle, rightAnkle
    /// The heels and the tips of the feet (29–32).
    case leftHeel, rightHeel, leftFootIndex, rightFootIndex

    /// Points the model outputs per person, body landmarks then auxiliary ones.
    static let modelPointCount = 39
}

extension BodyJoint {
    /// Where each Vision joint comes from in BlazePose's 33 landmarks.
    ///
    /// Seventeen joints are a landmark of the same name (Vision's eyes are BlazePose's eye
    /// centres, not the inner or outer corners). Vision's `neck` is the midpoint of the shoulders
    /// and its `root` the midpoint of the hips; their confidence is the smaller of the two.
    public var blazePoseSource: [BlazePoseLandmark] {
        switch self {
        case .nose: return [.nose]
        case .leftEye: return [.leftEye]
        case .rightEye: return [.rightEye]
        case .leftEar: return [.leftEar]
        case .rightEar: return [.rightEar]
        case .neck: return [.leftShoulder, .rightShoulder]
        case .leftShoulder: return [.leftShoulder]
        case .rightShoulder: return [.rightShoulder]
        case .leftElbow: return [.leftElbow]
        case .rightElbow: return [.rightElbow]
        case .leftWrist: return [.leftWrist]
        case .rightWrist: return [.rightWrist]
        case .root: return [.leftHip, .rightHip]
        case .leftHip: return [.leftHip]
        case .rightHip: return [.rightHip]
        case .leftKnee: return [.leftKnee]
        case .rightKnee: return [.rightKnee]
        case .leftAnkle: return [.leftAnkle]
        case .rightAnkle: return [.rightAnkle]
        }
    }
}
