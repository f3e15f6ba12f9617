/// The colour structure tensor (Di Zenzo 1986) and the initial tangent flow read from it.
///
/// For each pixel, with Sobel derivatives (gx, gy) of every Lab channel c and channel weights wc,
/// J = Σc wc [gx², gx·gy; gx·gy, gy²]. Its major eigenvector is the direction in which the colour
/// changes fastest — for any mixture of luminance and chroma change, which a gradient of L\*
/// alone misses at isoluminant boundaries — and the minor eigenvector is the edge tangent.
/// Summing tensors rather than gradients also means opposite gradients (a dark line's two
/// flanks) reinforce instead of cancelling.
///
/// Weights: L\* has 1, a\* and b\* have `chromaWeight²` (the tensor is quadratic in the
/// derivatives, so a chroma step counts as `chromaWeight` times a lightness step of equal ΔE).
enum StructureTensor {
    /// The tensor smoothed with a Gaussian of σ = `sigma`, then its minor eigenvectors and √λ₁.
    ///
    /// Smoothing before the eigen-analysis (rather than smoothing directions afterwards) averages
    /// tensors, which carry no sign, so the flow stays coherent across a thin line. The tensor
    /// streams through the blur a row at a time (`sobelRow` in, `eigenRow` out), so only the
    /// horizontally blurred tensor is ever stored.
    static func flow(of lab: LabImage, sigma: Double, chromaWeight: Float, scheduler: RowScheduler) -> TangentFlow {
        let w = lab.width, h = lab.height
        let c2 = chromaWeight * chromaWeight
        let weight = SIMD4<Float>(1, c2, c2, 0)
        var tangents = [SIMD2<Float>](uninitializedCount: w * h)
        var magnitude = [Float](uninitializedCount: w * h)
        var coherence = [Float](uninitializedCount: w * h)
        lab.plane.withUnsafeImage { lab, stride in
            tangents.withUnsafeMutableBufferPointer { tangents in
                magnitude.withUnsafeMutableBufferPointer { magnitude in
                    coherence.withUnsafeMutableBufferPointer { coherence in
                        let tangents = tangents.baseAddress!, magnitude = magnitude.baseAddress!
                        let coherence = coherence.baseAddress!
                        PackedGaussianBlur.blur(
                            width: w, height: h, sigma: sigma, scheduler: scheduler,
                            source: { y, row in sobelRow(lab + y &* stride, stride: stride, width: w, weight: weight, into: row) },
                            sink: { y, row in
                                eigenRow(row, count: w, tangents: tangents + y &* w, magnitude: magnitude + y &* w,
                                         coherence: coherence + y &* w)
                            })
                    }
                }
            }
        }
        let contrast = percentile(magnitude, EdgeContrastGain.percentile)
        normalise(&magnitude)
        return TangentFlow(width: w, height: h, tangents: tangents, magnitude: magnitude, coherence: coherence,
                           contrast: contrast)
    }

    /// A row of the unsmoothed J, packed (E, F, G, 0) = (Σ w gx², Σ w gx·gy, Σ w gy², 0) per
    /// pixel, `weight` holding the channel weights (1, c², c², 0); `src` is the row's first pixel
    /// in a plane with a replicated border of at least one pixel and `stride` elements per row.
    ///
    /// Sobel with replicated borders (read from the border, not clamped); derivatives are in Lab
    /// units per pixel, times 8 (the Sobel kernel's gain, left in because only the tensor's
    /// direction and relative size are used).
    @inline(__always)
    static func sobelRow(_ src: UnsafePointer<SIMD4<Float>>, stride: Int, width w: Int, weight: SIMD4<Float>,
                         into dst: UnsafeMutablePointer<SIMD4<Float>>) {
        let up = src - stride, down = src + stride
        for x in 0..<w {
            let l = x &- 1, r = x &+ 1
            let rightColumn: SIMD4<Float> = up[r] + 2 * src[r] + down[r]
            let leftColumn: SIMD4<Float> = up[l] + 2 * src[l] + down[l]
            let downRow: SIMD4<Float> = down[l] + 2 * down[x] + down[r]
            let upRow: SIMD4<Float> = up[l] + 2 * up[x] + up[r]
            let gx = rightColumn - leftColumn, gy = downRow - upRow
            let wx = weight * gx
            dst[x] = SIMD4((wx * gx).sum(), (wx * gy).sum(), (weight * gy * gy).sum(), 0)
        }
    }

    /// Minor eigenvectors (tangents), √λ₁ (not yet normalised) and the coherence
    /// (λ₁ − λ₂) / (λ₁ + λ₂) of a row of smoothed tensors.
    ///
    /// For J = [E, F; F, G], λ₁ = (E + G + √((E − G)² + 4F²)) / 2 and the major eigenvector is
    /// (E − G + √…, 2F) or, equivalently and better conditioned when G > E, (2F, G − E + √…).
    /// An isotropic tensor (uniform area) has no preferred direction; it gets the tangent (0, 1)
    /// and magnitude 0, which the flow refinement then overrides from stronger neighbours, and
    /// coherence 0. λ₁ − λ₂ is the root below and λ₁ + λ₂ the trace E + G.
    @inline(__always)
    static func eigenRow(_ src: UnsafePointer<SIMD4<Float>>, count: Int, tangents: UnsafeMutablePointer<SIMD2<Float>>,
                         magnitude: UnsafeMutablePointer<Float>, coherence: UnsafeMutablePointer<Float>) {
        for i in 0..<count {
            let e = src[i].x, f = src[i].y, g = src[i].z
            let root = ((e - g) * (e - g) + 4 * f * f).squareRoot()
            let major = e >= g ? SIMD2(e - g + root, 2 * f) : SIMD2(2 * f, g - e + root)
            let length = (major * major).sum().squareRoot()
            tangents[i] = length > 1e-12 && length.isFinite ? SIMD2(-major.y, major.x) / length : SIMD2(0, 1)
            magnitude[i] = Swift.max(0, (e + g + root) * 0.5).squareRoot()
            let trace = e + g
            coherence[i] = trace > 1e-12 && trace.isFinite ? Swift.min(1, root / trace) : 0
        }
    }

    /// The `fraction` quantile of non-negative `values`, to the nearest unit, from a histogram
    /// of one-unit bins (values past the last bin count in it); 0 for an empty plane.
    static func percentile(_ values: [Float], _ fraction: Float) -> Float {
        guard !values.isEmpty else { return 0 }
        let bins = 4096
        var histogram = [Int](repeating: 0, count: bins)
        values.withUnsafeBufferPointer { v in
            for value in v { histogram[Swift.min(bins - 1, Swift.max(0, Int(value)))] += 1 }
        }
        let rank = Int((fraction * Float(values.count)).rounded(.up))
        var seen = 0
        for (bin, count) in histogram.enumerated() {
            seen += count
            if seen >= rank { return Float(bin) }
        }
        return Float(bins - 1)
    }

    /// Divides by the maximum so that values lie in 0…1; an all-zero plane stays zero.
    /// The maximum is order-independent, so the result does not depend on threads.
    static func normalise(_ values: inout [Float]) {
        let maximum = values.max() ?? 0
        guard maximum > 0, maximum.isFinite else { return }
        let scale = 1 / maximum
        values.withUnsafeMutableBufferPointer { v in
            for i in 0..<v.count { v[i] *= scale }
        }
    }
}
