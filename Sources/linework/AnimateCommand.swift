import ArgumentParser
import Foundation
import LineworkAnimation
import LineworkArt
import LineworkCodecs
import LineworkCore
import LineworkRender
import LineworkSaliency

/// `linework animate INPUT`: line art that draws itself (`--svg`), or a camera panning across a
/// photo's or an album's salient regions (`--video`).
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Animate a photo or an album: line art that draws itself (--svg), or a camera that pans where people look (--video).")

    @Argument(help: "A PNG or JPEG file, or a folder of them (an album, for --video).")
    var input: String

    @Option(help: ArgumentHelp("Write the drawing that draws itself as one self-contained animated SVG to FILE (CSS, no script).",
                               discussion: "Its last frame is draw --svg's drawing. With --style both, the faded photo lies under it."))
    var svg: String?

    @Option(help: ArgumentHelp("Write the camera pan to FILE: .mp4 or .webm (through ffmpeg), .gif or .apng.",
                               discussion: "The camera starts on the whole photo, then eases to each salient box (faces first) and holds; an album gets one pan per photo, cross-faded."))
    var video: String?

    @Option(help: "Stroke order: attention (most looked-at first, then nearest) or plotter (draw's plotter order).")
    var order = AnimationOrder.attention

    @Option(help: "Total duration in seconds (above 0, at most 3600).")
    var seconds = AnimationOptions().seconds

    @Option(help: ArgumentHelp("Frames per second of --video, 1…60.", discussion: "Default 30, or 12 for .gif."))
    var fps: Int?

    @Option(help: ArgumentHelp("Frame size WxH in pixels, at most \(FrameRenderer.maximumSide) a side (even for .mp4 and .webm).",
                               discussion: "Default: 1280 pixels on the longer side (480 for .gif) at --aspect."))
    var size: String?

    @Option(help: ArgumentHelp("Frame aspect ratio W:H of --video.", discussion: "Default 16:9; not with --size."))
    var aspect: String?

    @Option(help: ArgumentHelp("What the camera films: photo, drawing, or both (the drawing drawing itself over the faded photo).",
                               discussion: "Default photo for --video. For --svg, both puts the faded photo under the drawing."))
    var style: AnimationStyle?

    @Flag(inversion: .prefixedNo,
          help: ArgumentHelp("Use faces when the face model (or the pose model) is installed: the camera visits them first.",
                             discussion: "Models from Scripts/install-pose-model; without them nothing changes."))
    var faces = true

    @OptionGroup(title: "Strokes (as draw)") var strokes: DrawFlags
    @OptionGroup var inputOptions: InputOptions

    func run() throws {
        guard svg != nil || video != nil else {
            throw ValidationError("give --svg FILE, --video FILE or both")
        }
        if let svg, (try? RenderFormat.forPath(svg)) != .svg {
            throw LineworkError.invalidOption(name: "--svg", value: svg, allowed: "must end in .svg")
        }
        let format = try video.map(VideoFormat.init(path:))
        var animation = try PhotoAnimation(input: input, options: try options(), makesVideo: video != nil, makesSVG: svg != nil,
                                           decoder: try inputOptions.decoder())
        animation.emptyDrawing = { path in
            ArtFlags.note("warning: \(path): the drawing is empty (--lines \(animation.options.drawing.lines.rawValue))")
        }
        try [svg, video].compactMap { $0 }.forEach(AtomicFile.checkWritable)
        try OutputPlan(inputs: animation.pictures, outputs: [("--svg", svg), ("--video", video)]).check()
        if let format { try animation.checkVideo(format: format) }
        let batch = AtomicFile.Batch()
        // The video is written as it is rendered, into a temporary file beside it; ffmpeg is
        // started (or its absence reported) before the long work.
        let sink = try format.map { format in
            let frame = try animation.options.resolvedFrameSize(for: format)
            return try format.sink(width: frame.width, height: frame.height, fps: animation.options.resolvedFramesPerSecond(for: format),
                                   environment: ProcessInfo.processInfo.environment, output: try batch.stream(to: video!))
        }
        if let svg {
            try batch.add(try animation.animatedSVG(), to: svg)
        }
        if let format, let sink {
            let progress = FrameProgress(total: try animation.frameCount(for: format))
            try animation.renderVideo(format: format, into: sink, progress: progress.report)
            progress.end()
            try sink.finish()
        }
        try OutputFile.commit(batch)
    }

    /// The flags as the library's options.
    func options() throws -> AnimationOptions {
        var options = AnimationOptions()
        options.seconds = seconds
        options.framesPerSecond = fps
        options.frameSize = try size.map { try PixelSize(parsing: $0, field: "frameSize") }
        options.aspect = try aspect.map { try AspectRatio(parsing: $0) }
        options.style = style
        options.order = order
        options.usesFaces = faces
        options.drawing = try strokes.drawOptions(art: try ArtFlags.parse([]))
        return options
    }
}

extension AnimationOrder: ExpressibleByArgument {}
extension AnimationStyle: ExpressibleByArgument {}
