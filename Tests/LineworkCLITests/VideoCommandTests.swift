import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `linework reframe VIDEO` and `linework saliency VIDEO` end to end (issue 36): outputs measured
/// by ffprobe (size, rate, duration, sound), their JSON, bad input, and an interrupted run.
@Suite(.enabled(if: CLI.programOnPath("ffmpeg") != nil && CLI.programOnPath("ffprobe") != nil,
                "ffmpeg and ffprobe are not installed (Debian package ffmpeg)"))
struct VideoCommandTests {
    /// A 2 s, 320 × 180 clip from `Scripts/make-video-clip` (a cut at frame 25, a sine tone).
    static let clip = Result { try makeClip(seconds: 2) }

    /// A 320 × 180 clip of `seconds` from `Scripts/make-video-clip`, kept between runs in a
    /// folder of the system's temporary folder.
    static func makeClip(seconds: Int) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linework-cli-video-clips").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/clip-320x180-\(seconds).mp4"
        if !FileManager.default.fileExists(atPath: path + ".truth.json") {
            let made = try CLI.run(["--size", "320x180", "--seconds", "\(seconds)", path],
                                   program: CLI.packageRoot.appendingPathComponent("Scripts/make-video-clip"))
            guard made.status == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
        return path
    }

    /// ffprobe's streams: each stream's codec type with its width, height, rate and duration.
    static func streams(_ path: String) throws -> [[String: String]] {
        let result = try CLI.run(["-v", "error", "-show_entries", "stream=codec_type,width,height,avg_frame_rate,duration",
                                  "-of", "compact=p=0", path], program: try #require(CLI.programOnPath("ffprobe")))
        return result.stdout.split(separator: "\n").map { line in
            Dictionary(uniqueKeysWithValues: line.split(separator: "|").compactMap { pair -> (String, String)? in
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                return parts.count == 2 ? (parts[0], parts[1]) : nil
            })
        }
    }

    static func json(_ path: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
    }

    /// Issue 52's controls: two aspects from one analysis, an output size, and `--plan`
    /// rendering an edited `--json` as given.
    @Test func reframeMakesSeveralAspectsAndRendersAnEditedPlan() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (tall, square) = (folder.appendingPathComponent("tall.mp4"), folder.appendingPathComponent("square.mp4"))
        let (tallPlan, squarePlan) = (folder.appendingPathComponent("tall.json"), folder.appendingPathComponent("square.json"))
        let result = try CLI.run(["reframe", try Self.clip.get(), "--aspect", "9:16", "--aspect", "1:1",
                                  "--output", tall.path, "--output", square.path, "--json", tallPlan.path, "--json", squarePlan.path,
                                  "--size", "90x160", "--signals", "motion,saliency=0.5"])
        #expect(result.status != 0 && result.stderr.contains("--size"), "one --size cannot have both shapes")
        let both = try CLI.run(["reframe", try Self.clip.get(), "--aspect", "9:16", "--aspect", "1:1",
                                "--output", tall.path, "--output", square.path, "--json", tallPlan.path, "--json", squarePlan.path])
        #expect(both.status == 0, "\(both.stderr)")
        #expect(try Self.streams(tall.path).first?["width"] == "100" && Self.streams(square.path).first?["width"] == "180")
        // Edited: every window moved to the left edge; rendered at 200 × 360.
        var text = try String(contentsOf: tallPlan, encoding: .utf8)
        text = text.replacingOccurrences(of: #"\{"x": \d+, "y""#, with: #"{"x": 0, "y""#, options: .regularExpression)
        let edited = folder.appendingPathComponent("edited.json"), out = folder.appendingPathComponent("edited.mp4")
        try text.write(to: edited, atomically: true, encoding: .utf8)
        let rendered = try CLI.run(["reframe", try Self.clip.get(), "--plan", edited.path, "--output", out.path, "--size", "200x360"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let video = try #require(try Self.streams(out.path).first { $0["codec_type"] == "video" })
        #expect(video["width"] == "200" && video["height"] == "360")
        let bad = try CLI.run(["reframe", try Self.clip.get(), "--signals", "faces=3", "--aspect", "1:1", "--json", "-"])
        #expect(bad.status != 0 && bad.stderr.contains("--signals") && bad.stderr.split(separator: "\n").count == 1)
    }

    @Test func reframeKeepsRateDurationAndSound() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("tall.mp4"), plan = folder.appendingPathComponent("plan.json")
        let result = try CLI.run(["reframe", try Self.clip.get(), "--aspect", "9:16", "--output", out.path, "--json", plan.path])
        #expect(result.status == 0, "\(result.stderr)")
        let streams = try Self.streams(out.path)
        let video = try #require(streams.first { $0["codec_type"] == "video" })
        #expect(video["width"] == "100" && video["height"] == "180")   // 180 × 9 / 16 = 101.25, even below
        #expect(video["avg_frame_rate"] == "25/1")
        #expect(abs((Double(video["duration"] ?? "") ?? 0) - 2) < 0.05)
        #expect(streams.contains { $0["codec_type"] == "audio" }, "the sound is kept")
        let frames = try #require(try Self.json(plan)["frames"] as? [[String: Any]])
        #expect(frames.count == 50)
        let crop = try #require(frames[10]["crop"] as? [String: Int])
        #expect(crop["width"] == 100 && crop["height"] == 180 && crop["y"] == 0)
        #expect((frames[10]["time"] as? Double) == 0.4)
        #expect(CLI.contents(of: folder) == ["plan.json", "tall.mp4"])
    }

    /// A phone video (stored landscape, shown portrait by its display rotation) is reframed as
    /// shown: windows in the upright frame's pixels.
    @Test func rotatedVideoIsReframedUpright() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let turned = folder.appendingPathComponent("phone.mp4")
        let made = try CLI.run(["-v", "error", "-i", try Self.clip.get(), "-metadata:s:v:0", "rotate=90", "-c", "copy", turned.path],
                               program: try #require(CLI.programOnPath("ffmpeg")))
        #expect(made.status == 0)
        let plan = folder.appendingPathComponent("plan.json"), out = folder.appendingPathComponent("square.mp4")
        let result = try CLI.run(["reframe", turned.path, "--aspect", "1:1", "--json", plan.path, "--output", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try Self.json(plan)
        #expect((document["source"] as? [String: Int]) == ["width": 180, "height": 320])
        let crop = try #require(((document["frames"] as? [[String: Any]])?.first?["crop"]) as? [String: Int])
        #expect(crop["width"] == 180 && crop["height"] == 180 && crop["x"] == 0)
        let video = try #require(try Self.streams(out.path).first { $0["codec_type"] == "video" })
        #expect(video["width"] == "180" && video["height"] == "180")
    }

    @Test func saliencyOfAVideo() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("saliency.json"), overlay = folder.appendingPathComponent("overlay.webm")
        let result = try CLI.run(["saliency", try Self.clip.get(), "--json", json.path, "--overlay", overlay.path])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try Self.json(json)
        #expect(document["shots"] as? [Int] == [0, 25])
        let frames = try #require(document["frames"] as? [[String: Any]])
        #expect(frames.count == 50)
        #expect(frames.allSatisfy { ($0["boxes"] as? [[String: Any]])?.count == 1 })
        #expect(frames[30]["shot"] as? Int == 1)
        let streams = try Self.streams(overlay.path)
        #expect(streams.first { $0["codec_type"] == "video" }?["width"] == "320")
        #expect(streams.contains { $0["codec_type"] == "audio" })
    }

    /// An album with a video beside a photo: the pan shows the clip's most salient shot, playing.
    @Test func albumWithAVideo() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let album = folder.appendingPathComponent("album")
        try FileManager.default.createDirectory(at: album, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.galleryInputs.appendingPathComponent("coffee.png").path,
                                         toPath: album.appendingPathComponent("a.png").path)
        // Shots of 2 s, longer than each picture's 1.6 s: the shot still plays at the end.
        try FileManager.default.copyItem(atPath: try Self.makeClip(seconds: 4), toPath: album.appendingPathComponent("b.mp4").path)
        let out = folder.appendingPathComponent("pan.mp4")
        let result = try CLI.run(["animate", album.path, "--video", out.path, "--seconds", "3", "--fps", "10", "--size", "320x180"])
        #expect(result.status == 0, "\(result.stderr)")
        let video = try #require(try Self.streams(out.path).first { $0["codec_type"] == "video" })
        #expect(abs((Double(video["duration"] ?? "") ?? 0) - 3) < 0.15)
        // The clip plays: the last two frames differ where a still photo's hold would not.
        #expect(try Self.lastFramesDiffer(out, in: folder))
        let still = folder.appendingPathComponent("still.mp4")
        try FileManager.default.removeItem(at: album.appendingPathComponent("b.mp4"))
        try FileManager.default.copyItem(atPath: CLI.galleryInputs.appendingPathComponent("chelsea.png").path,
                                         toPath: album.appendingPathComponent("b.png").path)
        #expect(try CLI.run(["animate", album.path, "--video", still.path, "--seconds", "3", "--fps", "10",
                             "--size", "320x180"]).status == 0)
        #expect(try !Self.lastFramesDiffer(still, in: folder))
    }

    /// Whether the last two frames of `video` differ by more than encoding noise (a mean of one
    /// gray level).
    static func lastFramesDiffer(_ video: URL, in folder: URL) throws -> Bool {
        let raw = folder.appendingPathComponent("last.gray")
        let result = try CLI.run(["-v", "error", "-y", "-sseof", "-0.25", "-i", video.path, "-f", "rawvideo", "-pix_fmt", "gray",
                                  raw.path], program: try #require(CLI.programOnPath("ffmpeg")))
        #expect(result.status == 0)
        let bytes = [UInt8](try Data(contentsOf: raw))
        try FileManager.default.removeItem(at: raw)
        let side = 320 * 180
        guard bytes.count >= 2 * side else { return false }
        let (a, b) = (bytes[(bytes.count - 2 * side)..<(bytes.count - side)], bytes[(bytes.count - side)...])
        let change = zip(a, b).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        return Double(change) / Double(side) > 1
    }

    /// Bad input: one line on standard error, a non-zero exit, and nothing written.
    @Test func badInputFailsCleanly() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = try Self.clip.get()
        let notVideo = folder.appendingPathComponent("notes.mp4")
        try Data("not a video at all\n".utf8).write(to: notVideo)
        let truncated = folder.appendingPathComponent("truncated.mp4")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: clip))
        try bytes.prefix(bytes.count / 2).write(to: truncated)
        let silent = folder.appendingPathComponent("tone.mp4")
        let made = try CLI.run(["-v", "error", "-f", "lavfi", "-i", "sine=duration=1", "-c:a", "aac", silent.path],
                               program: try #require(CLI.programOnPath("ffmpeg")))
        #expect(made.status == 0)
        let out = folder.appendingPathComponent("out.mp4").path
        let cases: [([String], [String: String], String)] = [
            (["reframe", notVideo.path, "--aspect", "9:16", "--output", out], [:], "not a video"),
            (["reframe", truncated.path, "--aspect", "9:16", "--output", out], [:], "truncated"),
            (["reframe", silent.path, "--aspect", "9:16", "--output", out], [:], "no video stream"),
            (["reframe", clip, "--aspect", "9:16", "--output", out], ["PATH": "/nonexistent"], "'ffmpeg' package"),
            (["reframe", clip, "--aspect", "9:16", "--output", folder.appendingPathComponent("out.gif").path], [:], ".mp4 or .webm"),
            (["reframe", clip, "--aspect", "0:16", "--output", out], [:], "aspect"),
            (["reframe", clip, "--aspect", "9:16", "--output", "/nonexistent/out.mp4"], [:], "/nonexistent"),
            (["reframe", clip, "--aspect", "9:16", "--output", clip], [:], "input"),
            (["saliency", clip, "--heatmap", folder.appendingPathComponent("h.png").path], [:], "--heatmap"),
        ]
        for (arguments, environment, text) in cases {
            let result = try CLI.run(arguments, environment: environment)
            result.expectCleanFailure(mentioning: text)
        }
        #expect(CLI.contents(of: folder) == ["notes.mp4", "tone.mp4", "truncated.mp4"], "nothing written")
    }

    /// SIGINT while the video is being written: exit 130, no output, no temporary file and no
    /// ffmpeg left running.
    @Test func interruptedReframeLeavesNothing() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("tall.mp4")
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["reframe", try Self.clip.get(), "--aspect", "1:1", "--output", out.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Interrupted once ffmpeg has started on the output's temporary file.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline && !CLI.contents(of: folder).contains(where: { $0.hasPrefix(".linework-") }) {
            Thread.sleep(forTimeInterval: 0.01)
        }
        let started = CLI.contents(of: folder)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(!started.isEmpty, "the run ended before its output was started")
        #expect(process.terminationStatus == 130)
        #expect(CLI.contents(of: folder).isEmpty, "left \(CLI.contents(of: folder))")
        let children = try CLI.run(["-f", "ffmpeg.*\(folder.path)"], program: URL(fileURLWithPath: "/usr/bin/pgrep"))
        #expect(children.stdout.isEmpty, "ffmpeg still running: \(children.stdout)")
    }
}
