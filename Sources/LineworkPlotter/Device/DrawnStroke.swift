import LineworkCore
import LineworkScene

/// One stroke as drawn: a polyline in working pixels, its layer and its width.
///
/// Curves are flattened so that no point of the true curve is more than `flatness` (0.25 px)
/// from the polyline: a cubic with control polygon p0…p3 deviates from its n-segment uniform
/// flattening by at most ¾·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|) / n², which fixes n.
public struct DrawnStroke: Sendable, Equatable {
    /// The polyline; a closed stroke does not repeat its first point.
    public var points: [Point2]
    /// Whether the stroke is a loop (its last point joins its first).
    public var closed: Bool
    /// The id of the layer it is drawn in.
    public var layer: String
    /// Stroke width in working pixels.
    public var width: Double

    /// The flattening tolerance, in working pixels.
    public static let flatness = 0.25

    /// Creates a stroke from its polyline, whether it is closed, its layer id and its width in working pixels.
    public init(points: [Point2], closed: Bool, layer: String, width: Double) {
        self.points = points
        self.closed = closed
        self.layer = layer
        self.width = width
    }

    /// Every subpath of `scene`'s layers, in drawing order.
    package static func strokes(of scene: Scene) -> [DrawnStroke] {
        var strokes: [DrawnStroke] = []
        for layer in scene.layers {
            for path in layer.paths {
                let width: Double
                switch path.style.width {
                case .pixels(let w): width = w
                case .millimetres(let w): width = w / scene.millimetresPerPixel
                case .relative(let f): width = f * Double(max(scene.width, scene.height))
                }
                for subpath in path.subpaths {
                    strokes.append(DrawnStroke(points: flattened(subpath), closed: subpath.isClosed,
                                               layer: layer.id, width: width))
                }
            }
        }
        return strokes
    }

    /// The subpath as a polyline within `flatness`.
    package static func flattened(_ subpath: Subpath) -> [Point2] {
        func point(_ p: ScenePoint) -> Point2 { Point2(p.x, p.y) }
        var points = [point(subpath.start)]
        var current = points[0]
        for segment in subpath.segments {
            switch segment {
            case .line(let to):
                current = point(to)
                points.append(current)
            case .cubic(let c1, let c2, let to):
                let (p1, p2, p3) = (point(c1), point(c2), point(to))
                let d1 = current - 2 * p1 + p2, d2 = p1 - 2 * p2 + p3
                let deviation = 0.75 * max((d1 * d1).sum(), (d2 * d2).sum()).squareRoot()
                let n = max(1, min(Int((deviation / flatness).squareRoot().rounded(.up)), 1024))
                for k in 1...n {
                    let t = Double(k) / Double(n), u = 1 - t
                    points.append(u * u * u * current + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3)
                }
                current = p3
            }
        }
        if subpath.isClosed, points.count > 1, points.last == points.first { points.removeLast() }
        return points
    }
}
