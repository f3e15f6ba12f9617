import Foundation
import LineworkCodecs
import LineworkCore

/// A clip made by `Scripts/make-video-clip` (ffmpeg): two shots of a subject moving over a
/// blurred photo, a cut half-way, a sine-tone soundtrack, and the subject's true box per frame.
struct TestClip {
    /// The subject's box in one frame, in pixels, top-left origin.
    struct Box: Decodable {
        var x: Int, y: Int, width: Int, height: Int
    }
    private struct Truth: Decodable {
        struct Frame: Decodable { var subject: Box }
        var width: Int, height: Int, cut: Int, frames: [Frame]
    }

    let path: String
    let width: Int, height: Int
    /// The first frame of the second shot.
    let cut: Int
    /// The subject's box in every frame.
    let subjects: [Box]

    /// Whether ffmpeg and ffprobe are installed (the tests that need them are skipped otherwise).
    static var ffmpegInstalled: Bool {
        ["ffmpeg", "ffprobe"].allSatisfy { name in
            (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
                .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
        }
    }

    /// The package's root, where `Scripts/` is.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// Makes a clip of `size` ("WxH") and `seconds` in `folder`.
    static func make(size: String = "640x360", seconds: Int = 8, in folder: String) throws -> TestClip {
        let path = "\(folder)/clip-\(size)-\(seconds).mp4"
        if !FileManager.default.fileExists(atPath: path + ".truth.json") {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "\(packageRoot)/Scripts/make-video-clip")
            process.arguments = ["--size", size, "--seconds", "\(seconds)", path]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw LineworkError.resourceLimit(detail: "make-video-clip failed") }
        }
        let truth = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: URL(fileURLWithPath: path + ".truth.json")))
        return TestClip(path: path, width: truth.width, height: truth.height, cut: truth.cut, subjects: truth.frames.map(\.subject))
    }

    /// A folder of its own under the system's temporary folder, where clips are kept between
    /// runs (made again when missing): a few megabytes, never more.
    static let folder: String = {
        let path = NSTemporaryDirectory() + "linework-video-test-clips"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()
}
