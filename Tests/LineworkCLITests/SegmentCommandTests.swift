import Foundation
import LineworkCodecs
import Testing

/// `linework segment IMAGE --mask OUT.png`: a gray mask at the photo's size, one line when the
/// model is missing, and no file when anything is wrong.
struct SegmentCommandTests {
    static let photo = CLI.galleryInputs.appendingPathComponent("astronaut.png").path

    static let installedModels = CLI.modelFolderHolds(["selfie_segmentation.tflite", "selfie_segmentation_landscape.tflite",
                                                       "libLiteRt.so", "SHA256SUMS"])

    @Test(.enabled(if: installedModels, "segmentation models not installed: run Scripts/install-pose-model"))
    func writesAGrayMaskAtThePhotosSize() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for quality in ["fast", "accurate"] {
            let mask = folder.appendingPathComponent("mask-\(quality).png").path
            let result = try CLI.run(["segment", Self.photo, "--mask", mask, "--quality", quality])
            #expect(result.status == 0 && result.stderr.isEmpty && result.stdout.isEmpty, "\(result.stderr)")
            guard case .uint8(let image) = try ImageDecoder().decode(path: mask).pixels else { Issue.record("8-bit"); continue }
            #expect(image.width == 512 && image.height == 512 && image.channels == 1)
            // The astronaut fills much of the frame; the top-left corner is background, her face person.
            let person = image.samples.filter { $0 >= 128 }.count
            #expect(person > 512 * 512 / 5 && person < 512 * 512 * 9 / 10, "\(quality): \(person) person pixels")
            #expect(image[5, 5, 0] < 64 && image[225, 150, 0] > 192, "\(quality)")
        }
    }

    @Test func missingModelIsOneLineNamingTheInstallScript() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["segment", Self.photo, "--mask", folder.appendingPathComponent("m.png").path],
                                 environment: ["LINEWORK_POSE_DIR": folder.path])
        result.expectCleanFailure(mentioning: "segmentation model not installed")
        #expect(result.stderr.contains("Scripts/install-pose-model") && result.status == 69)
        #expect(CLI.contents(of: folder).isEmpty)
    }

    @Test func badInputsFailCleanlyWithoutAFile() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mask = folder.appendingPathComponent("m.png").path
        let corrupt = folder.appendingPathComponent("corrupt.png")
        try Data("not a png".utf8).write(to: corrupt)
        for (arguments, text) in [(["segment", Self.photo, "--mask", mask, "--quality", "balanced"], "--quality"),
                                  (["segment", Self.photo], "--mask"),
                                  (["segment", Self.photo, "--mask", folder.path + "/missing/m.png"], "m.png"),
                                  (["segment", Self.photo, "--mask", Self.photo], "--mask")] {
            let result = try CLI.run(arguments)
            result.expectCleanFailure(mentioning: text)
        }
        if Self.installedModels {
            let result = try CLI.run(["segment", corrupt.path, "--mask", mask])
            result.expectCleanFailure(mentioning: "corrupt.png")
        }
        #expect(CLI.contents(of: folder) == ["corrupt.png"])
    }

    /// A video gives a gray video of every frame's mask at the source's rate, odd sides padded to
    /// even: a 1-second, 10-frame clip of astronaut at 255 × 191.
    @Test(.enabled(if: installedModels && CLI.programOnPath("ffmpeg") != nil, "segmentation models or ffmpeg not installed"))
    func videoGivesAMaskVideo() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ffmpeg = try #require(CLI.programOnPath("ffmpeg"))
        let clip = folder.appendingPathComponent("astronaut.mp4").path, mask = folder.appendingPathComponent("mask.mp4").path
        let made = try CLI.run(["-v", "error", "-loop", "1", "-i", Self.photo, "-t", "1", "-r", "10", "-vf", "scale=255:191",
                                "-pix_fmt", "yuv444p", clip], program: ffmpeg)
        try #require(made.status == 0, "\(made.stderr)")
        let result = try CLI.run(["segment", clip, "--mask", mask, "--quality", "fast"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let streams = try VideoCommandTests.streams(mask)
        #expect(streams.count == 1 && streams.first?["width"] == "256" && streams.first?["height"] == "192")
        let first = folder.appendingPathComponent("first.png").path
        let extracted = try CLI.run(["-v", "error", "-i", mask, "-vframes", "1", first], program: ffmpeg)
        try #require(extracted.status == 0)
        let frame = try ImageDecoder().decode(path: first).pixels.eightBit
        // Her face (x 0.44, y 0.29 of the frame) is person, the top-left corner background.
        #expect(frame[112, 56, 0] > 192 && frame[3, 3, 0] < 64, "\(frame[112, 56, 0]) \(frame[3, 3, 0])")
        // A photo's outputs are refused beside a video, and a video mask beside a photo.
        for (arguments, flag) in [(["segment", clip, "--mask", mask, "--json", "-"], "--json"),
                                  (["segment", clip, "--mask", folder.appendingPathComponent("m.png").path], "--mask"),
                                  (["segment", Self.photo, "--mask", folder.appendingPathComponent("m.mp4").path], "--mask")] {
            try CLI.run(arguments).expectCleanFailure(mentioning: flag)
        }
        #expect(CLI.contents(of: folder) == ["astronaut.mp4", "first.png", "mask.mp4"])
    }
}
