import LineworkContours
import LineworkCore

/// The radius of a stroke at a pixel: the Euclidean distance from the pixel's centre to the
/// nearest background pixel's centre, the distance transform of the mask at that pixel.
///
/// Pixels outside the mask count as background, so a stroke running off the image is as wide as
/// its visible part. The transform is only needed at a few skeleton nodes, so instead of
/// transforming the whole image it is searched for locally, in square rings of growing
/// Chebyshev radius k, stopping once k reaches the nearest background found (no pixel of a
/// later ring is nearer): O(r²) per query. The search gives up at `limit` pixels.
enum StrokeRadius {
    /// Beyond this radius the search stops; a region this thick is a blob, not a pen stroke.
    static let limit = 64

    /// The radius of the stroke at `point` (a pixel of `mask`): 1 for a one-pixel-wide line,
    /// 2 on the axis of a stroke 3 px wide, at most `limit`.
    static func at(_ point: Point2, in mask: BinaryMask) -> Double {
        let x = Int(point.x), y = Int(point.y), w = mask.width, h = mask.height
        let outside = min(x + 1, y + 1, w - x, h - y, limit)
        var nearest = outside * outside
        mask.pixels.withUnsafeBufferPointer { p in
            var k = 1
            while k * k < nearest {
                // The ring at Chebyshev distance k, clipped to the image.
                for dy in -k...k where y + dy >= 0 && y + dy < h {
                    let row = (y + dy) * w
                    let step = dy == -k || dy == k ? 1 : 2 * k
                    for dx in Swift.stride(from: -k, through: k, by: step) where x + dx >= 0 && x + dx < w && p[row + x + dx] == 0 {
                        nearest = min(nearest, dx * dx + dy * dy)
                    }
                }
                k += 1
            }
        }
        return Double(nearest).squareRoot()
    }
}
