import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The helper programs this process has started and not yet reaped (ffmpeg), so that they end
/// with it: SIGINT and SIGTERM (`TemporaryFiles.installSignalCleanup`) kill each one before
/// the temporary files they write are removed, and no ffmpeg is left running orphaned.
public enum ChildProcesses {
    private static let running = Mutex<Set<pid_t>>([])

    /// Records a started child.
    public static func register(_ pid: pid_t) {
        running.withLock { _ = $0.insert(pid) }
    }

    /// Forgets a child that has exited.
    public static func unregister(_ pid: pid_t) {
        running.withLock { _ = $0.remove(pid) }
    }

    /// The children recorded now (for tests).
    public static var registered: Set<pid_t> { running.withLock { $0 } }

    /// Sends SIGKILL to every recorded child. For a process about to exit.
    public static func killAll() {
        running.withLock { set in
            for pid in set { kill(pid, SIGKILL) }
        }
    }
}
