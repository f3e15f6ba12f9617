import ArgumentParser
import Foundation
import LineworkAnimation
import LineworkArt
import LineworkCodecs
import LineworkCore
import LineworkImage

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
        if ImageFormat(sniffingFileAt: image) != nil {
            throw LineworkError.invalidOption(name: "--video", value: output,
                                              allowed: "needs a video input, and \(image) is a PNG or JPEG image; drop --video to draw it")
        }
        let environment = ProcessInfo.processInfo.environment
        let info = try VideoInfo.probe(image, environment: environment)
        let drawing = try VideoDrawing(options: options)
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

    /// Refuses, with a pointer to `--video`, an input that is not a PNG or JPEG but a video.
    func refuseVideoWithoutOutput(head: [UInt8]) throws {
        guard ImageFormat(signatureOf: head) == nil,
              (try? VideoInfo.probe(image, environment: ProcessInfo.processInfo.environment)) != nil else { return }
        throw LineworkError.invalidOption(name: "IMAGE", value: image,
                                          allowed: "is a video; draw it with --video OUT.mp4 (or .webm)")
    }
}
