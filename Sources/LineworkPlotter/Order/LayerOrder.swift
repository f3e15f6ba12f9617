import LineworkCore
import LineworkScene

/// A layer's strokes put in plotter order: one layer is one pen (an SVG layer vpype or
/// Inkscape plots, a pen in G-code and HP-GL), so its subpaths are ordered as that pen draws
/// them, to cut pen-up travel (`PlotterOrder.order`: greedy nearest neighbour from the origin,
/// then 2-opt), whatever order grouping them by weight, pen, colour or tone left them in.
///
/// An open subpath may be drawn from its end: its segments are reversed exactly (a cubic's
/// control points swap), so the drawing does not change. A closed one keeps its start and
/// direction. Subpaths of one path stay one path while they stay next to each other, and
/// each keeps its path's style; no two paths are ever merged, so overlapping translucent
/// strokes render as before. Deterministic: the order depends on the geometry alone.
package enum LayerOrder {
    /// `layer` with its subpaths in plotter order.
    package static func ordered(_ layer: Layer) -> Layer {
        var owners: [Int] = [], subpaths: [Subpath] = []
        for (p, path) in layer.paths.enumerated() {
            for subpath in path.subpaths {
                owners.append(p)
                subpaths.append(subpath)
            }
        }
        guard subpaths.count > 1 else { return layer }
        func point(_ p: ScenePoint) -> Point2 { Point2(p.x, p.y) }
        let order = PlotterOrder.order(starts: subpaths.map { point($0.start) }, ends: subpaths.map { point(end(of: $0)) },
                                       closed: subpaths.map(\.isClosed))
        var paths: [ScenePath] = []
        var last = -1
        for (index, reversed) in order {
            let subpath = reversed ? Self.reversed(subpaths[index]) : subpaths[index]
            if owners[index] == last {
                paths[paths.count - 1].subpaths.append(subpath)
            } else {
                paths.append(ScenePath([subpath], style: layer.paths[owners[index]].style))
                last = owners[index]
            }
        }
        var result = layer
        result.paths = paths
        return result
    }

    /// Where the pen lifts after an open subpath: its last segment's end (its start for a dot).
    static func end(of subpath: Subpath) -> ScenePoint {
        switch subpath.segments.last {
        case .line(let to)?, .cubic(_, _, let to)?: return to
        case nil: return subpath.start
        }
    }

    /// An open subpath drawn from its end: the same curve, its segments in reverse.
    static func reversed(_ subpath: Subpath) -> Subpath {
        var points = [subpath.start]
        points.reserveCapacity(subpath.segments.count + 1)
        for segment in subpath.segments {
            switch segment {
            case .line(let to), .cubic(_, _, let to): points.append(to)
            }
        }
        var segments: [PathSegment] = []
        segments.reserveCapacity(subpath.segments.count)
        for k in subpath.segments.indices.reversed() {
            switch subpath.segments[k] {
            case .line: segments.append(.line(to: points[k]))
            case .cubic(let c1, let c2, _): segments.append(.cubic(control1: c2, control2: c1, to: points[k]))
            }
        }
        return Subpath(start: points[points.count - 1], segments: segments, isClosed: false)
    }
}
