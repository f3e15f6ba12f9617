import LineworkCore

extension Image where Sample: PixelSample {
    /// The size of this image scaled down so that its larger side is at most `maximumDimension`.
    ///
    /// Never upscales; keeps the aspect ratio, rounding the smaller side to the nearest pixel
    /// (at least 1).
    public func size(fittingMaximumDimension maximumDimension: Int) -> (width: Int, height: Int) {
        let size = PixelSize(width: width, height: height).fitting(maximumDimension: maximumDimension)
        return (size.width, size.height)
    }

    /// Scales down by area averaging so that the larger side is at most `maximumDimension`.
    ///
    /// Each output pixel is the exact mean of the source area it covers, with fractional
    /// coverage at its edges (a box filter, like OpenCV's `INTER_AREA` when shrinking). This
    /// is the right filter for shrinking: every source pixel contributes, so thin dark lines
    /// fade instead of vanishing or aliasing. Never upscales; keeps the aspect ratio.
    @_specialize(exported: true, where Sample == UInt8)
    @_specialize(exported: true, where Sample == Float)
    public func downscaled(toMaximumDimension maximumDimension: Int) -> Image<Sample> {
        let (w, h) = size(fittingMaximumDimension: maximumDimension)
        guard w != width || h != height else { return self }
        let columns = AreaWeights(source: width, target: w)
        let rows = AreaWeights(source: height, target: h)
        let ch = channels
        // Horizontal pass into a float buffer of height × w, then vertical pass.
        var horizontal = [Float](repeating: 0, count: height * w * ch)
        samples.withUnsafeBufferPointer { src in
            horizontal.withUnsafeMutableBufferPointer { dst in
                Parallel.forEachChunk(height, minimumChunk: 8) { range in
                    for y in range {
                        let srcRow = y &* width &* ch
                        let dstRow = y &* w &* ch
                        for x in 0..<w {
                            for (index, weight) in columns[x] {
                                let s = srcRow &+ index &* ch
                                let d = dstRow &+ x &* ch
                                for c in 0..<ch { dst[d &+ c] += src[s &+ c].floatValue * weight }
                            }
                        }
                    }
                }
            }
        }
        var out = [Sample](repeating: Sample(rounding: 0), count: w * h * ch)
        horizontal.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                Parallel.forEachChunk(h, minimumChunk: 4) { range in
                    var accumulator = [Float](repeating: 0, count: w * ch)
                    for y in range {
                        for i in 0..<accumulator.count { accumulator[i] = 0 }
                        for (index, weight) in rows[y] {
                            let s = index &* w &* ch
                            for i in 0..<accumulator.count { accumulator[i] += src[s &+ i] * weight }
                        }
                        let d = y &* w &* ch
                        for i in 0..<accumulator.count { dst[d &+ i] = Sample(rounding: accumulator[i]) }
                    }
                }
            }
        }
        return Image(validWidth: w, height: h, channels: ch, samples: out)
    }

    /// Resizes with bilinear interpolation to any size, up or down.
    ///
    /// Pixel centres are aligned (OpenCV's `INTER_LINEAR` convention): output pixel x samples
    /// the source at (x + 0.5)·(sourceWidth / width) − 0.5, clamped to the border. Used to
    /// upsample 68×68 saliency maps and to resize predictions to the truth's size.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `width` or `height` when it is below 1, or
    ///   `width` when the image would have more samples than an `Int` counts.
    public func resizedBilinear(width w: Int, height h: Int) throws(LineworkError) -> Image<Sample> {
        _ = try RasterSize.sampleCount(width: w, height: h, channels: channels, minimumSide: 1)
        return resizedBilinear(validWidth: w, height: h)
    }

    /// `resizedBilinear(width:height:)` to a size the caller has made itself: the stages' path.
    @_specialize(exported: true, where Sample == UInt8)
    @_specialize(exported: true, where Sample == Float)
    package func resizedBilinear(validWidth w: Int, height h: Int) -> Image<Sample> {
        precondition(w > 0 && h > 0, "target size must be positive")
        if w == width && h == height { return self }
        let ch = channels
        let xs = BilinearTaps(source: width, target: w)
        let ys = BilinearTaps(source: height, target: h)
        var out = [Sample](repeating: Sample(rounding: 0), count: w * h * ch)
        samples.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                Parallel.forEachChunk(h, minimumChunk: 8) { range in
                    for y in range {
                        let (y0, y1, fy) = ys[y]
                        let row0 = y0 &* width, row1 = y1 &* width
                        for x in 0..<w {
                            let (x0, x1, fx) = xs[x]
                            let d = (y &* w &+ x) &* ch
                            for c in 0..<ch {
                                let a = src[(row0 &+ x0) &* ch &+ c].floatValue
                                let b = src[(row0 &+ x1) &* ch &+ c].floatValue
                                let p = src[(row1 &+ x0) &* ch &+ c].floatValue
                                let q = src[(row1 &+ x1) &* ch &+ c].floatValue
                                let top = a + (b - a) * fx
                                let bottom = p + (q - p) * fx
                                dst[d &+ c] = Sample(rounding: top + (bottom - top) * fy)
                            }
                        }
                    }
                }
            }
        }
        return Image(validWidth: w, height: h, channels: ch, samples: out)
    }
}

/// For each target index, the source indices it covers and their weights (summing to 1).
struct AreaWeights {
    private var taps: [[(Int, Float)]]

    init(source: Int, target: Int) {
        let scale = Double(source) / Double(target)
        taps = (0..<target).map { t in
            let start = Double(t) * scale, end = Double(t + 1) * scale
            var list: [(Int, Float)] = []
            var s = Int(start)
            while Double(s) < end && s < source {
                let covered = min(end, Double(s + 1)) - max(start, Double(s))
                if covered > 1e-12 { list.append((s, Float(covered / scale))) }
                s += 1
            }
            return list
        }
    }

    subscript(t: Int) -> [(Int, Float)] { taps[t] }
}

/// For each target index, the two source neighbours and the weight of the second.
struct BilinearTaps {
    private var taps: [(Int, Int, Float)]

    init(source: Int, target: Int) {
        let scale = Double(source) / Double(target)
        taps = (0..<target).map { t in
            let position = min(max((Double(t) + 0.5) * scale - 0.5, 0), Double(source - 1))
            let lower = Int(position)
            let upper = min(lower + 1, source - 1)
            return (lower, upper, Float(position - Double(lower)))
        }
    }

    subscript(t: Int) -> (Int, Int, Float) { taps[t] }
}
