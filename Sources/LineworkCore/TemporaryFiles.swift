import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files this process is writing, so that an interrupted run leaves none behind.
///
/// `AtomicFile` registers every temporary file's name *before* creating it and unregisters it
/// once it is renamed or removed, so the set always covers every temporary file on disk.
/// `installSignalCleanup()` makes SIGINT and SIGTERM kill the helper programs still running
/// (`ChildProcesses`), remove every temporary file and exit with status 128 + the signal (130,
/// 143), as shells report a process killed by the signal.
///
/// The signals are taken by `DispatchSource`s, not by a signal handler: the cleanup runs on a
/// dispatch thread in ordinary context, where taking the lock and calling `unlink` are safe
/// (nothing here runs inside an asynchronous signal handler). The cleanup keeps the lock until
/// `_exit`, so no temporary file can be registered after it has looked.
public enum TemporaryFiles {
    private static let paths = Mutex<Set<String>>([])
    private static let sources = Mutex<[any DispatchSourceSignal]>([])
    private static let signalQueue = DispatchQueue(label: "linework.signals")
    private static let received = Mutex<Int32?>(nil)

    /// The termination signal being handled, if any: a failure it causes (a child's pipe closed
    /// by `ChildProcesses.killAll`) must not exit before the handler does, with the signal's status.
    public static var receivedSignal: Int32? { received.withLock { $0 } }

    /// Records `path` as a temporary file to remove if the process is interrupted.
    public static func register(_ path: String) {
        paths.withLock { _ = $0.insert(path) }
    }

    /// Forgets `path` (renamed into place, or removed).
    public static func unregister(_ path: String) {
        paths.withLock { _ = $0.remove(path) }
    }

    /// The temporary files registered now (for tests).
    public static var registered: Set<String> { paths.withLock { $0 } }

    /// Removes every registered temporary file. For a process about to exit after a failure
    /// that skipped the usual cleanup; the registry is empty afterwards.
    public static func removeAll() {
        ChildProcesses.killAll()
        paths.withLock { set in
            for path in set { unlink(path) }
            set.removeAll()
        }
    }

    /// From now on, SIGINT and SIGTERM remove every registered temporary file and exit with
    /// status 130 or 143. Call once, early in `main`; later calls do nothing.
    public static func installSignalCleanup() {
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            for signalNumber in [SIGINT, SIGTERM] {
                // The default action would kill the process before the source could run.
                signal(signalNumber, SIG_IGN)
                // A serial queue of its own: libdispatch gives it a thread even when the global
                // pool is busy (drawings on both cores once held SIGTERM back for minutes).
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: signalQueue)
                source.setEventHandler {
                    received.withLock { $0 = signalNumber }
                    // Children first, so that none can write a temporary file again.
                    ChildProcesses.killAll()
                    paths.withLock { set in
                        for path in set { unlink(path) }
                        _exit(128 + signalNumber)
                    }
                }
                source.resume()
                sources.append(source)
            }
        }
    }
}
