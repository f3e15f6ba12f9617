/// All borders found in one mask, with their points stored back to back in one arena.
///
/// Order and orientation are OpenCV's `findContours(..., CHAIN_APPROX_NONE)`:
/// - contours are listed in a depth-first pre-order of the border tree in which the children of a
///   node appear newest first (reverse raster order of their start pixels), so for `.list` and
///   `.external` the last border met by the raster scan comes first;
/// - an outer border starts at its topmost-leftmost pixel, a hole border at the foreground pixel
///   left of the hole's topmost-leftmost pixel;
/// - with y down, outer borders run counter-clockwise on screen and hole borders clockwise; every
///   border pixel is listed each time the border passes it, the first point is not repeated.
public struct ContourTrace: Sendable, Equatable {
    /// Every contour's points, back to back, in the order of ``contours``.
    public var points: [PixelPoint]
    /// The contours, in OpenCV's output order.
    public var contours: [TracedContour]

    /// A trace from an arena and its contour records.
    public init(points: [PixelPoint], contours: [TracedContour]) {
        self.points = points
        self.contours = contours
    }

    /// The points of contour `i`.
    public subscript(i: Int) -> ArraySlice<PixelPoint> {
        let contour = contours[i]
        return points[contour.start ..< contour.start + contour.count]
    }
}
