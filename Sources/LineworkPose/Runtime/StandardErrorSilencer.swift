#if canImport(Glibc)
import Glibc
#endif

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
    private static let lock = Mutex()
    nonisolated(unsafe) private static var depth = 0
    nonisolated(unsafe) private static var saved: Int32 = -1

    static func run<T>(_ body: () throws -> T) rethrows -> T {
        lock.withLock {
            if depth == 0 {
                fflush(nil)
                let null = open("/dev/null", O_WRONLY)
                saved = null >= 0 ? dup(2) : -1
                if saved >= 0 { dup2(null, 2) }
                if null >= 0 { close(null) }
            }
            depth += 1
        }
        defer {
            lock.withLock {
                depth -= 1
                if depth == 0 {
                    fflush(nil)
                    if saved >= 0 { dup2(saved, 2); close(saved) }
                    saved = -1
                }
            }
        }
        return try body()
    }
}
