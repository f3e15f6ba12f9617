import LineworkImage

/// Reduces an 8-bit RGB image to at most 256 colours for an indexed PNG.
///
/// Line art rendered with anti-aliasing has a few colours that cover nearly every pixel (the
/// paper, each stroke's ink) and a long tail of edge blends. The palette is the most frequent
/// colours (ties broken by the smaller packed `0xRRGGBB` value, so the result does not depend on
/// hashing), and every other colour maps to its nearest palette entry by squared RGB distance.
/// An image with no more colours than the palette holds is reproduced exactly.
public enum PaletteQuantizer {
    /// The palette (RGB triples) and one index per pixel, row-major from the top-left.
    public struct Indexed: Sendable, Equatable {
        /// The palette's colours, most frequent first, at most 256.
        public var palette: [SIMD3<UInt8>]
        /// Each pixel's index into `palette`, row-major from the top-left.
        public var indices: [UInt8]

        /// Creates an indexed image from its palette and per-pixel indices.
        public init(palette: [SIMD3<UInt8>], indices: [UInt8]) {
            self.palette = palette
            self.indices = indices
        }
    }

    /// Quantises a 3-channel image to at most `maximumColours` (1...256; clamped into that range).
    /// An image with another channel count gets an empty palette and no indices.
    public static func quantize(_ image: Image<UInt8>, maximumColours: Int = 256) -> Indexed {
        guard image.channels == 3, image.pixelCount > 0 else { return Indexed(palette: [], indices: []) }
        let limit = min(256, max(1, maximumColours))
        let packed = image.samples.withUnsafeBufferPointer { rgb in
            (0..<image.pixelCount).map { i -> UInt32 in
                let at = i &* 3
                return UInt32(rgb[at]) << 16 | UInt32(rgb[at &+ 1]) << 8 | UInt32(rgb[at &+ 2])
            }
        }
        var counts: [UInt32: Int] = [:]
        for colour in packed { counts[colour, default: 0] &+= 1 }
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let chosen = ranked.prefix(limit).map(\.key)
        var lookup: [UInt32: UInt8] = [:]
        for (index, colour) in chosen.enumerated() { lookup[colour] = UInt8(index) }
        for (colour, _) in ranked.dropFirst(limit) { lookup[colour] = nearest(colour, in: chosen) }
        return Indexed(palette: chosen.map(unpack), indices: packed.map { lookup[$0]! })
    }

    private static func unpack(_ colour: UInt32) -> SIMD3<UInt8> {
        SIMD3(UInt8(truncatingIfNeeded: colour >> 16), UInt8(truncatingIfNeeded: colour >> 8), UInt8(truncatingIfNeeded: colour))
    }

    /// The index of the palette entry closest to `colour` (the first of equally close ones).
    private static func nearest(_ colour: UInt32, in palette: [UInt32]) -> UInt8 {
        let target = SIMD3<Int32>(truncatingIfNeeded: unpack(colour))
        var best = 0, bestDistance = Int32.max
        for (index, entry) in palette.enumerated() {
            let d = SIMD3<Int32>(truncatingIfNeeded: unpack(entry)) &- target
            let distance = (d &* d).wrappedSum()
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        return UInt8(best)
    }
}
