import LineworkContours
import LineworkCore

extension DistanceTransform {
    /// The width of the pen line that a polyline runs down the middle of: the median, over
    /// points 1 px apart along it, of the ink's local width there.
    ///
    /// The distance transform rises at slope 1 from a stroke's edge to its axis, so across the
    /// stroke it is a tent whose peak h is the distance from the axis to the nearest background
    /// pixel centre. The peak is fitted from the transform (bilinear, 0 outside the image) one
    /// pixel either side along the polyline's normal, d₋ and d₊: h = (d₋ + d₊) / 2 + 1 wherever
    /// both samples are on the tent's two flanks, which holds within a pixel of the axis — so
    /// the estimate does not depend on where the polyline crosses the pixel grid (the axis of
    /// a stroke of even width lies between two pixel rows, where the transform is never
    /// sampled). The ink's edge lies half a pixel before the nearest background centre, so the
    /// width is 2h − 1: exact across rows or columns of any width, and 2.07 px on a 45° line
    /// three pixels across each row, whose ink is 2.12 px per unit of length. The median, not the mean, ignores the stroke's
    /// round ends (thinner) and its junctions with other strokes (thicker).
    ///
    /// - Parameters:
    ///   - points: the polyline, in this transform's pixel coordinates.
    ///   - closed: whether it closes back to its first point.
    /// - Returns: the width in pixels, at least 1; 0 for an empty polyline.
    public func penWidth(along points: [Point2], closed: Bool) -> Double {
        guard let first = points.first else { return 0 }
        var widths: [Double] = []
        func measure(_ p: Point2, normal n: Point2) {
            let tent = (distance(at: p + n) + distance(at: p - n)) / 2 + 1
            widths.append(2 * max(tent, distance(at: p)) - 1)
        }
        if points.count == 1 { measure(first, normal: Point2(0, 1)) }
        let pairs = zip(points, points.dropFirst() + (closed && points.count > 2 ? [first] : []))
        for (a, b) in pairs {
            let length = Polygon.distance(a, b)
            guard length > 0 else { continue }
            let u = (b - a) / length
            let n = max(1, Int(length.rounded(.up)))
            for k in 0..<n { measure(a + (b - a) * ((Double(k) + 0.5) / Double(n)), normal: Point2(-u.y, u.x)) }
        }
        guard !widths.isEmpty else { return max(1, 2 * distance(at: first) - 1) }
        widths.sort()
        let middle = widths.count / 2
        return max(1, widths.count % 2 == 1 ? widths[middle] : (widths[middle - 1] + widths[middle]) / 2)
    }

    /// The distance at a point between pixel centres, interpolated bilinearly; pixels outside
    /// the image count 0.
    func distance(at p: Point2) -> Double {
        let x0 = Int(p.x.rounded(.down)), y0 = Int(p.y.rounded(.down))
        let fx = p.x - Double(x0), fy = p.y - Double(y0)
        func at(_ x: Int, _ y: Int) -> Double {
            x >= 0 && y >= 0 && x < width && y < height ? distance(x, y) : 0
        }
        let top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx
        let bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx
        return top * (1 - fy) + bottom * fy
    }
}
