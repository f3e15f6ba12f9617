import Foundation

extension TangentFlow {
    /// Kang, Lee & Chui's edge tangent flow (ETF, NPAR 2007 §3.1), `iterations` times.
    ///
    /// Each iteration replaces t(x) by the normalised sum over neighbours y in a window of radius
    /// `radius` of φ(x,y)·t(y)·wm(x,y)·wd(x,y), where
    /// - wd = |t(x)·t(y)| favours neighbours already pointing the same way, and φ = sign(t(x)·t(y))
    ///   flips opposed ones, so φ·wd is simply the dot product t(x)·t(y);
    /// - wm = (1 + tanh(η·(ĝ(y) − ĝ(x)))) / 2 with η = 1 lets strong edges steer weak ones and
    ///   not the other way round; it is read from a 1025-entry table over ĝ(y) − ĝ(x) ∈ −1…1;
    /// - ws is Kang's box window, made separable: a horizontal then a vertical 1-D pass per
    ///   iteration, as Kang et al. do in the 2008 journal version (O(r) instead of O(r²) per pixel).
    /// Magnitudes stay fixed, as in the paper. A sum that vanishes keeps the old tangent.
    func refined(iterations: Int, radius: Int, scheduler: RowScheduler) -> TangentFlow {
        guard iterations > 0, radius > 0 else { return self }
        let table = Self.magnitudeWeights
        var flow = self
        var scratch = tangents
        for _ in 0..<iterations {
            flow.pass(horizontal: true, radius: radius, table: table, into: &scratch, scheduler: scheduler)
            swap(&flow.tangents, &scratch)
            flow.pass(horizontal: false, radius: radius, table: table, into: &scratch, scheduler: scheduler)
            swap(&flow.tangents, &scratch)
        }
        return flow
    }

    /// Half-width of the wm table: index = (ĝ(y) − ĝ(x) + 1) · 512.
    static let magnitudeSteps: Float = 512

    /// wm = (1 + tanh(ĝ(y) − ĝ(x))) / 2 on 1025 evenly spaced differences in −1…1 (η = 1).
    static let magnitudeWeights: [Float] = (0...1024).map { i in
        Float((1 + tanh(Double(i) / Double(magnitudeSteps) - 1)) / 2)
    }

    /// One separable ETF pass along rows (`horizontal`) or columns, written into `out`.
    ///
    /// The vertical pass walks the window row by row over whole image rows, so that every read
    /// is sequential in memory; a row accumulator per chunk avoids any per-pixel allocation.
    private func pass(horizontal: Bool, radius r: Int, table: [Float], into out: inout [SIMD2<Float>],
                      scheduler: RowScheduler) {
        let w = width, h = height, steps = Self.magnitudeSteps
        tangents.withUnsafeBufferPointer { t in
            magnitude.withUnsafeBufferPointer { g in
                table.withUnsafeBufferPointer { wm in
                    out.withUnsafeMutableBufferPointer { out in
                        scheduler.forEachChunk(h, minimumChunk: 8) { rows in
                            let sum = UnsafeMutableBufferPointer<SIMD2<Float>>.allocate(capacity: w)
                            defer { sum.deallocate() }
                            for y in rows {
                                let row = y &* w
                                sum.initialize(repeating: .zero)
                                if horizontal {
                                    for x in 0..<w {
                                        let tc = t[row &+ x], gc = g[row &+ x]
                                        var acc = SIMD2<Float>.zero
                                        for k in Swift.max(0, x &- r)...Swift.min(w &- 1, x &+ r) {
                                            let tn = t[row &+ k]
                                            let weight = (tc * tn).sum() * wm[Int((g[row &+ k] - gc + 1) * steps + 0.5)]
                                            acc += weight * tn
                                        }
                                        sum[x] = acc
                                    }
                                } else {
                                    for k in Swift.max(0, y &- r)...Swift.min(h &- 1, y &+ r) {
                                        let other = k &* w
                                        for x in 0..<w {
                                            let tc = t[row &+ x], tn = t[other &+ x]
                                            let weight = (tc * tn).sum()
                                                * wm[Int((g[other &+ x] - g[row &+ x] + 1) * steps + 0.5)]
                                            sum[x] += weight * tn
                                        }
                                    }
                                }
                                for x in 0..<w {
                                    let v = sum[x]
                                    let length = (v * v).sum().squareRoot()
                                    out[row &+ x] = length > 1e-12 ? v / length : t[row &+ x]
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
