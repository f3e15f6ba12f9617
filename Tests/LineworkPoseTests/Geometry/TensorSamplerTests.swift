import LineworkImage
import LineworkPose
import Testing

@Suite struct TensorSamplerTests {
    /// A 2 × 2 RGB image: red, green / blue, white.
    let image = Image<UInt8>(validWidth: 2, height: 2, channels: 3,
                             samples: [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])

    func sample(_ sampler: TensorSampler, _ image: Image<UInt8>, _ region: RegionOfInterest) -> [Float] {
        var tensor = [Float](repeating: .nan, count: sampler.width * sampler.height * 3)
        tensor.withUnsafeMutableBufferPointer { sampler.sample(image, region: region, into: $0) }
        return tensor
    }

    @Test func wholeImageAtItsOwnSizeCopiesThePixels() {
        let sampler = TensorSampler(width: 2, height: 2, border: .zero, range: 0...255)
        #expect(sample(sampler, image, .wholeImage(width: 2, height: 2)) == image.samples.map(Float.init))
    }

    @Test func valuesAreMappedLinearlyOntoTheRange() {
        let sampler = TensorSampler(width: 2, height: 2, border: .zero, range: -1...1)
        let red = sample(sampler, image, .wholeImage(width: 2, height: 2)).prefix(3)
        #expect(zip(red, [1, -1, -1] as [Float]).allSatisfy { abs($0 - $1) < 1e-6 })
    }

    @Test func bordersAreBlackOrTheNearestEdge() {
        // A region one pixel wide, entirely right of the image, centred on row 0's pixel centres.
        let outside = RegionOfInterest(centerX: 3.5, centerY: 0.5, width: 1, height: 1)
        let zero = TensorSampler(width: 1, height: 1, border: .zero, range: 0...1)
        #expect(sample(zero, image, outside) == [0, 0, 0])
        let replicate = TensorSampler(width: 1, height: 1, border: .replicate, range: 0...255)
        // Position (3, 0), clamped to pixel (1, 0): green.
        #expect(sample(replicate, image, outside) == [0, 255, 0])
    }

    @Test func interpolatesBilinearlyAndReplicatesGray() {
        let gray = Image<UInt8>(validWidth: 2, height: 1, channels: 1, samples: [0, 100])
        // One output pixel at the midpoint between the two pixel centres.
        let sampler = TensorSampler(width: 1, height: 1, border: .replicate, range: 0...255)
        let region = RegionOfInterest(centerX: 1, centerY: 0.5, width: 1, height: 1)
        #expect(sample(sampler, gray, region) == [50, 50, 50])
    }
}
