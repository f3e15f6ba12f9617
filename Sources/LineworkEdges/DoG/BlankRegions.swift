/// The blocks of an image where the FDoG's smoothing along the flow cannot make a line, so the
/// pass may skip them.
///
/// The pass along the flow replaces each pixel's response with a weighted average of bilinear
/// samples along a curve of at most `reach − 1` unit steps, so every response it averages lies
/// within `reach` pixels of the pixel (per axis, in the replicated plane). If the lowest L\* and
/// highest chroma response in that square give an `XDoGThreshold.blankMargin` of at least
/// `margin`, the average is blank paper: its ink is exactly 0 (see `blankMargin`). A blank pixel's own response, which
/// `FlowDoG` keeps there instead, is blank paper too, so the map does not change — bit for bit.
///
/// The test runs on blocks of `blockSize` × `blockSize` pixels, not pixels: each block's
/// lowest and highest responses, then those over the blocks that cover its pixels' squares. The
/// square checked is then a little larger than needed, which only makes the test stricter.
/// Cost: one read of the responses and O(blocks · reach / blockSize), about 0.5 ms of one core
/// at 512 px. What it saves depends on the photo: at 512 px and the defaults, the share of blank
/// blocks is 55% on horse.png, 38% on rocket.jpg, 33% on camera.png (its sky), and 4–5% on
/// astronaut.png and coffee.png, whose texture or colour reaches almost everywhere.
struct BlankRegions: Sendable {
    /// log₂ of `blockSize`.
    static let blockShift = 2
    /// Block side in pixels: 4.
    static let blockSize = 1 << blockShift
    /// Smallest margin taken as blank: 10⁻³ of u, a thousand times the rounding of an average
    /// of at most a few dozen samples of responses below 10³ (u ≈ 0.2 per L\* unit at p = 20).
    static let margin: Float = 1e-3

    /// Blocks per row.
    let blocksAcross: Int
    /// One flag per block, row-major, `blocksAcross` per row: 1 where every pixel of the block
    /// is blank.
    let flags: [UInt8]

    /// - Parameters:
    ///   - across: the responses the pass averages, with their replicated border.
    ///   - reach: how far from its pixel the pass reads, in pixels (steps + 1 for bilinear).
    init(across: PaddedPlane<SIMD4<Float>>, reach: Int, threshold: XDoGThreshold, scheduler: RowScheduler) {
        let w = across.width, h = across.height, shift = Self.blockShift
        let bw = (w &+ Self.blockSize &- 1) &>> shift, bh = (h &+ Self.blockSize &- 1) &>> shift
        blocksAcross = bw
        // Each block's lowest L* response and highest chroma² (the border repeats edge pixels,
        // so the image's own pixels cover every value the pass can read). Responses are finite:
        // sums of finite Lab values.
        var lowest = [Float](uninitializedCount: bw * bh), highest = [Float](uninitializedCount: bw * bh)
        across.withUnsafeImage { src, stride in
            lowest.withUnsafeMutableBufferPointer { lowest in
                highest.withUnsafeMutableBufferPointer { highest in
                    scheduler.forEachChunk(bh, minimumChunk: 4) { blockRows in
                        for by in blockRows {
                            let y0 = by &<< shift, y1 = Swift.min(h, y0 &+ Self.blockSize)
                            for bx in 0..<bw {
                                let x0 = bx &<< shift, x1 = Swift.min(w, x0 &+ Self.blockSize)
                                var low = Float.infinity, high: Float = 0
                                for y in y0..<y1 {
                                    let row = src + y &* stride
                                    for x in x0..<x1 {
                                        let r = row[x]
                                        low = Swift.min(low, r.x)
                                        high = Swift.max(high, r.y * r.y + r.z * r.z)
                                    }
                                }
                                lowest[by &* bw &+ bx] = low
                                highest[by &* bw &+ bx] = high
                            }
                        }
                    }
                }
            }
        }
        // A block is blank when the blocks within ⌈reach / blockSize⌉ of it are, together: min
        // and max filters, rows then columns.
        let span = (reach &+ Self.blockSize &- 1) &>> shift
        var rowLow = lowest, rowHigh = highest
        for by in 0..<bh {
            for bx in 0..<bw {
                var low = Float.infinity, high: Float = 0
                for i in (by &* bw &+ Swift.max(0, bx &- span))...(by &* bw &+ Swift.min(bw &- 1, bx &+ span)) {
                    low = Swift.min(low, lowest[i])
                    high = Swift.max(high, highest[i])
                }
                rowLow[by &* bw &+ bx] = low
                rowHigh[by &* bw &+ bx] = high
            }
        }
        var flags = [UInt8](repeating: 0, count: bw * bh)
        for by in 0..<bh {
            for bx in 0..<bw {
                var low = Float.infinity, high: Float = 0
                for j in Swift.max(0, by &- span)...Swift.min(bh &- 1, by &+ span) {
                    low = Swift.min(low, rowLow[j &* bw &+ bx])
                    high = Swift.max(high, rowHigh[j &* bw &+ bx])
                }
                let margin = threshold.blankMargin(lowestLuminance: low, highestChroma: high.squareRoot())
                flags[by &* bw &+ bx] = margin >= Self.margin ? 1 : 0
            }
        }
        self.flags = flags
    }
}
