import Foundation
import LineworkCore
import Testing
@testable import LineworkCodecs

/// Regressions (hardening IV, items 2 and 3): no input name, playlist or container can make
/// ffprobe or ffmpeg open a file other than the one named, or a URL. Each trick is a decoy that
/// would read `ok.mp4` or `private/secret.ts` (real videos) if ffmpeg followed it; the probe
/// must refuse the decoy. (Names read as URLs are tested end to end, in `LineworkCLITests`,
/// since they need a working directory.)
@Suite(.enabled(if: VideoTools.installed, "ffmpeg and ffprobe are not installed (Debian package ffmpeg)"))
struct VideoInputPolicyTests {

    /// A folder holding `pub/ok.mp4`, `pub/ok.ts` and `private/secret.ts`: 32 × 32, 5 frames each.
    static func scene() throws -> String {
        let folder = NSTemporaryDirectory() + "linework-input-policy-\(getpid())-\(UUID().uuidString.prefix(8))"
        for sub in ["pub", "private"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        for (source, name) in [("testsrc=", "private/secret.ts"), ("color=c=red:", "pub/ok.mp4"), ("color=c=blue:", "pub/ok.ts")] {
            try VideoTools.ffmpeg(["-f", "lavfi", "-i", "\(source)s=32x32:r=10:d=0.5", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                        folder + "/" + name])
        }
        return folder
    }

    /// Probes `path` and returns the message, or "accepted".
    static func probe(_ path: String) -> String {
        do {
            _ = try VideoInfo.probe(path)
            return "accepted"
        } catch {
            return "\(error)"
        }
    }

    /// Text files named like videos that list other files: HLS playlists with relative,
    /// absolute and `file:` segments, and an ffconcat list (of a file beside it, which its
    /// safe mode allows). Each is refused by its format before any segment is opened.
    @Test(arguments: ["relative", "absolute", "file", "ffconcat"])
    func playlistsAreRefused(kind: String) throws {
        let folder = try Self.scene()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let secret = folder + "/private/secret.ts"
        let text = switch kind {
        case "relative": "#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:0.5,\n../private/secret.ts\n#EXT-X-ENDLIST\n"
        case "absolute": "#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:0.5,\n\(secret)\n#EXT-X-ENDLIST\n"
        case "file": "#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:0.5,\nfile:\(secret)\n#EXT-X-ENDLIST\n"
        default: "ffconcat version 1.0\nfile 'ok.ts'\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/pub/clip.mp4"))
        let message = Self.probe(folder + "/pub/clip.mp4")
        #expect(message.contains("not a single-file video"), "\(kind): \(message)")
        #expect(message.contains(kind == "ffconcat" ? "'concat'" : "'hls'"), "\(message)")
    }

    /// The arguments every child gets: a `file:` URL of the absolute path, the `file`
    /// protocol only, the allowed demuxers only, and the probed demuxer forced.
    @Test func inputArgumentsAreUnambiguous() {
        let arguments = FFmpegProgram.videoInput("concat:a.ts|b.ts", demuxer: "mov")
        let url = try? #require(arguments.last)
        #expect(url == "file:" + FileManager.default.currentDirectoryPath + "/concat:a.ts|b.ts")
        #expect(arguments.starts(with: ["-protocol_whitelist", "file", "-format_whitelist"]))
        #expect(Array(arguments.suffix(4)) == ["-f", "mov", "-i", url ?? ""])
        #expect(FFmpegProgram.fileOutput("/x/-y.mp4") == ["-protocol_whitelist", "file", "file:/x/-y.mp4"])
    }
}

/// ffmpeg for the video tests: whether it is installed, and running it.
enum VideoTools {
    static var installed: Bool {
        ["ffmpeg", "ffprobe"].allSatisfy { name in
            (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
                .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
        }
    }

    /// Runs ffmpeg quietly with `arguments`, overwriting its output.
    static func ffmpeg(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-y"] + arguments
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw LineworkError.resourceLimit(detail: "ffmpeg \(arguments) failed") }
    }
}
