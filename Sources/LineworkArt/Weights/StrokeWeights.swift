import LineworkContours
import LineworkCore
import LineworkImage

/// Per-stroke weights from a saliency map: what makes the `saliency` style put ink where people
/// look.
///
/// A stroke's raw weight is the mean of the map, sampled bilinearly at the stroke's points.
/// The mean (rather than the maximum) keeps a long line that merely touches a salient spot from
/// being drawn bold all along. Raw weights are then divided by their 90th percentile and
/// clamped, so the most salient tenth of the strokes gets full weight however peaked or flat
/// the map is, and finally square-rooted: saliency maps fall off steeply away from their peak,
/// and the root keeps the falloff gradual in the drawing.
public enum StrokeWeights {
    /// Weights in [0, 1], one per stroke.
    ///
    /// - Parameters:
    ///   - strokes: polylines in working-image pixels.
    ///   - map: a saliency map of any size covering the same image (values in [0, 1]); it is
    ///     sampled at the position each point has relative to the image, pixel centres aligned.
    ///   - workingSize: the extent of the strokes' coordinates.
    /// - Returns: one weight in 0…1 per stroke; points with a non-finite coordinate are left out
    ///   of their stroke's mean, and a stroke without any weighs 0.
    public static func weights(of strokes: [[Point2]], map: FloatImage, workingSize: PixelSize) -> [Double] {
        let sx = Double(map.width) / Double(workingSize.width)
        let sy = Double(map.height) / Double(workingSize.height)
        let raw = map.samples.withUnsafeBufferPointer { samples in
            strokes.map { points -> Double in
                var sum = 0.0, count = 0
                for p in points {
                    let (x, y) = ((p.x + 0.5) * sx - 0.5, (p.y + 0.5) * sy - 0.5)
                    guard !x.isNaN, !y.isNaN else { continue }
                    sum += bilinear(samples, map.width, map.height, x, y)
                    count += 1
                }
                return count == 0 ? 0 : sum / Double(count)
            }
        }
        guard !raw.isEmpty else { return [] }
        let reference = raw.sorted()[min(raw.count - 1, raw.count * 9 / 10)]
        guard reference > 0 else { return raw.map { $0 > 0 ? 1 : 0 } }
        return raw.map { min(max($0 / reference, 0), 1).squareRoot() }
    }

    /// The map at (x, y), clamped to the edge.
    private static func bilinear(_ samples: UnsafeBufferPointer<Float>, _ width: Int, _ height: Int,
                                 _ x: Double, _ y: Double) -> Double {
        let cx = min(max(x, 0), Double(width - 1)), cy = min(max(y, 0), Double(height - 1))
        let x0 = Int(cx), y0 = Int(cy)
        let x1 = min(x0 &+ 1, width &- 1), y1 = min(y0 &+ 1, height &- 1)
        let fx = cx - Double(x0), fy = cy - Double(y0)
        let top = Double(samples[y0 &* width &+ x0]) * (1 - fx) + Double(samples[y0 &* width &+ x1]) * fx
        let bottom = Double(samples[y1 &* width &+ x0]) * (1 - fx) + Double(samples[y1 &* width &+ x1]) * fx
        return top * (1 - fy) + bottom * fy
    }
}
