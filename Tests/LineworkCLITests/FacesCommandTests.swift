import Foundation
import LineworkCodecs
import Testing

/// `linework faces IMAGE`: the contract's JSON, an overlay, and one line when the model is missing.
struct FacesCommandTests {
    static let photo = CLI.galleryInputs.appendingPathComponent("astronaut.png").path

    static let installedModel = CLI.modelFolderHolds(["face_detection_short_range.tflite", "libLiteRt.so", "SHA256SUMS"])

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

    /// With the face model, `saliency` puts its attention box on astronaut's face (her suit's
    /// patch without it), and `crop` keeps the face whole in a 1:5 crop; `--no-faces` is the
    /// model-free result.
    @Test(.enabled(if: installedModel, "face model not installed: run Scripts/install-pose-model"))
    func saliencyAndCropUseTheFaces() throws {
        func box(_ extra: [String]) throws -> [String: Double] {
            let result = try CLI.run(["saliency", Self.photo, "--json", "-"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let first = try #require((object["salientObjects"] as? [[String: Any]])?.first)
            return try #require(first["boundingBox"] as? [String: Double])
        }
        // The face: x 0.35…0.53, y 0.65…0.84 (lower-left).
        func centreOnFace(_ b: [String: Double]) -> Bool {
            let (x, y) = ((b["x"] ?? 0) + (b["width"] ?? 0) / 2, (b["y"] ?? 0) + (b["height"] ?? 0) / 2)
            return x > 0.33 && x < 0.55 && y > 0.62 && y < 0.86
        }
        #expect(centreOnFace(try box([])))
        #expect(!centreOnFace(try box(["--no-faces"])))
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let crop = folder.appendingPathComponent("c.png").path
        let result = try CLI.run(["crop", Self.photo, "--aspect", "1:5", "--output", crop])
        #expect(result.status == 0, "\(result.stderr)")
        // A 102 × 510 window; the face spans x 177.6…272.9, so the window must lie at x 171…177
        // (the model-free crop, at x 145, cuts the face at its right edge).
        guard case .uint8(let cut) = try ImageDecoder().decode(path: crop).pixels,
              case .uint8(let photo) = try ImageDecoder().decode(path: Self.photo).pixels else { Issue.record("8-bit"); return }
        #expect(cut.width == 102 && cut.height == 510)
        // Where the window was: the offset whose pixels the crop's middle row repeats.
        let row = 255
        let offsets = (0...(photo.width - cut.width)).filter { x in
            (0...(photo.height - cut.height)).contains { y in
                (0..<cut.width).allSatisfy { k in (0..<3).allSatisfy { cut[k, row, $0] == photo[x + k, y + row, $0] } }
            }
        }
        #expect(offsets.count == 1 && offsets.allSatisfy { $0 <= 177 && $0 + 102 >= 273 }, "window at x \(offsets)")
    }

    static let installedLandmarkModels = CLI.modelFolderHolds(["face_detection_short_range.tflite", "face_landmark.tflite",
                                                                "iris_landmark.tflite", "libLiteRt.so", "SHA256SUMS"])

    /// `--landmarks` adds Vision's twelve regions to each face (the six keypoints stay), `--mesh`
    /// the 468 mesh points, and the overlay draws the outlines over the photo.
    @Test(.enabled(if: installedLandmarkModels, "face landmark models not installed: run Scripts/install-pose-model"))
    func landmarksAddVisionsRegionsAndTheMesh() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (json, overlay) = (folder.appendingPathComponent("f.json").path, folder.appendingPathComponent("f.png").path)
        let result = try CLI.run(["faces", Self.photo, "--landmarks", "--mesh", "--json", json, "--overlay", overlay])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let face = try #require((object["faces"] as? [[String: Any]])?.first)
        #expect((face["landmarks"] as? [String: Any])?.count == 6)
        let regions = try #require(face["regions"] as? [String: [[Double]]])
        #expect(Set(regions.keys) == ["faceContour", "leftEye", "rightEye", "leftEyebrow", "rightEyebrow", "nose", "noseCrest",
                                      "medianLine", "outerLips", "innerLips", "leftPupil", "rightPupil"])
        #expect(regions["leftPupil"]?.count == 1 && regions["outerLips"]?.count == 20)
        // Normalised with a lower-left origin: astronaut's face is in the upper half, x 0.35…0.53.
        let lips = try #require(regions["outerLips"])
        #expect(lips.allSatisfy { $0.count == 2 && $0[0] > 0.3 && $0[0] < 0.6 && $0[1] > 0.5 && $0[1] < 0.9 })
        #expect((face["mesh"] as? [[Double]])?.count == 468 && (face["mesh"] as? [[Double]])?.first?.count == 3)
        let picture = try ImageDecoder().decode(path: overlay)
        #expect(picture.pixels.width == 512 && picture.pixels.height == 512)
        // Without --mesh the JSON has regions but no mesh; without --landmarks neither.
        let plain = try CLI.run(["faces", Self.photo, "--landmarks", "--json", "-"])
        #expect(plain.status == 0 && plain.stdout.contains("\"regions\"") && !plain.stdout.contains("\"mesh\""))
        let boxes = try CLI.run(["faces", Self.photo, "--json", "-"])
        #expect(boxes.status == 0 && !boxes.stdout.contains("\"regions\""))
    }

    @Test func missingLandmarkModelIsOneLine() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["faces", Self.photo, "--landmarks", "--json", folder.appendingPathComponent("f.json").path],
                                 environment: ["LINEWORK_POSE_DIR": folder.path])
        result.expectCleanFailure(mentioning: "face landmark model not installed")
        #expect(result.status == 69 && CLI.contents(of: folder).isEmpty)
    }

    @Test(arguments: [(["--minimum-confidence", "2"], "--minimum-confidence"), (["--max-faces", "0"], "--max-faces"),
                      (["--mesh"], "--mesh")])
    func badOptionsFailCleanly(arguments: [String], flag: String) throws {
        let result = try CLI.run(["faces", Self.photo] + arguments)
        result.expectCleanFailure(mentioning: flag)
    }
}
