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
///
/// Where the flow has no single direction (corners, tips) the L\* lane takes the isotropic
/// DoG's value when that is inkier (`CornerDoG`).
///
/// Given the threshold that will read it, the pass along the flow skips the `BlankRegions`,
/// where no average can make ink, and keeps the across-flow response there: the responses then
/// differ from the full pass, the map made from them by that threshold does not.
struct FlowDoG: Sendable {
    let width: Int
    let height: Int
    /// Packed responses, row-major.
    let response: [SIMD4<Float>]

    /// Both passes.
    /// - Parameters:
    ///   - sigmaC: σc of the centre Gaussian across the flow; the surround has σs = k·σc.
    ///   - sigmaM: σm of the Gaussian along the flow curve (0 skips the pass).
    ///   - threshold: the threshold the responses are for, whose blank regions the pass along
    ///     the flow may skip; nil runs it on every pixel.
    init(lab: LabImage, flow: TangentFlow, sigmaC: Double, k: Double, sigmaM: Double, threshold: XDoGThreshold?,
         scheduler: RowScheduler) {
        width = lab.width
        height = lab.height
        let across = Self.acrossFlow(lab, flow: flow, sigmaC: sigmaC, k: k, scheduler: scheduler)
        var response: [SIMD4<Float>]
        if sigmaM > 0 {
            let blank = threshold.map {
                BlankRegions(across: across, reach: GaussianWeights.radius(sigma: sigmaM) + 1, threshold: $0,
                             scheduler: scheduler)
            }
            response = Self.alongFlow(across, flow: flow, sigmaM: sigmaM, skipping: blank, scheduler: scheduler)
        } else {
            response = across.unpadded
        }
        CornerDoG.apply(to: &response, lab: lab, flow: flow, sigmaC: sigmaC, k: k, scheduler: scheduler)
        self.response = response
    }

    /// The Lab plane's border the pass across the flow reads: the DoG's radius, ⌈3kσc⌉, plus
    /// the cell's pixel.
    static func borderNeeded(sigmaC: Double, k: Double) -> Int {
        GaussianWeights.radius(sigma: k * sigmaC) + 1
    }

    /// Pass 1: F(x) = Σs (Gσc(s) − Gσs(s)) · I(x + s·n), n the unit gradient direction, with s
    /// over the integers in ±⌈3σs⌉ and bilinear samples at `FixedPoint` positions, the image
    /// extended by replication.
    /// Both Gaussians are normalised on the same support, so the DoG of a uniform image is 0 up
    /// to rounding.
    ///
    /// The result comes with a one-pixel replicated border, ready for the pass along the flow.
    static func acrossFlow(_ lab: LabImage, flow: TangentFlow, sigmaC: Double, k: Double,
                           scheduler: RowScheduler) -> PaddedPlane<SIMD4<Float>> {
        let radius = GaussianWeights.radius(sigma: k * sigmaC)
        let centre = GaussianWeights(sigma: sigmaC, radius: radius).weights
        let surround = GaussianWeights(sigma: k * sigmaC, radius: radius).weights
        let dog = zip(centre, surround).map { $0 - $1 }
        let w = lab.width, h = lab.height
        // Samples reach `radius` pixels beyond the image, and the cell one more: the Lab plane's
        // border is at least that wide (`borderNeeded`), or it is padded again here.
        let source = lab.plane.border > radius ? lab.plane
            : PaddedPlane(lab.plane.unpadded, width: w, height: h, border: radius + 1, scheduler: scheduler)
        var out = PaddedPlane<SIMD4<Float>>(width: w, height: h, border: 1)
        source.withUnsafeImage { src, srcStride in
            flow.tangents.withUnsafeBufferPointer { t in
                dog.withUnsafeBufferPointer { dog in
                    out.withUnsafeMutableImage { dst, dstStride in
                        let sample = BilinearSampler(pixels: src, stride: srcStride)
                        scheduler.forEachChunk(h, minimumChunk: 8) { rows in
                            for y in rows {
                                let srcRow = src + y &* srcStride, dstRow = dst + y &* dstStride
                                let py = y &<< FixedPoint.fractionBits
                                for x in 0..<w {
                                    let tangent = t[y &* w &+ x]
                                    // The gradient direction, the tangent turned by 90°.
                                    let nx = Int(FixedPoint.units(tangent.y)), ny = Int(FixedPoint.units(-tangent.x))
                                    var difference = dog[radius] * srcRow[x]
                                    let px = x &<< FixedPoint.fractionBits, centre = y &* srcStride &+ x
                                    var dx = 0, dy = 0   // s·n
                                    var s = 1
                                    while s <= radius {
                                        dx &+= nx
                                        dy &+= ny
                                        let both = sample.mirroredPairSum(fixed: px &+ dx, py &+ dy, centre: centre)
                                        difference += dog[radius &+ s] * both
                                        s &+= 1
                                    }
                                    // Lane 3 stays 0: it is 0 in every Lab pixel, so in every sample.
                                    dstRow[x] = difference
                                }
                            }
                        }
                    }
                }
            }
        }
        out.replicateBorder()
        return out
    }

    /// Pass 2: H(x) = Σ Gσm(s) · F(c(s)) / Σ Gσm(s) over the flow curve c through x, traced
    /// ⌈3σm⌉ unit steps each way by two `FlowWalker`s. The curve stops at the image border, and
    /// the weights are renormalised over the part traced.
    ///
    /// Each step depends on the one before (the next tangent is read where the step lands), so
    /// a pixel's two half-curves are traced in the same loop, two independent chains kept short
    /// by fixed-point positions and branch-free steps (see `FlowWalker`). Tracing two pixels'
    /// four half-curves together was slower: their state no longer fits the registers.
    ///
    /// Pixels in a block `blank` marks keep their across-flow response F(x).
    static func alongFlow(_ across: PaddedPlane<SIMD4<Float>>, flow: TangentFlow, sigmaM: Double,
                          skipping blank: BlankRegions?, scheduler: RowScheduler) -> [SIMD4<Float>] {
        let gaussian = GaussianWeights(sigma: sigmaM)
        let steps = gaussian.radius
        let w = flow.width, h = flow.height
        let limit = SIMD2<UInt>(truncatingIfNeeded: SIMD2(w, h) &* FixedPoint.one &- 1)
        // Laid out like `across`, so that the nearest pixel's offset serves both planes.
        let tangentPlane = PaddedPlane(flow.tangents, width: w, height: h, border: across.border, scheduler: scheduler,
                                       transform: FixedPoint.units)
        var out = [SIMD4<Float>](uninitializedCount: w * h)
        // Without regions to skip, one row of clear flags serves every row.
        let shift = BlankRegions.blockShift
        let flags = blank?.flags ?? [UInt8](repeating: 0, count: (w &+ BlankRegions.blockSize &- 1) &>> shift)
        let flagStride = blank?.blocksAcross ?? 0
        across.withUnsafeImage { src, stride in
            tangentPlane.withUnsafeImage { t, _ in
                gaussian.weights.withUnsafeBufferPointer { weights in
                    flags.withUnsafeBufferPointer { flags in
                        out.withUnsafeMutableBufferPointer { dst in
                            let sample = BilinearSampler(pixels: src, stride: stride)
                            scheduler.forEachChunk(h, minimumChunk: 8) { rows in
                                for y in rows {
                                    let row = y &* w, flagRow = (y &>> shift) &* flagStride
                                    for x in 0..<w {
                                        let i = y &* stride &+ x
                                        if flags[flagRow &+ (x &>> shift)] != 0 {
                                            dst[row &+ x] = src[i]
                                            continue
                                        }
                                        var total = weights[steps] * src[i]
                                        var sum = weights[steps]
                                        var a = FlowWalker(column: x, row: y, step: t[i]), b = a.reversed
                                        var s = 1
                                        while s <= steps {
                                            let weight = weights[steps &+ s]
                                            a.advance(weight: weight, sample: sample, tangents: t, limit: limit,
                                                      total: &total, weightSum: &sum)
                                            b.advance(weight: weight, sample: sample, tangents: t, limit: limit,
                                                      total: &total, weightSum: &sum)
                                            s &+= 1
                                        }
                                        dst[row &+ x] = total / sum
                                    }
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
