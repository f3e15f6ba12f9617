import LineworkContours
import LineworkCore

extension CurveFitter {
    /// The pieces as a ``VectorPath``: corners become two lines, and consecutive lines along
    /// one polygon edge (the halves between two corners) become one. A closed path with a
    /// corner starts at a corner vertex, so no straight edge is split by the start point.
    static func vectorPath(_ pieces: [CurveSegment], start: Point2, closed: Bool) -> VectorPath {
        var pieces = pieces
        var start = start
        if closed, let corner = pieces.firstIndex(where: { $0.kind == .corner }) {
            // Start at the corner's vertex: its second leg first, its first leg last.
            let split = pieces[corner]
            pieces = [.straight(to: split.end)] + pieces[(corner + 1)...] + pieces[..<corner]
                + [.straight(to: split.vertex)]
            start = split.vertex
        }
        var segments = [VectorPath.Segment]()
        segments.reserveCapacity(pieces.count + 4)
        func line(to end: Point2) {
            // Extend the previous line when the new one continues it in the same direction.
            if case .line(let corner)? = segments.last {
                let previousStart = segments.count >= 2 ? segments[segments.count - 2].end : start
                let a = corner - previousStart, b = end - corner
                if abs(cross(a, b)) <= 1e-9 * (a * a + b * b).sum(), (a * b).sum() > 0 {
                    segments[segments.count - 1] = .line(to: end)
                    return
                }
            }
            segments.append(.line(to: end))
        }
        for piece in pieces {
            switch piece.kind {
            case .straight:
                line(to: piece.end)
            case .corner:
                line(to: piece.vertex)
                line(to: piece.end)
            case .curve:
                segments.append(.cubic(control1: piece.control1, control2: piece.control2, to: piece.end))
            }
        }
        return VectorPath(start: start, segments: segments, closed: closed)
    }
}
