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
        // The passes work on separate x and y planes (structure of arrays), so that the kernel's
        // loads are unit-stride and it vectorises; the tangents are interleaved again at the end.
        let n = width * height
        var planes = TangentPlanes(tangents, scheduler: scheduler)
        var scratch = TangentPlanes(count: n)
        for _ in 0..<iterations {
            pass(planes, horizontal: true, radius: radius, into: &scratch, scheduler: scheduler)
            swap(&planes, &scratch)
            pass(planes, horizontal: false, radius: radius, into: &scratch, scheduler: scheduler)
            swap(&planes, &scratch)
        }
        var flow = self
        flow.tangents = planes.interleaved(scheduler: scheduler)
        return flow
    }

    /// One separable ETF pass along rows (`horizontal`) or columns, from `source` into `out`.
    private func pass(_ source: TangentPlanes, horizontal: Bool, radius r: Int, into out: inout TangentPlanes,
                      scheduler: RowScheduler) {
        let w = width, h = height
        source.x.withUnsafeBufferPointer { tx in
            source.y.withUnsafeBufferPointer { ty in
                magnitude.withUnsafeBufferPointer { g in
                    out.x.withUnsafeMutableBufferPointer { outX in
                        out.y.withUnsafeMutableBufferPointer { outY in
                            let tx = tx.baseAddress!, ty = ty.baseAddress!, g = g.baseAddress!
                            scheduler.forEachChunk(h, minimumChunk: 8) { rows in
                                let sumX = UnsafeMutablePointer<Float>.allocate(capacity: 2 &* w)
                                defer { sumX.deallocate() }
                                let sumY = sumX + w
                                for y in rows {
                                    let row = y &* w
                                    sumX.initialize(repeating: 0, count: 2 &* w)
                                    if horizontal {
                                        for k in -r...r {
                                            let first = Swift.max(0, -k), end = Swift.min(w, w &- k)
                                            guard first < end else { continue }
                                            let c = row &+ first, m = c &+ k
                                            Self.accumulate(centreX: tx + c, centreY: ty + c, centreMagnitude: g + c,
                                                            neighbourX: tx + m, neighbourY: ty + m,
                                                            neighbourMagnitude: g + m,
                                                            intoX: sumX + first, intoY: sumY + first, count: end &- first)
                                        }
                                    } else {
                                        for k in Swift.max(0, y &- r)...Swift.min(h &- 1, y &+ r) {
                                            let m = k &* w
                                            Self.accumulate(centreX: tx + row, centreY: ty + row, centreMagnitude: g + row,
                                                            neighbourX: tx + m, neighbourY: ty + m,
                                                            neighbourMagnitude: g + m,
                                                            intoX: sumX, intoY: sumY, count: w)
                                        }
                                    }
                                    for x in 0..<w {
                                        let v = SIMD2(sumX[x], sumY[x])
                                        let length = (v * v).sum().squareRoot()
                                        let i = row &+ x
                                        let t = length > 1e-12 ? v / length : SIMD2(tx[i], ty[i])
                                        outX[i] = t.x
                                        outY[i] = t.y
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Adds, for `count` consecutive pixels, (t(x)·t(y)) · wm(x, y) · t(y) to the running sums,
    /// where y is the neighbour at the same index in the `neighbour` planes.
    ///
    /// tanh(d) for d = ĝ(y) − ĝ(x) ∈ −1…1 is Lambert's continued fraction cut after the
    /// d⁴ terms, d(945 + 105d² + d⁴) / (945 + 420d² + 15d⁴), within 10⁻⁷ of tanh there.
    @inline(__always)
    private static func accumulate(centreX: UnsafePointer<Float>, centreY: UnsafePointer<Float>,
                                   centreMagnitude: UnsafePointer<Float>,
                                   neighbourX: UnsafePointer<Float>, neighbourY: UnsafePointer<Float>,
                                   neighbourMagnitude: UnsafePointer<Float>,
                                   intoX: UnsafeMutablePointer<Float>, intoY: UnsafeMutablePointer<Float>, count: Int) {
        for j in 0..<count {
            let cx = centreX[j], cy = centreY[j]
            let nx = neighbourX[j], ny = neighbourY[j]
            let d = neighbourMagnitude[j] - centreMagnitude[j]
            let d2 = d * d
            let tanh = d * (945 + d2 * (105 + d2)) / (945 + d2 * (420 + 15 * d2))
            let weight = (cx * nx + cy * ny) * (0.5 + 0.5 * tanh)
            intoX[j] += weight * nx
            intoY[j] += weight * ny
        }
    }
}
