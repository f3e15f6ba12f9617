import LineworkContours

extension StrokeSet {
    /// The strokes with every run along the image's border removed.
    ///
    /// The border tracer treats the outside of the image as background, so a shape cut by the
    /// image's edge is closed along that edge: line art would get a frame around the picture
    /// made of pieces of the edge. A segment between two points on the same edge line
    /// (x = 0, x = W − 1, y = 0 or y = H − 1 in working pixels) is dropped, which opens the
    /// stroke there; the rest of the stroke is kept in order, its ends still touching the edge.
    /// Strokes that never run along the edge are unchanged.
    public func trimmingFrame() -> StrokeSet {
        var copy = self
        let maxX = Double(workingSize.width - 1), maxY = Double(workingSize.height - 1)
        func alongEdge(_ a: Point2, _ b: Point2) -> Bool {
            (a.x <= 0 && b.x <= 0) || (a.y <= 0 && b.y <= 0) || (a.x >= maxX && b.x >= maxX) || (a.y >= maxY && b.y >= maxY)
        }
        copy.strokes = strokes.flatMap { stroke -> [ArtStroke] in
            let points = stroke.points, n = points.count
            guard n > 1 else { return [stroke] }
            let segmentCount = stroke.closed ? n : n - 1
            // For a closed stroke, start right after an edge segment so no kept run wraps around.
            guard let firstEdge = (0..<segmentCount).first(where: { alongEdge(points[$0], points[($0 + 1) % n]) }) else {
                return [stroke]
            }
            let start = stroke.closed ? (firstEdge + 1) % n : 0
            var pieces: [ArtStroke] = []
            var run: [Point2] = [points[start]]
            for k in 0..<segmentCount {
                let i = (start + k) % n, j = (i + 1) % n
                if alongEdge(points[i], points[j]) {
                    if run.count > 1 { pieces.append(ArtStroke(points: run, closed: false, setting: stroke.setting, depth: stroke.depth)) }
                    run = [points[j]]
                } else {
                    run.append(points[j])
                }
            }
            if run.count > 1 { pieces.append(ArtStroke(points: run, closed: false, setting: stroke.setting, depth: stroke.depth)) }
            return pieces
        }
        return copy
    }
}
