import Foundation
import LineworkCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A video's frames, decoded one at a time by an `ffmpeg` subprocess and read from its
/// standard output as raw 8-bit RGB: memory holds one frame whatever the video's length.
///
/// Frames come at the stream's average rate (`VideoInfo.frameRate`), upright (the display
/// rotation applied, unless `upright` is false), scaled by ffmpeg to the size asked for. The
/// child is registered with `ChildProcesses`, so an interrupted run kills it, and a reader
/// dropped before its end kills it too. `finish()` tells a whole video from a damaged one.
public final class VideoReader {
    /// What ffprobe said about the video.
    public let info: VideoInfo
    /// The width of the frames read, in pixels.
    public let width: Int
    /// The height of the frames read, in pixels.
    public let height: Int
    /// Frames read so far.
    public private(set) var framesRead = 0

    private let path: String
    private let startFrame: Int
    private let process: ChildProcess
    private let output: FileHandle
    private let errorTail = ErrorTail()
    private let errorReading = DispatchGroup()
    private var running = true

    /// The longest side a frame is read at: 4096 pixels.
    public static let maximumSide = 4096

    /// Bytes of one frame: width × height × 3.
    public var frameBytes: Int { width * height * 3 }

    /// Starts decoding `path`.
    ///
    /// - Parameters:
    ///   - path: the video file.
    ///   - info: its `VideoInfo.probe`.
    ///   - width: the frame width to read, even, at most 4096; `info.width` by default.
    ///   - height: the frame height to read, even, at most 4096; `info.height` by default.
    ///   - upright: apply the display rotation (the default); false reads frames as stored,
    ///     for a writer that keeps the rotation as metadata instead (`info.rotation`).
    ///   - startFrame: the first frame to read, from 0 (ffmpeg seeks to its time); 0 by default.
    ///   - environment: where ffmpeg is looked for (its `PATH`).
    /// - Throws: `LineworkError.missingInput` naming ffmpeg when it is not installed;
    ///   `.invalidOption` for `width` / `height` out of range; `.unsupportedVideo` for a side above `maximumSide`
    ///   read at the video's own size; `.resourceLimit` when it cannot start.
    public init(path: String, info: VideoInfo, width: Int? = nil, height: Int? = nil, upright: Bool = true,
                startFrame: Int = 0, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let shown = upright || info.rotation % 180 == 0 ? (info.width, info.height) : (info.height, info.width)
        let (w, h) = (width ?? shown.0, height ?? shown.1)
        // Read at its own size, the video is at fault, not an option (an 8192 × 16 clip named a
        // `width` no command has).
        if width == nil && height == nil && max(w, h) > Self.maximumSide {
            throw LineworkError.unsupportedVideo(path: path, detail: "its \(w)×\(h) frames are read at their own size here, "
                                                 + "and a side may be at most \(Self.maximumSide) pixels")
        }
        for (name, side) in [("width", w), ("height", h)] where !(1...Self.maximumSide).contains(side) {
            throw LineworkError.invalidOption(name: name, value: "\(side)", allowed: "must be 1…\(Self.maximumSide) pixels")
        }
        guard let program = FFmpegProgram.locate("ffmpeg", environment: environment) else {
            throw FFmpegProgram.missing("ffmpeg", for: path)
        }
        guard (0..<max(info.frameCount, 1)).contains(startFrame) else {
            throw LineworkError.invalidOption(name: "startFrame", value: "\(startFrame)", allowed: "must be 0…\(info.frameCount - 1)")
        }
        (self.info, self.path, self.width, self.height, self.startFrame) = (info, path, w, h, startFrame)
        var arguments = ["-hide_banner", "-loglevel", "error", "-nostdin"]
        if !upright { arguments.append("-noautorotate") }
        if startFrame > 0 {
            // Half a frame early, so the frame at exactly its time is the first kept.
            arguments += ["-ss", String(format: "%.6f", (Double(startFrame) - 0.5) / info.frameRate.value)]
        }
        arguments += FFmpegProgram.videoInput(path, demuxer: info.demuxer) + ["-map", "0:v:0", "-an", "-sn", "-dn"]
        // Scaled only when asked for another size (the scaler would cost a copy a frame).
        if w != shown.0 || h != shown.1 { arguments += ["-vf", "scale=\(w):\(h):flags=area"] }
        arguments += ["-r", info.frameRate.description, "-f", "rawvideo", "-pix_fmt", "rgb24"] + FFmpegProgram.pipeOutput
        let (stdout, stdoutEnd) = try FFmpegProgram.pipe()
        let (errors, errorsEnd) = try FFmpegProgram.pipe()
        process = try FFmpegProgram.withNullInput {
            try ChildProcess(program, arguments: arguments, input: $0, output: stdoutEnd.fileDescriptor, error: errorsEnd.fileDescriptor)
        }
        try? stdoutEnd.close()
        try? errorsEnd.close()
        output = stdout
        let tail = errorTail
        DispatchQueue.global().async(group: errorReading) {
            while case let chunk = errors.availableData, !chunk.isEmpty { tail.append(chunk) }
        }
    }

    deinit { stop() }

    /// Reads the next frame into `frame` (resized to `frameBytes`): RGB, top row first.
    ///
    /// - Returns: false at the end of the video (then call `finish()`).
    /// - Throws: `LineworkError.unreadable` when the pipe fails.
    public func read(into frame: inout [UInt8]) throws -> Bool {
        if frame.count != frameBytes { frame = [UInt8](repeating: 0, count: frameBytes) }
        let fd = output.fileDescriptor
        var filled = 0
        try frame.withUnsafeMutableBytes { bytes in
            while filled < bytes.count {
                let n = systemRead(fd, bytes.baseAddress! + filled, bytes.count - filled)
                if n > 0 { filled += n; continue }
                if n == 0 { break }
                if errno == EINTR { continue }
                throw LineworkError.unreadable(path: path, reason: "reading ffmpeg's frames failed: \(String(cString: strerror(errno)))")
            }
        }
        guard filled == frameBytes else { return false }
        framesRead += 1
        return true
    }

    /// Waits for ffmpeg to end and checks that the whole video was read.
    ///
    /// - Throws: `LineworkError.corruptVideo` naming the file when ffmpeg failed, when no
    ///   frame decoded, or when clearly fewer frames than the container announces did (a
    ///   truncated file): more than 5 % and 2 frames short.
    public func finish() throws {
        // What is left of the output is read and dropped (a caller that stopped early).
        var rest = [UInt8]()
        while try read(into: &rest) {}
        let status = process.wait()
        errorReading.wait()
        running = false
        let message = errorTail.lastLine
        guard status == 0 else {
            throw LineworkError.corruptVideo(path: path, detail: "ffmpeg could not decode it: \(message ?? "exit status \(status)")")
        }
        guard framesRead > 0 else { throw LineworkError.corruptVideo(path: path, detail: "no frame decodes") }
        let expected = info.frameCount - startFrame
        if framesRead < expected - max(2, expected / 20) {
            throw LineworkError.corruptVideo(path: path, detail: "truncated or damaged: \(framesRead) of \(expected) frames decode"
                                             + (message.map { " (\($0))" } ?? ""))
        }
    }

    /// Kills ffmpeg if it still runs, and reaps it.
    private func stop() {
        guard running else { return }
        running = false
        process.kill()
    }
}

/// The last few kilobytes of a child's error output, appended on one thread and read on another.
final class ErrorTail: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()

    func append(_ chunk: Data) {
        lock.lock(); defer { lock.unlock() }
        bytes.append(chunk)
        if bytes.count > 8192 { bytes = bytes.suffix(4096) }
    }

    /// The last non-empty line, one line long; nil when nothing was written.
    var lastLine: String? {
        lock.lock(); defer { lock.unlock() }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).last.map { oneLine(String($0)) }
    }
}

/// read(2), named apart from `VideoReader.read(into:)`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
