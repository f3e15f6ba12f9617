import Foundation
import LineworkCore

/// MP4 (H.264) or WebM (VP9) through ffmpeg, a separate program (Debian's `ffmpeg` package):
/// raw RGBA frames are piped to its standard input as they are rendered.
///
/// ffmpeg writes a temporary file (registered with `TemporaryFiles`, so an interrupted run
/// removes it) whose bytes `finish` returns. The encoders run at speed settings that keep a
/// 10 s 720p video within the time it lasts on two cores: x264 `veryfast` at CRF 20 (visually
/// lossless for a slow pan), VP9 `realtime` at speed 8 with row threading, CRF 32. Both use
/// yuv420p, which players expect and which needs even frame sides.
public final class FFmpegEncoder: FrameSink {
    /// The Debian package that provides `ffmpeg` (and `ffprobe`).
    public static let package = "ffmpeg"

    private let process = Process()
    private let input: FileHandle
    private let errors = Pipe()
    private let temporary: String
    private let frameBytes: Int

    /// The ffmpeg program found in `environment`'s `PATH`, or nil.
    public static func locate(environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts ffmpeg for `width` × `height` frames at `fps`.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `video` when ffmpeg is not on the `PATH`
    ///   (naming the package to install), `size` for odd sides, `fps` out of 1…120;
    ///   `.resourceLimit` when ffmpeg cannot be started.
    public init(format: VideoFormat, width: Int, height: Int, fps: Int, environment: [String: String]) throws {
        guard let program = Self.locate(environment: environment) else {
            throw LineworkError.invalidOption(name: "video", value: ".\(format.rawValue)",
                allowed: "needs ffmpeg, which is not on the PATH: install Debian's '\(Self.package)' package "
                    + "(apt-get install \(Self.package)), or write .gif or .apng")
        }
        guard width > 1, height > 1, width % 2 == 0, height % 2 == 0 else {
            throw LineworkError.invalidOption(name: "size", value: "\(width)×\(height)",
                                              allowed: ".\(format.rawValue) needs even sides (yuv420p)")
        }
        guard (1...120).contains(fps) else {
            throw LineworkError.invalidOption(name: "fps", value: "\(fps)", allowed: "must be 1…120 frames per second")
        }
        frameBytes = width * height * 4
        temporary = FileManager.default.temporaryDirectory.path
            + "/linework-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).\(format.rawValue)"
        TemporaryFiles.register(temporary)
        let codec: [String] = switch format {
        case .webm: ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1",
                     "-b:v", "0", "-crf", "32", "-f", "webm"]
        default: ["-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-movflags", "+faststart", "-f", "mp4"]
        }
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-y",
                             "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-framerate", "\(fps)",
                             "-i", "-", "-an"] + codec + ["-pix_fmt", "yuv420p", temporary]
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        input = pipe.fileHandleForWriting
        // A write to ffmpeg after it has failed must fail with EPIPE, not kill this process.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            TemporaryFiles.unregister(temporary)
            throw LineworkError.resourceLimit(detail: "cannot start ffmpeg (\(program)): \(error.localizedDescription)")
        }
    }

    deinit {
        // Stopped before its file is removed, so that it cannot write the file again afterwards.
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        unlink(temporary)
        TemporaryFiles.unregister(temporary)
    }

    /// Pipes one RGBA frame to ffmpeg.
    ///
    /// - Throws: `LineworkError.resourceLimit` with ffmpeg's message when it has stopped.
    public func append(rgba: UnsafeBufferPointer<UInt8>) throws {
        guard rgba.count == frameBytes else {
            throw LineworkError.invalidOption(name: "frame", value: "\(rgba.count) bytes", allowed: "must be \(frameBytes) bytes of RGBA")
        }
        var offset = 0
        while offset < rgba.count {
            let written = write(input.fileDescriptor, rgba.baseAddress! + offset, rgba.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw failure()
            }
            offset += written
        }
    }

    /// Closes ffmpeg's input, waits for it to finish the file and returns the file's bytes.
    ///
    /// - Throws: `LineworkError.resourceLimit` with ffmpeg's message when it failed.
    public func finish() throws -> [UInt8] {
        try input.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw failure() }
        guard let data = FileManager.default.contents(atPath: temporary) else {
            throw LineworkError.resourceLimit(detail: "ffmpeg wrote no video")
        }
        return [UInt8](data)
    }

    /// ffmpeg's own message, once it has stopped.
    private func failure() -> LineworkError {
        try? input.close()
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let last = text.split(whereSeparator: \.isNewline).last.map(String.init) ?? "exit status \(process.terminationStatus)"
        return LineworkError.resourceLimit(detail: "ffmpeg failed: \(oneLine(last))")
    }
}
