import LineworkContours
import LineworkCore
import LineworkEvaluation
import LineworkImage

/// Contours drawn as a one-pixel-wide boundary map at the ground truth's size, for BSDS matching.
///
/// Conventions: contour points are in working-image pixels with pixel centres at integer
/// coordinates; they are mapped to the truth's grid by scaling pixel *edges*
/// (`(x + 0.5) · W / w − 0.5`), then consecutive points are joined with Bresenham lines, which
/// are 8-connected and one pixel thick. Closed contours are joined back to their first point.
/// The map is then thinned as `linework evaluate contours` thins a prediction
/// (`BoundaryMap.thinned()`, BSDS's `bwmorph(…, 'thin', Inf)`): contours that run side by side
/// (a thin stroke's two outlines, neighbouring settings' nested contours) merge into one line,
/// and a lone line loses only its 4-connected corner pixels.
///
/// The image's frame is not a predicted boundary: a region cut by the image's edge is closed
/// along it by the tracer, and those runs are removed first (`ImageFrame.pieces(of:closed:)`
/// in working pixels, the rule line art uses), so only the contour's pieces inside the image
/// are drawn. A contour that merely touches the edge keeps its point there.
enum BoundaryRaster {
    /// The boundary map of every contour of `geometry`, without its runs along the frame.
    ///
    /// - Parameters:
    ///   - working: the working image's size, the extent of the contours' coordinates.
    ///   - width: the map's width (the truth's).
    ///   - height: the map's height.
    static func map(_ geometry: ContourGeometry, working: PixelSize, width: Int, height: Int) throws -> BoundaryMap {
        let frame = ImageFrame(size: working)
        var pieces: [(points: [Point2], closed: Bool)] = []
        for c in 0..<geometry.count {
            let points = geometry.points(of: c), closed = geometry.isClosed(c)
            pieces += frame.pieces(of: points, closed: closed)?.map { ($0, false) } ?? [(points, closed)]
        }
        return try map(polylines: pieces, working: working, width: width, height: height)
    }

    /// The boundary map of polylines in working pixels, drawn as they are (a drawing's strokes,
    /// whose runs along the frame `draw` has already trimmed).
    static func map(polylines: [(points: [Point2], closed: Bool)], working: PixelSize, width: Int,
                    height: Int) throws -> BoundaryMap {
        var mask = [UInt8](repeating: 0, count: width * height)
        let sx = Double(width) / Double(max(1, working.width)), sy = Double(height) / Double(max(1, working.height))
        func grid(_ p: Point2) -> (Int, Int) {
            let x = Int(((p.x + 0.5) * sx - 0.5).rounded()), y = Int(((p.y + 0.5) * sy - 0.5).rounded())
            return (min(max(x, 0), width - 1), min(max(y, 0), height - 1))
        }
        for (piece, closed) in polylines {
            let cells = piece.map(grid)
            guard var previous = cells.first else { continue }
            mask[previous.1 * width + previous.0] = 1
            for cell in cells.dropFirst() {
                line(from: previous, to: cell, width: width, into: &mask)
                previous = cell
            }
            if closed { line(from: previous, to: cells[0], width: width, into: &mask) }
        }
        return try BoundaryMap(Image(validWidth: width, height: height, samples: mask)).thinned()
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
