/// Which joints connect, and in which colour.
public struct PoseSkeleton: Sendable, Equatable {
    /// A line between two named joints, coloured by its group (`groupColors[group]`).
    public struct Bone: Sendable, Equatable {
        /// The name of the joint the bone starts at.
        public var from: String
        /// The name of the joint the bone ends at.
        public var to: String
        /// Index of the bone's colour in `groupColors`.
        public var group: Int

        /// Creates a bone between two named joints, coloured by `group`.
        public init(_ from: String, _ to: String, group: Int) {
            self.from = from
            self.to = to
            self.group = group
        }
    }

    /// Drawn in order; a joint's dot takes the colour of the first bone that names it.
    public var bones: [Bone]
    /// One colour per group; every bone's group must index into it.
    public var groupColors: [Color]

    /// Creates a skeleton from its bones, in drawing order, and one colour per group.
    public init(bones: [Bone], groupColors: [Color]) {
        self.bones = bones
        self.groupColors = groupColors
    }
}

extension PoseSkeleton {
    /// Apple Vision's 19-joint body (nose, eyes, ears, neck, shoulders, elbows, wrists, root,
    /// hips, knees, ankles) in six groups — face, torso, left arm, right arm, left leg, right
    /// leg — coloured from the Okabe–Ito palette, which stays distinct for colour-blind viewers.
    public static let vision = PoseSkeleton(
        bones: [
            Bone("nose", "leftEye", group: 0), Bone("nose", "rightEye", group: 0),
            Bone("leftEye", "leftEar", group: 0), Bone("rightEye", "rightEar", group: 0),
            Bone("nose", "neck", group: 0),
            Bone("neck", "leftShoulder", group: 1), Bone("neck", "rightShoulder", group: 1),
            Bone("neck", "root", group: 1), Bone("root", "leftHip", group: 1), Bone("root", "rightHip", group: 1),
            Bone("leftShoulder", "leftElbow", group: 2), Bone("leftElbow", "leftWrist", group: 2),
            Bone("rightShoulder", "rightElbow", group: 3), Bone("rightElbow", "rightWrist", group: 3),
            Bone("leftHip", "leftKnee", group: 4), Bone("leftKnee", "leftAnkle", group: 4),
            Bone("rightHip", "rightKnee", group: 5), Bone("rightKnee", "rightAnkle", group: 5),
        ],
        groupColors: [
            Color(rgb: 0xCC79A7),  // face: reddish purple
            Color(rgb: 0xF0E442),  // torso: yellow
            Color(rgb: 0x56B4E9),  // left arm: sky blue
            Color(rgb: 0xE69F00),  // right arm: orange
            Color(rgb: 0x009E73),  // left leg: bluish green
            Color(rgb: 0xD55E00),  // right leg: vermillion
        ])
}
