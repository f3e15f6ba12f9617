import LineworkContours
import LineworkCore

/// Prefix sums of a path's coordinates and their products, so that the centroid and second
/// moments of any run of consecutive points cost O(1) (Selinger 2003, §2.2.3: the polygon
/// penalty and, in §2.3.1, the vertex adjustment both need them for every candidate edge).
///
/// Coordinates are taken relative to the first point: the sums then stay small and the
/// differences of large prefix sums lose no precision on long paths.
struct PathMoments {
    /// Sums of x, y, x², xy, y² over one or more points.
    struct Sums {
        var x = 0.0, y = 0.0, xx = 0.0, xy = 0.0, yy = 0.0
    }

    /// Centroid and covariance of a run of points.
    struct Moments {
        /// Number of points in the run.
        var count: Int
        /// The centroid, in path coordinates.
        var mean: Point2
        /// Covariance entries: E[(x − x̄)²], E[(x − x̄)(y − ȳ)], E[(y − ȳ)²].
        var xx: Double, xy: Double, yy: Double
    }

    /// The point all sums are relative to.
    let origin: Point2
    /// `prefix[k]` sums points 0 ..< k.
    private let prefix: [Sums]

    /// Sums over `points` (for a closed path, its points laid out twice so that runs may wrap).
    init(_ points: UnsafeBufferPointer<Point2>) {
        origin = points.first ?? .zero
        let origin = origin
        prefix = [Sums](unsafeUninitializedCapacity: points.count + 1) { buffer, initialised in
            var running = Sums()
            buffer[0] = running
            for (k, point) in points.enumerated() {
                let p = point - origin
                running.x += p.x
                running.y += p.y
                running.xx += p.x * p.x
                running.xy += p.x * p.y
                running.yy += p.y * p.y
                buffer[k + 1] = running
            }
            initialised = points.count + 1
        }
    }

    /// Raw sums over points `i ... j` (relative to ``origin``).
    @inline(__always)
    func sums(from i: Int, through j: Int) -> Sums {
        let a = prefix[i], b = prefix[j + 1]
        return Sums(x: b.x - a.x, y: b.y - a.y, xx: b.xx - a.xx, xy: b.xy - a.xy, yy: b.yy - a.yy)
    }

    /// Centroid and covariance of points `i ... j`.
    func moments(from i: Int, through j: Int) -> Moments {
        let s = sums(from: i, through: j)
        let k = Double(j - i + 1)
        let mx = s.x / k, my = s.y / k
        return Moments(
            count: j - i + 1, mean: origin + Point2(mx, my),
            xx: max(0, s.xx / k - mx * mx), xy: s.xy / k - mx * my, yy: max(0, s.yy / k - my * my))
    }

    /// Selinger's penalty of replacing points `i ... j` by the straight edge from `a` to `b`
    /// (§2.2.3): |b − a| times the root-mean-square distance of the points from the line ab.
    ///
    /// With d = b − a and c the midpoint of ab, |d|² · E[dist²] = E[((p − c) · d⊥)²], which
    /// expands into the raw sums; no per-point work.
    @inline(__always)
    func penalty(from i: Int, through j: Int, a: Point2, b: Point2) -> Double {
        let s = sums(from: i, through: j)
        let k = Double(j - i + 1)
        let c = (a + b) / 2 - origin
        let d = b - a
        let exx = s.xx / k - 2 * c.x * s.x / k + c.x * c.x
        let exy = s.xy / k - c.x * s.y / k - c.y * s.x / k + c.x * c.y
        let eyy = s.yy / k - 2 * c.y * s.y / k + c.y * c.y
        return (max(0, d.y * d.y * exx - 2 * d.x * d.y * exy + d.x * d.x * eyy)).squareRoot()
    }
}
