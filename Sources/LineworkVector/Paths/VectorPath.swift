import LineworkContours
import LineworkCore

/// A vector stroke: straight and cubic Bézier segments from a start point.
///
/// Coordinates are working-image pixels (x right, y down), like the contours they come from.
public struct VectorPath: Sendable, Equatable {
    /// One piece of a path, ending at `to`.
    public enum Segment: Sendable, Equatable {
        /// A straight line from the previous end point to `to`.
        case line(to: Point2)
        /// A cubic Bézier from the previous end point to `to`, with two control points.
        case cubic(control1: Point2, control2: Point2, to: Point2)

        /// The point where this segment ends.
        public var end: Point2 {
            switch self {
            case .line(let to): return to
            case .cubic(_, _, let to): return to
            }
        }
    }

    /// The first point, where the pen goes down.
    public var start: Point2
    /// The pieces that follow `start`, in order.
    public var segments: [Segment]
    /// Whether the path returns to `start` (the last segment ends there).
    public var closed: Bool

    /// Creates a path from a start point and its segments; `closed` when the last segment returns to `start`.
    public init(start: Point2, segments: [Segment], closed: Bool) {
        self.start = start
        self.segments = segments
        self.closed = closed
    }

    /// A polyline as a path of straight segments; closed polylines get a closing segment.
    public init(polyline points: [Point2], closed: Bool) {
        start = points.first ?? .zero
        segments = points.dropFirst().map { .line(to: $0) }
        if closed, let first = points.first, points.count > 1, points.last != first { segments.append(.line(to: first)) }
        self.closed = closed
    }

    /// The most points `flattened(curveSteps:)` samples a curve at: 4096, far below a hundredth
    /// of a pixel between samples on any curve a drawing has.
    public static let maximumCurveSteps = 4096

    /// The path flattened to points: straight segments as they are, curves sampled at
    /// `curveSteps` points each (for distance checks and plotter travel), clamped to
    /// 1…`maximumCurveSteps`.
    public func flattened(curveSteps: Int = 8) -> [Point2] {
        let curveSteps = min(max(curveSteps, 1), Self.maximumCurveSteps)
        var points = [start]
        var current = start
        for segment in segments {
            switch segment {
            case .line(let to):
                points.append(to)
            case .cubic(let c1, let c2, let to):
                for k in 1...curveSteps {
                    let t = Double(k) / Double(curveSteps), u = 1 - t
                    points.append(u * u * u * current + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * to)
                }
            }
            current = segment.end
        }
        return points
    }

    /// The last point.
    public var end: Point2 { segments.last?.end ?? start }

    /// The path with every point (start, ends, control points) multiplied by `factor`.
    func scaled(by factor: Double) -> VectorPath {
        func scale(_ p: Point2) -> Point2 { Point2(p.x * factor, p.y * factor) }
        var path = self
        path.start = scale(start)
        path.segments = segments.map { segment in
            switch segment {
            case .line(let to): return .line(to: scale(to))
            case .cubic(let c1, let c2, let to): return .cubic(control1: scale(c1), control2: scale(c2), to: scale(to))
            }
        }
        return path
    }
}
