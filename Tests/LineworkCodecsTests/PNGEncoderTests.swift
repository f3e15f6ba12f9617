import Foundation
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
        let image = Image(validWidth: 5, height: 3, channels: channels, samples: samples)
        let decoded = try ImageDecoder().decode(bytes: try PNGEncoder.encode(image), path: "memory")
        let colour = channels == 2 || channels == 4 ? channels - 1 : channels
        let expected = (0..<15).flatMap { p in (0..<colour).map { samples[p * channels + $0] } }
        #expect(decoded.pixels == .uint8(Image(validWidth: 5, height: 3, channels: colour, samples: expected)))
        #expect(decoded.sourceChannels == channels)
    }

    @Test func sixteenBitRoundTrips() throws {
        let image = Image<UInt16>(validWidth: 4, height: 2, channels: 1, samples: [0, 1, 258, 4097, 32768, 40000, 65534, 65535])
        let decoded = try ImageDecoder().decode(bytes: try PNGEncoder.encode(image), path: "memory")
        #expect(decoded.pixels == .uint16(image))
    }

    /// Decoded pixels (a crop) are written at their own depth and read back as they were, from
    /// memory and from a file written atomically.
    @Test func pixelBuffersRoundTripAtTheirDepth() throws {
        let wide = PixelBuffer.uint16(Image(validWidth: 2, height: 2, channels: 1, samples: [0, 300, 40000, 65535]))
        let narrow = PixelBuffer.uint8(Image(validWidth: 2, height: 1, channels: 3, samples: [1, 2, 3, 250, 251, 252]))
        for pixels in [wide, narrow] {
            #expect(try ImageDecoder().decode(bytes: try PNGEncoder.encode(pixels), path: "memory").pixels == pixels)
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("linework-pixelbuffer-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGEncoder.write(wide, to: path)
        #expect(try ImageDecoder().decode(path: path).pixels == wide)
    }

    /// Low-depth gray keeps the nearest of 2^depth levels, packed (an odd width leaves a part-
    /// filled last byte per row), and reads back as those levels scaled to 8 bits.
    @Test(arguments: [1, 2, 4, 8])
    func grayAtLowDepthRoundTripsToItsLevels(depth: Int) throws {
        let samples = (0..<(7 * 3)).map { UInt8(($0 * 53) % 256) }
        let image = Image(validWidth: 7, height: 3, samples: samples)
        let bytes = try PNGEncoder.encode(image, grayBitDepth: depth)
        #expect(bytes[24] == UInt8(depth) && bytes[25] == 0)
        let top = (1 << depth) - 1
        let expected = samples.map { UInt8((Int($0) * top + 127) / 255 * 255 / top) }
        let decoded = try ImageDecoder().decode(bytes: bytes, path: "memory")
        #expect(decoded.pixels == .uint8(Image(validWidth: 7, height: 3, samples: expected)))
    }

    @Test func grayDepthMustBeAPowerOfTwoUpToEight() {
        let image = Image(validWidth: 2, height: 2, samples: [UInt8](repeating: 9, count: 4))
        #expect(throws: (any Error).self) { try PNGEncoder.encode(image, grayBitDepth: 3) }
        let rgb = Image(validWidth: 2, height: 1, channels: 3, samples: [UInt8](repeating: 9, count: 6))
        #expect(throws: (any Error).self) { try PNGEncoder.encode(rgb, grayBitDepth: 2) }
        #expect(throws: (any Error).self) { try PNGEncoder.encodeIndexed(image) }
    }

    /// An RGB image with few colours becomes an exact indexed PNG at the smallest depth.
    @Test func fewColoursAreIndexedExactly() throws {
        let colours: [[UInt8]] = [[255, 255, 255], [200, 0, 0], [0, 90, 200]]
        let samples = (0..<(5 * 4)).flatMap { colours[($0 * 7) % 3] }
        let image = Image(validWidth: 5, height: 4, channels: 3, samples: samples)
        let bytes = try PNGEncoder.encodeIndexed(image)
        #expect(bytes[24] == 2 && bytes[25] == 3)
        #expect(try ImageDecoder().decode(bytes: bytes, path: "memory").pixels == .uint8(image))
    }

    @Test func anIndexOutsideThePaletteIsRefused() {
        let indexed = PaletteQuantizer.Indexed(palette: [[0, 0, 0], [255, 255, 255]], indices: [0, 1, 2, 1])
        #expect(throws: (any Error).self) { try PNGEncoder.encodeIndexed(indexed, width: 2, height: 2) }
        #expect(throws: (any Error).self) { try PNGEncoder.encodeIndexed(indexed, width: 3, height: 2) }
    }
}
