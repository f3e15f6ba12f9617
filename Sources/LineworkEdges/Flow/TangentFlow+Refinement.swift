extension TangentFlow {
    /// Kang, Lee & Chui's edge tangent flow (ETF, NPAR 2007 §3.1), `iterations` times.
    ///
    /// Each iteration replaces t(x) by the normalised sum over neighbours y in a window of radius
    /// `radius` of φ(x,y)·t(y)·wm(x,y)·wd(x,y), where
    /// - wd = |t(x)·t(y)| favours neighbours already pointing the same way, and φ = sign(t(x)·t(y))
    ///   flips opposed ones, so φ·wd is simply the dot product t(x)·t(y);
    /// - wm = (1 + tanh(η·(ĝ(y) − ĝ(x)))) / 2 with η = 1 lets strong edges steer weak ones and
    ///   not the other way round;
    /// - ws is Kang's box window, made separable: a horizontal then a vertical 1-D pass per
    ///   iteration, as Kang et al. do in the 2008 journal version (O(r) instead of O(r²) per pixel).
    /// Magnitudes stay fixed, as in the paper. A sum that vanishes keeps the old tangent.
    ///
    /// Both passes run the same kernel, `accumulate`, over whole rows: for each window offset it
    /// adds the contribution of the neighbour at that offset to every pixel of a row, so every
    /// read is sequential and the loop vectorises (hence tanh as a rational function, not a call
    /// or a table look-up).
    func refined(iterations: Int, radius: Int, scheduler: RowScheduler) -> TangentFlow {
        guard iterations > 0, radius > 0 else { return self }
        var flow = self
        var scratch = tangents
        for _ in 0..<iterations {
            flow.pass(horizontal: true, radius: radius, into: &scratch, scheduler: scheduler)
            swap(&flow.tangents, &scratch)
            flow.pass(horizontal: false, radius: radius, into: &scratch, scheduler: scheduler)
            swap(&flow.tangents, &scratch)
        }
        return flow
    }

    /// One separable ETF pass along rows (`horizontal`) or columns, written into `out`.
    private func pass(horizontal: Bool, radius r: Int, into out: inout [SIMD2<Float>], scheduler: RowScheduler) {
        let w = width, h = height
        tangents.withUnsafeBufferPointer { t in
            magnitude.withUnsafeBufferPointer { g in
                out.withUnsafeMutableBufferPointer { out in
                    let t = UnsafeRawPointer(t.baseAddress!).assumingMemoryBound(to: Float.self)
                    let g = g.baseAddress!
                    scheduler.forEachChunk(h, minimumChunk: 8) { rows in
                        let sum = UnsafeMutablePointer<Float>.allocate(capacity: 2 &* w)
                        defer { sum.deallocate() }
                        for y in rows {
                            let row = y &* w
                            sum.initialize(repeating: 0, count: 2 &* w)
                            if horizontal {
                                for k in -r...r {
                                    let first = Swift.max(0, -k), end = Swift.min(w, w &- k)
                                    guard first < end else { continue }
                                    Self.accumulate(centre: t + 2 &* (row &+ first), centreMagnitude: g + (row &+ first),
                                                    neighbour: t + 2 &* (row &+ first &+ k),
                                                    neighbourMagnitude: g + (row &+ first &+ k),
                                                    into: sum + 2 &* first, count: end &- first)
                                }
                            } else {
                                for k in Swift.max(0, y &- r)...Swift.min(h &- 1, y &+ r) {
                                    Self.accumulate(centre: t + 2 &* row, centreMagnitude: g + row,
                                                    neighbour: t + 2 &* (k &* w), neighbourMagnitude: g + (k &* w),
                                                    into: sum, count: w)
                                }
                            }
                            for x in 0..<w {
                                let v = SIMD2(sum[2 &* x], sum[2 &* x &+ 1])
                                let length = (v * v).sum().squareRoot()
                                out[row &+ x] = length > 1e-12 ? v / length : SIMD2(t[2 &* (row &+ x)], t[2 &* (row &+ x) &+ 1])
                            }
                        }
                    }
                }
            }
        }
    }

    /// Adds, for `count` consecutive pixels, (t(x)·t(y)) · wm(x, y) · t(y) to the running sums,
    /// where y is the neighbour at the same index in `neighbour`. Tangents and sums are
    /// interleaved (x, y) pairs.
    ///
    /// tanh(d) for d = ĝ(y) − ĝ(x) ∈ −1…1 is Lambert's continued fraction cut after the
    /// d⁴ terms, d(945 + 105d² + d⁴) / (945 + 420d² + 15d⁴), within 10⁻⁷ of tanh there.
    @inline(__always)
    private static func accumulate(centre: UnsafePointer<Float>, centreMagnitude: UnsafePointer<Float>,
                                   neighbour: UnsafePointer<Float>, neighbourMagnitude: UnsafePointer<Float>,
                                   into sum: UnsafeMutablePointer<Float>, count: Int) {
        for j in 0..<count {
            let cx = centre[2 &* j], cy = centre[2 &* j &+ 1]
            let nx = neighbour[2 &* j], ny = neighbour[2 &* j &+ 1]
            let d = neighbourMagnitude[j] - centreMagnitude[j]
            let d2 = d * d
            let tanh = d * (945 + d2 * (105 + d2)) / (945 + d2 * (420 + 15 * d2))
            let weight = (cx * nx + cy * ny) * (0.5 + 0.5 * tanh)
            sum[2 &* j] += weight * nx
            sum[2 &* j &+ 1] += weight * ny
        }
    }
}
