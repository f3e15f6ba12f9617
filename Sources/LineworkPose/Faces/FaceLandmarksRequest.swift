import Foundation
import LineworkCore
import LineworkImage

/// What a face-landmarks request asks for (Vision's `VNDetectFaceLandmarksRequest`): the faces
/// `FaceDetector` finds, each with its mesh, Vision's regions and, refined, its pupils.
///
/// The fields are checked when the request is made and cannot change afterwards.
///
/// ```swift
/// let faces = try FaceLandmarksRequest().perform(on: pixels).faces
/// let lips = faces.first?.points(of: .outerLips)
/// ```
public struct FaceLandmarksRequest: Sendable, Equatable {
    /// How faces are found (the least detector confidence and the most faces); `FaceRequest`'s
    /// defaults (0.5, 16).
    public let faces: FaceRequest
    /// Faces whose mesh presence score is below this are dropped, 0…1. Default 0.5, the
    /// threshold of mediapipe's face landmark graph.
    public let minimumPresence: Double
    /// Whether the iris model runs on both eyes to place the pupils. Default true; false saves
    /// two small model runs a face and leaves `leftPupil` and `rightPupil` empty.
    public let refinesPupils: Bool

    /// Creates a request.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `minimumPresence` when it is outside [0, 1].
    public init(faces: FaceRequest? = nil, minimumPresence: Double = 0.5, refinesPupils: Bool = true) throws {
        try UnitInterval.checked(minimumPresence, name: "minimumPresence")
        self.faces = try faces ?? FaceRequest()
        self.minimumPresence = minimumPresence
        self.refinesPupils = refinesPupils
    }

    /// Finds the installed models, loads them and runs the request on `pixels`: the whole request
    /// in one call. For many images, keep one `FaceLandmarker` instead (loading compiles three
    /// models).
    ///
    /// - Parameters:
    ///   - pixels: the decoded image, any size and depth.
    ///   - environment: where to look for the models (`PoseModelFiles.directory`); the process's by default.
    /// - Throws: `PoseError.modelNotInstalled`, `.corruptModel` or `.runtime`.
    public func perform(on pixels: PixelBuffer,
                        environment: [String: String] = ProcessInfo.processInfo.environment) throws -> FaceLandmarksObservation {
        let files = try PoseModelFiles.locateFaceLandmarkModels(environment: environment)
        return try FaceLandmarker(files: files).perform(self, on: pixels)
    }
}
