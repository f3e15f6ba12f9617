import Foundation
import LineworkCodecs
import Testing

/// `linework hands IMAGE`: the contract's JSON, an overlay, one-line failures and no partial files.
struct HandsCommandTests {
    /// A CC0 crop of camera.png in which mediapipe finds one "hand" at a threshold of 0.2 (its
    /// collar: the gloves are too dark); the pose tests hold the crops and mediapipe's joints.
    static let crop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LineworkPoseTests/Fixtures/hands/camera-hands-a.png").path
    static let installedModels = CLI.modelFolderHolds(["palm_detection_full.tflite", "hand_landmark_full.tflite",
                                                        "libLiteRt.so", "SHA256SUMS"])

    @Test func missingModelIsOneLineNamingTheInstallScript() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["hands", Self.crop, "--json", folder.appendingPathComponent("h.json").path],
                                 environment: ["LINEWORK_POSE_DIR": folder.path])
        result.expectCleanFailure(mentioning: "hand model not installed")
        #expect(result.stderr.contains("Scripts/install-pose-model") && result.status == 69)
        #expect(CLI.contents(of: folder).isEmpty)
    }

    @Test(.enabled(if: installedModels, "hand models not installed: run Scripts/install-pose-model"))
    func writesTheContractsJSONAndAnOverlay() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (json, overlay) = (folder.appendingPathComponent("h.json").path, folder.appendingPathComponent("h.svg").path)
        let result = try CLI.run(["hands", Self.crop, "--json", json, "--overlay", overlay, "--minimum-confidence", "0.2",
                                  "--minimum-presence", "0.2"])
        #expect(result.status == 0 && result.stderr.isEmpty && result.stdout.isEmpty, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let hand = try #require((object["hands"] as? [[String: Any]])?.first)
        #expect((object["hands"] as? [Any])?.count == 1)
        #expect(hand["chirality"] as? String == "left")
        let joints = try #require(hand["joints"] as? [String: [String: Double]])
        #expect(joints.count == 21 && joints.values.allSatisfy { Set($0.keys) == ["x", "y", "confidence"] })
        // Lower-left origin: the collar is in the crop's lower left quarter, 0.1…0.25 across and 0.4…0.65 up.
        let wrist = try #require(joints["wrist"])
        #expect(wrist["x"]! > 0.1 && wrist["x"]! < 0.25 && wrist["y"]! > 0.4 && wrist["y"]! < 0.65, "\(wrist)")
        let svg = try String(contentsOfFile: overlay, encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("<image"))
        // The default thresholds find no hand there: an empty list, not an error; PNG overlays too.
        let png = folder.appendingPathComponent("none.png").path
        let none = try CLI.run(["hands", Self.crop, "--json", "-", "--overlay", png])
        #expect(none.status == 0 && none.stdout.contains("\"hands\":[]"), "\(none.stderr)")
        let picture = try ImageDecoder().decode(path: png)
        #expect(picture.pixels.width == 400 && picture.pixels.height == 300)
    }

    @Test(arguments: [(["--max-hands", "0"], "--max-hands"), (["--max-hands", "1000"], "--max-hands"),
                      (["--minimum-confidence", "2"], "--minimum-confidence"), (["--minimum-presence", "-1"], "--minimum-presence")])
    func badOptionsFailCleanly(arguments: [String], flag: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["hands", Self.crop, "--json", folder.appendingPathComponent("h.json").path] + arguments)
        result.expectCleanFailure(mentioning: flag)
        #expect(CLI.contents(of: folder).isEmpty)
    }

    /// A damaged image is one line and leaves neither output behind.
    @Test(.enabled(if: installedModels, "hand models not installed: run Scripts/install-pose-model"))
    func corruptImageLeavesNoFile() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.png")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.crop))
        try bytes.prefix(bytes.count / 3).write(to: broken)
        let result = try CLI.run(["hands", broken.path, "--json", folder.appendingPathComponent("h.json").path,
                                  "--overlay", folder.appendingPathComponent("h.png").path])
        result.expectCleanFailure(mentioning: "broken.png")
        #expect(CLI.contents(of: folder) == ["broken.png"])
    }
}
