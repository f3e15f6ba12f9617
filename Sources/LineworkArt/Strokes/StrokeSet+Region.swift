import LineworkContours
import LineworkCore

extension StrokeSet {
    /// The strokes clipped to a region: the points outside are dropped and a stroke that leaves
    /// and re-enters the region is split there, so only what lies inside is drawn. This is
    /// Vision's "feed saliency into other requests": trace, then keep the salient region's lines.
    ///
    /// - Parameter region: normalised like Vision's boxes — [0, 1] on each axis across the image,
    ///   origin at the lower left; (x, y) is the lower-left corner.
    /// - Returns: the clipped set; strokes with fewer than two points left are dropped.
    public func restricted(toNormalizedRegion region: (x: Double, y: Double, width: Double, height: Double)) -> StrokeSet {
        // A working pixel centre (px, py) sits at ((px + 0.5) / W, 1 − (py + 0.5) / H).
        let w = Double(workingSize.width), h = Double(workingSize.height)
        let minX = region.x * w - 0.5, maxX = (region.x + region.width) * w - 0.5
        let minY = (1 - region.y - region.height) * h - 0.5, maxY = (1 - region.y) * h - 0.5
        return restricted { p in p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
    }

    /// The strokes clipped to where `inside` holds (working pixels): the points outside are
    /// dropped and a stroke that leaves and re-enters is split there (`insideRuns`, at the
    /// strokes' own points: traced strokes step a pixel at a time).
    ///
    /// - Parameter inside: whether a working-pixel point is kept.
    /// - Returns: the clipped set; strokes with fewer than two points left are dropped.
    public func restricted(to inside: (Point2) -> Bool) -> StrokeSet {
        var copy = self
        copy.strokes = strokes.flatMap { stroke -> [ArtStroke] in
            let runs = Self.insideRuns(of: stroke.points, closed: stroke.closed, inside: inside, densify: false)
            if runs.count == 1, runs[0].count == stroke.points.count { return [stroke] }
            return runs.map { ArtStroke(points: $0, closed: false, setting: stroke.setting, depth: stroke.depth) }
        }
        return copy
    }

    /// The runs of a polyline where `inside` holds. A polyline wholly inside comes back as it
    /// is. With `densify` (default), its segments are first cut into steps of at most one
    /// working pixel, so that a long straight segment (a hatch line, a tour's leg) whose two
    /// ends lie inside but which crosses outside is cut where it leaves; without, only its own
    /// points are tested. A closed polyline starts at an outside point, so no run wraps around
    /// its closing seam.
    ///
    /// - Returns: the runs of two or more points, in order.
    static func insideRuns(of points: [Point2], closed: Bool, inside: (Point2) -> Bool, densify: Bool = true) -> [[Point2]] {
        guard points.count > 1 else { return [] }
        var path = points
        if closed, densify { path.append(points[0]) }
        var dense: [Point2] = [path[0]]
        for (a, b) in zip(path, path.dropFirst()) {
            let steps = densify ? Int(((b - a) * (b - a)).sum().squareRoot().rounded(.up)) : 1
            if steps > 1 { for k in 1..<steps { dense.append(a + (b - a) * (Double(k) / Double(steps))) } }
            dense.append(b)
        }
        let flags = dense.map(inside)
        if !flags.contains(false) { return [points] }
        guard flags.contains(true) else { return [] }
        if closed, let out = flags.firstIndex(of: false) {
            dense = Array(dense[out...] + dense[..<out])
            return runs(dense, Array(flags[out...] + flags[..<out]))
        }
        return runs(dense, flags)
    }

    private static func runs(_ points: [Point2], _ flags: [Bool]) -> [[Point2]] {
        var pieces: [[Point2]] = [], run: [Point2] = []
        for (p, isInside) in zip(points, flags) {
            if isInside { run.append(p); continue }
            if run.count > 1 { pieces.append(run) }
            run = []
        }
        if run.count > 1 { pieces.append(run) }
        return pieces
    }
}
