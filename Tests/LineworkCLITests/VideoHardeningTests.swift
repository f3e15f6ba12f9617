import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Hardening IV, items 4, 9 and 10, end to end: tiny clips through every video command, a
/// `kill -9` in the middle of a video, and the messages of video errors.
@Suite(.enabled(if: CLI.programOnPath("ffmpeg") != nil && CLI.programOnPath("ffprobe") != nil,
                "ffmpeg and ffprobe are not installed (Debian package ffmpeg)"))
struct VideoHardeningTests {
    /// A lossless clip (FFV1 in Matroska, which takes odd sides) of `width` × `height`, 3
    /// frames at 10 fps, in `folder`.
    static func clip(width: Int, height: Int, in folder: URL, frames: Int = 3) throws -> String {
        let path = folder.appendingPathComponent("clip-\(width)x\(height).mkv").path
        let made = try CLI.run(["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=s=\(width)x\(height):r=10",
                                "-frames:v", "\(frames)", "-c:v", "ffv1", "-pix_fmt", "yuv444p", path],
                               program: try #require(CLI.programOnPath("ffmpeg")))
        #expect(made.status == 0, "\(made.stderr)")
        return path
    }

    /// Regression (item 4): `saliency v1.mkv --overlay o.mp4` on a 1 × 1 or 1 × 100 clip
    /// trapped (SIGILL) and left a `.linework-*.tmp`. Every video command on every tiny size
    /// either succeeds or fails in one line, never by a signal, and leaves no temporary file.
    @Test func tinyClipsThroughEveryVideoCommand() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (width, height) in [(1, 1), (1, 2), (2, 1), (1, 100), (100, 1), (3, 3)] {
            let clip = try Self.clip(width: width, height: height, in: folder)
            let out = folder.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let runs: [[String]] = [
                ["reframe", clip, "--aspect", "1:1", "--json", out.appendingPathComponent("plan.json").path,
                 "--output", out.appendingPathComponent("r.mp4").path],
                ["saliency", clip, "--json", out.appendingPathComponent("s.json").path],
                ["saliency", clip, "--overlay", out.appendingPathComponent("o.mp4").path],
                ["draw", clip, "--video", out.appendingPathComponent("d.mp4").path],
                ["animate", clip, "--video", out.appendingPathComponent("a.mp4").path, "--seconds", "1", "--fps", "5",
                 "--size", "32x18"],
            ]
            for arguments in runs {
                let result = try CLI.run(arguments, timeout: 300)
                let run = "\(width)×\(height) \(arguments[0]) \(arguments[2])"
                #expect(!result.signalled && result.status < 128, "\(run): status \(result.status), \(result.stderr)")
                if result.status != 0 {
                    #expect(result.stderr.split(separator: "\n").count == 1, "\(run): \(result.stderr)")
                }
                let left = CLI.contents(of: out).filter { $0.hasPrefix(".linework-") }
                #expect(left.isEmpty, "\(run) left \(left)")
            }
            try FileManager.default.removeItem(at: out)
        }
    }

    /// Regression (item 9): `kill -9` left the decoding ffmpeg running and the encoding one
    /// finishing a `.linework-*.tmp` video. The children of a killed linework end with it,
    /// within 2 s, and the encoder does not finish its file.
    @Test func childrenDieWithAKilledLinework() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = try VideoCommandTests.makeClip(seconds: 4)
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["reframe", clip, "--aspect", "1:1", "--output", folder.appendingPathComponent("o.mp4").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Killed once the output is being written: a decoder and an encoder are running.
        let deadline = Date().addingTimeInterval(180)
        var children: [Int32] = []
        while process.isRunning && Date() < deadline {
            children = Self.children(of: process.processIdentifier)
            if children.count >= 2 && CLI.contents(of: folder).contains(where: { $0.hasPrefix(".linework-") }) { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(children.count >= 2, "the run ended before its two ffmpeg children ran together")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let killed = Date()
        while Date().timeIntervalSince(killed) < 2 && children.contains(where: Self.isAlive) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(!children.contains(where: Self.isAlive), "ffmpeg still running 2 s after kill -9: \(children.filter(Self.isAlive))")
        // The encoder was killed too, not left to finish the file when its input ended: what
        // is left of the output (removed by the next run) is no playable video.
        for name in CLI.contents(of: folder) where name.hasPrefix(".linework-") {
            let probe = try CLI.run(["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0",
                                     folder.appendingPathComponent(name).path],
                                    program: try #require(CLI.programOnPath("ffprobe")))
            #expect(probe.status != 0, "ffmpeg finished \(name) after linework was killed: \(probe.stdout)")
        }
    }

    /// The process ids whose parent is `pid` (from /proc).
    static func children(of pid: Int32) -> [Int32] {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return all.compactMap(Int32.init).filter { child in
            guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && Int32(fields[1]) == pid
        }
    }

    /// Whether `pid` is a live process (not gone, not a zombie).
    static func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }

    /// Regression (item 10): messages named options that do not exist (`width`, `--video` for
    /// reframe, `samplesPerSecond`), called a video a "corrupt image" with "(PNG and JPEG are
    /// supported)", and a repeated option silently kept the last.
    @Test func videoMessagesNameRealFlags() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = try Self.clip(width: 64, height: 48, in: folder)
        let wide = try Self.clip(width: 8192, height: 16, in: folder, frames: 2)
        let notVideo = folder.appendingPathComponent("notes.mp4").path
        try Data("not a video\n".utf8).write(to: URL(fileURLWithPath: notVideo))
        let out = { (name: String) in folder.appendingPathComponent(name).path }
        let cases: [([String], [String: String], String, [String])] = [
            (["reframe", wide, "--aspect", "1:1", "--output", out("w.mp4")], [:], "at most 4096 pixels", ["width"]),
            (["reframe", clip, "--aspect", "1:1", "--output", out("c.mov")], [:], "--output", ["--video"]),
            (["saliency", clip, "--overlay", out("c.mov")], [:], "--overlay", ["--video"]),
            (["saliency", clip, "--json", out("s.json"), "--samples-per-second", "0"], [:], "--samples-per-second",
             ["samplesPerSecond"]),
            (["reframe", notVideo, "--aspect", "1:1", "--json", out("p.json")], [:], "unsupported video",
             ["PNG and JPEG", "image"]),
            (["reframe", clip, "--aspect", "1:1", "--json", out("p.json")], ["PATH": "/nonexistent"], "'ffmpeg' package",
             ["--video"]),
            (["reframe", clip, "--aspect", "1:1", "--aspect", "9:16", "--json", out("p.json")], [:], "one --json per --aspect", []),
            (["reframe", clip, "--aspect", "1:1", "--json", out("a.json"), "--json", out("b.json")], [:], "--json", []),
            (["draw", clip, "--video", out("d.mp4"), "--scale", "100"], [:], "--scale", ["--size"]),
        ]
        for (arguments, environment, text, absent) in cases {
            let result = try CLI.run(arguments, environment: environment, timeout: 300)
            result.expectCleanFailure(mentioning: text)
            for word in absent { #expect(!result.stderr.contains(word), "\(arguments): \(result.stderr)") }
        }
        #expect(CLI.contents(of: folder).sorted() == ["clip-64x48.mkv", "clip-8192x16.mkv", "notes.mp4"], "nothing written")
    }
}
