import LineworkCore
/// The image's frame: the four border lines x = 0, x = W − 1, y = 0 and y = H − 1 of a
/// `W × H` pixel grid (pixel centres at integer coordinates), and the rule that removes a
/// contour's runs along it.
///
/// The border tracer treats the outside of the image as background, so a region cut by the
/// image's edge is closed along that edge. Those runs are an artefact of the image's extent, not
/// an edge in the picture: line art would get a frame around the picture made of pieces of the
/// edge (`StrokeSet.trimmingFrame()`), and a boundary benchmark would count the frame as
/// predicted boundary (`linework report`'s boundary scores). Both use this one rule.
public struct ImageFrame: Sendable, Equatable {
    /// The grid's size in pixels (the working image's, for traced contours).
    public var size: PixelSize

    /// Creates the frame of a grid `size` pixels large.
    public init(size: PixelSize) {
        self.size = size
    }

    /// Whether the segment from `a` to `b` runs along the frame: both ends lie on the same
    /// border line (at or beyond it, for points clamped there).
    public func runsAlong(_ a: Point2, _ b: Point2) -> Bool {
        let maxX = Double(size.width - 1), maxY = Double(size.height - 1)
        return (a.x <= 0 && b.x <= 0) || (a.y <= 0 && b.y <= 0) || (a.x >= maxX && b.x >= maxX)
            || (a.y >= maxY && b.y >= maxY)
    }

    /// The polyline `points` with every segment along the frame removed.
    ///
    /// A removed segment opens the polyline there; the rest is kept in order as open pieces,
    /// their ends still touching the frame. A point on the frame whose segments both leave it
    /// (a contour touching the edge at one point) is kept.
    ///
    /// - Parameters:
    ///   - points: the polyline; a closed one does not repeat its first point.
    ///   - closed: whether the last point joins the first.
    /// - Returns: nil when no segment runs along the frame (keep the polyline as it is);
    ///   otherwise the open pieces left, each of at least two points — empty when the whole
    ///   polyline lies along the frame. For a closed polyline the pieces start right after its
    ///   first segment along the frame, so that no piece wraps around the starting point.
    public func pieces(of points: [Point2], closed: Bool) -> [[Point2]]? {
        let n = points.count
        guard n > 1 else { return nil }
        let segmentCount = closed ? n : n - 1
        guard let firstAlong = (0..<segmentCount).first(where: { runsAlong(points[$0], points[($0 + 1) % n]) }) else {
            return nil
        }
        let start = closed ? (firstAlong + 1) % n : 0
        var pieces: [[Point2]] = []
        var run: [Point2] = [points[start]]
        for k in 0..<segmentCount {
            let i = (start + k) % n, j = (i + 1) % n
            if runsAlong(points[i], points[j]) {
                if run.count > 1 { pieces.append(run) }
                run = [points[j]]
            } else {
                run.append(points[j])
            }
        }
        if run.count > 1 { pieces.append(run) }
        return pieces
    }
}
