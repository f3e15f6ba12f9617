import LineworkContours
import LineworkEvaluation
import LineworkImage

/// Contours drawn as a one-pixel-wide boundary map at the ground truth's size, for BSDS matching.
///
/// Conventions: contour points are in working-image pixels with pixel centres at integer
/// coordinates; they are mapped to the truth's grid by scaling pixel *edges*
/// (`(x + 0.5) · W / w − 0.5`), then consecutive points are joined with Bresenham lines, which
/// are 8-connected and one pixel thick — as thin as BSDS's thinned predictions. Closed contours
/// are joined back to their first point.
enum BoundaryRaster {
    /// The boundary map of every contour of `geometry`.
    static func map(_ geometry: ContourGeometry, working: (width: Int, height: Int),
                    width: Int, height: Int) throws -> BoundaryMap {
        var mask = [UInt8](repeating: 0, count: width * height)
        let sx = Double(width) / Double(working.width), sy = Double(height) / Double(working.height)
        func grid(_ p: Point2) -> (Int, Int) {
            let x = Int(((p.x + 0.5) * sx - 0.5).rounded()), y = Int(((p.y + 0.5) * sy - 0.5).rounded())
            return (min(max(x, 0), width - 1), min(max(y, 0), height - 1))
        }
        for c in 0..<geometry.count {
            let points = geometry.points(of: c).map(grid)
            guard var previous = points.first else { continue }
            mask[previous.1 * width + previous.0] = 1
            for point in points.dropFirst() {
                line(from: previous, to: point, width: width, into: &mask)
                previous = point
            }
            if geometry.isClosed(c), let first = points.first { line(from: previous, to: first, width: width, into: &mask) }
        }
        return try BoundaryMap(Image(width: width, height: height, samples: mask))
    }

    /// Bresenham's line, both ends included.
    private static func line(from a: (Int, Int), to b: (Int, Int), width: Int, into mask: inout [UInt8]) {
        var (x, y) = a
        let dx = abs(b.0 - x), dy = -abs(b.1 - y)
        let stepX = x < b.0 ? 1 : -1, stepY = y < b.1 ? 1 : -1
        var error = dx + dy
        while true {
            mask[y * width + x] = 1
            if x == b.0 && y == b.1 { return }
            let twice = 2 * error
            if twice >= dy { error += dy; x += stepX }
            if twice <= dx { error += dx; y += stepY }
        }
    }
}
