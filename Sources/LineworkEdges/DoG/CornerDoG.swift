/// The isotropic DoG of L\* where the flow has no single direction: the corners and tips that
/// the flow-based DoG cannot see.
///
/// Why: at a sharp corner (a star's point, the outer corner of an eye, a glasses rim's bend)
/// the structure tensor's window holds both sides of the corner, so the smoothed tangent runs
/// along the corner's bisector. Across that tangent the FDoG samples dark on both sides of the
/// tip and reads about 0 just outside it, and the pass along the flow then carries the shape's
/// inside out past its tip. So the one-sided line around a light shape (ink on its dark side)
/// stops short of every point: a 12–30 px star came out as five loose arcs, none of the 48 of
/// `DrawSmallShapesTests` one closed stroke (and on `Scripts/art_scenes.py`'s flags even ink at
/// u < −0.05, a quarter of the threshold, leaves the tips open). The plain 2-D DoG
/// (Marr–Hildreth, the XDoG paper's own form) needs no direction and is negative all round a
/// light tip.
///
/// So where the tensor's coherence (λ₁ − λ₂) / (λ₁ + λ₂) is below `coherenceCut`, the L\*
/// lane of the response becomes the smaller (the inkier) of the flow DoG and the isotropic one
/// of the same σc and k. Chroma lanes are left alone (an isoluminant boundary keeps its
/// centred band). On straight edges (coherence near 1) nothing changes; in flat areas both
/// DoGs are about 0. Cost: two separable Gaussian blurs of the Lab plane, O(pixels · kσc).
enum CornerDoG {
    /// Coherence below which a pixel is a corner. 0.5: on a generated flag of
    /// `Scripts/art_scenes.py`, in a numpy model of this pipeline, every star tip falls below it
    /// (stars and rings with ≥ 70% of their outline within 2.5 px: 0.83 → 1.00 at cuts 0.5, 0.7
    /// and 0.85 alike), and it adds the least
    /// texture on the bundled photos (skeleton ink on astronaut.png +9% at 0.5, +13% at 0.7,
    /// +16% at 0.85; the coherence's median there is 0.59).
    static let coherenceCut: Float = 0.5

    /// Lowers the L\* lane of `response` (row-major, the image's size) to the isotropic DoG's
    /// value at the corner pixels of `flow`.
    static func apply(to response: inout [SIMD4<Float>], lab: LabImage, flow: TangentFlow, sigmaC: Double, k: Double,
                      scheduler: RowScheduler) {
        let w = lab.width, h = lab.height
        var centre = [Float](uninitializedCount: w * h)
        lab.plane.withUnsafeImage { src, stride in
            centre.withUnsafeMutableBufferPointer { centre in
                let centre = centre.baseAddress!
                PackedGaussianBlur.blur(
                    width: w, height: h, sigma: sigmaC, scheduler: scheduler,
                    source: { y, row in row.initialize(from: src + y &* stride, count: w) },
                    sink: { y, row in for x in 0..<w { centre[y &* w &+ x] = row[x].x } })
            }
            flow.coherence.withUnsafeBufferPointer { coherence in
                centre.withUnsafeBufferPointer { centre in
                    response.withUnsafeMutableBufferPointer { out in
                        let out = out.baseAddress!
                        PackedGaussianBlur.blur(
                            width: w, height: h, sigma: k * sigmaC, scheduler: scheduler,
                            source: { y, row in row.initialize(from: src + y &* stride, count: w) },
                            sink: { y, row in
                                let base = y &* w
                                for x in 0..<w where coherence[base &+ x] < coherenceCut {
                                    let isotropic = centre[base &+ x] - row[x].x
                                    if isotropic < out[base &+ x].x { out[base &+ x].x = isotropic }
                                }
                            })
                    }
                }
            }
        }
    }
}
