/// One person's body pose: Vision's joints, and the BlazePose landmarks they come from.
public struct HumanBodyPose: Sendable, Equatable {
    /// Vision's joints whose confidence is above the request's minimum (0.1 by default, as in the
    /// seed article); the others are absent.
    public var joints: [BodyJoint: JointPoint]
    /// BlazePose's 33 landmarks in source-image pixels, in `BlazePoseLandmark` order, unfiltered.
    public var landmarks: [PoseLandmark]
    /// The person detector's score for this body, in [0, 1].
    public var detectionScore: Double
    /// The landmark model's probability that a body is in its crop, in [0, 1].
    public var presence: Double

    /// Creates a pose from its confident joints, its 33 landmarks in pixels, the detector's score and the landmark model's presence.
    public init(joints: [BodyJoint: JointPoint], landmarks: [PoseLandmark], detectionScore: Double, presence: Double) {
        self.joints = joints
        self.landmarks = landmarks
        self.detectionScore = detectionScore
        self.presence = presence
    }

    /// Vision's joints from BlazePose's landmarks (see `BodyJoint.blazePoseSource`).
    ///
    /// - Parameters:
    ///   - landmarks: BlazePose's 33 landmarks in pixels of an image `width` × `height`, in
    ///     `BlazePoseLandmark` order; a joint whose landmarks are missing from a shorter list is
    ///     left out.
    ///   - width: the image's width in pixels.
    ///   - height: the image's height in pixels.
    ///   - minimumConfidence: joints whose confidence (the landmark's visibility, or the smaller
    ///     of two for neck and root) is not above this are left out.
    /// - Returns: the joints, keyed by name.
    public static func joints(from landmarks: [PoseLandmark], width: Int, height: Int,
                              minimumConfidence: Double) -> [BodyJoint: JointPoint] {
        var joints: [BodyJoint: JointPoint] = [:]
        for joint in BodyJoint.allCases where joint.blazePoseSource.allSatisfy({ $0.rawValue < landmarks.count }) {
            let sources = joint.blazePoseSource.map { landmarks[$0.rawValue] }
            let count = Double(sources.count)
            let x = sources.reduce(0) { $0 + $1.x } / count
            let y = sources.reduce(0) { $0 + $1.y } / count
            let confidence = sources.map(\.visibility).min()!
            if confidence > minimumConfidence {
                joints[joint] = JointPoint(pixelX: x, pixelY: y, width: width, height: height, confidence: confidence)
            }
        }
        return joints
    }

    /// The joints of a group that were found, in `BodyJoint` order.
    public func joints(in group: BodyJointGroup) -> [(joint: BodyJoint, point: JointPoint)] {
        group.joints.compactMap { joint in joints[joint].map { (joint, $0) } }
    }
}

/// The result of a pose request on one image.
public struct PoseObservation: Sendable, Equatable {
    /// Width of the analysed image in pixels.
    public var imageWidth: Int
    /// Height of the analysed image in pixels.
    public var imageHeight: Int
    /// People found, most confident detection first; each has at least one joint.
    public var people: [HumanBodyPose]
    /// Seconds spent in each stage ("detector", "landmarks"), for benchmarks and reports.
    public var timings: [String: Double]

    /// Creates an observation of an image `imageWidth` × `imageHeight` pixels with the people found and the stages' timings in seconds (default none).
    public init(imageWidth: Int, imageHeight: Int, people: [HumanBodyPose], timings: [String: Double] = [:]) {
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        self.people = people
        self.timings = timings
    }
}
