import Foundation
import LineworkCore

/// Circular arcs fitted to a polyline, for G-code's G2/G3 (`DeviceProfile.arcTolerance`).
///
/// The drawing's curves reach the writers as polylines flattened from their Béziers (within
/// `DrawnStroke.flatness`), so a smooth stretch is many short chords; one arc can replace a run
/// of them. Greedy, from the polyline's start: a run of at least four points becomes one arc
/// when the circle through its first, middle and last points passes within half the tolerance
/// of every point, the points go round it one way, each chord bulges from the arc by at most
/// half the tolerance, and the arc turns less than 1.5π. So every point of the arc lies within
/// `tolerance` of the polyline, and every point of the polyline within `tolerance` of the arc.
/// Runs that fit no arc stay straight moves.
///
/// Coordinates: the polyline's own (device millimetres for G-code). `clockwise` is judged with
/// y up, as G2 (clockwise) and G3 (counter-clockwise) are in the XY plane.
public enum ArcFit {
    /// One move from the current point.
    public enum Move: Sendable, Equatable {
        /// A straight move (G1) to `to`.
        case line(to: Point2)
        /// A circular move (G2 when `clockwise`, else G3) to `to` round `center`, judged with y up.
        case arc(to: Point2, center: Point2, clockwise: Bool)
    }

    /// Arcs of radius above this (mm) are left as lines: they are nearly straight, and their
    /// centres lie so far away that G-code's rounded I/J would move the end.
    public static let maximumRadius = 2000.0
    /// The longest run one arc may replace, in points; bounds the fitting work to O(n · 400).
    public static let maximumRun = 400

    /// The moves that draw `polyline` from its first point. A tolerance that is not a positive
    /// finite number gives straight moves only.
    public static func moves(_ polyline: [Point2], tolerance: Double) -> [Move] {
        guard tolerance.isFinite, tolerance > 0 else { return polyline.dropFirst().map { .line(to: $0) } }
        var moves: [Move] = []
        var start = 0
        while start < polyline.count - 1 {
            var best: (end: Int, center: Point2, clockwise: Bool)?
            var end = start + 3
            while end < polyline.count, end - start < maximumRun,
                  let fit = arc(polyline, from: start, to: end, tolerance: tolerance) {
                best = (end, fit.center, fit.clockwise)
                end += 1
            }
            if let best {
                moves.append(.arc(to: polyline[best.end], center: best.center, clockwise: best.clockwise))
                start = best.end
            } else {
                start += 1
                moves.append(.line(to: polyline[start]))
            }
        }
        return moves
    }

    /// The arc through `points[from...to]`, if one fits within `tolerance` (see the type's note).
    static func arc(_ points: [Point2], from: Int, to: Int, tolerance: Double) -> (center: Point2, clockwise: Bool)? {
        let a = points[from], m = points[(from + to) / 2], b = points[to]
        guard let center = circumcentre(a, m, b) else { return nil }
        let radius = Polygon.distance(a, center)
        guard radius.isFinite, radius <= maximumRadius, radius > tolerance else { return nil }
        let turn = cross(m - a, b - m)
        guard turn != 0 else { return nil }
        let direction: Double = turn > 0 ? 1 : -1
        let half = tolerance / 2
        var sweep = 0.0
        for k in from..<to {
            let (p, q) = (points[k] - center, points[k + 1] - center)
            guard abs((p * p).sum().squareRoot() - radius) <= half else { return nil }
            // The step's angle, measured in the arc's direction, must be positive and under π.
            let step = atan2(direction * cross(p, q), (p * q).sum())
            guard step > 0 else { return nil }
            guard radius * (1 - cos(step / 2)) <= half else { return nil }
            sweep += step
        }
        guard sweep < 1.5 * Double.pi else { return nil }
        return (center, direction < 0)
    }

    static func cross(_ u: Point2, _ v: Point2) -> Double { u.x * v.y - u.y * v.x }

    /// The centre of the circle through three points; nil when they are (nearly) collinear.
    static func circumcentre(_ a: Point2, _ b: Point2, _ c: Point2) -> Point2? {
        let (u, v) = (b - a, c - a)
        let d = 2 * cross(u, v)
        let scale = max((u * u).sum(), (v * v).sum())
        guard scale > 0, abs(d) > 1e-12 * scale else { return nil }
        let (uu, vv) = ((u * u).sum(), (v * v).sum())
        return a + Point2((v.y * uu - u.y * vv) / d, (u.x * vv - v.x * uu) / d)
    }
}
