import LineworkContours
import LineworkCore

/// A symmetric shape distance between two contours, in pixels.
///
/// The measure is the **symmetric mean closest-point distance**:
/// d(A, B) = max( mean_{a ∈ A} dist(a, B), mean_{b ∈ B} dist(b, A) ),
/// where dist(p, C) is the distance from p to the polyline C (closed contours include their
/// closing edge). Each contour is first resampled to at most `samples` points evenly spaced by
/// arc length, so the cost per pair is bounded (O(samples²)) whatever the contours' lengths.
///
/// Why the mean and not Hausdorff (the max): a thick bundle from neighbouring thresholds differs
/// by a pixel almost everywhere but may differ by several pixels at one spur; the mean ignores the
/// spur, the max would keep the whole duplicate. Why symmetric: a short contour lying along a long
/// one is close to it, but the long one is not close to the short one, and both must be kept.
public struct ShapeDistance: Sendable {
    /// Points per resampled contour, at least 2.
    public let samples: Int

    /// Creates a measure that resamples each contour to `samples` points (default 64); fewer
    /// than 2 count as 2, the fewest that give a contour a length.
    public init(samples: Int = 64) {
        self.samples = max(2, samples)
    }

    /// `points` resampled evenly by arc length (closed: around the loop, first point not repeated).
    public func resampled(_ points: [Point2], closed: Bool) -> [Point2] {
        guard points.count > 1 else { return points }
        var path = points
        if closed { path.append(points[0]) }
        var lengths = [0.0]
        lengths.reserveCapacity(path.count)
        for i in 1..<path.count { lengths.append(lengths[i - 1] + Polygon.distance(path[i - 1], path[i])) }
        let total = lengths.last!
        guard total > 0 else { return [points[0]] }
        let count = min(samples, max(2, points.count))
        let divisions = Double(closed ? count : count - 1)
        var out: [Point2] = []
        out.reserveCapacity(count)
        var segment = 1
        for k in 0..<count {
            let target = total * Double(k) / divisions
            while segment < path.count - 1 && lengths[segment] < target { segment += 1 }
            let span = lengths[segment] - lengths[segment - 1]
            let t = span > 0 ? (target - lengths[segment - 1]) / span : 0
            out.append(path[segment - 1] + (path[segment] - path[segment - 1]) * min(max(t, 0), 1))
        }
        return out
    }

    /// The symmetric mean closest-point distance between two resampled contours.
    public func distance(_ a: [Point2], closedA: Bool, _ b: [Point2], closedB: Bool) -> Double {
        max(meanDistance(from: a, to: b, closed: closedB), meanDistance(from: b, to: a, closed: closedA))
    }

    private func meanDistance(from points: [Point2], to line: [Point2], closed: Bool) -> Double {
        guard !points.isEmpty, let first = line.first else { return 0 }
        var total = 0.0
        for p in points {
            var best = Polygon.distance(p, first)
            if line.count > 1 {
                for i in 1..<line.count { best = min(best, Polygon.segmentDistance(p, line[i - 1], line[i])) }
                if closed { best = min(best, Polygon.segmentDistance(p, line[line.count - 1], first)) }
            }
            total += best
        }
        return total / Double(points.count)
    }
}
