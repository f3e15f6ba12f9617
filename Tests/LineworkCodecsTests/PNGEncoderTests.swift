import LineworkImage
import Testing

@testable import LineworkCodecs

struct PNGEncoderTests {
    @Test(arguments: [1, 2, 3, 4])
    func eightBitRoundTrips(channels: Int) throws {
        // Opaque alpha so that decoding's composite-over-white leaves the colour unchanged.
        let samples = (0..<(5 * 3 * channels)).map { i in
            (channels == 2 || channels == 4) && i % channels == channels - 1 ? UInt8(255) : UInt8((i * 37) % 256)
        }
        let image = Image(width: 5, height: 3, channels: channels, samples: samples)
        let decoded = try ImageDecoder().decode(bytes: try PNGEncoder.encode(image), path: "memory")
        let colour = channels == 2 || channels == 4 ? channels - 1 : channels
        let expected = (0..<15).flatMap { p in (0..<colour).map { samples[p * channels + $0] } }
        #expect(decoded.pixels == .uint8(Image(width: 5, height: 3, channels: colour, samples: expected)))
        #expect(decoded.sourceChannels == channels)
    }

    @Test func sixteenBitRoundTrips() throws {
        let image = Image<UInt16>(width: 4, height: 2, channels: 1, samples: [0, 1, 258, 4097, 32768, 40000, 65534, 65535])
        let decoded = try ImageDecoder().decode(bytes: try PNGEncoder.encode(image), path: "memory")
        #expect(decoded.pixels == .uint16(image))
    }
}
