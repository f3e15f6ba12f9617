import LineworkContours

extension StrokeSet {
    /// The strokes with every run along the image's border removed.
    ///
    /// The border tracer treats the outside of the image as background, so a shape cut by the
    /// image's edge is closed along that edge: line art would get a frame around the picture
    /// made of pieces of the edge. `ImageFrame.pieces(of:closed:)` in working pixels is the
    /// rule (shared with the report's boundary scores): a segment between two points on the
    /// same edge line is dropped, which opens the stroke there; the rest of the stroke is kept
    /// in order, its ends still touching the edge. Strokes that never run along the edge are
    /// unchanged.
    public func trimmingFrame() -> StrokeSet {
        var copy = self
        let frame = ImageFrame(size: workingSize)
        copy.strokes = strokes.flatMap { stroke -> [ArtStroke] in
            guard let pieces = frame.pieces(of: stroke.points, closed: stroke.closed) else { return [stroke] }
            return pieces.map { ArtStroke(points: $0, closed: false, setting: stroke.setting, depth: stroke.depth) }
        }
        return copy
    }
}
