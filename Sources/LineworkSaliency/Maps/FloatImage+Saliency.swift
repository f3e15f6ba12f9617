import LineworkCore
import LineworkImage

/// Small map operations shared by the models. Maps are single-channel `FloatImage`s.
extension Image where Sample == Float {
    /// Resamples to any size: area-like anti-alias blur (σ = ½ · shrink factor) when shrinking,
    /// then bilinear with pixel centres aligned (`resizedBilinear`).
    func resampled(width w: Int, height h: Int) -> FloatImage {
        if w == width && h == height { return self }
        let shrink = max(Double(width) / Double(w), Double(height) / Double(h))
        let source = shrink > 1.5 ? gaussianBlurred(sigma: 0.5 * shrink) : self
        return source.resizedBilinear(validWidth: w, height: h)
    }

    /// The smallest and largest sample.
    var range: (min: Float, max: Float) {
        samples.withUnsafeBufferPointer { s in
            var lo = Float.infinity, hi = -Float.infinity
            for v in s {
                lo = Swift.min(lo, v)
                hi = Swift.max(hi, v)
            }
            return (lo, hi)
        }
    }

    /// Min-max normalised to [0, 1], the minimum exactly 0 and the maximum exactly 1 (a
    /// division, not a multiplication by the reciprocal, which can leave 1 − 2⁻²⁴); an image
    /// flatter than `epsilon` becomes all zeros (nothing stands out, and stretching rounding
    /// noise would invent structure).
    func normalizedToUnitRange(epsilon: Float = 1e-6) -> FloatImage {
        let (lo, hi) = range
        guard hi - lo > epsilon * Swift.max(1, abs(hi)) else {
            return FloatImage(validWidth: width, height: height, repeating: 0)
        }
        let span = hi - lo
        return mapSamples { ($0 - lo) / span }
    }

    /// Applies `transform` to every sample.
    @inline(__always)
    func mapSamples(_ transform: (Float) -> Float) -> FloatImage {
        FloatImage(validWidth: width, height: height, channels: channels, samples: samples.map(transform))
    }

    /// The sample-wise weighted sum `Σ weightᵢ · mapᵢ` of same-sized maps.
    static func weightedSum(_ terms: [(weight: Float, map: FloatImage)]) -> FloatImage {
        let first = terms[0].map
        var out = [Float](repeating: 0, count: first.samples.count)
        out.withUnsafeMutableBufferPointer { dst in
            for (weight, map) in terms where weight != 0 {
                precondition(map.width == first.width && map.height == first.height, "map sizes differ")
                map.samples.withUnsafeBufferPointer { src in
                    for i in 0..<src.count { dst[i] += weight * src[i] }
                }
            }
        }
        return FloatImage(validWidth: first.width, height: first.height, samples: out)
    }

    /// The mean sample.
    var mean: Float {
        samples.withUnsafeBufferPointer { s in s.reduce(0, +) / Float(s.count) }
    }

    /// Channel `c` of a multi-channel image as its own plane.
    func plane(_ c: Int) -> FloatImage {
        if channels == 1 { return self }
        var out = [Float](repeating: 0, count: pixelCount)
        samples.withUnsafeBufferPointer { src in
            for i in 0..<pixelCount { out[i] = src[i &* channels &+ c] }
        }
        return FloatImage(validWidth: width, height: height, samples: out)
    }
}
