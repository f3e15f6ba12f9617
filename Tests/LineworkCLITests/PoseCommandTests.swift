import Foundation
import LineworkCodecs
import Testing

struct PoseCommandTests {
    struct Report: Decodable {
        struct Joint: Decodable { let x: Double; let y: Double; let confidence: Double }
        struct Person: Decodable { let joints: [String: Joint] }
        let people: [Person]
    }

    static let photo = CLI.galleryInputs.appendingPathComponent("astronaut.png").path

    /// The pose folder as `linework pose` finds it, when the model and runtime are installed.
    static let installedModel = CLI.modelFolderHolds(["pose_detection.tflite", "pose_landmark_full.tflite", "libLiteRt.so", "SHA256SUMS"])

    @Test func missingModelIsOneLineNamingTheInstallScript() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("pose.json").path
        let result = try CLI.run(["pose", Self.photo, "--json", json], environment: ["LINEWORK_POSE_DIR": folder.path])
        result.expectCleanFailure(mentioning: "run Scripts/install-pose-model")
        #expect(result.status == 69)
        #expect(CLI.contents(of: folder).isEmpty)
    }

    @Test func poseStyleWithoutTheModelFailsBeforeWriting() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("art.png").path
        let result = try CLI.run(["contours", Self.photo, "--style", "pose", "--png", png],
                                 environment: ["LINEWORK_POSE_DIR": folder.path])
        result.expectCleanFailure(mentioning: "run Scripts/install-pose-model")
        #expect(result.status == 69)
        #expect(CLI.contents(of: folder).isEmpty)
    }

    @Test(.enabled(if: installedModel, "pose model not installed: run Scripts/install-pose-model"))
    func poseStyleEmphasisesTheFigureAndRefusesAnEmptyScene() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("art.svg").path
        let drawn = try CLI.run(["contours", Self.photo, "--style", "pose", "--svg", svg])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        // Emphasised strokes are wider than the faintest ones: several distinct widths appear.
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        let widths = Set(text.matches(of: /stroke-width:([0-9.]+)/).map { String($0.1) })
        #expect(widths.count > 3, "widths \(widths)")
        let coins = CLI.galleryInputs.appendingPathComponent("coins.png").path
        try CLI.run(["contours", coins, "--style", "pose", "--png", folder.appendingPathComponent("c.png").path])
            .expectCleanFailure(mentioning: "found no person")
        #expect(CLI.contents(of: folder) == ["art.svg"])
    }

    /// A copy of the installed pose folder in a fresh temporary folder, with `damage` applied to
    /// the bytes of the model file `name` (issue 19, item 11: LiteRT crashed on such a file).
    static func damagedPoseFolder(_ name: String, _ damage: (inout [UInt8]) -> Void) throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        let installed = environment["LINEWORK_POSE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 + "/linework/pose" })
            ?? (environment["HOME"] ?? "") + "/.cache/linework/pose"
        let folder = try CLI.temporaryFolder()
        for file in ["pose_detection.tflite", "pose_landmark_full.tflite", "libLiteRt.so", "SHA256SUMS"] {
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: installed + "/" + file)))
            if file == name { damage(&bytes) }
            try Data(bytes).write(to: folder.appendingPathComponent(file))
        }
        return folder
    }

    @Test(.enabled(if: installedModel, "pose model not installed: run Scripts/install-pose-model"))
    func truncatedModelIsRefusedWithoutACrash() throws {
        let models = try Self.damagedPoseFolder("pose_landmark_full.tflite") { $0.removeLast($0.count / 2) }
        defer { try? FileManager.default.removeItem(at: models) }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("pose.json").path
        let pose = try CLI.run(["pose", Self.photo, "--json", json], environment: ["LINEWORK_POSE_DIR": models.path])
        pose.expectCleanFailure(mentioning: "pose_landmark_full.tflite")
        #expect(pose.stderr.contains("Scripts/install-pose-model"), "\(pose.stderr)")
        let png = folder.appendingPathComponent("art.png").path
        try CLI.run(["contours", Self.photo, "--style", "pose", "--png", png], environment: ["LINEWORK_POSE_DIR": models.path])
            .expectCleanFailure(mentioning: "pose_landmark_full.tflite")
        #expect(CLI.contents(of: folder).isEmpty)
    }

    @Test(.enabled(if: installedModel, "pose model not installed: run Scripts/install-pose-model"))
    func modelWithAFlippedByteIsRefused() throws {
        for offset in [5, 1_000_000] {  // the file identifier, then a byte in the middle
            let models = try Self.damagedPoseFolder("pose_detection.tflite") { $0[offset] ^= 0xFF }
            defer { try? FileManager.default.removeItem(at: models) }
            let result = try CLI.run(["pose", Self.photo, "--json", "-"], environment: ["LINEWORK_POSE_DIR": models.path])
            result.expectCleanFailure(mentioning: "pose_detection.tflite")
            #expect(result.stderr.contains("Scripts/install-pose-model"), "\(result.stderr)")
        }
    }

    @Test func unknownGroupListsTheGroups() throws {
        let result = try CLI.run(["pose", Self.photo, "--group", "tail"])
        result.expectCleanFailure(mentioning: "tail")
    }

    @Test func outOfRangeOptionsNameTheFlag() throws {
        try CLI.run(["pose", Self.photo, "--max-people", "0"]).expectCleanFailure(mentioning: "--max-people")
        try CLI.run(["pose", Self.photo, "--minimum-confidence", "1.5"]).expectCleanFailure(mentioning: "--minimum-confidence")
    }

    @Test(.enabled(if: installedModel, "pose model not installed: run Scripts/install-pose-model"))
    func writesVisionJointsAndTheOverlay() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("pose.json").path, png = folder.appendingPathComponent("pose.png").path
        let result = try CLI.run(["pose", Self.photo, "--json", json, "--overlay", png])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: json)))
        let person = try #require(report.people.first)
        #expect(report.people.count == 1)
        // The astronaut faces the camera, head in the upper half: Vision's lower-left y is large.
        let nose = try #require(person.joints["nose"])
        #expect(nose.y > 0.6 && nose.x > 0.35 && nose.x < 0.55 && nose.confidence > 0.9)
        let neck = try #require(person.joints["neck"]), left = try #require(person.joints["leftShoulder"])
        #expect(neck.y < nose.y && left.x > neck.x)
        #expect(person.joints.values.allSatisfy { $0.confidence > 0.1 })
        let overlay = try ImageDecoder().decode(path: png)
        #expect(overlay.width == 512 && overlay.height == 512)

        let face = try CLI.run(["pose", Self.photo, "--group", "face", "--json", "-"])
        #expect(face.status == 0, "\(face.stderr)")
        let faceReport = try JSONDecoder().decode(Report.self, from: Data(face.stdout.utf8))
        let faceJoints = Set(faceReport.people.first.map { Array($0.joints.keys) } ?? [])
        #expect(faceJoints == ["nose", "leftEye", "rightEye", "leftEar", "rightEar"])
    }
}
