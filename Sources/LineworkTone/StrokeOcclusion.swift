import LineworkCore

/// The pixels a drawing's strokes cover, widened by a clearance: where hatching must not go.
///
/// A pixel is occluded when its centre lies within `width / 2 + clearance` of a stroke's
/// centre line (any segment, the closing one too; a one-point stroke is a dot). Hatch lines
/// are clipped to the edges of unoccluded pixels, whose points are within √2 / 2 of an
/// unoccluded centre, so with a clearance of at least √2 / 2 a hatch line stays clear of every
/// stroke's ink.
package enum StrokeOcclusion {
    /// Row-major, `width × height`, true where occluded. Coordinates are working pixels with
    /// pixel centres at integers.
    package static func mask(_ strokes: [(points: [Point2], closed: Bool, width: Double)], width: Int, height: Int,
                     clearance: Double) -> [Bool] {
        var mask = [Bool](repeating: false, count: width * height)
        guard width > 0, height > 0 else { return mask }
        mask.withUnsafeMutableBufferPointer { out in
            for stroke in strokes where !stroke.points.isEmpty {
                let r = max(0, stroke.width / 2 + clearance)
                var segments = zip(stroke.points, stroke.points.dropFirst()).map { ($0, $1) }
                if stroke.closed, stroke.points.count > 2 { segments.append((stroke.points.last!, stroke.points[0])) }
                if segments.isEmpty { segments = [(stroke.points[0], stroke.points[0])] }
                for (a, b) in segments {
                    let x0 = max(0, Int((min(a.x, b.x) - r).rounded(.down))), x1 = min(width - 1, Int((max(a.x, b.x) + r).rounded(.up)))
                    let y0 = max(0, Int((min(a.y, b.y) - r).rounded(.down))), y1 = min(height - 1, Int((max(a.y, b.y) + r).rounded(.up)))
                    guard x0 <= x1, y0 <= y1 else { continue }
                    let d = b - a, length2 = (d * d).sum()
                    for y in y0...y1 {
                        for x in x0...x1 {
                            let p = Point2(Double(x), Double(y))
                            let t = length2 > 0 ? min(1, max(0, ((p - a) * d).sum() / length2)) : 0
                            let q = p - (a + t * d)
                            if (q * q).sum() <= r * r { out[y &* width &+ x] = true }
                        }
                    }
                }
            }
        }
        return mask
    }
}
