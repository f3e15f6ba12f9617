import LineworkCore
import LineworkImage

/// How strong the edge is at each pixel: the Sobel gradient magnitude of a gray image, scaled so
/// that the strongest edges reach 1. `draw --weight edge` weighs strokes by it.
///
/// The XDoG `strength` of `EdgeMap` saturates on every line (it is a soft threshold, near 1 all
/// along any drawn line), so it cannot tell a face's outline from a faint crease; the gradient
/// magnitude can. The magnitude is divided by its 98th percentile over the pixels where it is
/// non-zero and clamped to [0, 1], so the few strongest edges share full weight whatever the
/// photo's contrast. Pixels outside the image repeat the border. O(pixels), row-parallel.
public enum EdgeContrast {
    /// The map of `image` (same size, values in [0, 1], top row first). A uniform image gives 0
    /// everywhere; an image of more than one channel is reduced to its luminance first.
    public static func map(of image: GrayImage) -> FloatImage {
        let gray = Luminance.gray(image)
        let w = gray.width, h = gray.height
        var magnitude = [Float](repeating: 0, count: w * h)
        gray.samples.withUnsafeBufferPointer { src in
            magnitude.withUnsafeMutableBufferPointer { dst in
                Parallel.forEachChunk(h, minimumChunk: 16) { rows in
                    for y in rows {
                        let up = max(y - 1, 0) &* w, row = y &* w, down = min(y + 1, h - 1) &* w
                        for x in 0..<w {
                            let l = max(x - 1, 0), r = min(x + 1, w - 1)
                            func v(_ base: Int, _ i: Int) -> Float { Float(src[base &+ i]) }
                            let gx = (v(up, r) + 2 * v(row, r) + v(down, r)) - (v(up, l) + 2 * v(row, l) + v(down, l))
                            let gy = (v(down, l) + 2 * v(down, x) + v(down, r)) - (v(up, l) + 2 * v(up, x) + v(up, r))
                            dst[row &+ x] = (gx * gx + gy * gy).squareRoot()
                        }
                    }
                }
            }
        }
        // The 98th percentile of the non-zero magnitudes, from a 1-unit histogram (Sobel on
        // 8-bit data stays below 1443).
        var histogram = [Int](repeating: 0, count: 1444)
        var nonZero = 0
        for m in magnitude where m > 0 {
            histogram[min(Int(m), 1443)] += 1
            nonZero += 1
        }
        guard nonZero > 0 else { return Image(validWidth: w, height: h, channels: 1, samples: magnitude) }
        var seen = 0, reference = 1443
        for (value, count) in histogram.enumerated() {
            seen += count
            if seen * 50 >= nonZero * 49 { reference = max(value, 1); break }
        }
        let scale = 1 / Float(reference)
        for i in magnitude.indices { magnitude[i] = min(magnitude[i] * scale, 1) }
        return Image(validWidth: w, height: h, channels: 1, samples: magnitude)
    }
}
