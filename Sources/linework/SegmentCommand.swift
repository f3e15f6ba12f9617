import ArgumentParser
import Foundation
import LineworkCodecs
import LineworkCore
import LineworkPose
import LineworkVideo

/// `linework segment IMAGE --mask OUT.png`: Vision's person segmentation (mediapipe's selfie
/// segmentation on LiteRT), a soft mask at the photo's size written as an 8-bit gray PNG; for a
/// video, `--mask OUT.mp4` (or `.webm`) writes every frame's mask (`PersonMaskVideo`).
///
/// The models are installed with the pose models by `Scripts/install-pose-model`; without them the
/// command fails with one line naming the script, exit status 69 (`EX_UNAVAILABLE`).
struct SegmentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segment",
        abstract: "Segment the people in a photo (Vision's person segmentation); write a soft mask.",
        discussion: "Needs the selfie segmentation models and the LiteRT runtime: run Scripts/install-pose-model once. "
            + "--quality fast runs selfie_segmentation_landscape (256 × 144 input), accurate runs selfie_segmentation (256 × 256).")

    @Argument(help: ArgumentHelp("A PNG or JPEG file, or a video (.mp4, .mov, .webm, .mkv …).",
                                 discussion: "For a video, --mask (.mp4 or .webm) writes every frame's mask as a gray video."))
    var image: String

    @Option(help: "Write the mask to FILE: an 8-bit gray PNG at the photo's size, 255 = person ('-' for standard output); .mp4 or .webm for a video.")
    var mask: String

    @Option(help: "Write the mask's size, quality, model, person share and timings as JSON to FILE ('-' for standard output).")
    var json: String?

    @Option(help: "Which model: fast (landscape model) or accurate (general model).")
    var quality = PersonSegmentationRequest.Quality.accurate

    @OptionGroup var input: InputOptions

    func run() throws {
        let request = PersonSegmentationRequest(quality: quality)
        if VideoInfo.isVideoPath(image) { return try runOnVideo(request) }
        if VideoInfo.isVideoPath(mask) {
            throw LineworkError.invalidOption(name: "--mask", value: mask, allowed: "must be a PNG for a photo (a video mask needs a video input)")
        }
        try OutputFile(path: mask).checkWritable()
        try json.output?.checkWritable()
        try OutputPlan(inputs: [image], outputs: [("--mask", mask), ("--json", json)]).check()

        let files = try poseStep {
            try PoseModelFiles.locateSegmentationModel(request.quality, environment: ProcessInfo.processInfo.environment)
        }
        let (decoded, decodeSeconds) = try Stopwatch.time { try input.decoder().decode(path: image) }
        let (segmenter, loadSeconds) = try Stopwatch.time {
            try poseStep { try PersonSegmenter(files: files, quality: request.quality, silencesRuntimeLogs: true) }
        }
        let observation = try poseStep { try segmenter.perform(on: decoded.pixels) }

        let batch = AtomicFile.Batch()
        try OutputFile(path: mask).write(try PNGEncoder.encode(observation.grayMask), into: batch)
        if let output = json.output {
            try output.write(observation.jsonText(timings: ["decode": decodeSeconds, "load": loadSeconds]), into: batch)
        }
        try OutputFile.commit(batch)
    }

    /// `segment VIDEO --mask OUT.mp4`: every frame's mask, at the video's frame rate.
    private func runOnVideo(_ request: PersonSegmentationRequest) throws {
        if let json {
            throw LineworkError.invalidOption(name: "--json", value: json, allowed: "is for photos only: for a video, give --mask (.mp4 or .webm)")
        }
        let format = try FieldFlags.naming("video", as: "--mask") { try VideoFormat(path: mask) }
        guard format.needsFFmpeg else {
            throw LineworkError.invalidOption(name: "--mask", value: mask, allowed: "must end in .mp4 or .webm for a video")
        }
        try AtomicFile.checkWritable(mask)
        try OutputPlan(inputs: [image], outputs: [("--mask", mask)]).check()
        let environment = ProcessInfo.processInfo.environment
        let info = try VideoInfo.probe(image, environment: environment)
        let files = try poseStep { try PoseModelFiles.locateSegmentationModel(request.quality, environment: environment) }
        let segmenter = try poseStep { try PersonSegmenter(files: files, quality: request.quality, silencesRuntimeLogs: true) }
        let batch = AtomicFile.Batch()
        let size = PersonMaskVideo.frameSize(width: info.width, height: info.height)
        let encoder = try FFmpegEncoder(format: format, width: size.width, height: size.height, frameRate: info.frameRate,
                                        soundtrack: nil, environment: environment, output: try batch.stream(to: mask))
        let progress = FrameProgress(total: info.frameCount, label: "segmenting frame")
        _ = try poseStep { try PersonMaskVideo.render(source: image, info: info, segmenter: segmenter, into: encoder,
                                                      environment: environment, progress: progress.report) }
        progress.end()
        try encoder.finish()
        try OutputFile.commit(batch)
    }
}

extension PersonSegmentationRequest.Quality: ExpressibleByArgument {}
