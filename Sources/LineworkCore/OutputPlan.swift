/// The files one run reads and the files it writes, checked before anything is written: no
/// output may be an input, no two outputs one file, and at most one output standard output.
///
/// Files are compared by `FileIdentity` (device and inode after following symlinks; resolved
/// paths for files not yet written), so `a.png`, `./a.png` and a link to it are one file.
/// Every `linework` command that reads images and writes files builds one and calls `check()`;
/// a program writing several files from its inputs can do the same.
public struct OutputPlan: Sendable {
    /// The files read.
    public var inputs: [String]
    /// The files written, each with the option that named it (for the message).
    public var outputs: [(option: String, path: String)]

    /// An output for each option given, in order; nil paths (options not given) are left out.
    public init(inputs: [String], outputs: [(option: String, path: String?)]) {
        self.inputs = inputs
        self.outputs = outputs.compactMap { option, path in path.map { (option, $0) } }
    }

    /// This plan with more outputs (for example the per-layer files, known once drawn).
    public func adding(_ more: [(option: String, path: String)]) -> OutputPlan {
        var plan = self
        plan.outputs += more
        return plan
    }

    /// - Throws: `LineworkError.invalidOption` naming the output's option and the input or
    ///   other output it clashes with.
    public func check() throws {
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
