/// Kang, Lee & Chui's flow-based difference of Gaussians (FDoG, NPAR 2007 §3.2), on L\*, a\*, b\*.
///
/// The result packs four lanes per pixel:
/// 0. the DoG of L\*, in L\* units (negative on the dark side of an edge and inside dark lines);
/// 1, 2. the DoG of a\* and b\*;
/// 3. unused, 0: it pads the three responses to one SIMD4 so that both passes move them as one.
///
/// Two 1-D passes replace the isotropic 2-D DoG: across the flow (along the gradient), which
/// finds the edge, then a Gaussian along the flow curve, which joins its evidence and averages
/// away texture noise that does not line up with the flow.
struct FlowDoG: Sendable {
    let width: Int
    let height: Int
    /// Packed responses, row-major.
    let response: [SIMD4<Float>]

    /// Both passes.
    /// - Parameters:
    ///   - sigmaC: σc of the centre Gaussian across the flow; the surround has σs = k·σc.
    ///   - sigmaM: σm of the Gaussian along the flow curve (0 skips the pass).
    init(lab: LabImage, flow: TangentFlow, sigmaC: Double, k: Double, sigmaM: Double, scheduler: RowScheduler) {
        width = lab.width
        height = lab.height
        let across = Self.acrossFlow(lab, flow: flow, sigmaC: sigmaC, k: k, scheduler: scheduler)
        response = sigmaM > 0 ? Self.alongFlow(across, flow: flow, sigmaM: sigmaM, scheduler: scheduler) : across
    }

    /// Pass 1: F(x) = Σs (Gσc(s) − Gσs(s)) · I(x + s·n), n the unit gradient direction, with s
    /// over the integers in ±⌈3σs⌉ and bilinear samples. Both Gaussians are normalised on the
    /// same support, so the DoG of a uniform image is 0 up to rounding.
    static func acrossFlow(_ lab: LabImage, flow: TangentFlow, sigmaC: Double, k: Double,
                           scheduler: RowScheduler) -> [SIMD4<Float>] {
        let radius = GaussianWeights.radius(sigma: k * sigmaC)
        let centre = GaussianWeights(sigma: sigmaC, radius: radius).weights
        let surround = GaussianWeights(sigma: k * sigmaC, radius: radius).weights
        let dog = zip(centre, surround).map { $0 - $1 }
        let w = lab.width, h = lab.height
        var out = [SIMD4<Float>](repeating: .zero, count: w * h)
        lab.pixels.withUnsafeBufferPointer { src in
            flow.tangents.withUnsafeBufferPointer { t in
                dog.withUnsafeBufferPointer { dog in
                    out.withUnsafeMutableBufferPointer { dst in
                        let sample = BilinearSampler(pixels: src.baseAddress!, width: w, height: h)
                        scheduler.forEachChunk(h, minimumChunk: 8) { rows in
                            for y in rows {
                                let fy = Float(y)
                                for x in 0..<w {
                                    let i = y &* w &+ x
                                    let n = SIMD2(t[i].y, -t[i].x)   // the gradient direction
                                    var difference = dog[radius] * src[i]
                                    let fx = Float(x)
                                    var s = 1
                                    while s <= radius {
                                        defer { s &+= 1 }
                                        let fs = Float(s)
                                        let plus = sample(fx + fs * n.x, fy + fs * n.y)
                                        let minus = sample(fx - fs * n.x, fy - fs * n.y)
                                        let both = plus + minus
                                        difference += dog[radius &+ s] * both
                                    }
                                    difference.w = 0
                                    dst[i] = difference
                                }
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// Pass 2: H(x) = Σ Gσm(s) · F(c(s)) / Σ Gσm(s) over the flow curve c through x, traced
    /// ⌈3σm⌉ unit steps each way by two `FlowWalker`s. The curve stops at the image border, and
    /// the weights are renormalised over the part traced.
    ///
    /// Each step depends on the one before (the next tangent is read where the step lands), so
    /// one curve leaves the processor waiting on loads; two neighbouring pixels' four half-curves
    /// are traced in the same loop to give it four independent chains. Each pixel still adds its
    /// samples in the same order, so pairing changes no result.
    static func alongFlow(_ across: [SIMD4<Float>], flow: TangentFlow, sigmaM: Double,
                          scheduler: RowScheduler) -> [SIMD4<Float>] {
        let gaussian = GaussianWeights(sigma: sigmaM)
        let steps = gaussian.radius
        let w = flow.width, h = flow.height
        let limit = SIMD2(Float(w) - 0.5, Float(h) - 0.5)
        var out = [SIMD4<Float>](repeating: .zero, count: w * h)
        across.withUnsafeBufferPointer { src in
            flow.tangents.withUnsafeBufferPointer { t in
                gaussian.weights.withUnsafeBufferPointer { weights in
                    out.withUnsafeMutableBufferPointer { dst in
                        let sample = BilinearSampler(pixels: src.baseAddress!, width: w, height: h)
                        scheduler.forEachChunk(h, minimumChunk: 8) { rows in
                            for y in rows {
                                var x = 0
                                while x < w {
                                    // Pixels x and x + 1 (or x twice at the end of an odd row).
                                    let i = y &* w &+ x, j = x &+ 1 < w ? i &+ 1 : i
                                    let p = SIMD2(Float(x), Float(y)), q = SIMD2(Float(j &- y &* w), Float(y))
                                    var totalI = weights[steps] * src[i], totalJ = weights[steps] * src[j]
                                    var sumI = weights[steps], sumJ = weights[steps]
                                    var a = FlowWalker(position: p, step: t[i]), b = FlowWalker(position: p, step: -t[i])
                                    var c = FlowWalker(position: q, step: t[j]), d = FlowWalker(position: q, step: -t[j])
                                    var s = 1
                                    while s <= steps {
                                        let weight = weights[steps &+ s]
                                        a.advance(weight: weight, sample: sample, tangents: t, limit: limit,
                                                  total: &totalI, weightSum: &sumI)
                                        c.advance(weight: weight, sample: sample, tangents: t, limit: limit,
                                                  total: &totalJ, weightSum: &sumJ)
                                        b.advance(weight: weight, sample: sample, tangents: t, limit: limit,
                                                  total: &totalI, weightSum: &sumI)
                                        d.advance(weight: weight, sample: sample, tangents: t, limit: limit,
                                                  total: &totalJ, weightSum: &sumJ)
                                        s &+= 1
                                    }
                                    dst[i] = totalI / sumI
                                    dst[j] = totalJ / sumJ
                                    x &+= 2
                                }
                            }
                        }
                    }
                }
            }
        }
        return out
    }
}
