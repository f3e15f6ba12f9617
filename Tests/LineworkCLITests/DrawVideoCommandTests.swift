import Foundation
import LineworkCodecs
import Testing

/// `linework draw VIDEO --video OUT`: rate, duration and sound kept, a still shot steady after
/// encoding, and bad input refused in one line with nothing written.
@Suite(.enabled(if: AnimateCommandTests.ffmpeg != nil && AnimateCommandTests.ffprobe != nil,
                "ffmpeg and ffprobe are not installed (Debian package ffmpeg)"))
struct DrawVideoCommandTests {
    /// A folder of clips shared by the suite's tests: made once, removed never (the system's
    /// temporary folder is cleaned by the system).
    static let clips: URL = {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("linework-draw-video-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// `Scripts/make-video-clip`'s clip at 320 × 180, 2 s at 25 fps, with a sine-tone soundtrack.
    static let moving: String = {
        let path = clips.appendingPathComponent("moving.mp4").path
        _ = try? CLI.run(["--size", "320x180", "--seconds", "2", path],
                         program: CLI.packageRoot.appendingPathComponent("Scripts/make-video-clip"))
        return path
    }()

    /// A still shot of coffee.png with temporal noise (ffmpeg's noise, strength 12), 2 s.
    static let stillNoisy: String = {
        let path = clips.appendingPathComponent("still-noisy.mp4").path
        _ = try? CLI.run(["-hide_banner", "-loglevel", "error", "-y", "-nostdin", "-loop", "1", "-framerate", "25",
                          "-i", CLI.galleryInputs.appendingPathComponent("coffee.png").path,
                          "-vf", "scale=256:192,noise=alls=12:allf=t+u", "-t", "2", "-c:v", "libx264", "-crf", "16",
                          "-pix_fmt", "yuv420p", path], program: AnimateCommandTests.ffmpeg!)
        return path
    }()

    /// Whether ffprobe finds an audio stream in `path`.
    static func hasAudio(_ path: String) throws -> Bool {
        let result = try CLI.run(["-v", "error", "-select_streams", "a", "-show_entries", "stream=codec_type",
                                  "-of", "csv=p=0", path], program: try #require(AnimateCommandTests.ffprobe))
        return result.stdout.contains("audio")
    }

    @Test(arguments: ["mp4", "webm"])
    func drawnVideoKeepsRateDurationAndSound(format: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("drawn.\(format)").path
        let result = try CLI.run(["draw", Self.moving, "--video", output], timeout: 300)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stdout) \(result.stderr)")
        let (source, drawn) = (try AnimateCommandTests.probe(Self.moving), try AnimateCommandTests.probe(output))
        #expect(abs(drawn.seconds - source.seconds) <= 0.1, "\(drawn) against \(source)")
        #expect(abs(drawn.fps - source.fps) < 0.01 && drawn.frames == source.frames, "\(drawn) against \(source)")
        #expect(try Self.hasAudio(output))
        #expect(CLI.contents(of: folder) == ["drawn.\(format)"])
    }

    /// The figure of `VideoDrawingTests`, through the encoder and back: H.264 at CRF 20 adds
    /// little to the flicker of a still shot (measured 0.40 levels a frame in RGB, against
    /// 0.38 in luma before encoding).
    @Test func stillNoisyShotIsSteadyAfterEncoding() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("still.mp4").path
        let result = try CLI.run(["draw", Self.stillNoisy, "--video", output], timeout: 300)
        #expect(result.status == 0, "\(result.stderr)")
        let reader = try VideoReader(path: output, info: try VideoInfo.probe(output))
        var (frame, previous, total, pairs) = ([UInt8](), [UInt8](), 0.0, 0)
        while try reader.read(into: &frame) {
            if !previous.isEmpty {
                total += Double(zip(frame, previous).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }) / Double(frame.count)
                pairs += 1
            }
            previous = frame
        }
        try reader.finish()
        let flicker = total / Double(max(1, pairs))
        print("still noisy shot through draw --video (H.264): \(flicker) levels a frame (RGB)")
        #expect(pairs == 49 && flicker < 0.5)
    }

    /// Not a video, a truncated one, audio only, ffmpeg missing, an image with --video, an
    /// output that is not .mp4 or .webm, and a still output beside --video: one line, a
    /// failure status, nothing written.
    @Test(arguments: [
        ("TEXT", ["--video", "OUT/a.mp4"], [:], "TEXT"),
        ("TRUNCATED", ["--video", "OUT/a.mp4"], [:], "TRUNCATED"),
        ("AUDIO", ["--video", "OUT/a.mp4"], [:], "AUDIO"),
        ("MOVING", ["--video", "OUT/a.mp4"], ["PATH": "/nonexistent"], "ffmpeg"),
        ("IMAGE", ["--video", "OUT/a.mp4"], [:], "--video"),
        ("MOVING", ["--video", "OUT/a.gif"], [:], "--video"),
        ("MOVING", ["--video", "OUT/a.txt"], [:], "--video"),
        ("MOVING", ["--video", "OUT/a.mp4", "--svg", "OUT/a.svg"], [:], "--svg"),
        ("MOVING", ["--png", "OUT/a.png"], [:], "--video"),
    ] as [(String, [String], [String: String], String)])
    func badInputFailsCleanly(input: String, arguments: [String], environment: [String: String], message: String) throws {
        let folder = try CLI.temporaryFolder()
        let inputs = try CLI.temporaryFolder()
        defer { for f in [folder, inputs] { try? FileManager.default.removeItem(at: f) } }
        let paths = [
            "TEXT": inputs.appendingPathComponent("notes.mp4").path,
            "TRUNCATED": inputs.appendingPathComponent("cut.mp4").path,
            "AUDIO": inputs.appendingPathComponent("tone.m4a").path,
            "IMAGE": CLI.galleryInputs.appendingPathComponent("coffee.png").path,
            "MOVING": Self.moving,
        ]
        try Data("not a video\n".utf8).write(to: URL(fileURLWithPath: paths["TEXT"]!))
        let whole = try Data(contentsOf: URL(fileURLWithPath: Self.moving))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: paths["TRUNCATED"]!))
        _ = try CLI.run(["-hide_banner", "-loglevel", "error", "-y", "-nostdin", "-f", "lavfi", "-i", "sine=d=1",
                         "-c:a", "aac", paths["AUDIO"]!], program: try #require(AnimateCommandTests.ffmpeg))
        let path = paths[input]!
        let result = try CLI.run(["draw", path] + arguments.map { $0.replacingOccurrences(of: "OUT", with: folder.path) },
                                 environment: environment, timeout: 300)
        result.expectCleanFailure(mentioning: message == input ? URL(fileURLWithPath: path).lastPathComponent : message)
        #expect(CLI.contents(of: folder).isEmpty)
    }
}
