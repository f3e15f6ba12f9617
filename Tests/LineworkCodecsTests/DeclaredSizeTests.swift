import LineworkCore
import LineworkImage
import Testing

@testable import LineworkCodecs

/// `ImageDecoder.declaredSize(of:)`: the header's size without decoding, for cost checks.
struct DeclaredSizeTests {
    @Test func pngAndJPEGHeadersGiveTheirSize() throws {
        let image = Image<UInt8>(validWidth: 37, height: 21, channels: 3, repeating: 100)
        #expect(ImageDecoder.declaredSize(of: try PNGEncoder.encode(image)) == PixelSize(width: 37, height: 21))
        #expect(ImageDecoder.declaredSize(of: try JPEGEncoder.encode(image, quality: 80)) == PixelSize(width: 37, height: 21))
    }

    @Test func otherBytesGiveNil() throws {
        let png = try PNGEncoder.encode(Image<UInt8>(validWidth: 5, height: 4, channels: 1, repeating: 0))
        for bytes in [[], [0x89, 0x50], Array(png.prefix(20)), Array("GIF89a".utf8), [0xFF, 0xD8, 0xFF, 0xDA, 0, 2]] {
            #expect(ImageDecoder.declaredSize(of: bytes) == nil, "\(bytes)")
        }
    }
}
