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
    var seconds = 6.0

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
        guard seconds.isFinite, seconds > 0, seconds <= PanVideo.maximumSeconds else {
            throw LineworkError.invalidOption(name: "--seconds", value: "\(seconds)",
                                              allowed: "must be above 0 and at most \(Int(PanVideo.maximumSeconds))")
        }
        if let svg, (try? RenderFormat.forPath(svg)) != .svg {
            throw LineworkError.invalidOption(name: "--svg", value: svg, allowed: "must end in .svg")
        }
        let format = try video.map(VideoFormat.init(path:))
        let fps = fps ?? (format == .gif ? 12 : 30)
        guard (1...60).contains(fps) else {
            throw LineworkError.invalidOption(name: "--fps", value: "\(fps)", allowed: "must be 1…60 frames per second")
        }
        let frame = try frameSize(format: format)
        let (photos, isAlbum) = try inputPhotos()
        if isAlbum, let svg {
            throw LineworkError.invalidOption(name: "--svg", value: svg, allowed: "draws one photo; an album makes a --video")
        }
        try [svg, video].compactMap { $0 }.forEach(AtomicFile.checkWritable)
        try OutputPlan(inputs: photos, outputs: [("--svg", svg), ("--video", video)]).check()
        if let format { try PanVideo.checkSize(format: format, frame: frame, fps: fps, seconds: seconds) }
        let batch = AtomicFile.Batch()
        // The video is written as it is rendered, into a temporary file beside it; ffmpeg is
        // started (or its absence reported) before the long work.
        let sink = try format.map { format in
            try format.sink(width: frame.width, height: frame.height, fps: fps,
                            environment: ProcessInfo.processInfo.environment, output: try batch.stream(to: video!))
        }
        let options = try strokes.drawOptions(art: try ArtFlags.parse([]))
        // One photo is analysed once for both outputs; an album's photos one at a time, as the video reaches them.
        let each = PanVideo.timeline(seconds: seconds, pictures: photos.count).each
        let single = photos.count == 1 ? try Analysis(photos[0], command: self, options: options, pictureSeconds: each) : nil
        if let svg, let single, let drawing = single.drawing {
            let scene = style == .both ? AnimationStyle.both.scene(photo: single.photo, drawing: drawing.art.scene)
                : transparent(drawing.art.scene)
            let schedule = try RevealSchedule(scene: scene, order: order.strokes(of: scene, heatmap: single.observation.heatmap),
                                              seconds: seconds)
            try batch.add(try AnimatedSVG.render(scene, schedule: schedule), to: svg)
        }
        if video != nil, let sink {
            let pan = try PanVideo(pictureCount: photos.count, width: frame.width, height: frame.height, fps: fps,
                                   seconds: seconds) { i in
                try subject(single ?? Analysis(photos[i], command: self, options: options, pictureSeconds: each), frame: frame,
                            pictureSeconds: PanVideo.timeline(seconds: seconds, pictures: photos.count).each)
            }
            let progress = FrameProgress(total: pan.frameCount)
            try pan.render(into: sink, progress: progress.report)
            progress.end()
            try sink.finish()
        }
        try OutputFile.commit(batch)
    }

    /// What one photo gives an animation: its pixels, faces, saliency and (when asked for) drawing.
    struct Analysis {
        var photo: Image<UInt8>
        var width: Int, height: Int
        var faces: [FaceBox]
        var observation: SaliencyObservation
        var drawing: LineDrawing?

        /// For a video: the file, its description, and the shot played (first frame, frame count).
        var clip: (path: String, info: VideoInfo, start: Int, frames: Int)?

        init(_ path: String, command: AnimateCommand, options: DrawOptions, pictureSeconds: Double) throws {
            let decoded: (pixels: PixelBuffer, width: Int, height: Int)
            if VideoInfo.isVideoPath(path) {
                let key = try VideoKeyFrame(path: path, faces: command.faces, pictureSeconds: pictureSeconds)
                decoded = (key.pixels, key.pixels.width, key.pixels.height)
                clip = (path, key.info, key.playStart, key.playFrames)
            } else {
                let photo = try command.inputOptions.decoder().decode(path: path)
                decoded = (photo.pixels, photo.width, photo.height)
            }
            var request = try SaliencyRequest(model: .attention)
            request.faces = command.faces ? try poseStep { try FaceCue.faces(in: decoded.pixels) } : []
            faces = request.faces
            observation = request.perform(on: decoded.pixels)
            let needsDrawing = command.svg != nil || (command.video != nil && (command.style ?? .photo).needsDrawing)
            drawing = needsDrawing ? try command.draw(decoded.pixels, options: options, path: path) : nil
            photo = decoded.pixels.eightBit
            (width, height) = (decoded.width, decoded.height)
        }
    }

    /// The camera's subject for one analysed photo, in `--style`, for frames of `frame`'s size.
    func subject(_ analysis: Analysis, frame: (width: Int, height: Int), pictureSeconds: Double) throws -> PanVideo.Subject {
        let style = style ?? .photo
        // The camera zooms in at most CameraPath.maximumZoom: more photo pixels than that never show.
        let side = Int((CameraPath.maximumZoom * Double(max(frame.width, frame.height))).rounded(.up))
        let scene = style.scene(photo: analysis.photo.downscaled(toMaximumDimension: side), drawing: analysis.drawing?.art.scene)
        // The drawing finishes with a sixth of the picture's time to spare, to be seen whole.
        let schedule = style == .both
            ? try RevealSchedule(scene: scene, order: order.strokes(of: scene, heatmap: analysis.observation.heatmap),
                                 seconds: pictureSeconds * 5 / 6) : nil
        // The wide shot where `crop` would cut it; none when the frame's ratio fits no window.
        let ratio = try AspectRatio(width: frame.width, height: frame.height)
        let crop = try? SaliencyCrop(imageWidth: analysis.width, imageHeight: analysis.height, aspect: ratio,
                                     map: analysis.observation.map, faces: analysis.faces)
        let wide: NormalizedRect? = crop.map { (c: SaliencyCrop) -> NormalizedRect in
            NormalizedRect(left: Double(c.x), top: Double(c.y), right: Double(c.x + c.width), bottom: Double(c.y + c.height),
                           imageWidth: analysis.width, imageHeight: analysis.height)
        }
        // A video's shot plays under the camera when the photo is filmed; a drawing stays still.
        let clip = try style == .photo ? analysis.clip.map { clip in
            try ClipPicture(path: clip.path, info: clip.info, startFrame: clip.start, frames: clip.frames,
                            width: scene.width, height: scene.height)
        } : nil
        return PanVideo.Subject(shot: try CameraShot(scene: scene, schedule: schedule), wide: wide,
                                targets: CameraPath.targets(faces: analysis.faces, objects: analysis.observation.salientObjects),
                                clip: clip)
    }

    /// The photo, or the album folder's PNG and JPEG files in name order; whether it is an album.
    func inputPhotos() throws -> (photos: [String], isAlbum: Bool) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder), isFolder.boolValue else { return ([input], false) }
        let names = try FileManager.default.contentsOfDirectory(atPath: input).filter {
            ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased()) || (video != nil && VideoInfo.isVideoPath($0))
        }.sorted()
        guard !names.isEmpty else {
            throw LineworkError.invalidOption(name: "INPUT", value: input,
                                              allowed: "the folder holds no .png, .jpg or .jpeg photo (nor, for --video, a video)")
        }
        return (names.map { "\(input)/\($0)" }, true)
    }

    /// `--size`, or the default size at `--aspect`.
    func frameSize(format: VideoFormat?) throws -> (width: Int, height: Int) {
        if let size {
            guard aspect == nil else {
                throw LineworkError.invalidOption(name: "--aspect", value: aspect!, allowed: "give --size or --aspect, not both")
            }
            let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            let side = FrameRenderer.maximumSide
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (2...side).contains(w), (2...side).contains(h) else {
                throw LineworkError.invalidOption(name: "--size", value: size, allowed: "expected WxH with each side 2…\(side) pixels")
            }
            return (w, h)
        }
        let ratio = try AspectRatio(parsing: aspect ?? "16:9")
        let longer = format == .gif ? 480 : 1280
        func even(_ value: Double) -> Int { max(2, 2 * Int((value / 2).rounded())) }
        return ratio.width >= ratio.height
            ? (longer, even(Double(longer * ratio.height) / Double(ratio.width)))
            : (even(Double(longer * ratio.width) / Double(ratio.height)), longer)
    }

    /// `draw`'s drawing of the photo, with its notes on standard error.
    func draw(_ pixels: PixelBuffer, options: DrawOptions, path: String) throws -> LineDrawing {
        let bodyMask = options.weight == .pose ? try ArtFlags.bodyMask(of: pixels) : nil
        let drawing = try LineDrawing(pixels, options: options, bodyMask: bodyMask)
        for note in drawing.notes {
            if case .empty = note { ArtFlags.note("warning: \(path): the drawing is empty (--lines \(options.lines.rawValue))") }
        }
        return drawing
    }

    /// `scene` without its background, as `draw --svg` writes it.
    private func transparent(_ scene: Scene) -> Scene {
        var scene = scene
        scene.background = .transparent
        return scene
    }
}

extension AnimationOrder: ExpressibleByArgument {}
extension AnimationStyle: ExpressibleByArgument {}
