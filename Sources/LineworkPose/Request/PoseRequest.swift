import Foundation
import LineworkCore
import LineworkImage

/// What a body-pose request keeps, with Vision's and mediapipe's defaults.
///
/// The fields are checked when the request is made and cannot change afterwards, so a request
/// always holds values the estimator can use.
public struct PoseRequest: Sendable, Equatable {
    /// Joints whose confidence is not above this are dropped; default 0.1, the seed article's
    /// cut-off (Apple's sample code uses the same).
    public let minimumJointConfidence: Double
    /// Detector score a person needs; default 0.5, mediapipe's `min_detection_confidence`.
    public let minimumDetectionScore: Double
    /// Landmark-model presence a person needs; default 0.5, mediapipe's pose-flag threshold.
    public let minimumPresence: Double
    /// Most people returned, best detections first; default 4. mediapipe's solution stops at 1.
    public let maximumPeople: Int

    /// The default `minimumJointConfidence`: 0.1.
    public static let defaultMinimumJointConfidence = 0.1
    /// The default `maximumPeople`: 4.
    public static let defaultMaximumPeople = 4

    /// Creates a request; the thresholds are in [0, 1] and default to 0.1, 0.5 and 0.5, with at most 4 people by default.
    ///
    /// - Throws: `LineworkError.invalidOption` when a threshold is outside [0, 1] or
    ///   `maximumPeople` is below 1.
    public init(minimumJointConfidence: Double = defaultMinimumJointConfidence, minimumDetectionScore: Double = 0.5,
                minimumPresence: Double = 0.5, maximumPeople: Int = defaultMaximumPeople) throws {
        for (name, value) in [("minimumJointConfidence", minimumJointConfidence),
                              ("minimumDetectionScore", minimumDetectionScore), ("minimumPresence", minimumPresence)] {
            try UnitInterval.checked(value, name: name)
        }
        guard maximumPeople >= 1 else {
            throw LineworkError.invalidOption(name: "maximumPeople", value: "\(maximumPeople)", allowed: "must be at least 1")
        }
        self.minimumJointConfidence = minimumJointConfidence
        self.minimumDetectionScore = minimumDetectionScore
        self.minimumPresence = minimumPresence
        self.maximumPeople = maximumPeople
    }

    /// Finds the installed models, loads them and runs the request on `pixels`: the whole request
    /// in one call. For many images, keep one `PoseEstimator` instead (loading takes about a
    /// quarter of a second).
    ///
    /// - Parameters:
    ///   - pixels: the decoded image, any size and depth.
    ///   - environment: where to look for the models (`PoseModelFiles.directory`); the process's by default.
    /// - Throws: `PoseError.modelNotInstalled`, `.corruptModel` or `.runtime`.
    public func perform(on pixels: PixelBuffer,
                        environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PoseObservation {
        try PoseEstimator(environment: environment).perform(self, on: pixels)
    }
}
