import LineworkCodecs
import LineworkCore
import LineworkRender
import LineworkSaliency

/// A camera panning across one photo's salient regions, or across an album, one short pan per
/// photo with cross-fades between them: frames rendered one at a time and streamed to a sink.
///
/// One picture gets the whole duration and visits every target (`CameraPath`). An album of n
/// pictures gives each `timeline(seconds:pictures:).each` seconds and its first target only;
/// each picture after the first fades in over the last `fade` seconds of the one before (its
/// camera already moving), so the pictures' times overlap by `fade` and add up to `seconds`.
/// Frame k shows time k / fps; there are round(seconds · fps) frames.
public struct PanVideo {
    /// One picture of the video: what is filmed, the camera's path over it and when it starts.
    public struct Picture {
        /// What is filmed.
        public var shot: CameraShot
        /// The camera over it, in the picture's own time.
        public var path: CameraPath
        /// When the picture starts, in seconds from the start of the video.
        public var start: Double
    }

    /// Frame width and height in pixels.
    public let width: Int, height: Int
    /// Frames per second.
    public let fps: Int
    /// The video's length in seconds.
    public let seconds: Double
    /// The cross-fade between consecutive pictures, in seconds (0 for one picture).
    public let fade: Double
    /// The pictures in order.
    public private(set) var pictures: [Picture]

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

    /// A video of `pictures`, each with where its wide window lies (nil: centred) and its
    /// targets (most important first; see `CameraPath.targets`).
    ///
    /// - Parameters:
    ///   - width, height: the frame size in pixels (the camera windows take its aspect ratio).
    ///   - fps: frames per second, 1…120.
    ///   - seconds: the length, in (0, `maximumSeconds`].
    /// - Throws: `LineworkError.invalidOption` naming `pictures`, `seconds`, `fps` or `size`.
    public init(pictures: [(shot: CameraShot, wide: NormalizedRect?, targets: [NormalizedRect])], width: Int, height: Int, fps: Int,
                seconds: Double) throws {
        guard !pictures.isEmpty else {
            throw LineworkError.invalidOption(name: "pictures", value: "0", allowed: "a video needs at least one picture")
        }
        guard seconds.isFinite, seconds > 0, seconds <= Self.maximumSeconds else {
            throw LineworkError.invalidOption(name: "seconds", value: "\(seconds)",
                                              allowed: "must be above 0 and at most \(Int(Self.maximumSeconds))")
        }
        guard width > 0, height > 0 else {
            throw LineworkError.invalidOption(name: "size", value: "\(width)×\(height)", allowed: "must be positive")
        }
        let (each, fade) = Self.timeline(seconds: seconds, pictures: pictures.count)
        self.pictures = try pictures.enumerated().map { i, picture in
            let path = try CameraPath(imageWidth: picture.shot.width, imageHeight: picture.shot.height,
                                      frameAspect: Double(width) / Double(height), wide: picture.wide,
                                      targets: pictures.count == 1 ? picture.targets : Array(picture.targets.prefix(1)),
                                      seconds: each, fps: Double(fps))
            return Picture(shot: picture.shot, path: path, start: Double(i) * (each - fade))
        }
        (self.width, self.height, self.fps, self.seconds, self.fade) = (width, height, fps, seconds, fade)
    }

    /// The number of frames: round(seconds · fps), at least 1.
    public var frameCount: Int { max(1, Int((seconds * Double(fps)).rounded())) }

    /// Renders every frame in order into `sink`, holding one frame at a time.
    ///
    /// - Parameter progress: called after each frame with the number of frames done.
    /// - Throws: the renderer's and the sink's errors.
    public func render(into sink: any FrameSink, progress: ((Int) -> Void)? = nil) throws {
        let renderer = try FrameRenderer(width: width, height: height)
        for k in 0..<frameCount {
            try draw(frame: k, on: renderer)
            try renderer.withRGBA { try sink.append(rgba: $0) }
            progress?(k + 1)
        }
    }

    /// Draws frame `k`: every picture on screen at its time, later ones fading in over earlier.
    public func draw(frame k: Int, on renderer: FrameRenderer) throws {
        let t = Double(k) / Double(fps)
        renderer.clear()
        for (i, picture) in pictures.enumerated() {
            let local = t - picture.start
            let last = i == pictures.count - 1
            guard local >= 0, last || local < picture.path.seconds else { continue }
            let opacity = i > 0 && local < fade ? local / fade : 1
            try renderer.draw(picture.shot, window: picture.path.window(at: local), seconds: local, opacity: opacity)
        }
    }
}
