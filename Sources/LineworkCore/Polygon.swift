/// Measures of polygons and polylines given as point arrays (Vision's `VNGeometryUtils`).
///
/// A polygon is closed implicitly: the last point connects back to the first; a repeated
/// closing point (as isolines have) adds a zero-length edge and changes nothing.
public enum Polygon {
    /// The shoelace signed area, in square pixels.
    ///
    /// With y pointing down, a polygon that runs clockwise on screen has a *positive* area here
    /// (the y flip reverses the mathematical convention). OpenCV's outer borders run
    /// counter-clockwise on screen and so have negative area; its holes positive.
    @inlinable
    public static func signedArea<C: BidirectionalCollection>(_ points: C) -> Double where C.Element == Point2 {
        guard var previous = points.last else { return 0 }
        var twice = 0.0
        for point in points {
            twice += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return twice / 2
    }

    /// The on-screen winding of a closed polygon.
    @inlinable
    public static func winding<C: BidirectionalCollection>(_ points: C) -> Winding where C.Element == Point2 {
        let area = signedArea(points)
        return area > 0 ? .clockwise : (area < 0 ? .counterClockwise : .degenerate)
    }

    /// Length of the polyline through `points`, plus the closing edge when `closed`.
    ///
    /// These generic helpers are `@inlinable` so that callers in other modules (bundle merging,
    /// art) get them specialised for their collection: unspecialised, the perimeter walked its
    /// points through a generic iterator at several times the cost.
    @inlinable
    public static func perimeter<C: Collection>(_ points: C, closed: Bool) -> Double where C.Element == Point2 {
        guard var previous = points.first else { return 0 }
        var length = 0.0
        for point in points.dropFirst() {
            length += distance(previous, point)
            previous = point
        }
        if closed, let first = points.first { length += distance(previous, first) }
        return length
    }

    /// The tightest axis-aligned box around the points (zero size for one point).
    @inlinable
    public static func boundingBox<C: Collection>(_ points: C) -> BoundingBox where C.Element == Point2 {
        guard let first = points.first else { return BoundingBox(x: 0, y: 0, width: 0, height: 0) }
        var low = first, high = first
        for point in points {
            low = pointwiseMin(low, point)
            high = pointwiseMax(high, point)
        }
        return BoundingBox(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }

    /// Euclidean distance.
    @inlinable @inline(__always)
    public static func distance(_ a: Point2, _ b: Point2) -> Double {
        let d = a - b
        return (d * d).sum().squareRoot()
    }
}
