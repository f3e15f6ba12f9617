/// A separable Gaussian blur of a packed four-lane plane (`SIMD4<Float>` pixels, row-major).
///
/// Borders reflect without repeating the edge pixel (`…cb|abc…`, OpenCV's `BORDER_REFLECT_101`,
/// as `Image.gaussianBlurred` does), so a uniform plane stays uniform. `Image.gaussianBlurred`
/// treats each channel as a scalar through a tap table; here all four lanes move as one vector
/// and interior pixels index directly, which makes the structure-tensor blur several times
/// cheaper. Cost O(width·height·radius).
///
/// The plane streams through: `source` makes each input row when the horizontal pass needs it,
/// and `sink` takes each output row of the vertical pass. Only the horizontally blurred plane
/// is ever stored, so a stage that computes its input per row (the Sobel tensor) and reduces
/// its output per row (the eigen-analysis) keeps one plane instead of three.
enum PackedGaussianBlur {
    /// Blurs the plane whose row `y` `source(y, row)` writes into `row` (`width` pixels), and
    /// hands each blurred row to `sink(y, row)`. Rows are spread over threads by `scheduler`;
    /// each call writes or reads only its own row. σ = 0 passes rows through unchanged.
    static func blur(width w: Int, height h: Int, sigma: Double, scheduler: RowScheduler,
                     source: (Int, UnsafeMutablePointer<SIMD4<Float>>) -> Void,
                     sink: (Int, UnsafePointer<SIMD4<Float>>) -> Void) {
        guard w > 0, h > 0 else { return }
        let kernel = GaussianWeights(sigma: sigma)
        let r = kernel.radius
        var horizontal = [SIMD4<Float>](uninitializedCount: w * h)
        horizontal.withUnsafeMutableBufferPointer { mid in
            kernel.weights.withUnsafeBufferPointer { weights in
                scheduler.forEachChunk(h, minimumChunk: 8) { rows in
                    let src = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: w)
                    defer { src.deallocate() }
                    for y in rows {
                        source(y, src)
                        let row = y &* w
                        for x in 0..<w {
                            var sum = SIMD4<Float>.zero
                            if x >= r && x &+ r < w {
                                for k in 0...(2 &* r) { sum += weights[k] * src[x &+ k &- r] }
                            } else {
                                for k in 0...(2 &* r) { sum += weights[k] * src[reflect(x &+ k &- r, w)] }
                            }
                            mid[row &+ x] = sum
                        }
                    }
                }
            }
        }
        horizontal.withUnsafeBufferPointer { src in
            kernel.weights.withUnsafeBufferPointer { weights in
                scheduler.forEachChunk(h, minimumChunk: 8) { rows in
                    let dst = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: w)
                    defer { dst.deallocate() }
                    // Row at a time: every read is a whole source row, sequential in memory;
                    // the first tap initialises the row.
                    for y in rows {
                        let first = reflect(y &- r, h) &* w
                        for x in 0..<w { dst[x] = weights[0] * src[first &+ x] }
                        var k = 1
                        while k <= 2 &* r {
                            let s = reflect(y &+ k &- r, h) &* w
                            let weight = weights[k]
                            for x in 0..<w { dst[x] += weight * src[s &+ x] }
                            k &+= 1
                        }
                        sink(y, dst)
                    }
                }
            }
        }
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
