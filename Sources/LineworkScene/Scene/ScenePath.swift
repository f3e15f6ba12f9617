/// A point in scene coordinates: source-image pixels, x right, y down, pixel centres at integers.
public struct ScenePoint: Sendable, Equatable {
    /// Horizontal position in source-image pixels, growing to the right.
    public var x: Double
    /// Vertical position in source-image pixels, growing downwards.
    public var y: Double

    /// Creates a point in source-image pixels.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a point in source-image pixels, without argument labels.
    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }
}

/// One piece of a subpath, continuing from the previous segment's end point.
public enum PathSegment: Sendable, Equatable {
    /// A straight line to the point.
    case line(to: ScenePoint)
    /// A cubic Bézier curve with two control points, ending at `to`.
    case cubic(control1: ScenePoint, control2: ScenePoint, to: ScenePoint)
}

/// A connected run of segments starting at `start`; closed subpaths join their end back to
/// the start (with a line join, not caps).
///
/// A subpath without segments is drawn as a dot of the stroke width (with round caps) so
/// that single-point contours stay visible.
public struct Subpath: Sendable, Equatable {
    /// The point where the subpath begins.
    public var start: ScenePoint
    /// The pieces that follow `start`, in order.
    public var segments: [PathSegment]
    /// Whether the end joins back to `start`.
    public var isClosed: Bool

    /// Creates a subpath; by default an open one without segments (a dot).
    public init(start: ScenePoint, segments: [PathSegment] = [], isClosed: Bool = false) {
        self.start = start
        self.segments = segments
        self.isClosed = isClosed
    }

    /// A polyline through `points` (straight segments), the usual shape of a traced contour; one
    /// point is a dot. `nil` when `points` is empty: a subpath needs a start.
    public init?(polyline points: [ScenePoint], isClosed: Bool) {
        guard let start = points.first else { return nil }
        self.init(start: start, segments: points.dropFirst().map { .line(to: $0) }, isClosed: isClosed)
    }
}

/// A shape drawn with one style: any number of subpaths, stroked (and optionally filled)
/// together. Filling uses the even-odd rule, so a contour nested inside another one in the
/// same path is a hole.
public struct ScenePath: Sendable, Equatable {
    /// The subpaths, drawn together with one style.
    public var subpaths: [Subpath]
    /// How the subpaths are stroked and filled.
    public var style: PathStyle

    /// Creates a path from its subpaths, drawn in `style` (default `.ink`).
    public init(_ subpaths: [Subpath], style: PathStyle = .ink) {
        self.subpaths = subpaths
        self.style = style
    }

    /// A single polyline, the usual shape of one contour; one point is a dot, and no points
    /// make a path without subpaths, which draws nothing.
    public init(polyline points: [ScenePoint], isClosed: Bool, style: PathStyle = .ink) {
        self.init(Subpath(polyline: points, isClosed: isClosed).map { [$0] } ?? [], style: style)
    }
}
