import Foundation
import LineworkCore
import LineworkImage
import LineworkPose

/// The faces `saliency` and `crop` give the attention model and the crop search: BlazeFace's
/// when its model is installed, else faces estimated from BlazePose's head joints when the pose
/// model is, else none (the model-free behaviour). Damaged model files fail with the pose
/// runtime's one-line error; `--no-faces` skips all of it.
enum FaceCue {
    static func faces(in pixels: PixelBuffer) throws -> [(box: NormalizedRect, confidence: Double)] {
        let environment = ProcessInfo.processInfo.environment
        if let files = try? PoseModelFiles.locateFaceModel(environment: environment) {
            let observation = try poseStep {
                try FaceDetector(files: files, silencesRuntimeLogs: true).perform(FaceRequest(), on: pixels)
            }
            return observation.faces.map { ($0.boundingBox, $0.confidence) }
        }
        if let files = try? PoseModelFiles.locate(environment: environment) {
            let observation = try poseStep {
                try PoseEstimator(files: files, silencesRuntimeLogs: true).perform(PoseRequest(), on: pixels)
            }
            return observation.people.compactMap { Face(estimatedFrom: $0, imageWidth: pixels.width, imageHeight: pixels.height) }
                .map { ($0.boundingBox, $0.confidence) }
        }
        return []
    }
}
