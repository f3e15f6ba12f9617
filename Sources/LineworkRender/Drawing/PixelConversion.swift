import LineworkCore
import LineworkImage

/// Conversions between Linework's straight-alpha images and Cairo's premultiplied ARGB32 pixels
/// (`0xAARRGGBB` in native byte order, colour already multiplied by alpha). The two that
/// LineworkAnimation's video frames need are `package`.
package enum PixelConversion {
    /// Gray (1), gray + alpha (2), RGB (3) or RGBA (4) samples as premultiplied ARGB32.
    package static func premultipliedARGB(_ image: Image<UInt8>) -> [UInt32] {
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

    /// Whether every pixel of `height` rows of `width` premultiplied ARGB32 pixels, `stride`
    /// bytes apart, is opaque.
    static func isOpaque(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = (pixels + y &* stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFFFF_FFFF
            for x in 0..<width { all &= row[x] }  // no early exit inside a row: it vectorises
            if all >> 24 != 0xFF { return false }
        }
        return true
    }

    /// Writes `width` premultiplied ARGB32 pixels as 8-bit straight-alpha samples: RGB when
    /// `channels` is 3 (the pixels must be opaque; see `isOpaque`), RGBA when 4.
    ///
    /// Colour is divided by alpha with Cairo's own rounding, c = (c·255 + a/2) / a, so the
    /// samples are those Cairo's PNG writer would have written.
    @inline(__always)
    package static func unpremultiply(_ row: UnsafePointer<UInt32>, width: Int, channels: Int,
                              into out: UnsafeMutablePointer<UInt8>) {
        if channels == 3 {
            for x in 0..<width {
                let p = row[x], o = x &* 3
                out[o] = UInt8(truncatingIfNeeded: p >> 16)
                out[o &+ 1] = UInt8(truncatingIfNeeded: p >> 8)
                out[o &+ 2] = UInt8(truncatingIfNeeded: p)
            }
            return
        }
        for x in 0..<width {
            let p = row[x], o = x &* 4
            let a = p >> 24
            out[o &+ 3] = UInt8(truncatingIfNeeded: a)
            guard a != 0xFF else {
                out[o] = UInt8(truncatingIfNeeded: p >> 16)
                out[o &+ 1] = UInt8(truncatingIfNeeded: p >> 8)
                out[o &+ 2] = UInt8(truncatingIfNeeded: p)
                continue
            }
            guard a != 0 else {
                (out[o], out[o &+ 1], out[o &+ 2]) = (0, 0, 0)
                continue
            }
            // Premultiplied colour never exceeds alpha, so the quotient fits a byte.
            out[o] = UInt8(truncatingIfNeeded: ((p >> 16 & 0xFF) &* 255 &+ a / 2) / a)
            out[o &+ 1] = UInt8(truncatingIfNeeded: ((p >> 8 & 0xFF) &* 255 &+ a / 2) / a)
            out[o &+ 2] = UInt8(truncatingIfNeeded: ((p & 0xFF) &* 255 &+ a / 2) / a)
        }
    }

    /// Premultiplies (rounding like Cairo: (c·a + 127) / 255) and packs.
    @inline(__always)
    private static func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        guard a < 255 else { return 0xFF00_0000 | r << 16 | g << 8 | b }
        func mul(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
        return a << 24 | mul(r) << 16 | mul(g) << 8 | mul(b)
    }
}
