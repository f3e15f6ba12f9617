import Foundation
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
}
