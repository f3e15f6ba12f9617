import Foundation
import LineworkCodecs
import Testing

struct CropCommandTests {
    static let photo = CLI.galleryInputs.appendingPathComponent("coffee.png").path

    @Test func cropsToTheExactAspectRatio() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (aspect, w, h) in [("1:1", 400, 400), ("16:9", 592, 333), ("2:3", 266, 399)] {
            let output = folder.appendingPathComponent("crop-\(w).png").path
            let result = try CLI.run(["crop", Self.photo, "--aspect", aspect, "--model", "objectness", "--output", output])
            #expect(result.status == 0, "\(result.stderr)")
            let decoded = try ImageDecoder().decode(path: output)
            #expect(decoded.width == w && decoded.height == h, "\(aspect)")
        }
    }

    @Test func folderMakesABatchOfExactThumbnails() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["crop", CLI.galleryInputs.path, "--aspect", "4:3", "--output-dir", folder.path, "--size", "120"])
        #expect(result.status == 0, "\(result.stderr)")
        let names = CLI.contents(of: folder)
        #expect(names.contains("rocket.png") && names.contains("chelsea.png"))
        for name in names {
            let decoded = try ImageDecoder().decode(path: folder.appendingPathComponent(name).path)
            #expect(decoded.width == 120 && decoded.height == 90, "\(name)")
        }
    }

    @Test(arguments: ["0:1", "abc", "3:", "-1:2"])
    func badAspectFailsCleanly(aspect: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["crop", Self.photo, "--aspect", aspect, "--output", folder.appendingPathComponent("c.png").path])
        result.expectCleanFailure(mentioning: "--aspect")
        #expect(CLI.contents(of: folder).isEmpty)
    }

    @Test func jpegOutputIsRefusedNamingTheSupportedFormat() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["crop", Self.photo, "--aspect", "1:1", "--output", folder.appendingPathComponent("c.jpg").path])
        result.expectCleanFailure(mentioning: ".png")
        #expect(CLI.contents(of: folder).isEmpty)
    }

    @Test func unwritableOutputAndBadModelFailCleanly() throws {
        let unwritable = try CLI.run(["crop", Self.photo, "--aspect", "1:1", "--output", "/no/such/folder/c.png"])
        unwritable.expectCleanFailure(mentioning: "cannot write")
        let model = try CLI.run(["crop", Self.photo, "--aspect", "1:1", "--model", "x", "--output", "/tmp/never.png"])
        model.expectCleanFailure(mentioning: "--model 'x'")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.png"))
    }
}
