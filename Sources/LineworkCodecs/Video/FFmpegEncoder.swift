import Foundation
import LineworkCore

/// MP4 (H.264) or WebM (VP9) through ffmpeg, a separate program (Debian's `ffmpeg` package):
/// raw RGBA frames are piped to its standard input as they are rendered.
///
/// ffmpeg writes straight into the output's temporary file beside the destination
/// (`AtomicFile.Stream.temporaryPath`), which the caller's batch renames into place: nothing
/// is held in memory, and an interrupted run removes the file (and kills ffmpeg, registered
/// with `ChildProcesses`). A frame ffmpeg does not take within `writeTimeout` fails the run
/// instead of blocking it forever. The encoders run at speed settings that keep a 10 s 720p
/// video within the time it lasts on two cores: x264 `veryfast` at CRF 20 (visually lossless
/// for a slow pan), VP9 `realtime` at speed 8 with row threading, CRF 32. Both use yuv420p,
/// which players expect and which needs even frame sides.
public final class FFmpegEncoder: FrameSink {
    /// The Debian package that provides `ffmpeg` (and `ffprobe`).
    public static let package = "ffmpeg"
    /// How long a frame may wait for ffmpeg to read it: 60 s by default, far beyond any
    /// frame's encoding time, so that only an ffmpeg that has stopped reading hits it.
    public static let defaultWriteTimeout = 60.0

    private let process: ChildProcess
    private let input: FileHandle
    private let errors: FileHandle
    private let output: AtomicFile.Stream
    private let frameBytes: Int
    private let writeTimeout: Double

    /// The ffmpeg program found in `environment`'s `PATH`, or nil.
    public static func locate(environment: [String: String]) -> String? {
        FFmpegProgram.locate("ffmpeg", environment: environment)
    }

    /// Starts ffmpeg for `width` × `height` frames at `fps`, writing into `output`.
    ///
    /// - Parameters:
    ///   - format: `.mp4` (H.264) or `.webm` (VP9).
    ///   - width: the frame width in pixels, even.
    ///   - height: the frame height in pixels, even.
    ///   - fps: frames per second, 1…120.
    ///   - environment: where ffmpeg is looked for (its `PATH`).
    ///   - output: the file being written; ffmpeg writes its `temporaryPath`.
    ///   - writeTimeout: seconds a frame may wait for ffmpeg to read it; default
    ///     `defaultWriteTimeout`.
    /// - Throws: `LineworkError.invalidOption` naming `video` when ffmpeg is not on the `PATH`
    ///   (naming the package to install), `size` for odd sides or more than
    ///   `VideoFormat.maximumFramePixels` pixels, `fps` out of 1…120;
    ///   `.resourceLimit` when ffmpeg cannot be started.
    public convenience init(format: VideoFormat, width: Int, height: Int, fps: Int, environment: [String: String],
                            output: AtomicFile.Stream, writeTimeout: Double = FFmpegEncoder.defaultWriteTimeout) throws {
        guard let rate = FrameRate(frames: fps), (1...120).contains(fps) else {
            throw LineworkError.invalidOption(name: "fps", value: "\(fps)", allowed: "must be 1…120 frames per second")
        }
        try self.init(format: format, width: width, height: height, frameRate: rate, environment: environment,
                      output: output, writeTimeout: writeTimeout)
    }

    /// Starts ffmpeg for `width` × `height` frames at `frameRate` (any rational rate up to 240
    /// per second: a source video's own), with `soundtrack`'s sound and a display rotation.
    ///
    /// - Parameters:
    ///   - format: `.mp4` (H.264) or `.webm` (VP9).
    ///   - width: the frame width in pixels, even.
    ///   - height: the frame height in pixels, even.
    ///   - frameRate: frames per second.
    ///   - soundtrack: the video whose first audio stream is copied into the output untouched
    ///     (re-encoded, AAC or Opus, only when the output's container cannot hold its codec);
    ///     nil for a silent video.
    ///   - rotation: the display rotation to record (0, 90, 180 or 270, as `VideoInfo`
    ///     reports it), for frames written as stored; MP4 only (WebM has no such field).
    ///   - environment: where ffmpeg is looked for (its `PATH`).
    ///   - output: the file being written; ffmpeg writes its `temporaryPath`.
    ///   - writeTimeout: seconds a frame may wait for ffmpeg to read it.
    /// - Throws: as the other initializer; `fps` for a rate above 240 per second.
    public init(format: VideoFormat, width: Int, height: Int, frameRate: FrameRate, soundtrack: Soundtrack? = nil,
                rotation: Int = 0, environment: [String: String], output: AtomicFile.Stream,
                writeTimeout: Double = FFmpegEncoder.defaultWriteTimeout) throws {
        guard width > 1, height > 1, width % 2 == 0, height % 2 == 0 else {
            throw LineworkError.invalidOption(name: "size", value: "\(width)×\(height)",
                                              allowed: ".\(format.rawValue) needs even sides (yuv420p)")
        }
        // The documented frame limit, whoever asks (a drawn video at `--scale 16` asked for
        // 5120 × 3840 and wrote 2 GB from a 35 KB input).
        guard width * height <= VideoFormat.maximumFramePixels else {
            throw LineworkError.invalidOption(name: "size", value: "\(width)×\(height)",
                                              allowed: "must be at most \(VideoFormat.maximumFramePixels) pixels a frame (4096×4096)")
        }
        guard frameRate.value <= VideoInfo.maximumFrameRate else {
            throw LineworkError.invalidOption(name: "fps", value: "\(frameRate)", allowed: "must be at most 240 frames per second")
        }
        guard let program = Self.locate(environment: environment) else {
            throw LineworkError.invalidOption(name: "video", value: ".\(format.rawValue)",
                allowed: "needs ffmpeg, which is not on the PATH: install Debian's '\(Self.package)' package "
                    + "(apt-get install \(Self.package)), or write .gif or .apng")
        }
        frameBytes = width * height * 4
        self.output = output
        self.writeTimeout = writeTimeout
        let codec: [String] = switch format {
        case .webm: ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1",
                     "-b:v", "0", "-crf", "32", "-f", "webm"]
        default: ["-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-movflags", "+faststart", "-f", "mp4"]
        }
        let sound: [String] = soundtrack.map {
            FFmpegProgram.videoInput($0.path, demuxer: $0.demuxer) + ["-map", "0:v:0", "-map", "1:a:0"] + $0.codecArguments(for: format)
        }
            ?? ["-an"]
        let turned = format == .mp4 && rotation % 360 != 0 ? ["-metadata:s:v:0", "rotate=\(rotation)"] : []
        let arguments = ["-hide_banner", "-loglevel", "error", "-y", "-nostdin"]
            + FFmpegProgram.pipeInput(pixelFormat: "rgba", width: width, height: height, frameRate: frameRate)
            + sound + codec + turned + ["-pix_fmt", "yuv420p"] + FFmpegProgram.fileOutput(output.temporaryPath)
        let (frames, framesEnd) = try FFmpegProgram.pipe(childReads: true)
        let (errors, errorsEnd) = try FFmpegProgram.pipe()
        // A write to ffmpeg after it has failed must fail with EPIPE, not kill this process.
        signal(SIGPIPE, SIG_IGN)
        process = try FFmpegProgram.withNullInput {
            try ChildProcess(program, arguments: arguments, input: framesEnd.fileDescriptor, output: $0,
                             error: errorsEnd.fileDescriptor)
        }
        try? framesEnd.close()
        try? errorsEnd.close()
        (input, self.errors) = (frames, errors)
        // Writes wait in poll(2), so a stalled ffmpeg times out instead of blocking write(2).
        let flags = fcntl(input.fileDescriptor, F_GETFL)
        _ = fcntl(input.fileDescriptor, F_SETFL, flags | O_NONBLOCK)
    }

    deinit {
        // Stopped before its file is removed, so that it cannot write the file again afterwards.
        stop()
    }

    /// Kills ffmpeg if it still runs, and reaps it.
    private func stop() {
        process.kill()
    }

    /// Pipes one RGBA frame to ffmpeg.
    ///
    /// - Throws: `LineworkError.resourceLimit` with ffmpeg's message when it has stopped, or
    ///   when it has not read for `writeTimeout` seconds (it is then killed).
    public func append(rgba: UnsafeBufferPointer<UInt8>) throws {
        guard rgba.count == frameBytes else {
            throw LineworkError.invalidOption(name: "frame", value: "\(rgba.count) bytes", allowed: "must be \(frameBytes) bytes of RGBA")
        }
        let fd = input.fileDescriptor
        var offset = 0
        while offset < rgba.count {
            let written = write(fd, rgba.baseAddress! + offset, rgba.count - offset)
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR:
                continue
            case EAGAIN:
                var waiting = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                let ready = poll(&waiting, 1, Int32(min(writeTimeout * 1000, Double(Int32.max))))
                if ready == 0 {
                    stop()
                    throw LineworkError.resourceLimit(
                        detail: "ffmpeg took no video for \(Int(writeTimeout)) s and was stopped (is it an ffmpeg that reads raw video?)")
                }
            default:
                throw failure()
            }
        }
    }

    /// Closes ffmpeg's input and waits for it to finish the file in the output.
    ///
    /// - Throws: `LineworkError.resourceLimit` with ffmpeg's message when it failed.
    public func finish() throws {
        try input.close()
        guard process.wait() == 0 else { throw failure() }
    }

    /// ffmpeg's own message, once it has stopped.
    private func failure() -> LineworkError {
        try? input.close()
        let status = process.wait()
        let text = String(decoding: errors.readDataToEndOfFile(), as: UTF8.self)
        let last = text.split(whereSeparator: \.isNewline).last.map(String.init) ?? "exit status \(status)"
        return LineworkError.resourceLimit(detail: "ffmpeg failed: \(oneLine(last))")
    }
}

/// The sound of a video, for `FFmpegEncoder` to copy into its output.
public struct Soundtrack: Sendable, Equatable {
    /// The video file whose first audio stream is the sound.
    public var path: String
    /// That stream's codec name, as `VideoInfo.audioCodec` reports it.
    public var codec: String
    /// The demuxer that reads the file (`VideoInfo.demuxer`).
    public var demuxer: String?

    /// The sound of `info`'s video at `path`; nil when it has none.
    public init?(path: String, info: VideoInfo) {
        guard let codec = info.audioCodec else { return nil }
        (self.path, self.codec, self.demuxer) = (path, codec, info.demuxer)
    }

    /// Copy when `format`'s container holds the codec (MP4: AAC, MP3, AC-3, E-AC-3, ALAC,
    /// FLAC, Opus; WebM: Opus, Vorbis), else AAC for MP4 and Opus for WebM.
    func codecArguments(for format: VideoFormat) -> [String] {
        let holds: Set<String> = format == .webm ? ["opus", "vorbis"] : ["aac", "mp3", "ac3", "eac3", "alac", "flac", "opus"]
        if holds.contains(codec) { return ["-c:a", "copy"] }
        return format == .webm ? ["-c:a", "libopus", "-b:a", "128k"] : ["-c:a", "aac", "-b:a", "192k"]
    }
}
