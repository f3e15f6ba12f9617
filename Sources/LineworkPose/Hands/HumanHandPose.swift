import LineworkCore

/// One hand (Vision's `VNHumanHandPoseObservation`): its 21 joints, which hand it is, and how
/// sure the models are.
///
/// Joints are normalised to the image with a lower-left origin, as `FaceLandmarks`' points: x =
/// column / width, y = 1 − row / height on the image's continuous pixel grid (mediapipe's
/// normalised x and 1 − y). Points may fall slightly outside [0, 1] for a hand cut by the
/// picture's edge. The hand landmark model gives no per-joint visibility, so every joint carries
/// the hand's `confidence`.
public struct HumanHandPose: Sendable, Equatable {
    /// The 21 joints, every one present.
    public var joints: [HandJoint: JointPoint]
    /// Which hand, the person's own (see `chiralityScore`).
    public var chirality: HandChirality
    /// The landmark model's probability that its crop holds a hand, in [0, 1] (mediapipe's hand
    /// presence): Vision's observation confidence.
    public var confidence: Double
    /// The landmark model's probability for `chirality`, in [0.5, 1].
    public var chiralityScore: Double
    /// The palm detector's score, in [0, 1].
    public var detectionScore: Double
    /// The crop the landmark model read, in the image's pixels (y down): 2.6 × the palm's box,
    /// turned so that the fingers point up.
    public var region: RegionOfInterest

    /// Creates a hand from its joints, chirality, scores and crop.
    public init(joints: [HandJoint: JointPoint], chirality: HandChirality, confidence: Double, chiralityScore: Double,
                detectionScore: Double, region: RegionOfInterest) {
        self.joints = joints
        self.chirality = chirality
        self.confidence = confidence
        self.chiralityScore = chiralityScore
        self.detectionScore = detectionScore
        self.region = region
    }

    /// The joints' bounding box, normalised lower-left (as `joints`); empty when there are none.
    public var boundingBox: NormalizedRect {
        let xs = joints.values.map(\.x), ys = joints.values.map(\.y)
        guard let left = xs.min(), let right = xs.max(), let bottom = ys.min(), let top = ys.max() else {
            return NormalizedRect(x: 0, y: 0, width: 0, height: 0)
        }
        return NormalizedRect(x: left, y: bottom, width: right - left, height: top - bottom)
    }
}
