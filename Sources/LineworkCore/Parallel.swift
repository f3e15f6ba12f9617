import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Splits row-parallel work over all cores.
///
/// Results never depend on the number of threads: each chunk writes its own disjoint rows.
public enum Parallel {
    /// Worker threads to use: `LINEWORK_THREADS` when set to a positive integer (for tests
    /// that compare 1 thread with N), otherwise the number of online cores.
    public static let threadCount: Int = {
        if let text = getenv("LINEWORK_THREADS").map({ String(cString: $0) }), let n = Int(text), n > 0 {
            return n
        }
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }()

    /// Calls `body` on disjoint, contiguous sub-ranges covering `0..<count`, concurrently.
    ///
    /// - Parameters:
    ///   - count: the number of items (rows, settings …).
    ///   - minimumChunk: the smallest range worth a task; below it the work runs inline.
    ///   - threads: the threads to share the work between; default `threadCount`. Tests pass 1
    ///     and N to check that a result does not depend on it.
    ///   - body: processes one range; it must only write state belonging to that range.
    public static func forEachChunk(
        _ count: Int, minimumChunk: Int = 16, threads: Int = threadCount, _ body: (Range<Int>) -> Void
    ) {
        guard count > 0 else { return }
        let chunks = min(threads * 4, max(1, count / max(1, minimumChunk)))
        if chunks <= 1 || threads <= 1 {
            body(0..<count)
            return
        }
        withoutActuallyEscaping(body) { body in
            // The chunks write disjoint ranges, which the compiler cannot see; hence unchecked.
            nonisolated(unsafe) let body = body
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let lower = count * chunk / chunks
                let upper = count * (chunk + 1) / chunks
                if lower < upper { body(lower..<upper) }
            }
        }
    }

    /// Calls `body` once for every index in `0..<count`, concurrently, handing the indices out
    /// one at a time in order: for items of very uneven cost (a canvas's tiles, most of the
    /// ink in a few of them), where `forEachChunk`'s contiguous chunks would leave one thread
    /// with the heavy chunk at the end. Put the costly items first.
    ///
    /// - Parameters:
    ///   - count: the number of items, numbered 0..<count; none runs for 0 or less.
    ///   - threads: as for `forEachChunk`; 1 runs the items in order on the calling thread.
    ///   - body: processes one item; it must only write state belonging to that item.
    public static func forEach(_ count: Int, threads: Int = threadCount, _ body: (Int) -> Void) {
        guard count > 0 else { return }
        if count == 1 || threads <= 1 {
            for i in 0..<count { body(i) }
            return
        }
        withoutActuallyEscaping(body) { body in
            // Each item writes only its own state, which the compiler cannot see; hence unchecked.
            nonisolated(unsafe) let body = body
            DispatchQueue.concurrentPerform(iterations: count) { body($0) }
        }
    }
}
