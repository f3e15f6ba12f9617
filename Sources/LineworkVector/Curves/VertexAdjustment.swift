import LineworkContours
import LineworkCore

/// Stage 2 of the fit: moves every polygon vertex to where the lines fitted to its two edges'
/// subpaths meet, but no farther than its unit square (Selinger 2003, §2.3.1).
///
/// The optimal polygon's vertices sit on path points, so its edges lean by up to half a pixel.
/// Each edge's subpath gets its least-squares line (through the centroid along the principal
/// axis of the covariance); the vertex goes to the point of the square
/// [v − ½, v + ½]² that minimises the summed squared distances to its two lines. That point is
/// the lines' intersection when it lies in the square; otherwise it lies on the square's border
/// and is found by minimising along each side.
///
/// An open path's end vertices stay where they are: the fit keeps its end points exactly.
enum VertexAdjustment {
    /// A tiny pull towards the original vertex added to every quadratic: it decides the
    /// position along two (nearly) parallel lines, where the intersection is undefined, and
    /// moves a well-defined intersection by far less than a rounding error.
    private static let anchorWeight = 1e-6

    /// The adjusted vertices of `polygon`.
    /// - Parameters:
    ///   - polygon: vertex indices into `points`.
    ///   - points: the path (twice over for a closed path, as for ``OptimalPolygon``).
    ///   - count: the number of distinct path points.
    ///   - closed: whether the path is a cycle.
    ///   - moments: prefix sums over `points`.
    static func adjust(_ polygon: OptimalPolygon, points: UnsafeBufferPointer<Point2>, count n: Int,
                       closed: Bool, moments: PathMoments) -> [Point2] {
        let indices = polygon.vertexIndices
        let m = indices.count
        // Line k is fitted to the subpath of edge k, from vertex k to vertex k + 1.
        let edgeCount = closed ? m : m - 1
        var lines = [SIMD3<Double>]()
        lines.reserveCapacity(edgeCount)
        for k in 0..<edgeCount {
            let i = indices[k], j = k + 1 < m ? indices[k + 1] : indices[0] + n
            lines.append(fittedLine(moments.moments(from: i, through: j), chord: points[j] - points[i]))
        }
        var vertices = [Point2]()
        vertices.reserveCapacity(m)
        for k in 0..<m {
            let v = points[indices[k]]
            if !closed && (k == 0 || k == m - 1) {
                vertices.append(v)
                continue
            }
            let before = lines[(k + edgeCount - 1) % edgeCount], after = lines[k]
            vertices.append(v + closestPointInUnitSquare(to: before, after, around: v))
        }
        return vertices
    }

    /// The least-squares line of a run of points as (a, b, c) with a² + b² = 1 and
    /// a·x + b·y + c = 0, or the direction of `chord` through the centroid when the points
    /// have no principal axis (all equal, or spread the same in every direction).
    private static func fittedLine(_ run: PathMoments.Moments, chord: Point2) -> SIMD3<Double> {
        let half = (run.xx - run.yy) / 2
        let largest = (run.xx + run.yy) / 2 + (half * half + run.xy * run.xy).squareRoot()
        // Two expressions for the eigenvector of `largest`; the longer is the stabler one.
        let u = Point2(run.xy, largest - run.xx), w = Point2(largest - run.yy, run.xy)
        var direction = (u * u).sum() > (w * w).sum() ? u : w
        if (direction * direction).sum() < 1e-18 { direction = chord }
        let length = (direction * direction).sum().squareRoot()
        guard length > 0 else { return SIMD3(1, 0, -run.mean.x) }
        let normal = Point2(-direction.y, direction.x) / length
        return SIMD3(normal.x, normal.y, -(normal * run.mean).sum())
    }

    /// The offset from `v`, within [−½, ½]², of the point that minimises the sum of squared
    /// distances to the two lines.
    private static func closestPointInUnitSquare(to first: SIMD3<Double>, _ second: SIMD3<Double>,
                                                 around v: Point2) -> Point2 {
        // Work relative to v: a line a·x + b·y + c = 0 becomes a·x' + b·y' + (c + a·vx + b·vy) = 0.
        // The cost is the quadratic form q00 x² + 2 q01 xy + q11 y² + 2 q02 x + 2 q12 y + q22.
        var q00 = anchorWeight, q01 = 0.0, q11 = anchorWeight, q02 = 0.0, q12 = 0.0, q22 = 0.0
        for line in [first, second] {
            let a = line.x, b = line.y, c = line.z + a * v.x + b * v.y
            q00 += a * a; q01 += a * b; q11 += b * b; q02 += a * c; q12 += b * c; q22 += c * c
        }
        func cost(_ p: Point2) -> Double {
            q00 * p.x * p.x + 2 * q01 * p.x * p.y + q11 * p.y * p.y + 2 * q02 * p.x + 2 * q12 * p.y + q22
        }
        let determinant = q00 * q11 - q01 * q01
        let free = Point2(q01 * q12 - q11 * q02, q01 * q02 - q00 * q12) / determinant
        if abs(free.x) <= 0.5 && abs(free.y) <= 0.5 { return free }
        // The minimum over the square is on its border: minimise along each side.
        var best = Point2.zero, bestCost = Double.infinity
        for side in [-0.5, 0.5] {
            let onVertical = Point2(side, min(max(-(q01 * side + q12) / q11, -0.5), 0.5))
            let onHorizontal = Point2(min(max(-(q01 * side + q02) / q00, -0.5), 0.5), side)
            for candidate in [onVertical, onHorizontal] where cost(candidate) < bestCost {
                best = candidate
                bestCost = cost(candidate)
            }
        }
        return best
    }
}
