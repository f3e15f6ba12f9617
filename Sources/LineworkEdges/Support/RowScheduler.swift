import LineworkCore

/// How a stage spreads its rows over threads.
///
/// `.parallel` hands the rows to `Parallel.forEachChunk`; `.serial` runs them all on the calling
/// thread in one chunk. Every stage computes each output pixel from its inputs alone, in a fixed
/// order, so both give byte-identical results — the serial form exists so that tests can check
/// exactly that in one process (`LINEWORK_THREADS` is read once, at start-up).
enum RowScheduler: Sendable {
    /// All cores, through `Parallel.forEachChunk`.
    case parallel
    /// One chunk on the calling thread.
    case serial

    /// Calls `body` on disjoint row ranges covering `0..<count`.
    func forEachChunk(_ count: Int, minimumChunk: Int = 8, _ body: (Range<Int>) -> Void) {
        switch self {
        case .parallel:
            Parallel.forEachChunk(count, minimumChunk: minimumChunk, body)
        case .serial:
            if count > 0 { body(0..<count) }
        }
    }
}
