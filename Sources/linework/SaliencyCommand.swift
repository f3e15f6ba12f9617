import ArgumentParser
import Foundation
import LineworkAnimation
import LineworkArt
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkRender
import LineworkPose
import LineworkSaliency
import LineworkVideo

/// `linework saliency IMAGE`: Vision's attention and objectness saliency, and the models behind them.
struct SaliencyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "saliency",
        abstract: "Compute a saliency heatmap and salient-object boxes; write JSON and the heatmap PNG.")

    @Argument(help: ArgumentHelp("A PNG or JPEG file, or a video (.mp4, .mov, .webm, .mkv …).",
                                 discussion: "For a video, --json writes every frame's box and --overlay (.mp4 or .webm) every frame's overlay."))
    var image: String

    @Option(help: "The model: \(SaliencyModel.namesList).")
    var model = SaliencyModel.attention.rawValue

    @Option(help: "Write the observation as JSON to FILE ('-' for standard output).")
    var json: String?

    @Option(help: "Write the heatmap as an 8-bit gray PNG to FILE.")
    var heatmap: String?

    @Option(help: "Write the photo with the colour-mapped heatmap and the salient boxes to FILE (.png, .svg or .pdf; .mp4 or .webm for a video).")
    var overlay: String?

    @Option(help: "Colour map of --overlay: viridis, inferno or jet.")
    var colorMap = ColorMap.jet

    @Option(help: "How --overlay blends the heatmap: value (opacity follows saliency), alpha, hue (Cairo's HSL hue) or color.")
    var blend = SaliencyFigure.BlendName.value

    @Option(help: "Heatmap size: '68' (Vision's 68×68) or 'full' (the image's size, upsampled).")
    var heatmapSize = "68"


    @Flag(inversion: .prefixedNo,
          help: ArgumentHelp("Use people when the models are installed: attention gains a face cue, and the object models keep each person whole as one box.",
                             discussion: "Models from Scripts/install-pose-model; without them nothing changes."))
    var faces = true

    @Option(help: "For a video: frames analysed per second by the model (every frame is read for cuts and motion), 0.1…240.")
    var samplesPerSecond = VideoSaliencyAnalyzer().samplesPerSecond

    @OptionGroup var input: InputOptions

    func run() throws {
        if VideoInfo.isVideoPath(image) { return try runOnVideo() }
        var request = try SaliencyRequest(model: SaliencyModel.parse(model))
        guard heatmapSize == "68" || heatmapSize == "full" else {
            throw LineworkError.invalidOption(name: "--heatmap-size", value: heatmapSize, allowed: "must be 68 or full")
        }
        try [json, heatmap].compactMap { $0.output }.forEach { try $0.checkWritable() }
        let overlayFormat = try overlay.map { try RenderFormat.forPath($0) }
        if let overlay { try AtomicFile.checkWritable(overlay) }
        try OutputPlan(inputs: [image], outputs: [("--json", json), ("--heatmap", heatmap), ("--overlay", overlay)]).check()

        let (decoded, decodeSeconds) = try Stopwatch.time { try input.decoder().decode(path: image) }
        if faces && request.model == .attention { request.faces = try poseStep { try FaceCue.faces(in: decoded.pixels) } }
        if faces && request.model.findsObjects {
            request.people = try poseStep {
                try PersonCue.people(in: decoded.pixels, faces: try FaceCue.faces(in: decoded.pixels))?.boxes ?? []
            }
        }
        let (observation, seconds) = Stopwatch.time { request.perform(on: decoded.pixels) }

        // All or nothing: the outputs are renamed into place only once all three are made.
        let batch = AtomicFile.Batch()
        if let output = json.output {
            try output.write(observation.jsonText(timings: ["decode": decodeSeconds, "saliency": seconds]),
                             into: batch)
        }
        if let output = heatmap.output {
            let map = heatmapSize == "full"
                ? try observation.map(width: observation.imageWidth, height: observation.imageHeight) : observation.heatmap
            try output.write(try PNGEncoder.encode(
                Image(width: map.width, height: map.height, samples: map.samples.map { UInt8(rounding: $0 * 255) })),
                into: batch)
        }
        if let overlay, let overlayFormat {
            let scene = SaliencyFigure.scene(photo: decoded.pixels.eightBit, observation: observation,
                                             colorMap: colorMap, blend: blend)
            try SceneRenderer.write(scene, to: overlay, as: overlayFormat, into: batch)
        }
        try OutputFile.commit(batch)
        if json == nil && heatmap == nil && overlay == nil {
            let best = observation.salientObjects.first.map { " confidence \($0.confidence)" } ?? ""
            print("\(image): \(model), \(observation.salientObjects.count) salient object(s)\(best)")
        }
    }
}

extension SaliencyCommand {
    /// `saliency VIDEO`: the video's saliency tracked through its shots (`VideoSaliencyAnalyzer`).
    func runOnVideo() throws {
        let model = try SaliencyModel.parse(self.model)
        if let heatmap {
            throw LineworkError.invalidOption(name: "--heatmap", value: heatmap,
                                              allowed: "writes one PNG: for a video, give --json or --overlay (.mp4 or .webm)")
        }
        let format = try FieldFlags.naming("video", as: "--overlay") { try overlay.map(VideoFormat.init(path:)) }
        if let format, !format.needsFFmpeg {
            throw LineworkError.invalidOption(name: "--overlay", value: overlay!, allowed: "must end in .mp4 or .webm for a video")
        }
        try json.output?.checkWritable()
        if let overlay { try AtomicFile.checkWritable(overlay) }
        try OutputPlan(inputs: [image], outputs: [("--json", json), ("--overlay", overlay)]).check()
        let environment = ProcessInfo.processInfo.environment
        let info = try VideoInfo.probe(image, environment: environment)
        var analyzer = VideoSaliencyAnalyzer()
        analyzer.model = model
        analyzer.samplesPerSecond = samplesPerSecond
        analyzer.faceFinder = faces && model == .attention ? try poseStep { try FaceCue.finder(environment: environment) } : nil
        let reading = FrameProgress(total: info.frameCount, label: "analysing frame")
        let track = try analyzer.analyze(image, info: info, environment: environment, progress: reading.report)
        reading.end()

        let batch = AtomicFile.Batch()
        if let output = json.output { try output.write(VideoSaliencyDocument(track: track, model: model).jsonText, into: batch) }
        if let format, let overlay {
            let size = SaliencyOverlayVideo.frameSize(width: info.width, height: info.height)
            let encoder = try FFmpegEncoder(format: format, width: size.width, height: size.height, frameRate: info.frameRate,
                                            soundtrack: Soundtrack(path: image, info: info), environment: environment,
                                            output: try batch.stream(to: overlay))
            let writing = FrameProgress(total: track.frameCount, label: "writing frame")
            try SaliencyOverlayVideo.render(track, source: image, info: info, into: encoder, colorMap: colorMap, blend: blend,
                                            environment: environment, progress: writing.report)
            writing.end()
            try encoder.finish()
        }
        try OutputFile.commit(batch)
        if json == nil && overlay == nil {
            print("\(image): \(model.rawValue), \(track.frameCount) frames in \(track.shotStarts.count) shot(s)")
        }
    }
}

extension SaliencyFigure.BlendName: ExpressibleByArgument {}

extension SaliencyModel {
    /// The model named `name`, or a one-line error naming `flag` and listing the models.
    static func parse(_ name: String, flag: String = "--model") throws -> SaliencyModel {
        guard let model = SaliencyModel(rawValue: name) else {
            throw LineworkError.invalidOption(name: flag, value: name, allowed: "must be one of \(namesList)")
        }
        return model
    }
}
