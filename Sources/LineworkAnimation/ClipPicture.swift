import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkScene

/// A shot of a video played as the picture a pan films: `animate ALBUM --video` with video files
/// in the album. Frames are decoded one at a time as the pan's time reaches them (a
/// `VideoReader` started at the shot's first frame, at the picture's size), and the last frame
/// holds once the shot has played, so memory holds one frame whatever the clip's length.
public final class ClipPicture {
    /// The picture's width and height, in pixels.
    public let width: Int, height: Int
    private let reader: VideoReader
    private let path: String
    private let rate: Double
    private let frames: Int
    private var frame = [UInt8]()
    private var shown = -1
    private var shot: CameraShot?

    /// Plays `frames` frames of the video at `path` from `startFrame`, at `width` × `height`.
    ///
    /// - Throws: `LineworkError` from `VideoReader` (ffmpeg missing, out-of-range start …).
    public init(path: String, info: VideoInfo, startFrame: Int, frames: Int, width: Int, height: Int) throws {
        reader = try VideoReader(path: path, info: info, width: width, height: height, startFrame: startFrame)
        (self.width, self.height, self.rate, self.frames) = (width, height, info.frameRate.value, max(frames, 1))
        self.path = path
    }

    /// The picture `seconds` into the shot (its last frame once it has played).
    ///
    /// - Throws: `LineworkError` when decoding fails, or when the clip has no frame at all.
    public func shot(at seconds: Double) throws -> CameraShot {
        let wanted = min(max(Int(seconds * rate), 0), frames - 1)
        while shown < wanted, try reader.read(into: &frame) {
            shown += 1
            shot = nil
        }
        if let shot { return shot }
        guard shown >= 0 else { throw LineworkError.corruptVideo(path: path, detail: "no frame of the shot decodes") }
        let image = Image(validWidth: width, height: height, channels: 3, samples: frame)
        let made = try CameraShot(scene: Scene(width: width, height: height, background: .photo(image, fade: 0)))
        shot = made
        return made
    }
}
