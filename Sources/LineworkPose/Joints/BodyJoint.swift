/// The 19 body joints of Apple Vision's `VNDetectHumanBodyPoseRequest`, with Vision's names.
///
/// "Left" and "right" are the person's own sides (a person facing the camera has their left
/// wrist on the right of the picture), as in Vision and in BlazePose.
public enum BodyJoint: String, CaseIterable, Sendable, Hashable, Comparable {
    /// The head's joints.
    case nose, leftEye, rightEye, leftEar, rightEar
    /// The neck (between the shoulders) and the shoulders.
    case neck, leftShoulder, rightShoulder
    /// The arms' joints.
    case leftElbow, rightElbow, leftWrist, rightWrist
    /// The root (between the hips) and the hips.
    case root, leftHip, rightHip
    /// The legs' joints.
    case leftKnee, rightKnee, leftAnkle, rightAnkle

    /// Declaration order (the contract's order), so that sorted joints print predictably.
    public static func < (lhs: BodyJoint, rhs: BodyJoint) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Vision's joint groups (`VNHumanBodyPoseObservation.JointsGroupName`).
public enum BodyJointGroup: String, CaseIterable, Sendable, Hashable {
    /// Vision's groups; `all` holds every joint.
    case face, torso, leftArm, rightArm, leftLeg, rightLeg, all

    /// The joints of the group, in `BodyJoint` order. Shoulders and hips belong to the torso and
    /// to their limb, as in Vision.
    public var joints: [BodyJoint] {
        switch self {
        case .face: return [.nose, .leftEye, .rightEye, .leftEar, .rightEar]
        case .torso: return [.neck, .leftShoulder, .rightShoulder, .root, .leftHip, .rightHip]
        case .leftArm: return [.leftShoulder, .leftElbow, .leftWrist]
        case .rightArm: return [.rightShoulder, .rightElbow, .rightWrist]
        case .leftLeg: return [.leftHip, .leftKnee, .leftAnkle]
        case .rightLeg: return [.rightHip, .rightKnee, .rightAnkle]
        case .all: return BodyJoint.allCases
        }
    }
}
