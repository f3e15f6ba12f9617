import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkRender
import LineworkSaliency
import LineworkScene

/// A camera panning across one photo's salient regions, or across an album, one short pan per
/// photo with cross-fades between them: frames rendered one at a time and streamed to a sink.
///
/// One picture gets the whole duration and visits every target (`CameraPath`). An album of n
/// pictures gives each `timeline(seconds:pictures:).each` seconds and its first target only;
/// each picture after the first fades in over the last `fade` seconds of the one before (its
/// camera already moving), so the pictures' times overlap by `fade` and add up to `seconds`.
/// Frame k shows time k / fps; there are round(seconds · fps) frames.
///
/// Memory: a picture is asked for (`subject`) when its time begins and let go when it ends, so
/// at most two are held at once (during a cross-fade), however long the album; one frame
/// buffer is reused for every frame.
public struct PanVideo {
    /// What the camera films in one picture.
    public struct Subject {
        /// The picture, ready for filming.
        public var shot: CameraShot
        /// Where its wide window lies (`CameraPath`'s `wide`); nil centres it.
        public var wide: NormalizedRect?
        /// The boxes to visit, most important first (`CameraPath.targets`).
        public var targets: [NormalizedRect]
        /// A video's shot played in place of `shot`'s photo (same size), frame by frame as the
        /// pan goes on; nil for a still picture.
        public var clip: ClipPicture?

        /// Creates a subject from its shot, its wide window's place, its targets and, for a
        /// video, the clip played in its place.
        public init(shot: CameraShot, wide: NormalizedRect? = nil, targets: [NormalizedRect], clip: ClipPicture? = nil) {
            self.shot = shot
            self.wide = wide
            self.targets = targets
            self.clip = clip
        }
    }

    /// Frame width and height in pixels.
    public let width: Int, height: Int
    /// Frames per second.
    public let fps: Int
    /// The video's length in seconds.
    public let seconds: Double
    /// The cross-fade between consecutive pictures, in seconds (0 for one picture).
    public let fade: Double
    /// How long each picture is on screen, in seconds, its cross-fades included.
    public let pictureSeconds: Double
    /// When each picture starts, in seconds from the start of the video.
    public let starts: [Double]
    /// Picture i, made when it is first needed.
    private let subject: (Int) throws -> Subject

    /// The longest video: an hour.
    public static let maximumSeconds = 3600.0

    /// Each picture's time and the cross-fade for an album of `pictures` in `seconds`: the fade
    /// is a quarter of an even share, at most 1 s, and each picture lasts its share plus the fade
    /// it overlaps with the next (all of `seconds` for a single picture).
    public static func timeline(seconds: Double, pictures: Int) -> (each: Double, fade: Double) {
        guard pictures > 1 else { return (seconds, 0) }
        let n = Double(pictures)
        let fade = min(1, seconds / n / 4)
        return ((seconds + (n - 1) * fade) / n, fade)
    }

    /// A video of `pictureCount` pictures, each made by `subject` when its time comes.
    ///
    /// - Parameters:
    ///   - pictureCount: how many pictures the video shows, at least 1.
    ///   - width: the frame width in pixels (the camera windows take the frame's aspect ratio).
    ///   - height: the frame height in pixels.
    ///   - fps: frames per second, 1…120.
    ///   - seconds: the length, in (0, `maximumSeconds`].
    ///   - subject: picture i (0 ≤ i < `pictureCount`); its errors end `render`.
    /// - Throws: `LineworkError.invalidOption` naming `pictures`, `seconds`, `fps` or `size`.
    public init(pictureCount: Int, width: Int, height: Int, fps: Int, seconds: Double,
                subject: @escaping (Int) throws -> Subject) throws {
        guard pictureCount > 0 else {
            throw LineworkError.invalidOption(name: "pictures", value: "\(pictureCount)", allowed: "a video needs at least one picture")
        }
        guard seconds.isFinite, seconds > 0, seconds <= Self.maximumSeconds else {
            throw LineworkError.invalidOption(name: "seconds", value: "\(seconds)",
                                              allowed: "must be above 0 and at most \(Int(Self.maximumSeconds))")
        }
        guard (1...120).contains(fps) else {
            throw LineworkError.invalidOption(name: "fps", value: "\(fps)", allowed: "must be 1…120 frames per second")
        }
        guard (2...FrameRenderer.maximumSide).contains(width), (2...FrameRenderer.maximumSide).contains(height) else {
            throw LineworkError.invalidOption(name: "size", value: "\(width)×\(height)",
                                              allowed: "each side must be 2…\(FrameRenderer.maximumSide) pixels")
        }
        // The camera's windows take the frame's aspect ratio, which `CameraPath` bounds: refuse
        // here what it would refuse at the first frame.
        guard (0.01...100).contains(Double(width) / Double(height)) else {
            throw LineworkError.invalidOption(name: "size", value: "\(width)×\(height)",
                                              allowed: "must be a width over height in 0.01…100")
        }
        let (each, fade) = Self.timeline(seconds: seconds, pictures: pictureCount)
        (pictureSeconds, self.fade) = (each, fade)
        starts = (0..<pictureCount).map { Double($0) * (each - fade) }
        (self.width, self.height, self.fps, self.seconds, self.subject) = (width, height, fps, seconds, subject)
    }

    /// A video of `subjects`, held from the start (see `init(pictureCount:width:height:fps:seconds:subject:)`).
    public init(subjects: [Subject], width: Int, height: Int, fps: Int, seconds: Double) throws {
        try self.init(pictureCount: subjects.count, width: width, height: height, fps: fps, seconds: seconds) { subjects[$0] }
    }

    /// The camera's path over `subject`, in the picture's own time: every target for a single
    /// picture, the first for an album's.
    public func path(for subject: Subject) throws -> CameraPath {
        try CameraPath(imageWidth: subject.shot.width, imageHeight: subject.shot.height,
                       frameAspect: Double(width) / Double(height), wide: subject.wide,
                       targets: starts.count == 1 ? subject.targets : Array(subject.targets.prefix(1)),
                       seconds: pictureSeconds, fps: Double(fps))
    }

    /// The number of frames: round(seconds · fps), at least 1.
    public var frameCount: Int { max(1, Int((seconds * Double(fps)).rounded())) }

    /// Renders every frame in order into `sink`, holding one frame and at most two pictures at a time.
    ///
    /// - Parameters:
    ///   - sink: the encoder the frames go to (`GIFEncoder`, `APNGEncoder`, `FFmpegEncoder`).
    ///   - progress: called after each frame with the number of frames done.
    /// - Throws: the subjects', the renderer's and the sink's errors.
    public func render(into sink: any FrameSink, progress: ((Int) -> Void)? = nil) throws {
        let renderer = try FrameRenderer(width: width, height: height)
        var loaded: [Int: (shot: CameraShot, path: CameraPath)] = [:]
        var clips: [Int: ClipPicture] = [:]
        for k in 0..<frameCount {
            let t = Double(k) / Double(fps)
            renderer.clear()
            for (i, start) in starts.enumerated() {
                let local = t - start
                let last = i == starts.count - 1
                guard local >= 0, last || local < pictureSeconds else {
                    if local >= 0 { (loaded[i], clips[i]) = (nil, nil) }   // over: let it go
                    continue
                }
                if loaded[i] == nil {
                    let made = try subject(i)
                    loaded[i] = (made.shot, try path(for: made))
                    clips[i] = made.clip
                }
                let picture = loaded[i]!
                let opacity = i > 0 && local < fade ? local / fade : 1
                let shot = try clips[i]?.shot(at: local) ?? picture.shot
                try renderer.draw(shot, window: picture.path.window(at: local), seconds: local, opacity: opacity)
            }
            try renderer.withRGBA { try sink.append(rgba: $0) }
            progress?(k + 1)
        }
    }
}

extension PanVideo {
    /// The largest GIF or APNG written, at worst: 4 GiB. Frames are written as they are
    /// rendered, so memory is never the limit, but the disk is; MP4 and WebM compress far
    /// better and have no such bound.
    public static let maximumVideoBytes = 4.0 * Double(1 << 30)

    /// Refuses, before any work, a GIF or APNG whose worst-case size
    /// (`VideoFormat.worstCaseBytes`) is above `maximumVideoBytes`, naming the fields that set
    /// it (`seconds`, `fps`, `size`).
    ///
    /// - Throws: `LineworkError.resourceLimit`.
    public static func checkSize(format: VideoFormat, frame: (width: Int, height: Int), fps: Int, seconds: Double) throws {
        let frames = Int((seconds * Double(fps)).rounded(.up))
        guard let bytes = format.worstCaseBytes(width: frame.width, height: frame.height, frames: frames),
              bytes > maximumVideoBytes else { return }
        throw LineworkError.resourceLimit(detail: "`video`: \(frames) frames of \(frame.width)×\(frame.height) "
            + "(`seconds` × `fps`, `size`) could make a \(String(format: "%.1f", bytes / 1e9)) GB .\(format.rawValue), "
            + "above the \(String(format: "%.1f", maximumVideoBytes / 1e9)) GB limit; shorten `seconds`, lower `fps` or `size`, "
            + "or write .mp4")
    }
}
