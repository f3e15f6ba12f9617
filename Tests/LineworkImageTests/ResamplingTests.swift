import Testing

@testable import LineworkImage

struct DownscaleTests {
    @Test func neverUpscalesAndKeepsAspect() {
        let image = Image<UInt8>(validWidth: 300, height: 200, repeating: 7)
        #expect(image.downscaled(toMaximumDimension: 512) == image)
        let small = image.downscaled(toMaximumDimension: 150)
        #expect((small.width, small.height) == (150, 100))
        #expect(small.samples.allSatisfy { $0 == 7 })
        let tall = Image<UInt8>(validWidth: 101, height: 1000, repeating: 0).downscaled(toMaximumDimension: 64)
        #expect((tall.width, tall.height) == (6, 64))  // 101 · 0.064 = 6.46 → 6
    }

    @Test func integerFactorAveragesBlocks() {
        let image = Image<UInt8>(validWidth: 4, height: 2, samples: [0, 10, 100, 200, 20, 30, 60, 40])
        #expect(image.downscaled(toMaximumDimension: 2).samples == [15, 100])
    }

    @Test func fractionalFactorWeighsPartialCoverage() {
        // 3 → 2: output 0 covers source 0 fully and half of 1; output 1 the other half of 1 and 2.
        let image = Image<Float>(validWidth: 3, height: 1, samples: [0, 3, 6])
        let out = image.downscaled(toMaximumDimension: 2).samples
        #expect(abs(out[0] - 1) < 1e-6 && abs(out[1] - 5) < 1e-6)
    }

    @Test func colourChannelsStaySeparate() {
        let rgb = Image<UInt8>(validWidth: 2, height: 1, channels: 3, samples: [255, 0, 0, 255, 0, 100])
        #expect(rgb.downscaled(toMaximumDimension: 1).samples == [255, 0, 50])
    }
}

struct BilinearTests {
    @Test func identityAndCentreAlignment() {
        let image = Image<Float>(validWidth: 2, height: 1, samples: [0, 1])
        #expect(image.resizedBilinear(validWidth: 2, height: 1) == image)
        // OpenCV INTER_LINEAR 2 → 4: positions -0.25, 0.25, 0.75, 1.25 → clamp → 0, .25, .75, 1
        #expect(image.resizedBilinear(validWidth: 4, height: 1).samples == [0, 0.25, 0.75, 1])
    }

    @Test func upsamplesInBothAxes() {
        let image = Image<Float>(validWidth: 2, height: 2, samples: [0, 1, 2, 3])
        let big = image.resizedBilinear(validWidth: 4, height: 4)
        #expect(big[1, 1] == 0.75)   // x 0.25, y 0.25 → 0.25 + 2·0.25
        #expect(big[3, 3] == 3)
    }
}

struct GaussianBlurTests {
    @Test func uniformImageStaysUniform() {
        let image = Image<UInt8>(validWidth: 9, height: 5, repeating: 123)
        #expect(image.gaussianBlurred(sigma: 2) == image)
    }

    @Test func impulseSpreadsSymmetricallyAndKeepsMass() {
        var image = Image<Float>(validWidth: 15, height: 15, repeating: 0)
        image[7, 7] = 1
        let blurred = image.gaussianBlurred(sigma: 1.5)
        #expect(abs(blurred.samples.reduce(0, +) - 1) < 1e-5)
        #expect(blurred[6, 7] == blurred[8, 7] && blurred[7, 6] == blurred[7, 8] && blurred[6, 7] == blurred[7, 6])
        #expect(blurred[7, 7] > blurred[6, 7] && blurred[6, 7] > blurred[5, 7])
    }

    @Test func zeroSigmaIsIdentityAndTinyImagesWork() {
        let one = Image<UInt8>(validWidth: 1, height: 1, samples: [42])
        #expect(one.gaussianBlurred(sigma: 0) == one)
        #expect(one.gaussianBlurred(sigma: 3) == one)
        #expect(GaussianKernel.reflect(-2, length: 4) == 2)
        #expect(GaussianKernel.reflect(5, length: 4) == 1)
    }
}
