import LineworkCore

/// Where a command writes one of its outputs: a file path, or standard output for `-`.
///
/// All files go through `AtomicFile`, so a failed run leaves no partial file and never touches
/// an existing one.
struct OutputFile {
    let path: String

    var isStandardOutput: Bool { path == "-" }

    /// Fails fast, before any long work, if the file could not be written.
    func checkWritable() throws {
        if !isStandardOutput { try AtomicFile.checkWritable(path) }
    }

    func write(_ text: String) throws {
        if isStandardOutput {
            print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
        } else {
            try AtomicFile.write(text, to: path)
        }
    }

    func write(_ bytes: [UInt8]) throws {
        try AtomicFile.write(bytes, to: path)
    }
}

extension Optional where Wrapped == String {
    /// The output for an optional `--flag FILE` option.
    var output: OutputFile? { map(OutputFile.init(path:)) }
}
