/// One level curve of a sampled image, as a polyline.
///
/// Convention: points are (x, y) = (column, row) with pixel centres at integer coordinates, so
/// every point lies in [0, width − 1] × [0, height − 1]. Walking along the line, values below the
/// level are on the left on screen (y down) — scikit-image's `positive_orientation='low'`.
public struct Isoline: Sendable, Equatable {
    /// The vertices, in order; a closed line repeats its first point at the end.
    public var points: [SIMD2<Double>]
    /// Whether the line is a loop (first point == last point). Open lines end on the image border
    /// (or, only where samples are NaN or exactly at the level, on a degenerate meeting point).
    public var isClosed: Bool

    /// A polyline; `isClosed` is derived from the points.
    public init(points: [SIMD2<Double>]) {
        self.points = points
        self.isClosed = points.count > 1 && points.first == points.last
    }
}
