import ArgumentParser
import Foundation
import LineworkCodecs
import LineworkCore
import LineworkPose

/// `linework segment IMAGE --mask OUT.png`: Vision's person segmentation (mediapipe's selfie
/// segmentation on LiteRT), a soft mask at the photo's size written as an 8-bit gray PNG.
///
/// The models are installed with the pose models by `Scripts/install-pose-model`; without them the
/// command fails with one line naming the script, exit status 69 (`EX_UNAVAILABLE`).
struct SegmentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segment",
        abstract: "Segment the people in a photo (Vision's person segmentation); write a soft mask.",
        discussion: "Needs the selfie segmentation models and the LiteRT runtime: run Scripts/install-pose-model once. "
            + "--quality fast runs selfie_segmentation_landscape (256 × 144 input), accurate runs selfie_segmentation (256 × 256).")

    @Argument(help: "A PNG or JPEG file.")
    var image: String

    @Option(help: "Write the mask to FILE: an 8-bit gray PNG at the photo's size, 255 = person ('-' for standard output).")
    var mask: String

    @Option(help: "Write the mask's size, quality, model, person share and timings as JSON to FILE ('-' for standard output).")
    var json: String?

    @Option(help: "Which model: fast (landscape model) or accurate (general model).")
    var quality = PersonSegmentationRequest.Quality.accurate

    @OptionGroup var input: InputOptions

    func run() throws {
        let request = PersonSegmentationRequest(quality: quality)
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
}

extension PersonSegmentationRequest.Quality: ExpressibleByArgument {}
