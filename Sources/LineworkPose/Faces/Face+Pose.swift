import LineworkCore

extension Face {
    /// A face estimated from a body's head joints, for when the face model is not installed
    /// but the pose model is: a square centred on the mean of the nose and eyes found, as wide
    /// as 1.2 × the ear-to-ear distance (both ears found) or else 2.5 × the eye-to-eye distance
    /// (BlazeFace's boxes span about that on frontal faces). Its confidence is the mean of the
    /// joints used; its landmarks are those joints (no mouth). Nil without two eyes or two ears,
    /// or without at least two of the nose and eyes.
    ///
    /// - Parameters: imageWidth, imageHeight: the image's size, to make the box square in pixels.
    public init?(estimatedFrom body: HumanBodyPose, imageWidth: Int, imageHeight: Int) {
        guard imageWidth > 0, imageHeight > 0 else { return nil }
        let (w, h) = (Double(imageWidth), Double(imageHeight))
        let joints = body.joints
        func pixels(_ joint: BodyJoint) -> (x: Double, y: Double)? { joints[joint].map { ($0.x * w, $0.y * h) } }
        func distance(_ a: BodyJoint, _ b: BodyJoint) -> Double? {
            guard let p = pixels(a), let q = pixels(b) else { return nil }
            return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
        }
        let centreJoints = [BodyJoint.nose, .leftEye, .rightEye].filter { joints[$0] != nil }
        guard centreJoints.count >= 2 else { return nil }
        let side: Double
        if let ears = distance(.leftEar, .rightEar), ears > 0 {
            side = 1.2 * ears
        } else if let eyes = distance(.leftEye, .rightEye), eyes > 0 {
            side = 2.5 * eyes
        } else {
            return nil
        }
        let centre = centreJoints.compactMap(pixels).reduce((x: 0.0, y: 0.0)) { ($0.x + $1.x, $0.y + $1.y) }
        let (cx, cy) = (centre.x / Double(centreJoints.count), centre.y / Double(centreJoints.count))
        let used = centreJoints + [BodyJoint.leftEar, .rightEar].filter { joints[$0] != nil }
        let confidence = used.compactMap { joints[$0]?.confidence }.reduce(0, +) / Double(used.count)
        var landmarks: [FaceLandmark: (x: Double, y: Double)] = [:]
        for (joint, landmark) in [(BodyJoint.rightEye, FaceLandmark.rightEye), (.leftEye, .leftEye), (.nose, .nose),
                                  (.rightEar, .rightEar), (.leftEar, .leftEar)] {
            if let point = joints[joint] { landmarks[landmark] = (point.x, point.y) }
        }
        self.init(boundingBox: NormalizedRect(x: (cx - side / 2) / w, y: (cy - side / 2) / h, width: side / w, height: side / h),
                  confidence: confidence, landmarks: landmarks)
    }
}
