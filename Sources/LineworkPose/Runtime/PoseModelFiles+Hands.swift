extension PoseModelFiles {
    /// The full palm detector model's file name (192 × 192 input, 2016 anchors).
    public static let palmDetectorName = "palm_detection_full.tflite"
    /// The full hand landmark model's file name (21 joints, 224 × 224 input).
    public static let handLandmarkName = "hand_landmark_full.tflite"

    /// The path of the palm detector model.
    public var palmDetector: String { path(Self.palmDetectorName) }
    /// The path of the hand landmark model.
    public var handLandmarks: String { path(Self.handLandmarkName) }

    /// The installed palm detector and hand landmark models and runtime (`HandPoseEstimator`).
    ///
    /// - Throws: `PoseError.modelNotInstalled` naming the missing files.
    public static func locateHandModels(environment: [String: String]) throws -> PoseModelFiles {
        try locate([palmDetectorName, handLandmarkName, runtimeName, checksumsName], environment: environment)
    }

    /// `verifyModels`' checks for the hand models (`HandPoseEstimator`).
    ///
    /// - Throws: `PoseError.corruptModel` naming the file and what is wrong with it.
    public func verifyHandModels() throws {
        try verify([Self.palmDetectorName, Self.handLandmarkName])
    }
}
