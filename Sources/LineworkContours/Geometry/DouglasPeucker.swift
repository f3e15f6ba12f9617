import LineworkCore
extension Polygon {
    /// Simplifies a polyline with the Ramer–Douglas–Peucker algorithm (Douglas & Peucker 1973).
    ///
    /// Keeps the fewest vertices such that every dropped point lies within `epsilon` pixels of
    /// the simplified line. A closed contour is split at its first point and the point farthest
    /// from it, and the two halves are simplified separately, so the result does not depend on
    /// an arbitrary chord. Iterative (an explicit stack), so long contours cannot overflow the
    /// call stack. O(n log n) typical, O(n²) worst case.
    ///
    /// - Parameters:
    ///   - points: the vertices; for a closed contour, without a repeated closing point.
    ///   - epsilon: tolerance in pixels, ≥ 0.
    ///   - closed: whether the last point connects back to the first.
    /// - Returns: a subsequence of `points`, always including the first.
    public static func simplified(_ points: [Point2], epsilon: Double, closed: Bool) -> [Point2] {
        guard points.count > 2 else { return points }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        if closed {
            var far = 0, farDistance = -1.0
            for (i, p) in points.enumerated() where distance(p, points[0]) > farDistance {
                (far, farDistance) = (i, distance(p, points[0]))
            }
            keep[far] = true
            mark(points, from: 0, to: far, epsilon: epsilon, keep: &keep)
            markClosing(points, from: far, epsilon: epsilon, keep: &keep)
        } else {
            keep[points.count - 1] = true
            mark(points, from: 0, to: points.count - 1, epsilon: epsilon, keep: &keep)
        }
        return points.indices.filter { keep[$0] }.map { points[$0] }
    }

    private static func mark(_ points: [Point2], from: Int, to: Int, epsilon: Double, keep: inout [Bool]) {
        var stack = [(from, to)]
        while let (a, b) = stack.popLast() {
            guard b > a + 1 else { continue }
            var worst = -1, worstDistance = epsilon
            for i in (a + 1)..<b {
                let d = segmentDistance(points[i], points[a], points[b])
                if d > worstDistance { (worst, worstDistance) = (i, d) }
            }
            if worst >= 0 {
                keep[worst] = true
                stack.append((a, worst))
                stack.append((worst, b))
            }
        }
    }

    /// The closing half of a closed contour: from `from` around to index 0 again.
    private static func markClosing(_ points: [Point2], from: Int, epsilon: Double, keep: inout [Bool]) {
        let tail = Array(points[from...]) + [points[0]]
        var tailKeep = [Bool](repeating: false, count: tail.count)
        mark(tail, from: 0, to: tail.count - 1, epsilon: epsilon, keep: &tailKeep)
        for (offset, kept) in tailKeep.enumerated() where kept && offset < tail.count - 1 {
            keep[from + offset] = true
        }
    }

    /// Distance from `p` to the segment a–b (to a itself when a == b).
    public static func segmentDistance(_ p: Point2, _ a: Point2, _ b: Point2) -> Double {
        let ab = b - a
        let length = (ab * ab).sum()
        guard length > 0 else { return distance(p, a) }
        let t = Swift.min(1, Swift.max(0, ((p - a) * ab).sum() / length))
        return distance(p, a + t * ab)
    }
}
