import Foundation
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

    /// A Gaussian average of the pixels inside the image only (normalised convolution,
    /// H. Knutsson and C.-F. Westin, CVPR 1993): the blur of the image set in zeros, divided by
    /// the blur of its support, so that near the frame the weights of the pixels that exist are
    /// renormalised to sum to 1.
    ///
    /// Why not reflected borders (`gaussianBlurred`): a reflection is content. An item near the
    /// frame merges with its mirror image into one larger blob centred on the frame, which drew
    /// the attention peak onto the border; a bar's mirror is turned the other way, which made
    /// every bar at the frame an orientation singleton; and a gradient ground folds into a ridge
    /// at the frame. Averaging only what is there adds none of these. Cost: one blur of the
    /// image padded by 3σ on each side (the support's blur is separable and done in 1-D).
    func gaussianAveragedInside(sigma: Double) -> FloatImage {
        let r = Swift.max(1, Int((3 * sigma).rounded(.up))), ch = channels
        let pw = width + 2 * r, ph = height + 2 * r
        var padded = [Float](repeating: 0, count: pw * ph * ch)
        for y in 0..<height {
            for i in 0..<(width * ch) { padded[((y + r) * pw + r) * ch + i] = samples[y * width * ch + i] }
        }
        let blurred = FloatImage(validWidth: pw, height: ph, channels: ch, samples: padded).gaussianBlurred(sigma: sigma)
        let wx = Self.insideWeights(length: width, sigma: sigma, radius: r)
        let wy = Self.insideWeights(length: height, sigma: sigma, radius: r)
        var out = [Float](repeating: 0, count: samples.count)
        for y in 0..<height {
            for x in 0..<width {
                let support = wx[x] * wy[y]
                for c in 0..<ch { out[(y * width + x) * ch + c] = blurred.samples[((y + r) * pw + x + r) * ch + c] / support }
            }
        }
        return FloatImage(validWidth: width, height: height, channels: ch, samples: out)
    }

    /// For each position along an axis of `length`, the share of a normalised Gaussian (σ,
    /// truncated at `radius`, as `gaussianBlurred` samples it) that falls inside the axis.
    private static func insideWeights(length: Int, sigma: Double, radius r: Int) -> [Float] {
        let kernel = (-r...r).map { Foundation.exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        return (0..<length).map { i in
            Float((Swift.max(-r, -i)...Swift.min(r, length - 1 - i)).reduce(0) { $0 + kernel[$1 + r] } / total)
        }
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
