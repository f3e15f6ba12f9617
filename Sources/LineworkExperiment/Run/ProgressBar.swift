#if canImport(Glibc)
import Glibc
#endif

/// The progress bar on standard error: `[#####·····] 3/10 photo.png: sweep`.
///
/// On a terminal the bar redraws in place (carriage return); otherwise — a log file, a Slurm
/// job's output — each image gets one plain line, so logs stay readable.
public struct ProgressBar: Sendable {
    /// Where lines go: standard error by default; tests pass a closure that collects them.
    public var sink: @Sendable (String) -> Void
    private let interactive: Bool
    private let width = 24

    /// Reports to standard error.
    public init() {
        interactive = isatty(2) == 1
        sink = { text in
            var text = text
            text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        }
    }

    /// Reports to `sink`, one line per event.
    public init(sink: @escaping @Sendable (String) -> Void) {
        interactive = false
        self.sink = sink
    }

    /// A silent bar.
    public static var silent: ProgressBar { ProgressBar(sink: { _ in }) }

    /// Image `done` of `total` (0-based count of images finished), at `stage`.
    func update(done: Int, total: Int, name: String, stage: String) {
        guard interactive else {
            if stage == "decode" || stage == "cached" { sink("report: [\(done + 1)/\(total)] \(name)\(stage == "cached" ? " (cached)" : "")\n") }
            return
        }
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled)
        sink("\r\u{1B}[2K[\(bar)] \(done)/\(total) \(name): \(stage)")
    }

    /// The end of the run.
    package func finish(_ message: String) {
        sink(interactive ? "\r\u{1B}[2K\(message)\n" : "\(message)\n")
    }
}
