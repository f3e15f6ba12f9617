import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Cooperative cancellation of long synchronous work (a drawing for a page that has gone).
///
/// A server runs the work with `Cancellation.run(_:_:)`, which makes a token the current
/// thread's; the pipeline calls `Cancellation.checkpoint()` between its stages, which throws
/// `Cancellation.Cancelled` once the token is cancelled. Work run without a token never stops
/// early, and a checkpoint costs one thread-local read. The token is the thread's own: a long
/// loop inside a stage (the tone's relaxation, tour and streamlines) reads `current` once and
/// polls `isCancelled` as it goes, also on the threads it spreads its work over, and ends
/// early (its partial result is dropped at the next checkpoint). A token may also carry a time
/// limit, after which it counts as cancelled: a bound on a drawing's time (the studio's).
public enum Cancellation {
    /// Thrown by `checkpoint()` when the current work has been cancelled.
    public struct Cancelled: Error, Equatable, Sendable, CustomStringConvertible {
        /// The token's time limit in seconds when that is what stopped the work; nil when it
        /// was cancelled.
        public var timeLimit: Double?

        public init(timeLimit: Double? = nil) { self.timeLimit = timeLimit }

        public var description: String {
            timeLimit.map { "stopped after its time limit of \(Int($0.rounded(.up))) s" } ?? "cancelled"
        }
    }

    /// A flag the requester sets and the work polls, with an optional time limit.
    public final class Token: Sendable {
        private let flag = Atomic<Bool>(false)
        /// The work's time limit in seconds, nil for none.
        public let timeLimit: Double?
        /// When the time limit runs out, in `DispatchTime` nanoseconds.
        private let deadline: UInt64
        /// A token whose cancellation cancels this one too.
        private let parent: Token?

        /// A token not yet cancelled, that also counts as cancelled `timeLimit` seconds after
        /// it was made (a positive number; nil, the default, for no limit), and once `parent`
        /// is cancelled (a request's token, made before the work waited for its turn).
        public init(timeLimit: Double? = nil, within parent: Token? = nil) {
            self.timeLimit = timeLimit
            self.parent = parent
            let now = DispatchTime.now().uptimeNanoseconds
            deadline = timeLimit.map { now &+ UInt64(max(0, min($0, 1e9)) * 1e9) } ?? .max
        }

        /// Asks the work to stop at its next checkpoint.
        public func cancel() { flag.store(true, ordering: .relaxed) }

        /// Whether `cancel()` was called (here or on the parent) or the time limit has run out.
        public var isCancelled: Bool { requested || timedOut }

        /// Whether the time limit has run out.
        public var timedOut: Bool { deadline != .max && DispatchTime.now().uptimeNanoseconds >= deadline }

        private var requested: Bool { flag.load(ordering: .relaxed) || parent?.isCancelled == true }

        /// The error the work throws when it stops for this token.
        var error: Cancelled { Cancelled(timeLimit: requested ? nil : timeLimit) }
    }

    /// Runs `body` on this thread with `token` as its cancellation token, restoring the previous
    /// one afterwards.
    public static func run<T>(_ token: Token, _ body: () throws -> T) rethrows -> T {
        let key = threadKey
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(token).toOpaque())
        defer { pthread_setspecific(key, previous) }
        return try body()
    }

    /// Throws `Cancelled` when the work running on this thread has been cancelled.
    public static func checkpoint() throws {
        if let token = current, token.isCancelled { throw token.error }
    }

    /// The token of the work running on this thread, nil outside `run`: read it once before a
    /// long loop (or one spread over other threads) and poll its `isCancelled`.
    public static var current: Token? {
        pthread_getspecific(threadKey).map { Unmanaged<Token>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Whether the work running on this thread has been cancelled: for a loop that cannot
    /// throw, which then ends early; the next `checkpoint()` throws.
    public static var isCancelled: Bool { current?.isCancelled ?? false }

    /// The thread-specific slot holding the current token (unretained: `run` keeps it alive).
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}

extension Cancellation.Cancelled: LocalizedError {
    /// The one-line message (`description`), so that `error.localizedDescription` reads as the
    /// command line prints it rather than "The operation could not be completed".
    public var errorDescription: String? { description }
}
