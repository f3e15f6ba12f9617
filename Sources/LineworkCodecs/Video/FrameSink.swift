import LineworkCore

/// Where a video's frames go, one at a time: an encoder that writes each frame to its output
/// as it comes (`VideoOutput`: a file being written, or memory), keeping neither the frames nor
/// the file, so a long video needs the memory of one frame.
public protocol FrameSink: AnyObject {
    /// Encodes one frame: 8-bit RGBA, top row first, of the size the sink was made for.
    ///
    /// - Throws: `LineworkError` when encoding or writing fails.
    func append(rgba: UnsafeBufferPointer<UInt8>) throws

    /// Ends the video: its output holds the whole file.
    ///
    /// - Throws: `LineworkError` when encoding or writing fails.
    func finish() throws
}

/// A video file format, chosen by the output's extension.
public enum VideoFormat: String, Sendable, CaseIterable {
    /// H.264 in MP4, through ffmpeg.
    case mp4
    /// VP9 in WebM, through ffmpeg.
    case webm
    /// Animated GIF (`GIFEncoder`): 256 colours, no ffmpeg needed.
    case gif
    /// Animated PNG (`APNGEncoder`): lossless, no ffmpeg needed.
    case apng

    /// The format of a path by its extension (.mp4, .webm, .gif, .apng or .png, any case).
    ///
    /// - Throws: `LineworkError.invalidOption` naming `video` for any other extension.
    public init(path: String) throws {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let ext = name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } ?? ""
        switch ext {
        case "mp4": self = .mp4
        case "webm": self = .webm
        case "gif": self = .gif
        case "apng", "png": self = .apng
        default:
            throw LineworkError.invalidOption(name: "video", value: path, allowed: "must end in .mp4, .webm, .gif or .apng")
        }
    }

    /// Whether the format is encoded by ffmpeg (a separate program, Debian's `ffmpeg` package).
    public var needsFFmpeg: Bool { self == .mp4 || self == .webm }

    /// Whether the frame's sides must be even (yuv420p halves the colour planes).
    public var needsEvenSides: Bool { needsFFmpeg }

    /// Checks a frame size (sides 1…65535, the most GIF and PNG headers hold) and a frame rate
    /// in `frameRates`, naming `size` or `fps` when out of range.
    /// The most pixels a frame may have: 4096 × 4096, the frame renderer's largest frame.
    public static let maximumFramePixels = 4096 * 4096

    func check(width: Int, height: Int, fps: Int, frameRates: ClosedRange<Int>) throws {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw LineworkError.invalidOption(name: "size", value: "\(width)×\(height)",
                                              allowed: ".\(rawValue) sides must be 1…65535 pixels")
        }
        // The encoders hold a frame or two: a format's largest side squared would be gigabytes.
        guard width * height <= Self.maximumFramePixels else {
            throw LineworkError.invalidOption(name: "size", value: "\(width)×\(height)",
                                              allowed: "must be at most \(Self.maximumFramePixels) pixels a frame (4096×4096)")
        }
        guard frameRates.contains(fps) else {
            throw LineworkError.invalidOption(name: "fps", value: "\(fps)",
                allowed: ".\(rawValue) shows \(frameRates.lowerBound)…\(frameRates.upperBound) frames per second")
        }
    }

    /// A sink for `width` × `height` frames at `fps` frames per second, writing into `output`.
    ///
    /// - Parameters:
    ///   - width: the frame width in pixels.
    ///   - height: the frame height in pixels.
    ///   - fps: frames per second.
    ///   - environment: where ffmpeg is looked for (its `PATH`).
    ///   - output: where the video goes: memory or a file for GIF and APNG; a file
    ///     (`AtomicFile.Stream`, whose `temporaryPath` ffmpeg writes) for MP4 and WebM.
    /// - Throws: `LineworkError.invalidOption` naming `video` when ffmpeg is needed but missing
    ///   or `output` is not a file for it, or `size` / `fps` out of the format's range.
    public func sink(width: Int, height: Int, fps: Int, environment: [String: String],
                     output: any VideoOutput) throws -> any FrameSink {
        switch self {
        case .gif: return try GIFEncoder(width: width, height: height, fps: fps, output: output)
        case .apng: return try APNGEncoder(width: width, height: height, fps: fps, output: output)
        case .mp4, .webm:
            guard let file = output as? AtomicFile.Stream else {
                throw LineworkError.invalidOption(name: "video", value: ".\(rawValue)",
                                                  allowed: "is written by ffmpeg into a file: give an AtomicFile.Stream")
            }
            return try FFmpegEncoder(format: self, width: width, height: height, fps: fps, environment: environment,
                                     output: file)
        }
    }

    /// The most bytes a video of `frames` frames of `width` × `height` may take in this format,
    /// as a bound for refusing absurd requests before any work: GIF at most 12 bits per pixel
    /// of LZW codes (plus a 3 % margin for sub-block lengths and clear codes), APNG the
    /// uncompressed RGB rows plus deflate's stored-block overhead, MP4 and WebM nothing
    /// meaningful (ffmpeg's codecs compress far below either), so nil.
    public func worstCaseBytes(width: Int, height: Int, frames: Int) -> Double? {
        let pixels = Double(width) * Double(height) * Double(frames)
        switch self {
        case .gif: return pixels * 1.5 * 1.03
        case .apng: return (Double(width) * 3 + 1) * Double(height) * Double(frames) * 1.001
        case .mp4, .webm: return nil
        }
    }
}
