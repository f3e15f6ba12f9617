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
/// early, and a checkpoint costs one thread-local read. The token is the thread's own, so
/// stages that spread work over other threads are checked when they return.
public enum Cancellation {
    /// Thrown by `checkpoint()` when the current work has been cancelled.
    public struct Cancelled: Error, Equatable, Sendable, CustomStringConvertible {
        public init() {}
        public var description: String { "cancelled" }
    }

    /// A flag the requester sets and the work polls.
    public final class Token: Sendable {
        private let flag = Atomic<Bool>(false)

        /// A token not yet cancelled.
        public init() {}

        /// Asks the work to stop at its next checkpoint.
        public func cancel() { flag.store(true, ordering: .relaxed) }

        /// Whether `cancel()` was called.
        public var isCancelled: Bool { flag.load(ordering: .relaxed) }
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
        guard let raw = pthread_getspecific(threadKey) else { return }
        if Unmanaged<Token>.fromOpaque(raw).takeUnretainedValue().isCancelled { throw Cancelled() }
    }

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
