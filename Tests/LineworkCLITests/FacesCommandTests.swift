import Foundation
import LineworkCodecs
import Testing

/// `linework faces IMAGE`: the contract's JSON, an overlay, and one line when the model is missing.
struct FacesCommandTests {
    static let photo = CLI.galleryInputs.appendingPathComponent("astronaut.png").path

    static let installedModel: Bool = {
        let environment = ProcessInfo.processInfo.environment
        let folder = environment["LINEWORK_POSE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 + "/linework/pose" })
            ?? (environment["HOME"] ?? "") + "/.cache/linework/pose"
        return ["face_detection_short_range.tflite", "libLiteRt.so", "SHA256SUMS"]
            .allSatisfy { FileManager.default.isReadableFile(atPath: folder + "/" + $0) }
    }()

    @Test func missingModelIsOneLineNamingTheInstallScript() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["faces", Self.photo, "--json", folder.appendingPathComponent("f.json").path],
                                 environment: ["LINEWORK_POSE_DIR": folder.path])
        result.expectCleanFailure(mentioning: "face model not installed")
        #expect(result.stderr.contains("Scripts/install-pose-model") && result.status == 69)
        #expect(CLI.contents(of: folder).isEmpty)
    }

    @Test(.enabled(if: installedModel, "face model not installed: run Scripts/install-pose-model"))
    func writesTheContractsJSONAndAnOverlay() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (json, overlay) = (folder.appendingPathComponent("f.json").path, folder.appendingPathComponent("f.png").path)
        let result = try CLI.run(["faces", Self.photo, "--json", json, "--overlay", overlay])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let faces = try #require(object["faces"] as? [[String: Any]])
        #expect(faces.count == 1)
        let face = try #require(faces.first)
        #expect(Set((face["boundingBox"] as? [String: Double] ?? [:]).keys) == ["x", "y", "width", "height"])
        #expect((face["confidence"] as? Double ?? 0) > 0.8)
        #expect((face["landmarks"] as? [String: Any])?.count == 6)
        let picture = try ImageDecoder().decode(path: overlay)
        #expect(picture.pixels.width == 512 && picture.pixels.height == 512)
        // A photo without faces gives an empty list, not an error.
        let none = try CLI.run(["faces", CLI.galleryInputs.appendingPathComponent("coffee.png").path, "--json", "-"])
        #expect(none.status == 0 && none.stdout.contains("\"faces\":[]"))
    }

    @Test(arguments: [(["--minimum-confidence", "2"], "--minimum-confidence"), (["--max-faces", "0"], "--max-faces")])
    func badOptionsFailCleanly(arguments: [String], flag: String) throws {
        let result = try CLI.run(["faces", Self.photo] + arguments)
        result.expectCleanFailure(mentioning: flag)
    }
}
