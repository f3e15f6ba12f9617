import Foundation
import LineworkCore

/// Finding and running ffmpeg's programs (`ffmpeg`, `ffprobe`): Debian's `ffmpeg` package.
enum FFmpegProgram {
    /// `name` found in `environment`'s `PATH`, or nil.
    static func locate(_ name: String, environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The one-line error for a missing program, naming the package to install.
    static func missing(_ name: String, for path: String) -> LineworkError {
        LineworkError.invalidOption(name: "video", value: path,
            allowed: "needs \(name), which is not on the PATH: install Debian's '\(FFmpegEncoder.package)' package "
                + "(apt-get install \(FFmpegEncoder.package))")
    }

    /// Runs `program` to its end and returns its exit status, standard output and standard error.
    /// For short runs with small output (ffprobe's JSON); the child is registered with
    /// `ChildProcesses` while it runs, so an interrupted run does not leave it behind.
    static func run(_ program: String, arguments: [String]) throws -> (status: Int32, output: Data, errors: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw LineworkError.resourceLimit(detail: "cannot start \(program): \(error.localizedDescription)")
        }
        ChildProcesses.register(process.processIdentifier)
        defer { ChildProcesses.unregister(process.processIdentifier) }
        // Standard error is read on another thread, so that neither pipe can fill and stall the other.
        let errorBytes = CollectedBytes()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorBytes.data = errors.fileHandleForReading.readDataToEndOfFile() }
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, bytes, errorBytes.data)
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
