import _LineworkCodecsC
import Foundation
import LineworkCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A helper program (ffmpeg, ffprobe) started so that it cannot outlive this process, even
/// when this process is killed with SIGKILL and has no chance to clean up.
///
/// Foundation's `Process` cannot do that: after `kill -9 linework`, its decoding ffmpeg ran on
/// and its encoding ffmpeg, seeing its input end, finished a `.linework-*.tmp` video (issue 48,
/// item 9). Here the child asks the kernel, between fork and exec, for SIGKILL when its parent
/// dies (`lw_spawn`: PR_SET_PDEATHSIG). The kernel sends it when the *thread* that forked ends,
/// so every child is forked by `Spawner`'s one thread, which lives as long as the process.
/// The child also gets SIGPIPE back at its default (this process ignores it), its own
/// process group, and no descriptor but its three standard ones. It is registered with
/// `ChildProcesses` while it runs, so SIGINT and SIGTERM kill it too.
final class ChildProcess {
    /// The child's process id.
    let pid: pid_t
    private var exit: Int32?

    /// Starts `program` with `arguments`, its standard input, output and error on the
    /// descriptors given (not closed here), in this process's environment.
    ///
    /// - Throws: `LineworkError.resourceLimit` naming the program when it cannot be started.
    init(_ program: String, arguments: [String], input: Int32, output: Int32, error: Int32) throws {
        let started = Spawner.shared.spawn(program, arguments: arguments, fds: (input, output, error))
        guard started > 0 else {
            throw LineworkError.resourceLimit(detail: "cannot start \(program): \(String(cString: strerror(-started)))")
        }
        pid = started
        ChildProcesses.register(pid)
    }

    deinit { kill() }

    /// Whether the child has not yet exited (reaping it if it has).
    var isRunning: Bool {
        if exit != nil { return false }
        var status: Int32 = 0
        let reaped = waitpid(pid, &status, WNOHANG)
        guard reaped == pid else { return reaped == 0 }
        record(status)
        return false
    }

    /// Waits for the child to exit and returns its status: the exit code, or the number of the
    /// signal that killed it.
    @discardableResult
    func wait() -> Int32 {
        if let exit { return exit }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { record(0); return 0 }
        }
        record(status)
        return exit ?? 0
    }

    /// Kills the child if it still runs, and reaps it.
    func kill() {
        if isRunning { _ = Glibc.kill(pid, SIGKILL) }
        wait()
    }

    private func record(_ status: Int32) {
        let signal = status & 0x7F
        exit = signal == 0 ? (status >> 8) & 0xFF : signal
        ChildProcesses.unregister(pid)
    }

    /// A pipe whose both ends close at exec (the child gets its end through `lw_spawn`).
    static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        let made = lw_pipe(&ends)
        guard made == 0 else {
            throw LineworkError.resourceLimit(detail: "cannot make a pipe: \(String(cString: strerror(-made)))")
        }
        return (ends[0], ends[1])
    }

    /// /dev/null, read and write, closed at exec.
    static func nullDevice() throws -> Int32 {
        let fd = open("/dev/null", O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw LineworkError.resourceLimit(detail: "cannot open /dev/null: \(String(cString: strerror(errno)))") }
        return fd
    }
}

/// The one thread that forks every child, so that their PR_SET_PDEATHSIG fires only when the
/// process dies (a worker thread that forked one and then exited would kill it mid-run).
private final class Spawner: @unchecked Sendable {
    static let shared = Spawner()

    private let condition = NSCondition()
    private var job: (() -> Void)?

    private init() {
        let thread = Thread { [unowned self] in self.serve() }
        thread.name = "linework-spawner"
        thread.start()
    }

    /// Runs `lw_spawn` on the spawner's thread and returns its result.
    func spawn(_ program: String, arguments: [String], fds: (Int32, Int32, Int32)) -> pid_t {
        var result: pid_t = -EAGAIN
        var done = false
        let work = {
            let argv = ([program] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            result = argv.withUnsafeBufferPointer { lw_spawn(program, $0.baseAddress, environ, fds.0, fds.1, fds.2) }
        }
        condition.lock()
        // One job at a time: a caller waits for the one before it to be taken.
        while job != nil { condition.wait() }
        job = { work(); done = true }
        condition.broadcast()
        while !done { condition.wait() }
        condition.unlock()
        return result
    }

    private func serve() {
        condition.lock()
        while true {
            while job == nil { condition.wait() }
            let next = job!
            job = nil
            // Run with the lock held: the caller waits on `done`, set inside it.
            next()
            condition.broadcast()
        }
    }
}
