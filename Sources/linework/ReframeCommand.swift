import ArgumentParser
import Foundation
import LineworkCodecs
import LineworkCore
import LineworkPose
import LineworkSaliency
import LineworkVideo

/// `linework reframe VIDEO --aspect W:H --output OUT`: the video cropped to another aspect
/// ratio along a smooth camera path that follows where people look (AutoFlip's job).
struct ReframeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reframe",
        abstract: "Crop a video to another aspect ratio, following where people look along a smooth camera path per shot.")

    @Argument(help: "A video file (anything ffmpeg reads: .mp4, .mov, .webm, .mkv …).")
    var video: String

    @Option(help: "The aspect ratio W:H of the output, positive integers (9:16, 1:1, 4:5 …).")
    var aspect: String

    @Option(help: ArgumentHelp("Write the reframed video to OUT: .mp4 (H.264) or .webm (VP9), through ffmpeg.",
                               discussion: "Frame rate, duration and sound are kept; sides are even."))
    var output: String?

    @Option(help: ArgumentHelp("Write every frame's crop window as JSON to FILE ('-' for standard output).",
                               discussion: "{\"frames\": [{\"time\": s, \"crop\": {\"x\", \"y\", \"width\", \"height\"}}, …]} in source pixels, top-left origin."))
    var json: String?

    @Option(help: "Frames analysed per second by the saliency model (every frame is read for cuts and motion), 0.1…240.")
    var samplesPerSecond = 8.0

    @Flag(inversion: .prefixedNo,
          help: ArgumentHelp("Use faces when the face model (or the pose model) is installed: the camera keeps them first.",
                             discussion: "Models from Scripts/install-pose-model; without them nothing changes."))
    var faces = true

    func run() throws {
        guard output != nil || json != nil else { throw ValidationError("give --output OUT, --json FILE or both") }
        let ratio = try AspectRatio(parsing: aspect)
        let format = try FieldFlags.naming("video", as: "--output") { try output.map(VideoFormat.init(path:)) }
        if let format, !format.needsFFmpeg {
            throw LineworkError.invalidOption(name: "--output", value: output!, allowed: "must end in .mp4 or .webm")
        }
        try json.output?.checkWritable()
        if let output { try AtomicFile.checkWritable(output) }
        try OutputPlan(inputs: [video], outputs: [("--output", output), ("--json", json)]).check()
        let environment = ProcessInfo.processInfo.environment
        let info = try VideoInfo.probe(video, environment: environment)
        var analyzer = VideoSaliencyAnalyzer()
        analyzer.samplesPerSecond = samplesPerSecond
        analyzer.faceFinder = faces ? try poseStep { try FaceCue.finder(environment: environment) } : nil
        let batch = AtomicFile.Batch()

        let reading = FrameProgress(total: info.frameCount, label: "analysing frame")
        let track = try analyzer.analyze(video, info: info, environment: environment, progress: reading.report)
        reading.end()
        let plan = try ReframePlan(track: track, aspect: ratio)
        if let output = json.output { try output.write(plan.jsonText, into: batch) }
        if let format, let output {
            let encoder = try FFmpegEncoder(format: format, width: plan.width, height: plan.height, frameRate: info.frameRate,
                                            soundtrack: Soundtrack(path: video, info: info), environment: environment,
                                            output: try batch.stream(to: output))
            let writing = FrameProgress(total: track.frameCount, label: "writing frame")
            try ReframeRenderer.render(plan, source: video, info: info, into: encoder, environment: environment,
                                       progress: writing.report)
            writing.end()
            try encoder.finish()
        }
        try OutputFile.commit(batch)
    }
}
