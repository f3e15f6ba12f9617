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
    /// Both passes run the same kernel, `TangentPlanes.Window`, four pixels at a time: their
    /// sums stay in registers while the window's taps stream past, each tap three unaligned
    /// vector loads (hence tanh as a rational function, not a call or a table look-up).
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
    ///
    /// Pixels whose window is cut by a row's ends, and a row's last few pixels, take the same
    /// sums one lane at a time. Every pixel adds its neighbours in window order either way, so
    /// the result does not depend on which path a pixel took, nor on threads.
    private func pass(_ source: TangentPlanes, horizontal: Bool, radius r: Int, into out: inout TangentPlanes,
                      scheduler: RowScheduler) {
        let w = width, h = height
        source.x.withUnsafeBufferPointer { tx in
            source.y.withUnsafeBufferPointer { ty in
                magnitude.withUnsafeBufferPointer { g in
                    out.x.withUnsafeMutableBufferPointer { outX in
                        out.y.withUnsafeMutableBufferPointer { outY in
                            let window = TangentPlanes.Window(x: tx.baseAddress!, y: ty.baseAddress!,
                                                              magnitude: g.baseAddress!,
                                                              outX: outX.baseAddress!, outY: outY.baseAddress!)
                            scheduler.forEachChunk(h, minimumChunk: 8) { rows in
                                for y in rows {
                                    let row = y &* w
                                    // Pixels [start, end) have whole windows, taken four at a time.
                                    let start = horizontal ? Swift.min(r, w) : 0
                                    let whole = horizontal ? Swift.max(0, w &- 2 &* r) : w
                                    let end = start &+ whole / 4 &* 4
                                    let top = Swift.max(0, y &- r), bottom = Swift.min(h &- 1, y &+ r)
                                    var x = start
                                    while x < end {
                                        if horizontal {
                                            window.refine4(row &+ x, first: -r, step: 1, taps: 2 &* r &+ 1)
                                        } else {
                                            window.refine4(row &+ x, first: (top &- y) &* w, step: w,
                                                           taps: bottom &- top &+ 1)
                                        }
                                        x &+= 4
                                    }
                                    // The rest, one lane at a time (no per-row list of ranges).
                                    for x in 0..<w where x < start || x >= end {
                                        if horizontal {
                                            let low = Swift.max(-r, -x), high = Swift.min(r, w &- 1 &- x)
                                            window.refine1(row &+ x, first: low, step: 1, taps: high &- low &+ 1)
                                        } else {
                                            window.refine1(row &+ x, first: (top &- y) &* w, step: w,
                                                           taps: bottom &- top &+ 1)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
