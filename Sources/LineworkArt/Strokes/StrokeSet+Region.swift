import LineworkContours

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
        func inside(_ p: Point2) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
        var copy = self
        copy.strokes = strokes.flatMap { stroke -> [ArtStroke] in
            let flags = stroke.points.map(inside)
            if !flags.contains(false) { return [stroke] }
            guard flags.contains(true) else { return [] }
            var points = stroke.points, keep = flags
            if stroke.closed, let out = flags.firstIndex(of: false) {
                // Start at an outside point so no inside run wraps around the closing seam.
                points = Array(points[out...] + points[..<out])
                keep = Array(flags[out...] + flags[..<out])
            }
            var pieces: [ArtStroke] = [], run: [Point2] = []
            for (p, isInside) in zip(points, keep) {
                if isInside { run.append(p); continue }
                if run.count > 1 { pieces.append(ArtStroke(points: run, closed: false, setting: stroke.setting, depth: stroke.depth)) }
                run = []
            }
            if run.count > 1 { pieces.append(ArtStroke(points: run, closed: false, setting: stroke.setting, depth: stroke.depth)) }
            return pieces
        }
        return copy
    }
}
