import Foundation
import LineworkCore

extension Image where Sample: PixelSample {
    /// Blurs with a separable Gaussian of standard deviation `sigma` pixels.
    ///
    /// The kernel has radius ⌈3σ⌉ (99.7 % of the mass) and is normalised to sum to 1; borders
    /// reflect without repeating the edge pixel (`…cb|abc…`, OpenCV's `BORDER_REFLECT_101`), so
    /// a uniform image stays exactly uniform. σ ≤ 0, NaN or infinite returns the image unchanged.
    /// Cost is O(width·height·radius): two 1-D passes instead of one 2-D pass.
    ///
    /// σ above twice the longer side blurs as much as that: with reflected borders each axis is
    /// periodic with period 2(n − 1), and a Gaussian of σ ≥ that period scales every frequency but
    /// the mean by less than e^(−2π²) ≈ 3·10⁻⁹, under `Float`'s precision. The cap keeps the
    /// kernel's radius, and so its memory, in proportion to the image.
    @_specialize(exported: true, where Sample == UInt8)
    @_specialize(exported: true, where Sample == Float)
    public func gaussianBlurred(sigma: Double) -> Image<Sample> {
        guard sigma > 0, sigma.isFinite else { return self }
        let kernel = GaussianKernel(sigma: Swift.min(sigma, Double(2 * Swift.max(width, height))))
        let ch = channels, w = width, h = height
        let horizontalTaps = kernel.reflectedTaps(length: w)
        let verticalTaps = kernel.reflectedTaps(length: h)
        let r = kernel.radius
        var horizontal = [Float](repeating: 0, count: samples.count)
        samples.withUnsafeBufferPointer { src in
            horizontal.withUnsafeMutableBufferPointer { dst in
                horizontalTaps.withUnsafeBufferPointer { taps in
                    kernel.weights.withUnsafeBufferPointer { weights in
                        Parallel.forEachChunk(h, minimumChunk: 8) { range in
                            for y in range {
                                let row = y &* w
                                for x in 0..<w {
                                    let tapBase = x &* (2 &* r &+ 1)
                                    let d = (row &+ x) &* ch
                                    for c in 0..<ch {
                                        var sum: Float = 0
                                        for k in 0...(2 &* r) {
                                            sum += weights[k] * src[(row &+ taps[tapBase &+ k]) &* ch &+ c].floatValue
                                        }
                                        dst[d &+ c] = sum
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        var out = [Sample](repeating: Sample(rounding: 0), count: samples.count)
        let rowLength = w * ch
        horizontal.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                verticalTaps.withUnsafeBufferPointer { taps in
                    kernel.weights.withUnsafeBufferPointer { weights in
                        Parallel.forEachChunk(h, minimumChunk: 8) { range in
                            // Row-at-a-time accumulation keeps every read sequential in memory.
                            let sum = UnsafeMutableBufferPointer<Float>.allocate(capacity: rowLength)
                            defer { sum.deallocate() }
                            for y in range {
                                let tapBase = y &* (2 &* r &+ 1)
                                sum.initialize(repeating: 0)
                                for k in 0...(2 &* r) {
                                    let weight = weights[k]
                                    let s = taps[tapBase &+ k] &* rowLength
                                    for i in 0..<rowLength { sum[i] += weight * src[s &+ i] }
                                }
                                let d = y &* rowLength
                                for i in 0..<rowLength { dst[d &+ i] = Sample(rounding: sum[i]) }
                            }
                        }
                    }
                }
            }
        }
        return Image(validWidth: w, height: h, channels: ch, samples: out)
    }
}

/// A sampled, normalised 1-D Gaussian.
struct GaussianKernel {
    let radius: Int
    let weights: [Float]

    init(sigma: Double) {
        radius = max(1, Int((3 * sigma).rounded(.up)))
        let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        weights = raw.map { Float($0 / total) }
    }

    /// For each position 0..<length, the 2·radius + 1 source indices with reflect-101 borders.
    func reflectedTaps(length: Int) -> [Int] {
        var taps = [Int]()
        taps.reserveCapacity(length * (2 * radius + 1))
        for i in 0..<length {
            for k in -radius...radius {
                taps.append(Self.reflect(i + k, length: length))
            }
        }
        return taps
    }

    /// Reflect-101 index: …2 1 | 0 1 2 … n-1 | n-2 … ; a length-1 axis maps everything to 0.
    static func reflect(_ index: Int, length: Int) -> Int {
        guard length > 1 else { return 0 }
        let period = 2 * (length - 1)
        var i = index % period
        if i < 0 { i += period }
        return i < length ? i : period - i
    }
}
