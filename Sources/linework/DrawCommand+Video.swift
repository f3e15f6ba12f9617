import ArgumentParser
import Foundation
import LineworkAnimation
import LineworkArt
import LineworkCodecs
import LineworkCore

/// `linework draw VIDEO --video OUT`: every frame drawn with draw's options, temporally coherent
/// (`VideoDrawing`), with the source's frame rate, duration and sound.
///
/// The input is a video when `--video` is given: it is then probed (ffprobe), and a PNG or
/// JPEG is refused. Without `--video`, an input that is neither PNG nor JPEG but that ffprobe
/// reads as a video is refused with a pointer to `--video`. Frames are decoded upright (the
/// display rotation applied), so the output carries no rotation of its own.
extension DrawCommand {
    /// The outputs of a still drawing, which a video input does not have.
    var stillOutputs: [(option: String, path: String?)] {
        [("--json", json), ("--stats", stats), ("--gcode", gcode), ("--hpgl", hpgl), ("--device", device),
         ("--split-distance", splitDistance.map { "\($0)" })] + art.namedOutputs
    }

    func drawVideo(to output: String) throws {
        if let clash = stillOutputs.first(where: { $0.path != nil }), let value = clash.path {
            throw LineworkError.invalidOption(name: clash.option, value: value,
                                              allowed: "cannot be used with --video: a video is drawn only as a video")
        }
        let format = try VideoFormat(path: output)
        guard format.needsFFmpeg else {
            throw LineworkError.invalidOption(name: "--video", value: output, allowed: "must end in .mp4 or .webm")
        }
        let options = try strokes.drawOptions(art: art, preset: try readPreset())
        try AtomicFile.checkWritable(output)
        try OutputPlan(inputs: [image], outputs: [("--video", output)]).check()
        if try Self.isStillImage(image) {
            throw LineworkError.invalidOption(name: "--video", value: output,
                                              allowed: "needs a video input, and \(image) is a PNG or JPEG image; drop --video to draw it")
        }
        let environment = ProcessInfo.processInfo.environment
        let info = try VideoInfo.probe(image, environment: environment)
        var drawing = try VideoDrawing(options: options)
        if options.weight == .pose { drawing.bodyMask = { try ArtFlags.bodyMask(of: $0) } }
        let batch = AtomicFile.Batch()
        var encoder: FFmpegEncoder?
        let progress = FrameProgress(total: info.frameCount, label: "drawing frame")
        // The frame size is the drawing's canvas: set by --scale (and --max-dimension), not a --size.
        let summary = try FieldFlags.naming("size", as: "--scale", hint: "; lower --scale or --max-dimension") {
            try drawing.render(image, info: info, environment: environment, makeSink: { width, height in
            let made = try FFmpegEncoder(format: format, width: width, height: height, frameRate: info.frameRate,
                                         soundtrack: Soundtrack(path: image, info: info), environment: environment,
                                         output: try batch.stream(to: output))
            encoder = made
            return made
            }, progress: progress.report)
        }
        progress.end()
        try encoder?.finish()
        if summary.emptyFrames == summary.frames {
            ArtFlags.note("warning: \(image): every frame's drawing is empty (--lines \(options.lines.rawValue))")
        }
        try OutputFile.commit(batch)
    }

    /// Whether `path` starts as a PNG or a JPEG does (its signature).
    static func isStillImage(_ path: String) throws -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return isStillImage(head: [UInt8]((try? handle.read(upToCount: 8)) ?? Data()))
    }

    /// Whether `head` (a file's first bytes) is a PNG's or a JPEG's signature.
    static func isStillImage<Bytes: Collection<UInt8>>(head: Bytes) -> Bool {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
        return head.starts(with: png) || head.starts(with: jpeg)
    }

    /// Refuses, with a pointer to `--video`, an input that is not a PNG or JPEG but a video.
    func refuseVideoWithoutOutput(head: [UInt8]) throws {
        guard !Self.isStillImage(head: head.prefix(8)),
              (try? VideoInfo.probe(image, environment: ProcessInfo.processInfo.environment)) != nil else { return }
        throw LineworkError.invalidOption(name: "IMAGE", value: image,
                                          allowed: "is a video; draw it with --video OUT.mp4 (or .webm)")
    }
}
