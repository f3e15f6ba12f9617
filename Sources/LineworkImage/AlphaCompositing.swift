/// Removes alpha by compositing over an opaque white background.
///
/// Linework's convention: **transparent pixels are white paper.** Line art is drawn dark on
/// light, so a transparent cut-out (a logo, `horse.png`) reads as a figure on a sheet rather
/// than on black. The blend is in the file's own (gamma-encoded) values, as browsers and
/// Pillow's `alpha_composite` onto white do: `out = (v·a + max·(max − a)) / max`, rounded.
public enum AlphaCompositing {
    /// Returns gray (from gray + alpha) or RGB (from RGBA); other images are returned as is.
    public static func overWhite<Sample: PixelSample & FixedWidthInteger>(_ image: Image<Sample>) -> Image<Sample> {
        guard image.channels == 2 || image.channels == 4 else { return image }
        let colour = image.channels - 1
        let maximum = UInt64(Sample.max)
        var out = [Sample](repeating: 0, count: image.pixelCount * colour)
        image.samples.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                var s = 0, d = 0
                for _ in 0..<image.pixelCount {
                    let alpha = UInt64(src[s &+ colour])
                    let paper = maximum &* (maximum &- alpha)
                    for c in 0..<colour {
                        let value = UInt64(src[s &+ c]) &* alpha &+ paper
                        dst[d &+ c] = Sample(truncatingIfNeeded: (value &+ maximum / 2) / maximum)
                    }
                    s = s &+ image.channels
                    d = d &+ colour
                }
            }
        }
        return Image(validWidth: image.width, height: image.height, channels: colour, samples: out)
    }

    /// Decoded pixels without alpha: gray + alpha and RGBA composited over white, at the same
    /// depth; gray and RGB pixels are returned as they are.
    public static func overWhite(_ pixels: PixelBuffer) -> PixelBuffer {
        switch pixels {
        case .uint8(let image): return .uint8(overWhite(image))
        case .uint16(let image): return .uint16(overWhite(image))
        }
    }
}
