/// Measures elapsed wall-clock seconds with a monotonic clock, for `--stats` timings.
public struct Stopwatch: Sendable {
    private let start = ContinuousClock.now

    /// Starts a stopwatch now.
    public init() {}

    /// Seconds since the stopwatch was created.
    public var seconds: Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// Runs `body` and returns its result with the seconds it took.
    public static func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let watch = Stopwatch()
        let result = try body()
        return (result, watch.seconds)
    }
}
