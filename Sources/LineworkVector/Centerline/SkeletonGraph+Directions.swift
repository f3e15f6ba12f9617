import LineworkContours
import LineworkCore

extension SkeletonGraph.Edge {
    /// The unit direction of the edge leaving its start (`fromStart`) or its end, pointing into
    /// the edge: the chord from the point `skip` pixels along it to the point `length` pixels
    /// further. A chord over several pixels averages out the pixel staircase, and skipping the
    /// first pixels steps over the bend that thinning puts into strokes where they meet. An edge
    /// shorter than `skip + length` gives the chord of its whole length; nil when that is zero.
    func direction(fromStart: Bool, skip: Double, length: Double) -> Point2? {
        let count = points.count
        func point(_ k: Int) -> Point2 { points[fromStart ? k : count - 1 - k] }
        var from: Point2?, travelled = 0.0
        if skip <= 0 { from = point(0) }
        for k in 1..<max(count, 1) {
            travelled += Polygon.distance(point(k - 1), point(k))
            if from == nil, travelled >= skip { from = point(k) }
            if let from, travelled >= skip + length { return Self.unit(point(k) - from) }
        }
        guard let first = points.first, let last = points.last else { return nil }
        return Self.unit(fromStart ? last - first : first - last)
    }

    private static func unit(_ v: Point2) -> Point2? {
        let norm = (v * v).sum().squareRoot()
        return norm > 0 ? v / norm : nil
    }
}
