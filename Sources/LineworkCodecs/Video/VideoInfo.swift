import Foundation
import LineworkCore

/// What `ffprobe` says about a video file: its first video stream's size, frame rate, length
/// and rotation, and whether it has sound.
///
/// Sizes are as the video is shown: a stream stored 1920 × 1080 with a 90° display rotation
/// (a phone held upright) is 1080 × 1920 here, and `VideoReader` decodes it upright.
public struct VideoInfo: Sendable, Equatable {
    /// The Debian package that provides `ffprobe`.
    public static let package = "ffmpeg"
    /// The most pixels a frame may have: 4096 × 4096 (`VideoFormat.maximumFramePixels`).
    public static let maximumFramePixels = VideoFormat.maximumFramePixels
    /// The longest video read: 4 hours, far above any clip, so a corrupt length cannot ask for
    /// days of work.
    public static let maximumSeconds = 4.0 * 3600
    /// The highest frame rate read: 240 frames per second.
    public static let maximumFrameRate = 240.0
    /// The most frames read per frame the file holds: 4. Frames are read at the stream's
    /// average rate, so a file whose timeline has gaps (variable rate) has frames repeated; a
    /// file that declares far more frames than it holds packets (722 KB declaring 240 fps over
    /// hours, 2.8 million frames from a few thousand) is refused, so the work is bounded by
    /// what the file holds.
    public static let maximumRepeats = 4

    /// The width of a frame as shown, in pixels.
    public var width: Int
    /// The height of a frame as shown, in pixels.
    public var height: Int
    /// Frames per second: the stream's average rate.
    public var frameRate: FrameRate
    /// The length in seconds.
    public var duration: Double
    /// The number of frames: the container's count when it has one, else duration × rate.
    public var frameCount: Int
    /// The display rotation in degrees (0, 90, 180 or 270, counter-clockwise as ffprobe
    /// reports it); sizes here already include it.
    public var rotation: Int
    /// The first audio stream's codec name (`aac`, `opus` …), nil when the file has no sound.
    public var audioCodec: String?
    /// The demuxer that reads the file, one of ffmpeg's names in `demuxers` (`mov`,
    /// `matroska` …), forced when the file is decoded so that ffmpeg does not guess again; nil
    /// when not probed (ffmpeg then picks among `demuxers`).
    public var demuxer: String?

    /// Creates the description of a video.
    public init(width: Int, height: Int, frameRate: FrameRate, duration: Double, frameCount: Int, rotation: Int = 0,
                audioCodec: String? = nil, demuxer: String? = nil) {
        (self.width, self.height, self.frameRate, self.duration) = (width, height, frameRate, duration)
        (self.frameCount, self.rotation, self.audioCodec, self.demuxer) = (frameCount, rotation, audioCodec, demuxer)
    }

    /// The containers read, by ffmpeg's demuxer names: single files only (MP4 / MOV, Matroska /
    /// WebM, AVI, MPEG-TS / PS, FLV, ASF / WMV, Ogg). A playlist (HLS, DASH), a list of files
    /// (ffconcat), an image sequence or any other format is refused before anything is decoded,
    /// so a video can never make ffmpeg read another file than the one named.
    public static let demuxers = FFmpegProgram.videoDemuxers

    /// The extensions taken for videos (any case): what `linework` commands read as a video
    /// rather than a photo.
    public static let extensions: Set<String> = ["mp4", "m4v", "mov", "mkv", "webm", "avi", "mpg", "mpeg", "ts", "mts",
                                                  "m2ts", "wmv", "flv", "3gp", "ogv"]

    /// Whether `path` names a video by its extension (`extensions`).
    public static func isVideoPath(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// Probes `path` with ffprobe.
    ///
    /// - Parameters:
    ///   - path: the video file.
    ///   - environment: where ffprobe is looked for (its `PATH`).
    /// ffprobe reads the whole file's packets (not decoding them) to count the frames it holds.
    ///
    /// - Throws: `LineworkError.fileNotFound` / `.notAFile`; `.missingInput` naming
    ///   ffprobe when it is not installed; `.unsupportedVideo` when the file is not a video or has
    ///   no video stream, is not read by one of `demuxers`, or declares more than
    ///   `maximumRepeats` times the frames it holds; `.imageTooLarge` for frames above `maximumFramePixels`;
    ///   `.resourceLimit` for a length above `maximumSeconds` or a rate above
    ///   `maximumFrameRate`.
    public static func probe(_ path: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws -> VideoInfo {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw LineworkError.fileNotFound(path: path) }
        guard !isFolder.boolValue else { throw LineworkError.notAFile(path: path) }
        guard let program = FFmpegProgram.locate("ffprobe", environment: environment) else {
            throw FFmpegProgram.missing("ffprobe", for: path)
        }
        let (status, output, errors) = try FFmpegProgram.run(program, arguments: [
            "-v", "error", "-count_packets", "-print_format", "json", "-show_streams", "-show_format"]
            + FFmpegProgram.videoInput(path, demuxer: nil))
        if status != 0, let refused = FFmpegProgram.refusedDemuxer(errors) {
            throw LineworkError.unsupportedVideo(path: path, detail: notSingleFile(refused))
        }
        guard status == 0, let json = try? JSONSerialization.jsonObject(with: output) as? [String: Any] else {
            throw LineworkError.unsupportedVideo(path: path, detail: "not a video ffmpeg can read (\(FFmpegProgram.lastLine(errors)))")
        }
        return try VideoInfo(probed: json, path: path)
    }

    /// The description in ffprobe's JSON (`-show_streams -show_format`).
    init(probed json: [String: Any], path: String) throws {
        let streams = json["streams"] as? [[String: Any]] ?? []
        let format = json["format"] as? [String: Any] ?? [:]
        // A still image (PNG, JPEG) is a one-frame "video" to ffmpeg: not one here.
        let stillFormats: Set<String> = ["image2", "png_pipe", "jpeg_pipe", "webp_pipe", "bmp_pipe", "tiff_pipe"]
        guard let video = streams.first(where: { $0["codec_type"] as? String == "video"
                  && (($0["disposition"] as? [String: Any])?["attached_pic"] as? Int ?? 0) == 0 }),
              !stillFormats.contains(format["format_name"] as? String ?? "") else {
            throw LineworkError.unsupportedVideo(path: path, detail: "has no video stream")
        }
        let formatName = format["format_name"] as? String ?? ""
        guard let demuxer = formatName.split(separator: ",").map(String.init).first(where: Self.demuxers.contains) else {
            throw LineworkError.unsupportedVideo(path: path, detail: Self.notSingleFile(formatName))
        }
        self.demuxer = demuxer
        let storedWidth = video["width"] as? Int ?? 0, storedHeight = video["height"] as? Int ?? 0
        guard storedWidth > 0, storedHeight > 0 else {
            throw LineworkError.unsupportedVideo(path: path, detail: "its video stream has no frame size")
        }
        guard storedWidth * storedHeight <= Self.maximumFramePixels else {
            throw LineworkError.imageTooLarge(path: path, width: storedWidth, height: storedHeight, limit: Self.maximumFramePixels)
        }
        let sideData = video["side_data_list"] as? [[String: Any]] ?? []
        let rawRotation = (sideData.compactMap { $0["rotation"] as? Int }.first)
            ?? Int((video["tags"] as? [String: Any])?["rotate"] as? String ?? "") ?? 0
        rotation = ((rawRotation % 360) + 360) % 360
        (width, height) = rotation % 180 == 90 ? (storedHeight, storedWidth) : (storedWidth, storedHeight)
        guard let rate = FrameRate(parsing: video["avg_frame_rate"] as? String ?? "")
                ?? FrameRate(parsing: video["r_frame_rate"] as? String ?? ""),
              rate.value <= Self.maximumFrameRate else {
            throw LineworkError.unsupportedVideo(path: path, detail: "its video stream has no usable frame rate (1/1000…\(Int(Self.maximumFrameRate)) per second)")
        }
        frameRate = rate
        let seconds = Double(video["duration"] as? String ?? "") ?? Double(format["duration"] as? String ?? "") ?? 0
        guard seconds.isFinite, seconds > 0 else {
            throw LineworkError.unsupportedVideo(path: path, detail: "its video stream has no length (truncated?)")
        }
        guard seconds <= Self.maximumSeconds else {
            throw LineworkError.resourceLimit(detail: "\(path): \(Int(seconds)) s of video is longer than the \(Int(Self.maximumSeconds)) s read")
        }
        duration = seconds
        frameCount = Int(video["nb_frames"] as? String ?? "").flatMap { $0 > 0 ? $0 : nil }
            ?? max(1, Int((seconds * rate.value).rounded()))
        // Read at a constant rate, a sparse timeline is filled with repeated frames: the frames
        // read may be a few times those held (a variable-rate phone clip), never thousands.
        let read = max(frameCount, Int((seconds * rate.value).rounded()))
        if let held = Int(video["nb_read_packets"] as? String ?? ""), held > 0, read > Self.maximumRepeats * held + 2 {
            throw LineworkError.unsupportedVideo(path: path, detail:
                "declares \(read) frames (\(Int(seconds)) s at \(rate) per second) but holds \(held): a sparse timeline, "
                + "more than \(Self.maximumRepeats) repeats a frame; re-encode it at a constant rate (ffmpeg -i IN -r 30 OUT)")
        }
        audioCodec = streams.first { $0["codec_type"] as? String == "audio" }?["codec_name"] as? String
    }

    /// Why a file read by `demuxer` is refused.
    static func notSingleFile(_ demuxer: String) -> String {
        "a '\(demuxer)' file is not a single-file video (playlists, file lists and image sequences are refused; "
            + "MP4/MOV, Matroska/WebM, AVI, MPEG-TS/PS, FLV, ASF/WMV and Ogg are read)"
    }

    /// The frame size (`width` × `height`) scaled to at most `maximumDimension` on the longer
    /// side, sides even and at least 2 (what ffmpeg's scaler and yuv420p need); the size itself
    /// when it is smaller.
    public func size(maximumDimension: Int) -> (width: Int, height: Int) {
        let scale = min(1, Double(maximumDimension) / Double(max(width, height)))
        func even(_ side: Int) -> Int { max(2, Int((Double(side) * scale / 2).rounded()) * 2) }
        return scale == 1 ? (width, height) : (even(width), even(height))
    }
}

/// A frame rate as the rational number containers store (25/1, 30000/1001 …).
public struct FrameRate: Sendable, Equatable, CustomStringConvertible {
    /// Frames …
    public var frames: Int
    /// … per this many seconds.
    public var seconds: Int

    /// The rate `frames`/`seconds`, nil unless both are positive.
    public init?(frames: Int, seconds: Int = 1) {
        guard frames > 0, seconds > 0 else { return nil }
        (self.frames, self.seconds) = (frames, seconds)
    }

    /// Parses ffprobe's "N/D" (or a whole number); nil for "0/0" and anything unusable.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/")
        guard let n = parts.first.flatMap({ Int($0) }) else { return nil }
        let d = parts.count == 2 ? Int(parts[1]) ?? 0 : 1
        guard parts.count <= 2, n > 0, d > 0, Double(n) / Double(d) >= 0.001 else { return nil }
        self.init(frames: n, seconds: d)
    }

    /// Frames per second.
    public var value: Double { Double(frames) / Double(seconds) }

    /// "N/D", as ffmpeg's options take it.
    public var description: String { "\(frames)/\(seconds)" }
}
