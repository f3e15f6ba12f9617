import Foundation
import LineworkContours
import LineworkCore

/// Stage 4 of the fit: joins runs of consecutive curve pieces into single Bézier curves where
/// one curve stays within a tolerance of the run (Selinger 2003, §2.4).
///
/// A run can be joined when all its pieces are curves (corners stay), they all bend the same
/// way, and they turn by less than a half turn in total. The joined curve keeps the run's end
/// points and end tangents, so its control points lie on the two tangent lines, at the same
/// fraction λ of the way to the point o where the tangents meet. λ is chosen so that the curve
/// encloses the same area with its chord as the run does: for control points at λ, a cubic
/// encloses the fraction 3λ(4 − λ)/10 of the triangle (start, o, end), an affine invariant.
/// The joined curve is accepted when every junction of the run and every piece's midpoint lie
/// within the tolerance of it, and, as potrace's `opti_penalty` asks, the curve touches every
/// polygon edge inside the run: its point whose tangent is parallel to the edge lies within the
/// tolerance of the edge's line, between the edge's ends. A dynamic programme then picks the fewest pieces, ties broken by
/// the smaller squared deviation.
///
/// A closed curve with a corner is rotated to start after it, so no run is cut by the start;
/// without corners the run through the start point is left unjoined, as potrace does.
enum CurveOptimization {
    /// The optimised pieces.
    /// - Parameters:
    ///   - segments: the smoothed pieces (see ``CornerSmoothing/smooth(_:closed:alphaMax:)``).
    ///   - start: where the first piece starts (a closed curve's: where its last piece ends).
    ///   - closed: whether the pieces form a cycle.
    ///   - tolerance: the largest distance, in pixels, of the run from its joined curve.
    /// - Returns: the pieces and the point they start at.
    static func optimize(_ segments: [CurveSegment], start: Point2, closed: Bool,
                         tolerance: Double) -> (segments: [CurveSegment], start: Point2) {
        var pieces = segments
        var start = start
        if closed, let corner = pieces.firstIndex(where: { $0.kind != .curve }) {
            pieces = Array(pieces[(corner + 1)...] + pieces[...corner])
            start = pieces[pieces.count - 1].end
        }
        let m = pieces.count
        var starts = [Point2](repeating: start, count: m)
        for k in 1..<max(m, 1) { starts[k] = pieces[k - 1].end }

        var count = [Int](repeating: .max, count: m + 1)
        var deviation = [Double](repeating: .infinity, count: m + 1)
        var previous = [Int](repeating: 0, count: m + 1)
        var joined = [CurveSegment?](repeating: nil, count: m + 1)
        count[0] = 0
        deviation[0] = 0
        func relax(_ j: Int, from i: Int, deviation extra: Double, piece: CurveSegment?) {
            let candidate = count[i] + 1, total = deviation[i] + extra
            if candidate < count[j] || (candidate == count[j] && total < deviation[j]) {
                count[j] = candidate
                deviation[j] = total
                previous[j] = i
                joined[j] = piece
            }
        }
        for i in 0..<m {
            relax(i + 1, from: i, deviation: 0, piece: nil)
            guard pieces[i].kind == .curve else { continue }
            let first = turnAngle(pieces[i], from: starts[i])
            var bend = abs(first), sense = first
            var j = i + 1
            while j < m, pieces[j].kind == .curve {
                let next = turnAngle(pieces[j], from: starts[j])
                if next * sense < 0 { break }
                if sense == 0 { sense = next }
                bend += abs(next)
                if bend >= .pi { break }
                j += 1
                if let (piece, squared) = join(pieces[i..<j], starts: starts[i..<j], tolerance: tolerance) {
                    relax(j, from: i, deviation: squared, piece: piece)
                }
            }
        }
        var result = [CurveSegment]()
        var node = m
        while node > 0 {
            let i = previous[node]
            result.append(joined[node] ?? pieces[i])
            node = i
        }
        return (result.reversed(), start)
    }

    /// The signed angle by which a piece turns at its vertex (0 for straight pieces).
    private static func turnAngle(_ piece: CurveSegment, from start: Point2) -> Double {
        let a = piece.vertex - start, b = piece.end - piece.vertex
        return atan2(cross(a, b), (a * b).sum())
    }

    /// One curve for a run of curve pieces and its summed squared deviation, or `nil` when the
    /// tangents do not meet ahead of both ends, the areas do not match, or a test point lies
    /// farther than `tolerance` from the curve.
    private static func join(_ run: ArraySlice<CurveSegment>, starts: ArraySlice<Point2>,
                             tolerance: Double) -> (CurveSegment, Double)? {
        let p0 = starts[starts.startIndex], last = run[run.endIndex - 1], p3 = last.end
        let t0 = run[run.startIndex].vertex - p0, t1 = p3 - last.vertex
        let denominator = cross(t0, t1)
        guard abs(denominator) > 1e-12 else { return nil }
        let s = cross(p3 - p0, t1) / denominator, u = cross(t0, p3 - p0) / denominator
        guard s > 0, u > 0 else { return nil }
        let o = p0 + s * t0
        // Areas by Green's theorem relative to p0, closed by the chord from p3 back to p0.
        var area = 0.0
        for (piece, start) in zip(run, starts) {
            area += cubicArea(start - p0, piece.control1 - p0, piece.control2 - p0, piece.end - p0)
        }
        let triangle = cross(o - p0, p3 - p0) / 2
        let ratio = area / triangle
        guard ratio > 0, ratio.isFinite, 4 - 10 * ratio / 3 >= 0 else { return nil }
        let lambda = 2 - (4 - 10 * ratio / 3).squareRoot()
        let joined = CurveSegment(kind: .curve, vertex: o, control1: p0 + lambda * (o - p0),
                                  control2: p3 + lambda * (o - p3), end: p3)
        let pieces = Double(run.count)
        var squared = 0.0
        // Potrace's tangency test (`opti_penalty`, "check tangency with edges"): for every
        // polygon edge inside the run, the curve's point whose tangent is parallel to that
        // edge lies within the tolerance of it, and between its ends. Junctions and midpoints
        // alone let a long straight edge between two bends bulge: a stripe's 200 px edge
        // with a 4 px hook at one end was drawn as one curve sagging 1.5 px off the line.
        var k = run.startIndex
        while k + 1 < run.endIndex {
            let a = run[k].vertex, b = run[k + 1].vertex
            k += 1
            let edge = b - a
            let length = (edge * edge).sum().squareRoot()
            guard length > 1e-12 else { continue }
            guard let t = parallelTangent(joined, start: p0, to: edge) else { return nil }
            let point = joined.point(from: p0, at: t)
            let d = abs(cross(edge, point - a)) / length
            guard d <= tolerance, ((point - a) * edge).sum() >= 0, ((point - b) * edge).sum() <= 0 else { return nil }
            squared += d * d
        }
        for (offset, (piece, start)) in zip(run, starts).enumerated() {
            // The junction with the previous piece (not for the first: it is p0) and the midpoint.
            for local in (offset == 0 ? 1 : 0)...1 {
                let t = Double(local) / 2
                let target = piece.point(from: start, at: t)
                let d = distance(from: target, to: joined, start: p0, guess: (Double(offset) + t) / pieces)
                guard d <= tolerance else { return nil }
                squared += d * d
            }
        }
        return (joined, squared)
    }

    /// The first parameter t in [0, 1] at which the curve's tangent is parallel to `edge`, or nil
    /// (potrace's `tangent`): the roots of cross(B′(t), edge), a quadratic in t.
    private static func parallelTangent(_ curve: CurveSegment, start: Point2, to edge: Point2) -> Double? {
        let a = cross(curve.control1 - start, edge), b = cross(curve.control2 - curve.control1, edge)
        let c = cross(curve.end - curve.control2, edge)
        // A(1 − t)² + 2B(1 − t)t + Ct² = (A − 2B + C)t² + 2(B − A)t + A.
        let q2 = a - 2 * b + c, q1 = 2 * (b - a), q0 = a
        if abs(q2) < 1e-12 {
            guard abs(q1) > 1e-12 else { return nil }
            let t = -q0 / q1
            return t >= 0 && t <= 1 ? t : nil
        }
        let discriminant = q1 * q1 - 4 * q2 * q0
        guard discriminant >= 0 else { return nil }
        let root = discriminant.squareRoot()
        let t1 = (-q1 + root) / (2 * q2), t2 = (-q1 - root) / (2 * q2)
        if t1 >= 0 && t1 <= 1 { return t1 }
        if t2 >= 0 && t2 <= 1 { return t2 }
        return nil
    }

    /// ½∮(x dy − y dx) along a cubic Bézier: its contribution to the signed area of a closed
    /// outline (exact; integrate the Bernstein products).
    private static func cubicArea(_ p0: Point2, _ p1: Point2, _ p2: Point2, _ p3: Point2) -> Double {
        (6 * cross(p0, p1) + 3 * cross(p0, p2) + cross(p0, p3)
            + 3 * cross(p1, p2) + 3 * cross(p1, p3) + 6 * cross(p2, p3)) / 20
    }

    /// Distance from `q` to the curve, by Newton's method on (B(t) − q) · B′(t) = 0 from `guess`.
    /// A wrong local minimum can only overestimate the distance, which rejects a join.
    private static func distance(from q: Point2, to curve: CurveSegment, start: Point2, guess: Double) -> Double {
        let a = curve.control1 - start, b = curve.control2 - curve.control1, c = curve.end - curve.control2
        var t = guess
        for _ in 0..<6 {
            let u = 1 - t
            let offset = curve.point(from: start, at: t) - q
            let first = 3 * (u * u * a + 2 * u * t * b + t * t * c)
            let second = 6 * (u * (b - a) + t * (c - b))
            let slope = (first * first).sum() + (offset * second).sum()
            guard slope > 0 else { break }
            t = min(max(t - (offset * first).sum() / slope, 0), 1)
        }
        let offset = curve.point(from: start, at: t) - q
        return (offset * offset).sum().squareRoot()
    }
}
