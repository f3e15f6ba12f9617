import LineworkCore

extension ContourGeometry {
    /// The bounding box of contour `i`, in working pixels.
    ///
    /// Convention: pixel contours use OpenCV's `boundingRect`, which counts whole pixels —
    /// x = min x, width = max x − min x + 1 — so a single pixel is a 1×1 box and a one-pixel
    /// line has a non-zero area. Isolines are sub-pixel curves and use their geometric extent
    /// (max − min).
    public func boundingBox(of i: Int) -> BoundingBox {
        switch self {
        case .isolines(let lines):
            return Polygon.boundingBox(lines[i].points)
        case .pixels(let trace):
            let points = trace[i]
            var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
            for point in points {
                minX = Swift.min(minX, point.x); maxX = Swift.max(maxX, point.x)
                minY = Swift.min(minY, point.y); maxY = Swift.max(maxY, point.y)
            }
            return BoundingBox(x: Double(minX), y: Double(minY),
                               width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
        }
    }
}
