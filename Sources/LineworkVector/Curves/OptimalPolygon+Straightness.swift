import LineworkContours
import LineworkCore

extension OptimalPolygon {
    /// For every point i, the last point k (unwrapped: up to i + n − 1 on a cycle, n − 1 on an
    /// open path) such that the subpath i ... k is straight.
    ///
    /// Straight follows Selinger (2003, §2.2.1): not all four directions occur among the steps,
    /// and the line from point i through each later point passes within L∞ distance 1 of every
    /// point in between. The lines through point i that come within distance 1 of a point c
    /// form a cone bounded by two corners of the square c ± (1, 1); the cones are intersected
    /// as the scan goes, and the scan stops at the first point outside the cone so far.
    ///
    /// 8-connected and non-lattice paths: a step's direction set is the signs of its x and y
    /// components, so a diagonal step counts as two directions. That is the 4-connected rule
    /// applied to the lattice corner a diagonal step cuts, on either side; polylines with long
    /// steps are judged by the same unit tolerance.
    /// - Complexity: O(n · L) for straight runs of at most L points.
    static func straightRuns(_ points: UnsafeBufferPointer<Point2>, count n: Int, closed: Bool) -> [Int] {
        [Int](unsafeUninitializedCapacity: n) { runs, initialised in
            for i in 0..<n {
                let limit = closed ? i + n - 1 : n - 1
                let origin = points[i]
                var directions: UInt8 = 0
                var constrained = false
                var low = Point2.zero, high = Point2.zero  // the cone: low ≤ direction ≤ high
                var k = i + 1
                while k <= limit {
                    let step = points[k] - points[k - 1]
                    directions |= (step.x > 0 ? 1 : 0) | (step.x < 0 ? 2 : 0) | (step.y > 0 ? 4 : 0) | (step.y < 0 ? 8 : 0)
                    if directions == 15 { break }
                    let c = points[k] - origin
                    if constrained && (cross(low, c) < 0 || cross(c, high) < 0) { break }
                    if max(abs(c.x), abs(c.y)) > 1 {
                        let (clockwise, counterClockwise) = coneOfUnitSquare(around: c)
                        if !constrained || cross(low, clockwise) > 0 { low = clockwise }
                        if !constrained || cross(counterClockwise, high) > 0 { high = counterClockwise }
                        constrained = true
                    }
                    k += 1
                }
                runs[i] = k - 1
            }
            initialised = n
        }
    }

    /// The two corners of the square `c` ± (1, 1) that bound the directions from the origin
    /// through it: the most clockwise and the most counter-clockwise (in the sense of
    /// `cross`). The origin lies outside the square, so the square spans less than a half turn.
    @inline(__always)
    private static func coneOfUnitSquare(around c: Point2) -> (Point2, Point2) {
        var clockwise = c + Point2(1, 1), counterClockwise = clockwise
        @inline(__always) func consider(_ corner: Point2) {
            if cross(corner, clockwise) > 0 { clockwise = corner }
            if cross(counterClockwise, corner) > 0 { counterClockwise = corner }
        }
        consider(c + Point2(1, -1))
        consider(c + Point2(-1, 1))
        consider(c + Point2(-1, -1))
        return (clockwise, counterClockwise)
    }
}

/// The z component of the cross product of two plane vectors.
@inline(__always)
func cross(_ a: Point2, _ b: Point2) -> Double { a.x * b.y - a.y * b.x }
