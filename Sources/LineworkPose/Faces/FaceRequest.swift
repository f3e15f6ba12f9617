import Foundation
import LineworkCore
import LineworkImage

/// What `FaceDetector.perform` looks for (Vision's face-rectangles request).
///
/// The fields are checked when the request is made and cannot change afterwards (a negative
/// `maximumFaces` set later would have trapped in `perform`).
public struct FaceRequest: Sendable, Equatable {
    /// Faces scoring below this are dropped, 0…1. Default 0.5, mediapipe's
    /// `min_detection_confidence` default for its face detection solution.
    public let minimumConfidence: Double
    /// Most faces reported, best first, at least 1. Default 16.
    public let maximumFaces: Int

    /// The default `minimumConfidence`: 0.5.
    public static let defaultMinimumConfidence = 0.5
    /// The default `maximumFaces`: 16.
    public static let defaultMaximumFaces = 16

    /// Creates a request; defaults: minimum confidence 0.5 (in [0, 1]), at most 16 faces (≥ 1).
    ///
    /// - Throws: `LineworkError.invalidOption` naming the field when a value is out of range.
    public init(minimumConfidence: Double = defaultMinimumConfidence, maximumFaces: Int = defaultMaximumFaces) throws {
        try UnitInterval.checked(minimumConfidence, name: "minimumConfidence")
        guard maximumFaces >= 1 else {
            throw LineworkError.invalidOption(name: "maximumFaces", value: "\(maximumFaces)", allowed: "must be at least 1")
        }
        self.minimumConfidence = minimumConfidence
        self.maximumFaces = maximumFaces
    }

    /// Finds the installed model, loads it and runs the request on `pixels`: the whole request in
    /// one call. For many images, keep one `FaceDetector` instead (loading compiles the model).
    ///
    /// - Parameters:
    ///   - pixels: the decoded image, any size and depth.
    ///   - environment: where to look for the model (`PoseModelFiles.directory`); the process's by default.
    /// - Throws: `PoseError.modelNotInstalled`, `.corruptModel` or `.runtime`.
    public func perform(on pixels: PixelBuffer,
                        environment: [String: String] = ProcessInfo.processInfo.environment) throws -> FaceObservation {
        try FaceDetector(files: PoseModelFiles.locateFaceModel(environment: environment)).perform(self, on: pixels)
    }
}
