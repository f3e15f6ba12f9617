#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Sends the process's standard error (file descriptor 2) to /dev/null while LiteRT loads or
/// releases models: LiteRT prints INFO and WARNING lines then, and the `linework` command's
/// contract is one line of stderr on failure and none on success.
///
/// Descriptor 2 belongs to the whole process, so this is for programs that own their stderr (the
/// command-line tool), never a library default: `PoseEstimator` silences only when asked.
/// Overlapping calls from several threads share one redirection: the first saves the real stderr,
/// the last puts it back. (Without the count, two overlapping calls could each save the other's
/// /dev/null and leave stderr silenced for good.)
enum StandardErrorSilencer {
    /// How many calls are inside, and the saved real stderr (-1 when none is saved).
    private static let state = Mutex((depth: 0, saved: Int32(-1)))

    static func run<T>(_ body: () throws -> T) rethrows -> T {
        state.withLock { state in
            if state.depth == 0 {
                fflush(nil)
                let null = open("/dev/null", O_WRONLY)
                state.saved = null >= 0 ? dup(2) : -1
                if state.saved >= 0 { dup2(null, 2) }
                if null >= 0 { close(null) }
            }
            state.depth += 1
        }
        defer {
            state.withLock { state in
                state.depth -= 1
                if state.depth == 0 {
                    fflush(nil)
                    if state.saved >= 0 { dup2(state.saved, 2); close(state.saved) }
                    state.saved = -1
                }
            }
        }
        return try body()
    }
}
