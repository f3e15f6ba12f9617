/// A detected joint: a normalised lower-left point (Vision's convention, see `NormalizedRect`)
/// and the detector's confidence in [0, 1].
public struct PoseJoint: Sendable, Equatable {
    /// Horizontal position as a fraction of the image's width from its left side.
    public var x: Double
    /// Vertical position as a fraction of the image's height from its bottom (y grows upwards).
    public var y: Double
    /// The detector's confidence in [0, 1]; default 1.
    public var confidence: Double

    /// Creates a joint at normalised lower-left coordinates with the given confidence (default 1).
    public init(x: Double, y: Double, confidence: Double = 1) {
        self.x = x
        self.y = y
        self.confidence = confidence
    }
}

/// One person's joints by name (e.g. Vision's "leftWrist"); missing joints are simply absent.
public struct PosePerson: Sendable, Equatable {
    /// The person's detected joints, keyed by joint name.
    public var joints: [String: PoseJoint]

    /// Creates a person from joints keyed by name.
    public init(joints: [String: PoseJoint]) {
        self.joints = joints
    }
}

/// Body-pose skeletons drawn over the picture: a line per bone whose two joints are both
/// confident enough, then a dot per confident joint (white outline, so it reads on any photo).
public struct PoseOverlay: Sendable, Equatable {
    /// The people to draw, in order.
    public var people: [PosePerson]
    /// Default `.vision`: the 19 joints of Apple Vision's human body pose.
    public var skeleton: PoseSkeleton
    /// Joints below this confidence are not drawn, nor are their bones; default 0.1, Vision's
    /// own cut-off in Apple's sample code.
    public var minimumConfidence: Double
    /// Bone width; default 0.6 % of the image's longer side.
    public var lineWidth: StrokeWidth
    /// Dot radius; default 0.8 % of the image's longer side.
    public var jointRadius: StrokeWidth

    /// Creates an overlay; defaults: the Vision skeleton, confidence cut-off 0.1, bones 0.6 % and dots 0.8 % of the longer side.
    public init(people: [PosePerson], skeleton: PoseSkeleton = .vision, minimumConfidence: Double = 0.1,
                lineWidth: StrokeWidth = .relative(0.006), jointRadius: StrokeWidth = .relative(0.008)) {
        self.people = people
        self.skeleton = skeleton
        self.minimumConfidence = minimumConfidence
        self.lineWidth = lineWidth
        self.jointRadius = jointRadius
    }
}
