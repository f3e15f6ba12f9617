import Foundation
import LineworkCodecs
import LineworkCore
import Testing

@testable import LineworkArt
@testable import LineworkAnimation

/// Clips for the video drawing tests, made with ffmpeg in a folder of the run's own.
enum VideoDrawingClips {
    /// Whether ffmpeg is installed (Debian's package brings ffprobe with it).
    static var ffmpegInstalled: Bool { FFmpegEncoder.locate(environment: ProcessInfo.processInfo.environment) != nil }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let folder: String = {
        let path = NSTemporaryDirectory() + "linework-video-drawing-tests-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Runs `program` (a path) with `arguments` from the package root; throws unless it succeeds.
    static func run(_ program: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw LineworkError.resourceLimit(detail: "\(program) failed") }
    }

    /// A still shot of coffee.png, 256 × 192 at 25 fps for 2 s, with temporal noise of strength
    /// 12 on every frame (ffmpeg's `noise`, uniform, changing every frame), as a camera's sensor
    /// adds it.
    static let stillNoisy: String = {
        let path = folder + "/still-noisy.mp4"
        try? run("/usr/bin/env", ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-nostdin",
                                  "-loop", "1", "-framerate", "25", "-i", "Gallery/inputs/coffee.png",
                                  "-vf", "scale=256:192,noise=alls=12:allf=t+u", "-t", "2",
                                  "-c:v", "libx264", "-crf", "16", "-pix_fmt", "yuv420p", path])
        return path
    }()

    /// `Scripts/make-video-clip` at 320 × 180, 3 s: a subject sliding across, a cut, a swinging subject.
    static let moving: (path: String, boxes: [(x: Int, y: Int, width: Int, height: Int)]) = {
        let path = folder + "/moving.mp4"
        try? run(packageRoot + "/Scripts/make-video-clip", ["--size", "320x180", "--seconds", "3", path])
        struct Truth: Decodable {
            struct Frame: Decodable { struct Box: Decodable { var x, y, width, height: Int }; var subject: Box }
            var frames: [Frame]
        }
        let data = (try? Data(contentsOf: URL(fileURLWithPath: path + ".truth.json"))) ?? Data()
        let truth = (try? JSONDecoder().decode(Truth.self, from: data))?.frames ?? []
        return (path, truth.map { ($0.subject.x, $0.subject.y, $0.subject.width, $0.subject.height) })
    }()

    /// Every frame of `path` drawn with `options` and `coherence`, as gray planes (width, height, frames).
    static func draw(_ path: String, options: DrawOptions = DrawOptions(),
                     coherence: VideoDrawing.Coherence = .init()) throws -> (width: Int, height: Int, frames: [[UInt8]]) {
        let info = try VideoInfo.probe(path)
        let capture = FrameCapture()
        var size = (0, 0)
        try VideoDrawing(options: options, coherence: coherence).render(path, info: info, makeSink: { w, h in
            size = (w, h)
            return capture
        })
        return (size.0, size.1, capture.frames.map(gray))
    }

    /// Rec. 601 luma of an RGBA frame.
    static func gray(_ rgba: [UInt8]) -> [UInt8] {
        (0..<rgba.count / 4).map { p -> UInt8 in
            let (r, g, b) = (Int(rgba[p * 4]), Int(rgba[p * 4 + 1]), Int(rgba[p * 4 + 2]))
            let luma: Int = (299 * r + 587 * g + 114 * b + 500) / 1000
            return UInt8(luma)
        }
    }

    /// The mean absolute change between consecutive frames, in gray levels per pixel.
    static func flicker(_ frames: [[UInt8]]) -> Double {
        guard frames.count > 1 else { return 0 }
        var total = 0.0
        for k in 1..<frames.count {
            total += Double(zip(frames[k], frames[k - 1]).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }) / Double(frames[k].count)
        }
        return total / Double(frames.count - 1)
    }

    /// Pixels darker than mid-gray: ink.
    static func ink(_ frame: [UInt8]) -> Int { frame.count { $0 < 128 } }
}

@Suite(.enabled(if: VideoDrawingClips.ffmpegInstalled, "needs ffmpeg and ffprobe"))
struct VideoDrawingTests {
    /// Measured: the still, noisy 256 × 192 shot (50 frames) changes by 0.38 gray levels a
    /// frame on average drawn coherently (most of it in the first 16 frames, while the
    /// denoiser's average fills and the held tiles settle; about 0.03 after), against 16.3
    /// drawn frame by frame (`Coherence.none`: the same test fails); the last frame keeps 72 %
    /// as many ink pixels as the first frame drawn alone, whose extra ink is noise specks.
    @Test func stillNoisyShotDoesNotFlickerAndKeepsItsInk() throws {
        let coherent = try VideoDrawingClips.draw(VideoDrawingClips.stillNoisy)
        let alone = try VideoDrawingClips.draw(VideoDrawingClips.stillNoisy, coherence: .none)
        let (steady, flickering) = (VideoDrawingClips.flicker(coherent.frames), VideoDrawingClips.flicker(alone.frames))
        let kept = Double(VideoDrawingClips.ink(coherent.frames.last!)) / Double(VideoDrawingClips.ink(alone.frames[0]))
        print("still noisy shot: flicker \(steady) coherent, \(flickering) frame by frame; ink kept \(kept)")
        #expect(coherent.frames.count == 50)
        #expect(steady < 0.5)
        #expect(flickering > 0.5, "without coherence the same test fails")
        #expect(kept >= 0.5)
    }

    /// The subject's lines move with it: within a window around the true box (the box grown
    /// by half its size on each side), the ink's centroid lies inside the true box. Measured:
    /// 75 of 75 frames, both shots (sliding, then swinging after the cut).
    @Test func movingSubjectIsFollowed() throws {
        let clip = VideoDrawingClips.moving
        let drawn = try VideoDrawingClips.draw(clip.path)
        #expect(drawn.frames.count == clip.boxes.count)
        var inside = 0
        for (k, frame) in drawn.frames.enumerated() where k < clip.boxes.count {
            let box = clip.boxes[k]
            let (x0, x1) = (max(0, box.x - box.width / 2), min(drawn.width, box.x + box.width * 3 / 2))
            let (y0, y1) = (max(0, box.y - box.height / 2), min(drawn.height, box.y + box.height * 3 / 2))
            var (sx, sy, n) = (0, 0, 0)
            for y in y0..<y1 {
                for x in x0..<x1 where frame[y * drawn.width + x] < 128 { (sx, sy, n) = (sx + x, sy + y, n + 1) }
            }
            guard n > 0 else { continue }
            let (cx, cy) = (sx / n, sy / n)
            if cx >= box.x && cx < box.x + box.width && cy >= box.y && cy < box.y + box.height { inside += 1 }
        }
        let share = Double(inside) / Double(drawn.frames.count)
        print("moving subject: ink centroid inside the true box in \(inside) of \(drawn.frames.count) frames")
        #expect(share >= 0.9)
    }
}
