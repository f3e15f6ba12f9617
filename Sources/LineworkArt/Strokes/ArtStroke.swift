import LineworkContours
import LineworkCore

/// One traced line on its way to the drawing: a polyline plus what the styles need to know.
///
/// Points are working-image pixels (x right, y down, the top-left pixel's centre at (0, 0)),
/// as the tracers give them.
public struct ArtStroke: Sendable, Equatable {
    /// The polyline. Closed strokes do not repeat their first point.
    public var points: [Point2]
    /// Whether the stroke is a loop.
    public var closed: Bool
    /// Index of the sweep setting that traced it (0 for a single contour request).
    public var setting: Int
    /// Nesting depth in the contour hierarchy: 0 for outer borders, 1 for their holes, and so on.
    public var depth: Int

    /// Creates a stroke; `setting` and `depth` default to 0 (a single request's outer border).
    public init(points: [Point2], closed: Bool, setting: Int = 0, depth: Int = 0) {
        self.points = points
        self.closed = closed
        self.setting = setting
        self.depth = depth
    }
}
