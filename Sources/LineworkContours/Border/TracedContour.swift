/// One border of a ``ContourTrace``: where its points are in the arena and how it nests.
public struct TracedContour: Sendable, Equatable {
    /// Index of the first point in ``ContourTrace/points``.
    public var start: Int
    /// Number of points; at least 1 (a single isolated pixel is one point).
    public var count: Int
    /// Index of the enclosing contour in ``ContourTrace/contours`` (OpenCV `hierarchy[i][3]`), or
    /// `nil` for a top-level contour and for every contour of an `.external` or `.list` trace.
    /// A parent always comes before its children.
    public var parent: Int?
    /// Whether this is the border of a hole (background enclosed by foreground) rather than the
    /// outer border of a foreground component.
    public var isHole: Bool

    /// A contour record; the tracer creates these, the initialiser is public for tests and tools.
    public init(start: Int, count: Int, parent: Int?, isHole: Bool) {
        self.start = start
        self.count = count
        self.parent = parent
        self.isHole = isHole
    }
}
