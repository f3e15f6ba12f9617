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

/// The files one run reads and the files it writes, checked before anything is written: no
/// output may be an input, no two outputs one file, and at most one output standard output.
///
/// Files are compared by `FileIdentity` (device and inode after following symlinks; resolved
/// paths for files not yet written), so `a.png`, `./a.png` and a link to it are one file.
/// Every command that reads images and writes files builds one and calls `check()`.
struct OutputPlan {
    /// The files read.
    var inputs: [String]
    /// The files written, each with the option that named it (for the message).
    var outputs: [(option: String, path: String)]

    /// An output for each option given, in order; nil paths (options not given) are left out.
    init(inputs: [String], outputs: [(option: String, path: String?)]) {
        self.inputs = inputs
        self.outputs = outputs.compactMap { option, path in path.map { (option, $0) } }
    }

    /// This plan with more outputs (for example the per-layer files, known once drawn).
    func adding(_ more: [(option: String, path: String)]) -> OutputPlan {
        var plan = self
        plan.outputs += more
        return plan
    }

    /// - Throws: `LineworkError.invalidOption` naming the output's option and the input or
    ///   other output it clashes with.
    func check() throws {
        let read = inputs.compactMap { path in FileIdentity(path: path).map { ($0, path) } }
        var written: [(identity: FileIdentity?, option: String, path: String)] = []
        for (option, path) in outputs {
            if path == "-" {
                if let other = written.first(where: { $0.path == "-" }) {
                    throw LineworkError.invalidOption(name: option, value: path,
                        allowed: "\(other.option) already writes to standard output; only one output can")
                }
                written.append((nil, option, path))
                continue
            }
            let identity = FileIdentity(path: path)
            if let identity, let input = read.first(where: { $0.0 == identity }) {
                throw LineworkError.invalidOption(name: option, value: path,
                    allowed: "is the input '\(oneLine(input.1))'; refusing to overwrite it, choose another file")
            }
            if let identity, let other = written.first(where: { $0.identity == identity }) {
                throw LineworkError.invalidOption(name: option, value: path,
                    allowed: "is the same file as \(other.option) '\(oneLine(other.path))'; give each output its own file")
            }
            written.append((identity, option, path))
        }
    }
}
