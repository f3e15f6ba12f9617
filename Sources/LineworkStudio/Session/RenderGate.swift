import Dispatch
import Foundation
import LineworkCore

/// At most `limit` drawings at once over the whole studio, each on a thread of its own: not the
/// server's event loops, and not a Dispatch queue, whose global pool on Linux also runs Swift's
/// cooperative tasks (two busy drawings there once held back every new request and the SIGTERM
/// handler for tens of seconds).
///
/// Waiters are served first come, first served. A request whose task is cancelled (its page
/// closed, its socket gone) cancels its drawing (`Cancellation`): the drawing stops at its next
/// stage, or within its tone's loops, and frees its place, and a waiter that is cancelled never
/// starts. A drawing that runs past `timeLimit` seconds is stopped the same way.
actor RenderGate {
    private let limit: Int
    private let timeLimit: Double?
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Each drawing thread's stack: the tracers recurse, and 16 MiB is what the command line's
    /// main thread has room for several times over.
    static let stackSize = 16 << 20

    /// A gate for `limit` drawings at once, each stopped after `timeLimit` seconds (nil: never).
    init(limit: Int, timeLimit: Double? = nil) {
        self.limit = max(1, limit)
        self.timeLimit = timeLimit
    }

    /// Runs `work` once a place is free, on a thread of its own, and returns its result.
    ///
    /// - Throws: `work`'s errors; `CancellationError` when the calling task was cancelled
    ///   before the work started, `Cancellation.Cancelled` when it stopped the work (with its
    ///   `timeLimit` when that ran out).
    nonisolated func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        let token = Cancellation.Token(), timeLimit = timeLimit
        return try await withTaskCancellationHandler {
            await enter()
            guard !Task.isCancelled else {
                await leave()
                throw CancellationError()
            }
            let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, any Error>, Never>) in
                let thread = Thread {
                    // Entered through the utility-QoS global queue, so that the drawing's parallel
                    // loops (`Parallel`, DispatchQueue.concurrentPerform) spread over that queue's
                    // own threads, never the default pool Swift's tasks and the server run on.
                    // The time limit counts from here, not from the wait for a place.
                    let timed = Cancellation.Token(timeLimit: timeLimit, within: token)
                    let result = DispatchQueue.global(qos: .utility).sync {
                        Result { try Cancellation.run(timed) { try work() } }
                    }
                    continuation.resume(returning: result)
                }
                thread.stackSize = Self.stackSize
                thread.start()
            }
            await leave()
            return try outcome.get()
        } onCancel: {
            token.cancel()
        }
    }

    private func enter() async {
        if running < limit {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func leave() {
        if waiting.isEmpty {
            running -= 1
            // Idle: what the drawings freed goes back to the system (a cancelled 2,000,000-dot
            // tour left the studio at 610 MB).
            if running == 0 { HeapPolicy.releaseFreeMemory() }
        } else {
            waiting.removeFirst().resume()
        }
    }
}
