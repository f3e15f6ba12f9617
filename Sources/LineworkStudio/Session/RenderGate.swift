import Dispatch

/// At most `limit` drawings at once over the whole studio, each on a thread of its own (not
/// the server's event loops or Swift's cooperative pool, which a drawing's seconds of CPU would
/// stall).
///
/// Waiters are served first come, first served. Together with each page keeping only its
/// newest request, fast slider moves never pile up work.
actor RenderGate {
    private let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private let queue = DispatchQueue(label: "linework.studio.render", attributes: .concurrent)

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Runs `work` once a place is free, off the cooperative pool, and returns its result.
    nonisolated func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        await enter()
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, any Error>, Never>) in
            queue.async { continuation.resume(returning: Result { try work() }) }
        }
        await leave()
        return try outcome.get()
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
        } else {
            waiting.removeFirst().resume()
        }
    }
}
