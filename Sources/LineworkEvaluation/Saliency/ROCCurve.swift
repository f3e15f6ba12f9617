/// A receiver operating characteristic: a saliency map as a classifier of fixated against
/// unfixated pixels, its hit rate against its false-positive rate as the threshold falls
/// (`SaliencyMetrics.rocJudd(prediction:fixations:)`). AUC-Judd is the area under it.
public struct ROCCurve: Sendable, Equatable {
    /// One threshold's rates.
    public struct Point: Sendable, Equatable {
        /// The share of unfixated pixels at or above the threshold.
        public var falsePositiveRate: Double
        /// The share of fixations at or above the threshold.
        public var hitRate: Double

        /// Creates a point.
        ///
        /// - Parameters:
        ///   - falsePositiveRate: the share of unfixated pixels at or above the threshold.
        ///   - hitRate: the share of fixations at or above the threshold.
        public init(falsePositiveRate: Double, hitRate: Double) {
            self.falsePositiveRate = falsePositiveRate
            self.hitRate = hitRate
        }
    }

    /// The points from (0, 0) to (1, 1), false-positive rate non-decreasing.
    public var points: [Point]

    /// Creates a curve from its points.
    ///
    /// - Parameter points: from (0, 0) to (1, 1), false-positive rate non-decreasing.
    public init(points: [Point]) { self.points = points }

    /// The hit rate at a false-positive rate, interpolated linearly between the curve's points
    /// (the trapezoids AUC-Judd sums); on a vertical step, the step's top. Used to average
    /// curves of several images at common false-positive rates ("vertical averaging").
    ///
    /// - Parameter rate: a false-positive rate, clamped to 0…1.
    /// - Returns: the hit rate there.
    public func hitRate(atFalsePositiveRate rate: Double) -> Double {
        let x = min(max(rate, 0), 1)
        guard var previous = points.first else { return x }
        for point in points.dropFirst() {
            if point.falsePositiveRate >= x {
                let run = point.falsePositiveRate - previous.falsePositiveRate
                guard run > 0 else { return point.hitRate }
                return previous.hitRate + (point.hitRate - previous.hitRate) * (x - previous.falsePositiveRate) / run
            }
            previous = point
        }
        return previous.hitRate
    }
}
