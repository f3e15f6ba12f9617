import Foundation

/// Frame counts on standard error while a video renders, on one line rewritten in place; only
/// when standard error is a terminal, so logs and error output stay one line per message.
public final class FrameProgress {
    private let total: Int
    private let label: String
    private let shown = isatty(2) == 1
    private var lastPercent = -1

    /// A counter of `total` frames, each line saying `linework: LABEL done/total (p%)`.
    public init(total: Int, label: String = "frame") {
        self.total = total
        self.label = label
    }

    /// Shows `done` frames of the total, when the whole percentage changed.
    public func report(_ done: Int) {
        let percent = done * 100 / max(total, 1)
        guard shown, percent != lastPercent else { return }
        lastPercent = percent
        FileHandle.standardError.write(Data("\rlinework: \(label) \(done)/\(total) (\(percent)%)".utf8))
    }

    /// Ends the line (when one was shown).
    public func end() {
        if shown { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
