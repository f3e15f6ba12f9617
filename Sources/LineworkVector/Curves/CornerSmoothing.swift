import LineworkContours
import LineworkCore

/// Stage 3 of the fit: replaces each polygon vertex by a Bézier curve between the midpoints of
/// its two edges, or keeps it as a sharp corner (Selinger 2003, §2.3.2–2.3.3).
///
/// For vertex v with edge midpoints m₀ and m₁, the curve has control points m₀ + α(v − m₀)
/// and m₁ + α(v − m₁). Its point at t = ½ lies at the fraction ¾α of the way from the chord
/// midpoint (m₀ + m₁) / 2 to v. Selinger asks that point to touch the unit square around v, the
/// region the pixel path may occupy there: with d the distance from v to the chord m₀m₁ and h
/// the half-width of the square measured across the chord, ¾α·d = d − h, so
/// α = (4/3)(1 − h/d) (and 0 when the chord passes through the square).
///
/// A large α means the path turns sharply compared with the length of its edges; when
/// α > `alphaMax` the vertex stays a corner. Otherwise α is clamped to [0.55, 1]: below 0.55
/// the curve would be almost a polyline, above 1 its control points would pass the vertex.
enum CornerSmoothing {
    /// Smallest control-point fraction of a smoothed vertex.
    static let minimumAlpha = 0.55
    /// Largest control-point fraction of a smoothed vertex.
    static let maximumAlpha = 1.0

    /// The pieces of the smoothed polygon.
    /// - Parameters:
    ///   - vertices: the adjusted polygon; at least 3 for a closed one, 2 for an open one.
    ///   - closed: whether the polygon is a cycle. A closed polygon of m vertices gives m pieces,
    ///     piece k from the midpoint before vertex k to the one after it. An open one starts at
    ///     its first vertex and gives a straight half edge, one piece per inner vertex and a
    ///     straight half edge to its last vertex.
    ///   - alphaMax: the corner threshold.
    static func smooth(_ vertices: [Point2], closed: Bool, alphaMax: Double) -> [CurveSegment] {
        let m = vertices.count
        guard closed || m > 2 else { return [.straight(to: vertices[m - 1])] }
        func midpoint(_ k: Int) -> Point2 { (vertices[k] + vertices[(k + 1) % m]) / 2 }
        var segments = [CurveSegment]()
        segments.reserveCapacity(m)
        if !closed { segments.append(.straight(to: midpoint(0))) }
        for k in (closed ? 0 : 1)..<(closed ? m : m - 1) {
            let start = midpoint((k + m - 1) % m), v = vertices[k], end = midpoint(k)
            let alpha = Self.alpha(start, v, end)
            if alpha > alphaMax {
                segments.append(.corner(at: v, to: end))
            } else {
                let clamped = min(max(alpha, minimumAlpha), maximumAlpha)
                segments.append(.curve(from: start, around: v, to: end, alpha: clamped))
            }
        }
        if !closed { segments.append(.straight(to: vertices[m - 1])) }
        return segments
    }

    /// Selinger's α for the vertex `v` between edge midpoints `start` and `end`; infinite for a
    /// vertex where the path turns straight back (the chord has no length).
    static func alpha(_ start: Point2, _ v: Point2, _ end: Point2) -> Double {
        let chord = end - start
        let length = (chord * chord).sum().squareRoot()
        guard length > 1e-12 else { return .infinity }
        let normal = Point2(-chord.y, chord.x) / length
        let distance = abs((normal * (v - start)).sum())
        let halfWidth = (abs(normal.x) + abs(normal.y)) / 2
        return distance > halfWidth ? 4.0 / 3.0 * (1 - halfWidth / distance) : 0
    }
}
