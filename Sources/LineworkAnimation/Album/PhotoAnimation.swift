import Foundation
import LineworkArt
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkSaliency
import LineworkScene

/// `linework animate`'s job: a photo's drawing that draws itself (an animated SVG), or a camera
/// panning over a photo's or an album's salient regions (a video), in one call.
///
/// ```swift
/// var options = AnimationOptions()
/// options.style = .both
/// var animation = try PhotoAnimation(input: "portrait.jpg", options: options, makesVideo: false, makesSVG: true)
/// try Data(animation.animatedSVG()).write(to: URL(fileURLWithPath: "portrait.svg"))
/// ```
///
/// An album is a folder: its PNG and JPEG files in name order (and, for a video, its videos,
/// each playing its most salient shot), one pan per picture, cross-faded.
public struct PhotoAnimation {
    /// The pictures animated: one photo, or an album's files in name order.
    public let pictures: [String]
    /// Whether the input was a folder.
    public let isAlbum: Bool
    /// The options.
    public let options: AnimationOptions
    /// Told the path of each picture whose drawing is empty (`linework animate` warns).
    public var emptyDrawing: (String) -> Void = { _ in }

    private let decoder: ImageDecoder
    /// A single picture is analysed once, for both outputs.
    private var single: AnimatedPicture?
    private let needsDrawingForSVG: Bool

    /// Prepares the animation of `input`, a photo or an album folder.
    ///
    /// - Parameters:
    ///   - input: a PNG or JPEG file, or a folder of them (an album).
    ///   - options: checked first.
    ///   - makesVideo: whether a video will be made (an album may then hold videos).
    ///   - makesSVG: whether an animated SVG will be made (it draws one photo, not an album).
    ///   - decoder: reads the photos (its resource limits apply).
    /// - Throws: `LineworkError.invalidOption` naming `input` for an album with no picture or
    ///   an album asked for an SVG, or the options' field at fault.
    public init(input: String, options: AnimationOptions, makesVideo: Bool = true, makesSVG: Bool = false,
                decoder: ImageDecoder = ImageDecoder()) throws {
        try options.validate()
        (pictures, isAlbum) = try Self.pictures(at: input, includingVideos: makesVideo)
        if isAlbum && makesSVG {
            throw LineworkError.invalidOption(name: "input", value: input, allowed: "an animated SVG draws one photo; an album makes a video")
        }
        self.options = options
        self.decoder = decoder
        needsDrawingForSVG = makesSVG
    }

    /// The photo, or the album folder's PNG and JPEG files (and videos when `includingVideos`)
    /// in name order, and whether `input` is a folder.
    public static func pictures(at input: String, includingVideos: Bool) throws -> (pictures: [String], isAlbum: Bool) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder), isFolder.boolValue else { return ([input], false) }
        let names = try FileManager.default.contentsOfDirectory(atPath: input).filter {
            ImageFormat.isPhotoPath($0) || (includingVideos && VideoInfo.isVideoPath($0))
        }.sorted()
        guard !names.isEmpty else {
            throw LineworkError.invalidOption(name: "input", value: input,
                                              allowed: "the folder holds no .png, .jpg or .jpeg photo (nor, for a video, a video)")
        }
        return (names.map { "\(input)/\($0)" }, true)
    }

    /// The time each picture shows and the cross-fade between them.
    var timeline: (each: Double, fade: Double) { PanVideo.timeline(seconds: options.seconds, pictures: pictures.count) }

    /// Analyses picture `index` (the single picture once).
    private mutating func picture(_ index: Int, forVideo: Bool) throws -> AnimatedPicture {
        if pictures.count == 1, let single { return single }
        let style = options.style ?? .photo
        let analysed = try AnimatedPicture(pictures[index], options: options, decoder: decoder,
                                           needsDrawing: needsDrawingForSVG || (forVideo && style.needsDrawing),
                                           pictureSeconds: timeline.each, emptyDrawing: emptyDrawing)
        if pictures.count == 1 { single = analysed }
        return analysed
    }

    /// The drawing drawing itself as one self-contained animated SVG (CSS, no script); its
    /// last frame is `LineDrawing`'s SVG. With style `both`, the faded photo lies under it.
    ///
    /// - Returns: the SVG file's bytes.
    /// - Throws: `LineworkError.invalidOption` naming `input` for an album or an animation
    ///   prepared without `makesSVG`; decoding, drawing and schedule errors.
    public mutating func animatedSVG() throws -> [UInt8] {
        guard needsDrawingForSVG, !isAlbum else {
            throw LineworkError.invalidOption(name: "input", value: pictures[0],
                                              allowed: "an animated SVG draws one photo, prepared with makesSVG; an album makes a video")
        }
        let analysed = try picture(0, forVideo: false)
        guard let drawing = analysed.drawing else {
            throw LineworkError.missingInput(subject: "drawing", detail: "\(pictures[0]) was analysed without its drawing")
        }
        var scene = drawing.art.scene
        if options.style == .both {
            scene = AnimationStyle.both.scene(photo: analysed.photo, drawing: scene)
        } else {
            scene.background = .transparent
        }
        let schedule = try RevealSchedule(scene: scene, order: options.order.strokes(of: scene, heatmap: analysed.observation.heatmap),
                                          seconds: options.seconds)
        return try AnimatedSVG.render(scene, schedule: schedule)
    }

    /// Checks, before any work, that a video in `format` at these options is within bounds.
    ///
    /// - Throws: the field at fault (`framesPerSecond`, `frameSize`, `aspect`), or
    ///   `.resourceLimit` for a video above `PanVideo.maximumVideoBytes`.
    public func checkVideo(format: VideoFormat) throws {
        let fps = try options.resolvedFramesPerSecond(for: format)
        let frame = try options.resolvedFrameSize(for: format)
        try PanVideo.checkSize(format: format, frame: (frame.width, frame.height), fps: fps, seconds: options.seconds)
    }

    /// The number of frames of a video in `format`: round(seconds · fps), at least 1.
    public func frameCount(for format: VideoFormat) throws -> Int {
        max(1, Int((options.seconds * Double(try options.resolvedFramesPerSecond(for: format))).rounded()))
    }

    /// Renders the camera pan into `sink` (made for `format` at `resolvedFrameSize(for:)` and
    /// `resolvedFramesPerSecond(for:)`), analysing an album's pictures as the video reaches them.
    ///
    /// - Parameter progress: told each frame's index as it is written.
    public mutating func renderVideo(format: VideoFormat, into sink: any FrameSink, progress: ((Int) -> Void)? = nil) throws {
        try checkVideo(format: format)
        let fps = try options.resolvedFramesPerSecond(for: format)
        let frame = try options.resolvedFrameSize(for: format)
        var this = self
        let pan = try PanVideo(pictureCount: pictures.count, width: frame.width, height: frame.height, fps: fps,
                               seconds: options.seconds) { i in
            try this.subject(this.picture(i, forVideo: true), frame: frame)
        }
        try pan.render(into: sink, progress: progress)
        single = this.single
    }

    /// The camera's subject for one analysed picture, for frames of `frame`'s size.
    private func subject(_ analysed: AnimatedPicture, frame: PixelSize) throws -> PanVideo.Subject {
        let style = options.style ?? .photo
        // The camera zooms in at most CameraPath.maximumZoom: more photo pixels than that never show.
        let side = Int((CameraPath.maximumZoom * Double(max(frame.width, frame.height))).rounded(.up))
        let scene = style.scene(photo: analysed.photo.downscaled(toMaximumDimension: side), drawing: analysed.drawing?.art.scene)
        // The drawing finishes with a sixth of the picture's time to spare, to be seen whole.
        let schedule = style == .both
            ? try RevealSchedule(scene: scene, order: options.order.strokes(of: scene, heatmap: analysed.observation.heatmap),
                                 seconds: timeline.each * 5 / 6) : nil
        // The wide shot where `crop` would cut it; none when the frame's ratio fits no window.
        let ratio = try AspectRatio(width: frame.width, height: frame.height)
        let crop = try? SaliencyCrop(imageWidth: analysed.width, imageHeight: analysed.height, aspect: ratio,
                                     map: analysed.observation.map, faces: analysed.faces)
        let wide = crop.map { c in
            NormalizedRect(left: Double(c.x), top: Double(c.y), right: Double(c.x + c.width), bottom: Double(c.y + c.height),
                           imageWidth: analysed.width, imageHeight: analysed.height)
        }
        // A video's shot plays under the camera when the photo is filmed; a drawing stays still.
        let clip = try style == .photo ? analysed.clip.map { clip in
            try ClipPicture(path: clip.path, info: clip.info, startFrame: clip.start, frames: clip.frames,
                            width: scene.width, height: scene.height)
        } : nil
        return PanVideo.Subject(shot: try CameraShot(scene: scene, schedule: schedule), wide: wide,
                                targets: CameraPath.targets(faces: analysed.faces, objects: analysed.observation.salientObjects),
                                clip: clip)
    }
}
