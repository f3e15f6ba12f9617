import LineworkContours
import LineworkCore

/// One piece of a fitted curve, as the smoothing and optimisation stages pass it on. It starts
/// where the previous piece ends (a closed curve's first piece where its last one ends).
struct CurveSegment: Equatable {
    enum Kind: Equatable {
        /// A straight line to `end`: the half edges that lead to an open path's end points.
        case straight
        /// A sharp corner: a line to `vertex`, then a line to `end`.
        case corner
        /// A cubic Bézier with `control1`, `control2` and `end`, tangent at its start to the
        /// line towards `vertex` and at its end to the line from `vertex`.
        case curve
    }

    var kind: Kind
    /// The polygon vertex the piece turns at (a curve's tangents meet there).
    var vertex: Point2
    var control1: Point2
    var control2: Point2
    var end: Point2

    /// A straight line to `end`.
    static func straight(to end: Point2) -> CurveSegment {
        CurveSegment(kind: .straight, vertex: end, control1: end, control2: end, end: end)
    }

    /// A sharp corner at `vertex`.
    static func corner(at vertex: Point2, to end: Point2) -> CurveSegment {
        CurveSegment(kind: .corner, vertex: vertex, control1: vertex, control2: vertex, end: end)
    }

    /// A curve from `start` to `end` whose control points lie the fraction `alpha` of the way
    /// from each end to `vertex`.
    static func curve(from start: Point2, around vertex: Point2, to end: Point2, alpha: Double) -> CurveSegment {
        CurveSegment(kind: .curve, vertex: vertex, control1: start + alpha * (vertex - start),
                     control2: end + alpha * (vertex - end), end: end)
    }

    /// The point at parameter `t` of the curve from `start` (lines are parametrised per leg).
    func point(from start: Point2, at t: Double) -> Point2 {
        let u = 1 - t
        return u * u * u * start + 3 * u * u * t * control1 + 3 * u * t * t * control2 + t * t * t * end
    }
}
