import Foundation
import LineworkImage
import LineworkPose
import Testing

@Suite struct PoseModelFilesTests {
    @Test func folderComesFromTheEnvironmentInOrderOfPreference() {
        #expect(PoseModelFiles.directory(environment: ["LINEWORK_POSE_DIR": "/p", "XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/p")
        #expect(PoseModelFiles.directory(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/linework/pose")
        #expect(PoseModelFiles.directory(environment: ["HOME": "/h"]) == "/h/.cache/linework/pose")
    }

    @Test func missingModelIsOneLineNamingTheInstallScript() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pose-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: PoseError.modelNotInstalled(
            directory: folder.path, missing: ["pose_detection.tflite", "pose_landmark_full.tflite", "libLiteRt.so", "SHA256SUMS"])) {
            try PoseModelFiles.locate(environment: ["LINEWORK_POSE_DIR": folder.path])
        }
        let message = PoseError.modelNotInstalled(directory: folder.path, missing: ["libLiteRt.so"]).description
        #expect(message.contains("Scripts/install-pose-model") && !message.contains("\n"))
    }

    /// Each request runs in one call; without its models each names what is missing and the
    /// install script, in one line, with exit status 69.
    @Test func everyRequestsOneCallNamesItsMissingModels() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pose-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["LINEWORK_POSE_DIR": folder.path]
        let pixels = PixelBuffer.uint8(Image(validWidth: 4, height: 4, channels: 3, repeating: 128))
        let calls: [(String, () throws -> Void)] = [
            ("pose model", { _ = try PoseRequest().perform(on: pixels, environment: environment) }),
            ("face model", { _ = try FaceRequest().perform(on: pixels, environment: environment) }),
            ("face landmark model", { _ = try FaceLandmarksRequest().perform(on: pixels, environment: environment) }),
            ("segmentation model", { _ = try PersonSegmentationRequest().perform(on: pixels, environment: environment) }),
        ]
        for (what, call) in calls {
            do {
                try call()
                Issue.record("\(what): no error")
            } catch let error as PoseError {
                #expect(error.description.hasPrefix("\(what) not installed") && !error.description.contains("\n"), "\(error)")
                #expect(error.description.contains("Scripts/install-pose-model") && error.exitCode == 69)
            }
        }
    }
}
