import LineworkCore
import LineworkImage
import Testing

@testable import LineworkCodecs

struct ParallelPNGEncoderTests {
    /// An image of `height` rows, `channels` samples a pixel, with varied samples (alpha too).
    static func sample(width: Int, height: Int, channels: Int) -> Image<UInt8> {
        var random = SplitMix64(seed: 21)
        let samples = (0..<(width * height * channels)).map { i -> UInt8 in
            // Runs of equal samples, as in line art, mixed with noise, so deflate finds matches.
            i % 97 < 60 ? 255 : UInt8(truncatingIfNeeded: random.next())
        }
        return Image(validWidth: width, height: height, channels: channels, samples: samples)
    }

    static func encode(_ image: Image<UInt8>, threads: Int) throws -> [UInt8] {
        try image.samples.withUnsafeBufferPointer { samples in
            let rowSamples = image.width * image.channels
            return try ParallelPNGEncoder.encode(width: image.width, height: image.height, channels: image.channels,
                                                 threads: threads) { y, out in
                _ = out.initialize(from: samples[(y * rowSamples)..<((y + 1) * rowSamples)])
            }
        }
    }

    /// 1100 rows of 1024 pixels make several 1 MiB blocks (the last one shorter): the joined
    /// stream must decode to exactly what libpng's own encoder's file decodes to.
    @Test(arguments: [1, 2, 3, 4])
    func decodesLikeLibpngsEncodingAcrossBlocks(channels: Int) throws {
        let image = Self.sample(width: 1024, height: 1100, channels: channels)
        let bytes = try Self.encode(image, threads: 3)
        let idatCount = (0..<(bytes.count - 4)).filter { bytes[$0..<($0 + 4)].elementsEqual("IDAT".utf8) }.count
        #expect(idatCount >= 2, "one IDAT chunk per block")
        let decoded = try ImageDecoder().decode(bytes: bytes, path: "memory")
        let reference = try ImageDecoder().decode(bytes: try PNGEncoder.encode(image), path: "memory")
        #expect(decoded.sourceChannels == channels)
        #expect(decoded.pixels == reference.pixels)
    }

    @Test func bytesDoNotDependOnTheThreadCount() throws {
        let image = Self.sample(width: 700, height: 2000, channels: 3)
        let one = try Self.encode(image, threads: 1)
        #expect(try Self.encode(image, threads: 2) == one)
        #expect(try Self.encode(image, threads: 5) == one)
    }

    @Test func oneRowAndOnePixelImagesEncode() throws {
        for (width, height) in [(1, 1), (1, 3), (5, 1)] {
            let image = Self.sample(width: width, height: height, channels: 3)
            let decoded = try ImageDecoder().decode(bytes: try Self.encode(image, threads: 2), path: "memory")
            #expect(decoded.pixels == .uint8(image))
        }
    }

    @Test(arguments: [(0, 5, 3), (5, 0, 3), (5, 5, 0), (5, 5, 5), (Int(Int32.max), 1, 3)])
    func impossibleLayoutsThrowInsteadOfTrapping(width: Int, height: Int, channels: Int) {
        #expect(throws: LineworkError.self) {
            try ParallelPNGEncoder.encode(width: width, height: height, channels: channels) { _, _ in }
        }
    }
}
