import LineworkPose
import LineworkRender

extension PoseSkeleton {
    /// Vision's face landmark regions as outlines: consecutive points of each region joined (loops
    /// closed), one Okabe–Ito colour per kind of feature; a pupil is one point, drawn as a dot.
    static let faceRegions: PoseSkeleton = {
        let colors = [Color(rgb: 0xE69F00), Color(rgb: 0x56B4E9), Color(rgb: 0x009E73), Color(rgb: 0xF0E442),
                      Color(rgb: 0x0072B2), Color(rgb: 0xD55E00), Color(rgb: 0xCC79A7)]
        var bones: [Bone] = []
        for (group, region) in FaceLandmarkRegion.allCases.enumerated() {
            let count = max(region.meshIndices.count, 1)
            let name = { (index: Int) in "\(region.rawValue).\(index % count)" }
            for index in 0..<(region.isClosed ? count : max(count - 1, 1)) {
                bones.append(Bone(name(index), name(index + 1), group: group % colors.count))
            }
        }
        return PoseSkeleton(bones: bones, groupColors: colors)
    }()

    /// Vision's hand: the wrist, the thumb and the four fingers (`HandJoint.bones`), coloured by
    /// digit; the knuckle line and the wrist's bones in the first colour.
    static let hand: PoseSkeleton = {
        let digits = ["thumb", "indexFinger", "middleFinger", "ringFinger", "littleFinger"]
        let bones = HandJoint.bones.map { from, to in
            // A bone belongs to a digit when both its joints do (the wrist's bones to the digit they start).
            let digit = to.digit == from.digit || from == .wrist ? to.digit : nil
            return Bone(from.rawValue, to.rawValue, group: digit.flatMap { digits.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
        }
        return PoseSkeleton(bones: bones, groupColors: [Color(rgb: 0xF0E442), Color(rgb: 0xE69F00), Color(rgb: 0x56B4E9),
                                                         Color(rgb: 0x009E73), Color(rgb: 0xD55E00), Color(rgb: 0xCC79A7)])
    }()
}

extension PosePerson {
    /// A face's landmark regions as joints named `<region>.<index>`, for `PoseSkeleton.faceRegions`.
    init(regionsOf landmarks: FaceLandmarks) {
        var joints: [String: PoseJoint] = [:]
        for (region, points) in landmarks.regions {
            for (index, point) in points.enumerated() { joints["\(region.rawValue).\(index)"] = PoseJoint(x: point.x, y: point.y) }
        }
        self.init(joints: joints)
    }
}
