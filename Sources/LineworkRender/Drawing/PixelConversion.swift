import LineworkCore
import LineworkImage

/// Conversions from Linework's straight-alpha images to Cairo's premultiplied ARGB32 pixels
/// (`0xAARRGGBB` in native byte order, colour already multiplied by alpha).
enum PixelConversion {
    /// Gray (1), gray + alpha (2), RGB (3) or RGBA (4) samples as premultiplied ARGB32.
    static func premultipliedARGB(_ image: Image<UInt8>) -> [UInt32] {
        let ch = image.channels
        var out = [UInt32](repeating: 0, count: image.pixelCount)
        image.samples.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { out in
                Parallel.forEachChunk(image.height, minimumChunk: 64) { rows in
                    for i in rows.lowerBound * image.width..<rows.upperBound * image.width {
                        let o = i * ch
                        let (r, g, b): (UInt32, UInt32, UInt32) = ch < 3
                            ? (UInt32(s[o]), UInt32(s[o]), UInt32(s[o]))
                            : (UInt32(s[o]), UInt32(s[o + 1]), UInt32(s[o + 2]))
                        let a: UInt32 = ch == 2 || ch == 4 ? UInt32(s[o + ch - 1]) : 255
                        out[i] = pack(r, g, b, a)
                    }
                }
            }
        }
        return out
    }

    /// A heatmap (one channel, values in [0, 1]) through a colour map, as premultiplied
    /// ARGB32. With `valueAlpha`, each pixel's alpha is its value times `maximumAlpha`;
    /// otherwise pixels are opaque. Values are quantised to 256 levels, the resolution of
    /// matplotlib's tables; NaN counts as 0.
    static func colorMapped(_ map: FloatImage, _ colorMap: ColorMap, valueAlpha: Bool,
                            maximumAlpha: Double) -> [UInt32] {
        let table = colorMap.lookupTable().map { c in
            (UInt32((c.red * 255).rounded()), UInt32((c.green * 255).rounded()), UInt32((c.blue * 255).rounded()))
        }
        let alphas = (0..<256).map { i in valueAlpha ? UInt32((Double(i) * maximumAlpha).rounded()) : 255 }
        var out = [UInt32](repeating: 0, count: map.pixelCount)
        map.samples.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { out in
                Parallel.forEachChunk(map.height, minimumChunk: 64) { rows in
                    for i in rows.lowerBound * map.width..<rows.upperBound * map.width {
                        let v = s[i * map.channels]
                        let level = v > 0 ? (v < 1 ? Int(v * 255 + 0.5) : 255) : 0  // NaN fails `v > 0`
                        let (r, g, b) = table[level]
                        out[i] = pack(r, g, b, alphas[level])
                    }
                }
            }
        }
        return out
    }

    /// Premultiplies (rounding like Cairo: (c·a + 127) / 255) and packs.
    @inline(__always)
    private static func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        guard a < 255 else { return 0xFF00_0000 | r << 16 | g << 8 | b }
        func mul(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
        return a << 24 | mul(r) << 16 | mul(g) << 8 | mul(b)
    }
}
