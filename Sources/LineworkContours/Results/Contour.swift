import LineworkCore

/// One contour of an observation, modelled on Vision's `VNContour`.
///
/// Coordinates: `points` are working-image pixels (x right, y down, pixel centres at integers,
/// as OpenCV); `normalizedPoints` follow Vision: [0, 1] on each axis with the origin at the
/// **lower-left**, a pixel centre (x, y) mapping to ((x + 0.5) / W, 1 − (y + 0.5) / H).
public struct Contour: Sendable, Equatable {
    let observation: ContoursObservation
    /// The flat index in the observation.
    public let index: Int

    /// The path from the top level: `[i]`, `[i, j]`, … (Vision's `indexPath`).
    public var indexPath: [Int] { observation.validIndexPath(of: index) }

    /// The flat index of the parent contour, if any.
    public var parentIndex: Int? { observation.geometry.parent(of: index) }

    /// The contours directly inside this one (Vision's `childContours`).
    public var childContours: [Contour] { observation.childIndices(of: index).map { observation.contour(index: $0) } }

    /// The number of direct children (Vision's `childContourCount`).
    public var childContourCount: Int { observation.childIndices(of: index).count }

    /// Whether this is a hole border (the inside edge of a foreground region).
    public var isHole: Bool { observation.geometry.isHole(index) }

    /// Whether the contour is a closed loop (always, for the border tracer).
    public var isClosed: Bool { observation.geometry.isClosed(index) }

    /// The number of points (Vision's `pointCount`).
    public var pointCount: Int { observation.geometry.pointCount(of: index) }

    /// The points in working-image pixels.
    public var points: [Point2] { observation.geometry.points(of: index) }

    /// The points normalised with a lower-left origin (Vision's `normalizedPoints`).
    public var normalizedPoints: [Point2] {
        let w = Double(observation.workingSize.width), h = Double(observation.workingSize.height)
        return points.map { Point2(($0.x + 0.5) / w, 1 - ($0.y + 0.5) / h) }
    }

    /// The working image's width / height (Vision's `aspectRatio`), to undo normalisation.
    public var aspectRatio: Double {
        Double(observation.workingSize.width) / Double(observation.workingSize.height)
    }

    /// The contour simplified by Ramer–Douglas–Peucker (Vision's `polygonApproximation`).
    ///
    /// - Parameter epsilon: the largest allowed deviation, in working-image pixels.
    /// - Returns: a subsequence of `points`.
    public func polygonApproximation(epsilon: Double) -> [Point2] {
        var vertices = points
        let closed = isClosed
        if closed && vertices.count > 1 && vertices.first == vertices.last { vertices.removeLast() }
        return Polygon.simplified(vertices, epsilon: epsilon, closed: closed)
    }

    /// The box spanning the points' centres, in working pixels: max x − min x wide (a pixel
    /// contour's pixels cover one more; `ContourGeometry.boundingBox(of:)` is that box).
    public var boundingBox: BoundingBox { Polygon.boundingBox(points) }

    /// The shoelace signed area (positive = clockwise on screen); 0 for open isolines.
    public var signedArea: Double { isClosed ? Polygon.signedArea(points) : 0 }

    /// The length, including the closing edge of a closed contour.
    public var perimeter: Double { Polygon.perimeter(points, closed: isClosed) }

    /// The smallest circle containing the contour.
    public var boundingCircle: Circle { Polygon.minimalEnclosingCircle(points) }
}
