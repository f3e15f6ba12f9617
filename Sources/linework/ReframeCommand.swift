import ArgumentParser
import Foundation
import LineworkCodecs
import LineworkCore
import LineworkPose
import LineworkSaliency
import LineworkVideo

/// `linework reframe VIDEO --aspect W:H --output OUT`: the video cropped to another aspect
/// ratio along a smooth camera path that follows the people in each shot (AutoFlip's job).
struct ReframeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reframe",
        abstract: "Crop a video to another aspect ratio, following the people (else what moves or stands out) along a smooth camera path per shot.")

    @Argument(help: "A video file (anything ffmpeg reads: .mp4, .mov, .webm, .mkv …).")
    var video: String

    @Option(help: ArgumentHelp("The aspect ratio W:H of an output, positive integers (9:16, 1:1, 4:5 …); repeat for several outputs from one analysis.",
                               discussion: "Not with --plan, whose windows give the shape."))
    var aspect: [String] = []

    @Option(help: ArgumentHelp("Write the reframed video to OUT: .mp4 (H.264) or .webm (VP9), through ffmpeg; one per --aspect, in order.",
                               discussion: "Frame rate, duration and sound are kept; sides are even; letterbox and pillarbox bars are left out."))
    var output: [String] = []

    @Option(help: ArgumentHelp("Write every frame's crop window as JSON to FILE ('-' for standard output); one per --aspect, in order.",
                               discussion: "{\"source\", \"picture\", \"fps\", \"shots\", \"frames\": [{\"time\": s, \"crop\": {\"x\", \"y\", \"width\", \"height\"}, \"box\": {…}}, …]}: crop in source pixels, top-left origin; box the same window normalised, bottom-left origin."))
    var json: [String] = []

    @Option(help: ArgumentHelp("Render the windows of FILE, a --json written earlier (possibly edited), instead of analysing.",
                               discussion: "Each frame's crop is used as given; one of another shape than the output is fitted and padded."))
    var plan: String?

    @Option(help: "The output's size WxH in pixels, even sides (1080x1920 …); by default the window's own size.")
    var size: String?

    @Option(help: ArgumentHelp("Pad instead of cutting the subject: a shot whose subject does not fit the window shows the whole picture, padded with a blurred copy (blur) or a colour (black, white, gray, #RRGGBB).",
                               discussion: "Without --pad the window always crops."))
    var pad: String?

    @Option(help: ArgumentHelp("The cues that choose the subject, with optional weights 0…1: faces,people,motion,saliency (the default), or e.g. faces=1,people=0.8.",
                               discussion: "People (faces, bodies) always rank above motion and saliency; a cue left out is off. Faces and bodies need Scripts/install-pose-model."))
    var signals: String?

    @Option(help: "Frames analysed per second by the saliency model (every frame is read for cuts and motion), 0.1…240.")
    var samplesPerSecond = VideoSaliencyAnalyzer().samplesPerSecond

    @Flag(inversion: .prefixedNo,
          help: ArgumentHelp("Use faces and bodies when the models are installed: the camera keeps people first.",
                             discussion: "Models from Scripts/install-pose-model; without them motion and saliency choose. --no-faces turns both people cues off."))
    var faces = true

    func run() throws {
        guard !output.isEmpty || !json.isEmpty else { throw ValidationError("give --output OUT, --json FILE or both") }
        let ratios = try aspect.map { try AspectRatio(parsing: $0) }
        if plan != nil {
            guard ratios.isEmpty else {
                throw LineworkError.invalidOption(name: "--aspect", value: aspect[0], allowed: "not with --plan: its windows give the shape")
            }
            guard json.isEmpty else {
                throw LineworkError.invalidOption(name: "--json", value: json[0], allowed: "not with --plan: the plan is the windows")
            }
        } else if ratios.isEmpty {
            throw ValidationError("give --aspect W:H (or --plan FILE)")
        }
        let count = max(ratios.count, 1)
        for (flag, values) in [("--output", output), ("--json", json)] where !values.isEmpty && values.count != count {
            throw LineworkError.invalidOption(name: flag, value: values.joined(separator: ", "),
                                              allowed: "give one \(flag) per --aspect (\(count) aspect\(count == 1 ? "" : "s"), \(values.count) \(flag))")
        }
        let formats = try output.map { path -> VideoFormat in
            let format = try FieldFlags.naming("video", as: "--output") { try VideoFormat(path: path) }
            guard format.needsFFmpeg else {
                throw LineworkError.invalidOption(name: "--output", value: path, allowed: "must end in .mp4 or .webm")
            }
            return format
        }
        let outputSize = try size.map(Self.parseSize)
        let padding = try FieldFlags.naming("pad", as: "--pad") { try pad.map(ReframePadding.init(parsing:)) }
        var cues = try FieldFlags.naming("signals", as: "--signals") { try signals.map(SubjectSignals.init(parsing:)) } ?? SubjectSignals()
        if !faces { (cues.faces, cues.people) = (0, 0) }
        for file in json { try OutputFile(path: file).checkWritable() }
        for file in output { try AtomicFile.checkWritable(file) }
        try OutputPlan(inputs: [video] + (plan.map { [$0] } ?? []),
                       outputs: output.map { ("--output", $0) } + json.map { ("--json", $0) }).check()
        let environment = ProcessInfo.processInfo.environment
        let info = try VideoInfo.probe(video, environment: environment)
        let plans: [ReframePlan]
        if let plan {
            let text = String(decoding: try InputFile.read(plan), as: UTF8.self)
            plans = [try FieldFlags.naming("plan", as: "--plan") { try ReframePlan(jsonText: text) }]
        } else {
            var analyzer = VideoSaliencyAnalyzer()
            analyzer.samplesPerSecond = samplesPerSecond
            analyzer.signals = cues
            analyzer.peopleFinder = cues.usesPeople ? try poseStep { try PeopleCue.finder(signals: cues, environment: environment) } : nil
            let reading = FrameProgress(total: info.frameCount, label: "analysing frame")
            let track = try analyzer.analyze(video, info: info, environment: environment, progress: reading.report)
            reading.end()
            plans = try ratios.map { try ReframePlan(track: track, aspect: $0, pads: padding != nil) }
        }
        if let outputSize {
            for (plan, ratio) in zip(plans, aspect) where abs(Double(outputSize.width) / Double(outputSize.height)
                                                              - Double(plan.width) / Double(plan.height)) > 0.02 * Double(plan.width) / Double(plan.height) {
                throw LineworkError.invalidOption(name: "--size", value: size!, allowed: "must have the --aspect's shape (\(ratio))")
            }
        }
        let batch = AtomicFile.Batch()
        for (plan, file) in zip(plans, json) { try OutputFile(path: file).write(plan.jsonText, into: batch) }
        if !output.isEmpty {
            let targets = try zip(plans, zip(output, formats)).map { plan, file in
                let (width, height) = (outputSize?.width ?? plan.width, outputSize?.height ?? plan.height)
                let encoder = try FFmpegEncoder(format: file.1, width: width, height: height, frameRate: info.frameRate,
                                                soundtrack: Soundtrack(path: video, info: info), environment: environment,
                                                output: try batch.stream(to: file.0))
                return ReframeRenderer.Target(plan: plan, size: outputSize, padding: padding ?? .black, sink: encoder)
            }
            let writing = FrameProgress(total: info.frameCount, label: "writing frame")
            try FieldFlags.naming("plan", as: "--plan") { try FieldFlags.naming("size", as: "--size") {
                try ReframeRenderer.render(targets, source: video, info: info, environment: environment, progress: writing.report)
            } }
            writing.end()
            for target in targets { try (target.sink as! FFmpegEncoder).finish() }
        }
        try OutputFile.commit(batch)
    }

    /// `WxH`, positive integers.
    static func parseSize(_ text: String) throws -> PixelSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w >= 2, h >= 2, w % 2 == 0, h % 2 == 0,
              w <= VideoReader.maximumSide, h <= VideoReader.maximumSide else {
            throw LineworkError.invalidOption(name: "--size", value: text,
                                              allowed: "must be WxH, even sides 2…\(VideoReader.maximumSide) (1080x1920 …)")
        }
        return PixelSize(width: w, height: h)
    }
}
