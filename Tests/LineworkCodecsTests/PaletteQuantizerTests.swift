import LineworkImage
import Testing

@testable import LineworkCodecs

struct PaletteQuantizerTests {
    /// The most frequent colours make the palette, most frequent first; a rarer colour maps to
    /// its nearest entry, and equally frequent colours rank by their packed value.
    @Test func rareColoursMapToTheirNearestFrequentColour() {
        // White ×6, red ×3, blue ×3 (a tie), pink ×1 (nearest: red), light blue ×1 (nearest: blue).
        let pixels: [[UInt8]] = Array(repeating: [255, 255, 255], count: 6) + Array(repeating: [220, 0, 0], count: 3)
            + Array(repeating: [0, 0, 220], count: 3) + [[230, 40, 40], [30, 30, 250]]
        let image = Image(validWidth: 7, height: 2, channels: 3, samples: pixels.flatMap { $0 })
        let indexed = PaletteQuantizer.quantize(image, maximumColours: 3)
        #expect(indexed.palette == [[255, 255, 255], [0, 0, 220], [220, 0, 0]])
        #expect(indexed.indices == [0, 0, 0, 0, 0, 0, 2, 2, 2, 1, 1, 1, 2, 1])
    }

    @Test func anImageWithinTheLimitIsKeptExactly() {
        let samples = (0..<30).flatMap { i -> [UInt8] in [UInt8(i * 8), UInt8(255 - i * 8), 7] }
        let image = Image(validWidth: 6, height: 5, channels: 3, samples: samples)
        let indexed = PaletteQuantizer.quantize(image)
        #expect(indexed.palette.count == 30)
        #expect(indexed.indices.flatMap { [indexed.palette[Int($0)].x, indexed.palette[Int($0)].y, indexed.palette[Int($0)].z] } == samples)
    }

    @Test func otherLayoutsGiveAnEmptyPalette() {
        let gray = Image(validWidth: 2, height: 2, samples: [UInt8](repeating: 1, count: 4))
        #expect(PaletteQuantizer.quantize(gray) == PaletteQuantizer.Indexed(palette: [], indices: []))
        let rgb = Image(validWidth: 1, height: 1, channels: 3, samples: [UInt8](repeating: 1, count: 3))
        #expect(PaletteQuantizer.quantize(rgb, maximumColours: 0).palette.count == 1)
    }
}
