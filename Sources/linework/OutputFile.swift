import Foundation
import LineworkCore

/// Where a command writes one of its outputs: a file path, or standard output for `-`.
///
/// Every output of a run is added to one `AtomicFile.Batch` and committed with `commit(_:)`
/// once all have been made, so a failed run leaves no partial file and never touches an
/// existing one — not even the outputs it had already finished.
struct OutputFile {
    let path: String

    var isStandardOutput: Bool { path == "-" }

    /// Fails fast, before any long work, if the file could not be written.
    func checkWritable() throws {
        if !isStandardOutput { try AtomicFile.checkWritable(path) }
    }

    /// Adds text output (JSON) to the run's outputs, ending with a newline.
    func write(_ text: String, into batch: AtomicFile.Batch) throws {
        let line = text.hasSuffix("\n") || !isStandardOutput ? text : text + "\n"
        try write(Array(line.utf8), into: batch)
    }

    /// Adds binary output (a PNG) to the run's outputs; `-` sends the bytes to standard output.
    func write(_ bytes: [UInt8], into batch: AtomicFile.Batch) throws {
        try batch.add(bytes, to: isStandardOutput ? "/dev/stdout" : path)
    }

    /// The environment variable that makes `commit` wait this many seconds, with every
    /// temporary file written, before renaming them: only for the tests that interrupt a run
    /// in the middle of writing (`SignalCleanupTests`).
    static let testCommitDelayVariable = "LINEWORK_TEST_COMMIT_DELAY"

    /// Puts every output of the run in place (`AtomicFile.Batch.commit`).
    static func commit(_ batch: AtomicFile.Batch) throws {
        if let text = ProcessInfo.processInfo.environment[testCommitDelayVariable], let seconds = Double(text), seconds > 0 {
            Thread.sleep(forTimeInterval: seconds)
        }
        try batch.commit()
    }
}

extension Optional where Wrapped == String {
    /// The output for an optional `--flag FILE` option.
    var output: OutputFile? { map(OutputFile.init(path:)) }
}
