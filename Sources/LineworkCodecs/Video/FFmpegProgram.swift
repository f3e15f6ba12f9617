import Foundation
import LineworkCore

/// Finding and running ffmpeg's programs (`ffmpeg`, `ffprobe`): Debian's `ffmpeg` package.
enum FFmpegProgram {
    /// `name` found in `environment`'s `PATH`, or nil.
    static func locate(_ name: String, environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The one-line error for a missing program, naming the package to install (not an option:
    /// every option may be right, and the message named a `--video` that `reframe` lacks).
    static func missing(_ name: String, for path: String) -> LineworkError {
        LineworkError.missingInput(subject: name, detail: "is needed to read \(path) and is not on the PATH: install Debian's "
            + "'\(FFmpegEncoder.package)' package (apt-get install \(FFmpegEncoder.package))")
    }

    /// Runs `program` to its end and returns its exit status, standard output and standard error.
    /// For short runs with small output (ffprobe's JSON); the child (`ChildProcess`) dies with
    /// this process, so an interrupted run does not leave it behind.
    static func run(_ program: String, arguments: [String]) throws -> (status: Int32, output: Data, errors: Data) {
        let (output, outputEnd) = try pipe()
        let (errors, errorsEnd) = try pipe()
        let child = try withNullInput { try ChildProcess(program, arguments: arguments, input: $0, output: outputEnd.fileDescriptor,
                                                         error: errorsEnd.fileDescriptor) }
        try? outputEnd.close()
        try? errorsEnd.close()
        // Standard error is read on another thread, so that neither pipe can fill and stall the other.
        let errorBytes = CollectedBytes()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorBytes.data = errors.readDataToEndOfFile() }
        let bytes = output.readDataToEndOfFile()
        group.wait()
        return (child.wait(), bytes, errorBytes.data)
    }

    /// A pipe as two handles that close when released: the end this process reads (or, when
    /// `childReads`, writes) and the child's end, to close once the child has started.
    static func pipe(childReads: Bool = false) throws -> (mine: FileHandle, childs: FileHandle) {
        let (read, write) = try ChildProcess.pipe()
        let (a, b) = (FileHandle(fileDescriptor: read, closeOnDealloc: true), FileHandle(fileDescriptor: write, closeOnDealloc: true))
        return childReads ? (b, a) : (a, b)
    }

    /// Runs `body` with /dev/null open (a child's standard input), closed afterwards.
    static func withNullInput<T>(_ body: (Int32) throws -> T) throws -> T {
        let null = try ChildProcess.nullDevice()
        defer { close(null) }
        return try body(null)
    }

    /// The last line of a program's error output, or "no message".
    static func lastLine(_ errors: Data) -> String {
        let text = String(decoding: errors, as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).last.map { oneLine(String($0)) } ?? "no message"
    }
}

/// Bytes one thread reads while another waits for it (`DispatchGroup.wait` orders the two).
private final class CollectedBytes: @unchecked Sendable {
    var data = Data()
}

/// How every ffmpeg and ffprobe child is told what to read and write, in one place so that no
/// call site can forget it (issue 48): a path is always handed over as a `file:` URL of its
/// absolute path, each input and output may use only the `file` protocol (or only `pipe` for
/// Linework's own pipes), and a video input may only be read by a single-file demuxer.
///
/// Without these, a text file named `clip.mp4` holding an HLS playlist or an ffconcat list
/// reads other local files as its "segments", and a file named `concat:a.ts|b.ts`, `file:x.mp4`,
/// `subfile:…` or `-y` is read as a protocol URL or an option instead of itself.
extension FFmpegProgram {
    /// The demuxers a video is read with (ffmpeg's names): single-file containers only. MOV /
    /// MP4 (its data references are off, ffmpeg's default), Matroska / WebM, AVI, MPEG-TS,
    /// MPEG-PS, FLV, ASF / WMV and Ogg. Playlists (`hls`, `dash`), lists (`concat`), image
    /// sequences (`image2`), text (`tty`) and every other demuxer are refused at probe time.
    static let videoDemuxers = ["mov", "mp4", "m4a", "3gp", "3g2", "mj2", "matroska", "webm", "avi", "mpegts", "mpeg",
                                "flv", "asf", "ogg"]

    /// `path` as an unambiguous `file:` URL of its absolute path: never a protocol, an option
    /// (`-y`) or a pattern. ffmpeg's file protocol takes the rest of the URL as the path, bytes
    /// as they are (no percent-decoding).
    static func fileURL(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return "file:" + absolute
    }

    /// The arguments that open the video file at `path` as one input: the `file` protocol only,
    /// the `videoDemuxers` only, and `demuxer` forced when known (the probed one, so that ffmpeg
    /// does not sniff the file again).
    static func videoInput(_ path: String, demuxer: String?) -> [String] {
        ["-protocol_whitelist", "file", "-format_whitelist", videoDemuxers.joined(separator: ",")]
            + (demuxer.map { ["-f", $0] } ?? []) + ["-i", fileURL(path)]
    }

    /// The arguments that open standard input (`pipe:0`) as raw `pixelFormat` frames.
    static func pipeInput(pixelFormat: String, width: Int, height: Int, frameRate: FrameRate) -> [String] {
        ["-protocol_whitelist", "pipe", "-f", "rawvideo", "-pix_fmt", pixelFormat, "-s", "\(width)x\(height)",
         "-framerate", frameRate.description, "-i", "pipe:0"]
    }

    /// The arguments that write the output to standard output (`pipe:1`).
    static let pipeOutput = ["-protocol_whitelist", "pipe", "pipe:1"]

    /// The arguments that write the output to the file at `path`.
    static func fileOutput(_ path: String) -> [String] {
        ["-protocol_whitelist", "file", fileURL(path)]
    }

    /// The demuxer ffmpeg refused as not a `videoDemuxers` one, from its error output
    /// ("[hls @ 0x…] Format not on whitelist …"); nil when that is not why it failed.
    static func refusedDemuxer(_ errors: Data) -> String? {
        let text = String(decoding: errors, as: UTF8.self)
        guard let line = text.split(whereSeparator: \.isNewline).first(where: { $0.contains("not on whitelist") }) else {
            return nil
        }
        guard line.hasPrefix("["), let at = line.firstIndex(of: "@") else { return "unknown" }
        return line[line.index(after: line.startIndex)..<at].trimmingCharacters(in: .whitespaces)
    }
}
