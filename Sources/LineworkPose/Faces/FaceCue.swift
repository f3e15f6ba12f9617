import Foundation
import LineworkCore
import LineworkImage

/// The faces `linework saliency`, `crop` and `animate` give the attention model, the crop search
/// and the camera: face-aware saliency in one call for a library user who has the models.
///
/// BlazeFace's faces when its model is installed, else faces estimated from BlazePose's head
/// joints when the pose model is (`Face(estimatedFrom:imageWidth:imageHeight:)`), else none: the
/// model-free behaviour. Models are found as `PoseModelFiles.locate…` finds them
/// (`LINEWORK_POSE_DIR`, then the user's cache; `Scripts/install-pose-model` installs them).
///
/// ```swift
/// var request = try SaliencyRequest(model: .attention)
/// request.faces = try FaceCue.faces(in: pixels)
/// let observation = request.perform(on: pixels)
/// let crop = try SaliencyCrop(imageWidth: pixels.width, imageHeight: pixels.height,
///                             aspect: AspectRatio(width: 16, height: 9), map: observation.map,
///                             faces: request.faces)
/// ```
public enum FaceCue {
    /// The faces in `pixels`, from whichever model is installed, or none.
    ///
    /// - Parameters:
    ///   - pixels: the decoded image.
    ///   - environment: where to look for the models; the process's by default.
    /// - Throws: `PoseError` when an installed model's files are damaged or its runtime fails
    ///   (a missing model is not an error: the next source is tried).
    public static func faces(in pixels: PixelBuffer,
                             environment: [String: String] = ProcessInfo.processInfo.environment) throws -> [FaceBox] {
        if let files = try? PoseModelFiles.locateFaceModel(environment: environment) {
            let observation = try FaceDetector(files: files, silencesRuntimeLogs: true).perform(FaceRequest(), on: pixels)
            return observation.faces.map(\.box)
        }
        if let files = try? PoseModelFiles.locate(environment: environment) {
            let observation = try PoseEstimator(files: files, silencesRuntimeLogs: true).perform(PoseRequest(), on: pixels)
            return observation.people.compactMap { Face(estimatedFrom: $0, imageWidth: pixels.width, imageHeight: pixels.height) }
                .map(\.box)
        }
        return []
    }

    /// A face finder for many frames (a video's): the installed model is loaded once, not per
    /// frame. nil when neither model is installed.
    ///
    /// - Parameter environment: where to look for the models; the process's by default.
    /// - Throws: `PoseError` when an installed model's files are damaged or its runtime fails.
    public static func finder(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> ((PixelBuffer) throws -> [FaceBox])? {
        if let files = try? PoseModelFiles.locateFaceModel(environment: environment) {
            let detector = try FaceDetector(files: files, silencesRuntimeLogs: true)
            return { pixels in try detector.perform(FaceRequest(), on: pixels).faces.map(\.box) }
        }
        if let files = try? PoseModelFiles.locate(environment: environment) {
            let estimator = try PoseEstimator(files: files, silencesRuntimeLogs: true)
            return { pixels in
                try estimator.perform(PoseRequest(), on: pixels).people
                    .compactMap { Face(estimatedFrom: $0, imageWidth: pixels.width, imageHeight: pixels.height) }.map(\.box)
            }
        }
        return nil
    }
}
