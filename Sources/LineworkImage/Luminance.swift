import LineworkCore

/// Conversion of colour to luminance with ITU-R BT.601 weights.
///
/// Y = 0.299 R + 0.587 G + 0.114 B, on the gamma-encoded values, exactly as OpenCV's
/// `cvtColor(…, COLOR_RGB2GRAY)` and Pillow's `convert("L")` do, so Linework's masks can be
/// compared pixel for pixel with theirs. For 8-bit input the weights are OpenCV 5's 15-bit fixed
/// point ones (9798, 19235, 3735, summing to 2¹⁵, rounded by +16384 ≫ 15), which makes the result
/// bit-identical to OpenCV 5.0 on all 2²⁴ colours (verified exhaustively). OpenCV 4 used 14-bit
/// weights and differs from this in about 0.3 % of colours, by one level.
public enum Luminance {
    /// BT.601 luma weights for R, G and B.
    public static let weights: (r: Float, g: Float, b: Float) = (0.299, 0.587, 0.114)

    /// 8-bit luminance of an 8-bit image; gray + alpha and RGBA are composited over white
    /// first (`AlphaCompositing`), so every channel count from 1 to 4 is accepted.
    public static func gray(_ image: Image<UInt8>) -> GrayImage {
        let image = AlphaCompositing.overWhite(image)
        if image.channels == 1 { return image }
        var out = [UInt8](repeating: 0, count: image.pixelCount)
        image.samples.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                Parallel.forEachChunk(image.pixelCount, minimumChunk: 1 << 16) { range in
                    for i in range {
                        let s = i &* 3
                        let y = UInt32(src[s]) &* 9798 &+ UInt32(src[s &+ 1]) &* 19235
                            &+ UInt32(src[s &+ 2]) &* 3735 &+ 16384
                        dst[i] = UInt8(truncatingIfNeeded: y >> 15)
                    }
                }
            }
        }
        return Image(validWidth: image.width, height: image.height, channels: 1, samples: out)
    }

    /// 8-bit luminance of decoded pixels; 16-bit input is reduced with rounding (v / 257).
    /// Alpha is composited over white first.
    public static func gray(_ pixels: PixelBuffer) -> GrayImage {
        switch pixels {
        case .uint8(let image):
            return gray(image)
        case .uint16(let image):
            let unit = grayUnit(pixels)
            return Image(validWidth: image.width, height: image.height, channels: 1,
                         samples: unit.samples.map { UInt8(rounding: $0 * 255) })
        }
    }

    /// Full-precision luminance in 0…1. A 16-bit saliency map keeps all 16 bits here.
    /// Alpha is composited over white first.
    public static func grayUnit(_ pixels: PixelBuffer) -> FloatImage {
        switch AlphaCompositing.overWhite(pixels) {
        case .uint8(let image): return grayUnit(image)
        case .uint16(let image): return grayUnit(image)
        }
    }

    /// Luminance of a gray or RGB image (alpha composited by the caller).
    private static func grayUnit<Sample: PixelSample>(_ image: Image<Sample>) -> FloatImage {
        let scale = 1 / Sample.maximum
        var out = [Float](repeating: 0, count: image.pixelCount)
        image.samples.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                if image.channels == 1 {
                    for i in 0..<image.pixelCount { dst[i] = src[i].floatValue * scale }
                } else {
                    for i in 0..<image.pixelCount {
                        let s = i &* 3
                        let y = weights.r * src[s].floatValue + weights.g * src[s &+ 1].floatValue
                            + weights.b * src[s &+ 2].floatValue
                        dst[i] = y * scale
                    }
                }
            }
        }
        return Image(validWidth: image.width, height: image.height, channels: 1, samples: out)
    }
}
