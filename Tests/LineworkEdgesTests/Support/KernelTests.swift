import Testing

@testable import LineworkEdges

/// The small numeric kernels behind the edge stages.
struct KernelTests {
    @Test func floorAndFractionOnTheirRange() {
        let values: [Float] = [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 2.999999, 3, 3.5, 511.5, 4095.9995, 4_194_302.5,
                               -0.25, -0.5, -0.75, -1, -2.5, -4095.9995, -4_194_302.5]
        for v in values {
            let (index, fraction) = BilinearSampler.floorAndFraction(v)
            #expect(index == Int(v.rounded(.down)), "\(v)")
            #expect(fraction == v - v.rounded(.down), "\(v)")
        }
    }

    @Test func roundsUpFromOneHalf() {
        #expect([0, 0.25, 0.49999997, 0.5, 0.75, 0.99999994].map(BilinearSampler.roundsUp) == [0, 0, 0, 1, 1, 1])
    }

    @Test func bilinearSamplesAtPixelCentresAndBetween() {
        let pixels: [SIMD4<Float>] = [SIMD4(0, 0, 0, 0), SIMD4(10, 0, 0, 0), SIMD4(20, 0, 0, 0), SIMD4(30, 0, 0, 0)]
        let plane = PaddedPlane(pixels, width: 2, height: 2, border: 4)
        plane.withUnsafeImage { p, stride in
            let sample = BilinearSampler(pixels: p, stride: stride, height: 2 + 8)
            #expect(sample(1, 0).x == 10)
            #expect(sample(0.5, 0.5).x == 15)
            #expect(sample(-3, 3).x == 20)   // the border repeats (0, 1)
            #expect(sample(-2.5, 0.25).x == 5)   // as clamping to (0, 0.25)
            #expect(sample.withNearest(0.6, 0.4).nearest == 1)
            #expect(sample.withNearest(0.5, 0.5).nearest == stride + 1)   // halves round up
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
        let t = SIMD2<Float>(0.6, 0.8)
        #expect(FlowWalker.aligned(t, with: SIMD2(1, 0)) == t)
        #expect(FlowWalker.aligned(t, with: SIMD2(-1, 0)) == -t)
        #expect(FlowWalker.aligned(t, with: SIMD2(0.8, -0.6)) == t)   // perpendicular: kept
    }

    @Test func packedBlurKeepsAUniformPlaneAndSpreadsAnImpulse() {
        let uniform = [SIMD4<Float>](repeating: SIMD4(3, -1, 2, 0), count: 7 * 5)
        let blurredUniform = PackedGaussianBlur.blurred(uniform, width: 7, height: 5, sigma: 1.5, scheduler: .serial)
        #expect(blurredUniform.allSatisfy { abs($0.x - 3) < 1e-5 && abs($0.y + 1) < 1e-5 && abs($0.z - 2) < 1e-5 })
        var impulse = [SIMD4<Float>](repeating: .zero, count: 21 * 21)
        impulse[10 * 21 + 10] = SIMD4(1, 0, 0, 0)
        let spread = PackedGaussianBlur.blurred(impulse, width: 21, height: 21, sigma: 1, scheduler: .serial)
        #expect(abs(spread.reduce(0) { $0 + $1.x } - 1) < 1e-5)
        #expect(spread[10 * 21 + 11].x == spread[11 * 21 + 10].x)   // isotropic
    }

    @Test func reflect101() {
        #expect((-3...7).map { PackedGaussianBlur.reflect($0, 5) } == [3, 2, 1, 0, 1, 2, 3, 4, 3, 2, 1])
        #expect(PackedGaussianBlur.reflect(-2, 1) == 0)
    }
}
