import Foundation
import LineworkCore
import LineworkImage

/// What a hand-pose request asks for (Vision's `VNDetectHumanHandPoseRequest`): up to
/// `maximumHandCount` hands, each with its 21 joints and chirality.
///
/// The fields are checked when the request is made and cannot change afterwards.
///
/// ```swift
/// let hands = try HandPoseRequest(maximumHandCount: 4).perform(on: pixels).hands
/// let tip = hands.first?.joints[.indexTip]   // normalised, lower-left origin
/// ```
public struct HandPoseRequest: Sendable, Equatable {
    /// The most hands reported, 1…`maximumHandCountLimit`. Default 2, Vision's default; each hand
    /// costs one landmark model run (about 20 ms here).
    public let maximumHandCount: Int
    /// Palms the detector scores below this are dropped, 0…1. Default 0.5, mediapipe's
    /// `min_detection_confidence` default in its hands solution.
    public let minimumDetectionConfidence: Double
    /// Hands whose presence score (the landmark model's) is below this are dropped, 0…1.
    /// Default 0.5, mediapipe's `min_tracking_confidence` default, which sets the same threshold.
    public let minimumPresence: Double

    /// The largest `maximumHandCount` accepted: more than enough for a photo of a group, and a
    /// bound on the work one request can ask for.
    public static let maximumHandCountLimit = 32
    /// The default `maximumHandCount`: 2.
    public static let defaultMaximumHandCount = 2
    /// The default `minimumDetectionConfidence`: 0.5.
    public static let defaultMinimumDetectionConfidence = 0.5
    /// The default `minimumPresence`: 0.5.
    public static let defaultMinimumPresence = 0.5

    /// Creates a request.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `maximumHandCount`,
    ///   `minimumDetectionConfidence` or `minimumPresence` when it is out of range.
    public init(maximumHandCount: Int = defaultMaximumHandCount,
                minimumDetectionConfidence: Double = defaultMinimumDetectionConfidence,
                minimumPresence: Double = defaultMinimumPresence) throws {
        guard (1...Self.maximumHandCountLimit).contains(maximumHandCount) else {
            throw LineworkError.invalidOption(name: "maximumHandCount", value: "\(maximumHandCount)",
                                              allowed: "must be in 1…\(Self.maximumHandCountLimit)")
        }
        for (name, value) in [("minimumDetectionConfidence", minimumDetectionConfidence), ("minimumPresence", minimumPresence)] {
            try UnitInterval.checked(value, name: name)
        }
        self.maximumHandCount = maximumHandCount
        self.minimumDetectionConfidence = minimumDetectionConfidence
        self.minimumPresence = minimumPresence
    }

    /// Finds the installed models, loads them and runs the request on `pixels`: the whole request
    /// in one call. For many images, keep one `HandPoseEstimator` instead (loading compiles two
    /// models).
    ///
    /// - Parameters:
    ///   - pixels: the decoded image, any size and depth.
    ///   - environment: where to look for the models (`PoseModelFiles.directory`); the process's by default.
    /// - Throws: `PoseError.modelNotInstalled`, `.corruptModel` or `.runtime`.
    public func perform(on pixels: PixelBuffer,
                        environment: [String: String] = ProcessInfo.processInfo.environment) throws -> HandPoseObservation {
        let files = try PoseModelFiles.locateHandModels(environment: environment)
        return try HandPoseEstimator(files: files).perform(self, on: pixels)
    }
}
