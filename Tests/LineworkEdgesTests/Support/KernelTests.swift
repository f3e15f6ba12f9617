import Testing

@testable import LineworkEdges

/// The small numeric kernels behind the edge stages.
struct KernelTests {
    @Test func fixedPointRoundsToTheNearestUnit() {
        #expect(FixedPoint.units(1) == Int32(FixedPoint.one))
        #expect(FixedPoint.units(-0.5) == -Int32(FixedPoint.half))
        #expect(FixedPoint.units(0.6) == Int32((0.6 * Double(FixedPoint.one)).rounded()))
        #expect(FixedPoint.units(SIMD2(0, -1)) == SIMD2(0, -Int32(FixedPoint.one)))
    }

    @Test func bilinearSamplesAtPixelCentresAndBetween() {
        let pixels: [SIMD4<Float>] = [SIMD4(0, 0, 0, 0), SIMD4(10, 0, 0, 0), SIMD4(20, 0, 0, 0), SIMD4(30, 0, 0, 0)]
        let plane = PaddedPlane(pixels, width: 2, height: 2, border: 4)
        plane.withUnsafeImage { p, stride in
            let sample = BilinearSampler(pixels: p, stride: stride)
            let one = FixedPoint.one, half = FixedPoint.half
            #expect(sample(fixed: one, 0).x == 10)
            #expect(sample(fixed: half, half).x == 15)
            #expect(sample(fixed: -3 * one, 3 * one).x == 20)   // the border repeats (0, 1)
            #expect(sample(fixed: -2 * one - half, one / 4).x == 5)   // as clamping to (0, 0.25)
            #expect(sample(fixed: -one / 4, -one / 4).x == 0)   // negative positions floor downwards
            #expect(sample.interpolate(cell: 0, fx: 0.5, fy: 0.5).x == 15)
        }
    }

    /// The mirrored pair through a pixel centre equals the two samples taken apart, to rounding
    /// (the pair adds corners first, then weighs them: a few units in the last place of the
    /// largest term), including positions on pixel centres and cell edges (zero fractions).
    @Test func mirroredPairEqualsTwoSamples() {
        let pixels = (0..<36).map { (i: Int) -> SIMD4<Float> in
            let a = Float((i * 37) % 11), b = Float(i) / 7, c = -Float(i % 5)
            return SIMD4(a, b, c, 0)
        }
        let plane = PaddedPlane(pixels, width: 6, height: 6, border: 3)
        plane.withUnsafeImage { p, stride in
            let sample = BilinearSampler(pixels: p, stride: stride)
            let one = FixedPoint.one
            let offsets: [(Int, Int)] = [(0, 0), (one, 0), (one / 3, -one / 7), (-2 * one - 12_345, one + 678),
                                         (one / 2, one / 2)]
            for (cx, cy) in [(2, 3), (0, 0), (5, 5)] {
                let centre = cy * stride + cx
                for (dx, dy) in offsets {
                    let x = cx * one + dx, y = cy * one + dy
                    let apart = sample(fixed: x, y) + sample(fixed: 2 * cx * one - x, 2 * cy * one - y)
                    let pair = sample.mirroredPairSum(fixed: x, y, centre: centre)
                    let d = pair - apart
                    let error = max(abs(d.x), abs(d.y), abs(d.z), abs(d.w))
                    #expect(error <= 4 * Float.ulpOfOne * 20, "\((cx, cy)) ± \((dx, dy)): \(pair) against \(apart)")
                }
            }
        }
    }

    @Test func paddedPlaneRepeatsTheOutermostPixels() {
        let plane = PaddedPlane((0..<6).map { SIMD2<Float>(Float($0), 0) }, width: 3, height: 2, border: 2)
        #expect(plane.stride == 7)
        #expect(plane.storage.map { Int($0.x) } == [0, 0, 0, 1, 2, 2, 2,
                                                    0, 0, 0, 1, 2, 2, 2,
                                                    0, 0, 0, 1, 2, 2, 2,
                                                    3, 3, 3, 4, 5, 5, 5,
                                                    3, 3, 3, 4, 5, 5, 5,
                                                    3, 3, 3, 4, 5, 5, 5])
        #expect(plane.unpadded.map { Int($0.x) } == [0, 1, 2, 3, 4, 5])
    }

    @Test func alignedFlipsOnlyOpposedTangents() {
        let one = FixedPoint.one
        let t = FixedPoint.units(SIMD2(0.6, 0.8))
        let (tx, ty) = (Int(t.x), Int(t.y))
        #expect(FlowWalker.aligned(tx, ty, with: one, 0) == (tx, ty))
        #expect(FlowWalker.aligned(tx, ty, with: -one, 0) == (-tx, -ty))
        #expect(FlowWalker.aligned(tx, ty, with: ty, -tx) == (tx, ty))   // perpendicular: kept
    }

    /// A walker along +x on a 4 × 1 ramp samples x = 1, 2, 3 and stops at the image's edge
    /// (x = 3.5), so later steps add nothing; one going −x from x = 0 adds nothing at all.
    @Test func walkerSamplesUntilItLeavesTheImage() {
        let pixels = (0..<4).map { SIMD4<Float>(Float($0) * 10, 0, 0, 0) }
        let plane = PaddedPlane(pixels, width: 4, height: 1, border: 2)
        let tangents = PaddedPlane([SIMD2<Float>](repeating: SIMD2(1, 0), count: 4), width: 4, height: 1, border: 2,
                                   scheduler: .serial, transform: FixedPoint.units)
        let limit = SIMD2<UInt>(UInt(4 * FixedPoint.one - 1), UInt(FixedPoint.one - 1))
        plane.withUnsafeImage { p, stride in
            tangents.withUnsafeImage { t, _ in
                let sample = BilinearSampler(pixels: p, stride: stride)
                var forward = FlowWalker(column: 0, row: 0, step: t[0])
                var backward = forward.reversed
                var total = SIMD4<Float>.zero, weights: Float = 0
                for _ in 0..<5 {
                    forward.advance(weight: 1, sample: sample, tangents: t, limit: limit, total: &total, weightSum: &weights)
                }
                #expect(weights == 3 && total.x == 10 + 20 + 30)
                var none = SIMD4<Float>.zero, noWeight: Float = 0
                backward.advance(weight: 1, sample: sample, tangents: t, limit: limit, total: &none, weightSum: &noWeight)
                #expect(noWeight == 0 && none == .zero)
            }
        }
    }

    /// `PackedGaussianBlur.blur` of a stored plane, rows copied in and out.
    static func blurred(_ pixels: [SIMD4<Float>], width w: Int, height h: Int, sigma: Double) -> [SIMD4<Float>] {
        var out = [SIMD4<Float>](repeating: .zero, count: pixels.count)
        out.withUnsafeMutableBufferPointer { dst in
            pixels.withUnsafeBufferPointer { src in
                PackedGaussianBlur.blur(width: w, height: h, sigma: sigma, scheduler: .serial,
                                        source: { y, row in row.update(from: src.baseAddress! + y * w, count: w) },
                                        sink: { y, row in (dst.baseAddress! + y * w).update(from: row, count: w) })
            }
        }
        return out
    }

    @Test func packedBlurKeepsAUniformPlaneAndSpreadsAnImpulse() {
        let uniform = [SIMD4<Float>](repeating: SIMD4(3, -1, 2, 0), count: 7 * 5)
        let blurredUniform = Self.blurred(uniform, width: 7, height: 5, sigma: 1.5)
        #expect(blurredUniform.allSatisfy { abs($0.x - 3) < 1e-5 && abs($0.y + 1) < 1e-5 && abs($0.z - 2) < 1e-5 })
        var impulse = [SIMD4<Float>](repeating: .zero, count: 21 * 21)
        impulse[10 * 21 + 10] = SIMD4(1, 0, 0, 0)
        let spread = Self.blurred(impulse, width: 21, height: 21, sigma: 1)
        #expect(abs(spread.reduce(0) { $0 + $1.x } - 1) < 1e-5)
        #expect(spread[10 * 21 + 11].x == spread[11 * 21 + 10].x)   // isotropic
    }

    @Test func reflect101() {
        #expect((-3...7).map { PackedGaussianBlur.reflect($0, 5) } == [3, 2, 1, 0, 1, 2, 3, 4, 3, 2, 1])
        #expect(PackedGaussianBlur.reflect(-2, 1) == 0)
    }
}
