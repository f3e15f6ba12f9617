/// A separable Gaussian blur of a packed four-lane plane (`[SIMD4<Float>]`, row-major).
///
/// Borders reflect without repeating the edge pixel (`…cb|abc…`, OpenCV's `BORDER_REFLECT_101`,
/// as `Image.gaussianBlurred` does), so a uniform plane stays uniform. `Image.gaussianBlurred`
/// treats each channel as a scalar through a tap table; here all four lanes move as one vector
/// and interior pixels index directly, which makes the structure-tensor blur several times
/// cheaper. Cost O(width·height·radius).
enum PackedGaussianBlur {
    /// The blurred plane; σ = 0 returns it unchanged.
    static func blurred(_ pixels: [SIMD4<Float>], width w: Int, height h: Int, sigma: Double,
                        scheduler: RowScheduler) -> [SIMD4<Float>] {
        guard sigma > 0 else { return pixels }
        let kernel = GaussianWeights(sigma: sigma)
        let r = kernel.radius
        var horizontal = [SIMD4<Float>](uninitializedCount: pixels.count)
        var out = [SIMD4<Float>](uninitializedCount: pixels.count)
        pixels.withUnsafeBufferPointer { src in
            horizontal.withUnsafeMutableBufferPointer { mid in
                kernel.weights.withUnsafeBufferPointer { weights in
                    scheduler.forEachChunk(h, minimumChunk: 8) { rows in
                        for y in rows {
                            let row = y &* w
                            for x in 0..<w {
                                var sum = SIMD4<Float>.zero
                                if x >= r && x &+ r < w {
                                    for k in 0...(2 &* r) { sum += weights[k] * src[row &+ x &+ k &- r] }
                                } else {
                                    for k in 0...(2 &* r) { sum += weights[k] * src[row &+ reflect(x &+ k &- r, w)] }
                                }
                                mid[row &+ x] = sum
                            }
                        }
                    }
                }
            }
        }
        horizontal.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                kernel.weights.withUnsafeBufferPointer { weights in
                    scheduler.forEachChunk(h, minimumChunk: 8) { rows in
                        // Row at a time: every read is a whole source row, sequential in memory.
                        // The first tap initialises the row (no zero-filled plane to fault in).
                        for y in rows {
                            let d = y &* w
                            let first = reflect(y &- r, h) &* w
                            for x in 0..<w { dst[d &+ x] = weights[0] * src[first &+ x] }
                            for k in 1...(2 &* r) {   // r ≥ 1: σ > 0
                                let s = reflect(y &+ k &- r, h) &* w
                                let weight = weights[k]
                                for x in 0..<w { dst[d &+ x] += weight * src[s &+ x] }
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// Reflect-101 index into 0..<length: …2 1 | 0 1 2 … n−1 | n−2 …; length 1 maps to 0.
    @inline(__always)
    static func reflect(_ index: Int, _ length: Int) -> Int {
        guard length > 1 else { return 0 }
        let period = 2 &* (length &- 1)
        var i = index % period
        if i < 0 { i &+= period }
        return i < length ? i : period &- i
    }
}
