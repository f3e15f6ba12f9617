import Foundation
import LineworkContours
import LineworkCore

/// Turns a simplified polygon into smooth cubic Béziers that keep its real corners, in the manner
/// of potrace's curve optimisation (Selinger 2003, §2.3 "smoothing" with `alphamax`).
///
/// Each vertex v between neighbours a and b is replaced by a curve from the edge midpoint
/// m₀ = (a + v) / 2 to m₁ = (v + b) / 2 with control points two thirds of the way from the
/// midpoints to v — the quadratic B-spline through the polygon, written as a cubic. Potrace
/// chooses the control fraction per vertex; a fixed 2/3 gives the same look on traced pixel
/// contours and makes the guarantee below simple.
///
/// A vertex stays a sharp corner (m₀ → v → m₁ as lines) when
/// - the path turns there by more than `cornerAngle` (potrace's alphamax plays this role:
///   the sharper the turn, the more likely it is a real corner of the drawing), or
/// - rounding it would move the stroke more than `tolerance` pixels: the curve's farthest
///   point from v is at t = ½, at distance |v − (m₀ + m₁) / 2| / 2.
/// So every smoothed path stays within `tolerance` of its polygon.
public struct PathSmoothing: Sendable, Equatable, Codable {
    /// Turning angle in degrees above which a vertex is a corner. Default 70°: the right angles
    /// and sharper turns of drawn shapes stay crisp, gentle bends from pixel stairs round off.
    public var cornerAngle: Double
    /// Largest distance, in pixels, between the smooth curve and the polygon. Default 1.5.
    public var tolerance: Double

    /// Creates a smoother with a corner angle in degrees (default 70) and a tolerance in pixels (default 1.5).
    public init(cornerAngle: Double = 70, tolerance: Double = 1.5) {
        self.cornerAngle = cornerAngle
        self.tolerance = tolerance
    }

    /// The smoothed path of a polygon (closed) or polyline (open; its end points are kept).
    public func smooth(_ points: [Point2], closed: Bool) -> VectorPath {
        var vertices = points
        if closed, vertices.count > 1, vertices.first == vertices.last { vertices.removeLast() }
        guard vertices.count >= 3 else { return VectorPath(polyline: vertices, closed: closed) }
        let n = vertices.count
        let limit = cornerAngle * .pi / 180
        func midpoint(_ i: Int) -> Point2 { (vertices[i] + vertices[(i + 1) % n]) / 2 }
        func isCorner(_ i: Int) -> Bool {
            let a = vertices[(i + n - 1) % n], v = vertices[i], b = vertices[(i + 1) % n]
            let d1 = v - a, d2 = b - v
            let turn = abs(atan2(d1.x * d2.y - d1.y * d2.x, (d1 * d2).sum()))
            let bulge = Polygon.distance(v, (midpoint((i + n - 1) % n) + midpoint(i)) / 2) / 2
            return turn > limit || bulge > tolerance
        }
        var segments: [VectorPath.Segment] = []
        let inner = closed ? Array(0..<n) : Array(1..<(n - 1))
        let start = closed ? midpoint(n - 1) : vertices[0]
        if !closed { segments.append(.line(to: midpoint(0))) }
        for i in inner {
            let m0 = midpoint((i + n - 1) % n), v = vertices[i], m1 = midpoint(i)
            if isCorner(i) {
                segments.append(.line(to: v))
                segments.append(.line(to: m1))
            } else {
                segments.append(.cubic(control1: m0 + (v - m0) * (2.0 / 3), control2: m1 + (v - m1) * (2.0 / 3), to: m1))
            }
        }
        if !closed { segments.append(.line(to: vertices[n - 1])) }
        return VectorPath(start: start, segments: segments, closed: closed)
    }
}
