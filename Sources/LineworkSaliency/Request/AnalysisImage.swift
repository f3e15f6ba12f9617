import Foundation
import LineworkCore
import LineworkImage

/// The small colour image every model starts from.
///
/// Saliency is a coarse, low-frequency property: the papers all work on images of 64–400 px
/// (signature and spectral residual at 64, MB+ at 300, BMS at 400). So the decoded pixels are
/// shrunk once by area averaging (every source pixel contributes, no aliasing) to at most
/// `maximumDimension` on the larger side; models shrink further as their paper prescribes.
/// This also makes a 12-megapixel photo cost about as much as a small one.
public struct AnalysisImage: Sendable, Equatable {
    /// Gamma-encoded sRGB, 3 interleaved channels in 0…1 (gray input is replicated).
    public let rgb: FloatImage
    /// Size of the image this was made from, in pixels.
    public let sourceWidth: Int
    /// Height of the image this was made from, in pixels.
    public let sourceHeight: Int

    /// Creates the analysis image of `pixels`: sRGB in 0…1, shrunk so its larger side is at most `maximumDimension`.
    ///
    /// - Parameters:
    ///   - pixels: decoded pixels; gray + alpha and RGBA are composited over white first.
    ///   - maximumDimension: the larger side of the analysis image (never upscales), ≥ 1.
    /// - Throws: `LineworkError.invalidOption` naming `maximumDimension` when it is below 1.
    public init(_ pixels: PixelBuffer, maximumDimension: Int) throws {
        guard maximumDimension >= 1 else {
            throw LineworkError.invalidOption(name: "maximumDimension", value: "\(maximumDimension)",
                                              allowed: "must be an integer ≥ 1")
        }
        self.init(pixels, validDimension: maximumDimension)
    }

    /// The analysis image of `pixels` for a dimension the caller has checked (≥ 1).
    init(_ pixels: PixelBuffer, validDimension maximumDimension: Int) {
        sourceWidth = pixels.width
        sourceHeight = pixels.height
        switch AlphaCompositing.overWhite(pixels) {
        case .uint8(let image):
            rgb = Self.unitRGB(image, scale: 1 / 255, target: maximumDimension).downscaled(toMaximumDimension: maximumDimension)
        case .uint16(let image):
            rgb = Self.unitRGB(image, scale: 1 / 65535, target: maximumDimension).downscaled(toMaximumDimension: maximumDimension)
        }
    }

    /// Wraps an RGB (3-channel) float image in 0…1 that is already at analysis size.
    /// - Throws: `LineworkError.invalidOption` naming `rgb` unless it has 3 channels.
    public init(rgb: FloatImage) throws {
        guard rgb.channels == 3 else {
            throw LineworkError.invalidOption(name: "rgb", value: "\(rgb.channels) channels", allowed: "must have 3 (RGB)")
        }
        self.init(validRGB: rgb)
    }

    /// Wraps a 3-channel image (the caller's own, already checked).
    init(validRGB rgb: FloatImage) {
        self.rgb = rgb
        sourceWidth = rgb.width
        sourceHeight = rgb.height
    }

    /// The analysis image's width in pixels.
    public var width: Int { rgb.width }
    /// The analysis image's height in pixels.
    public var height: Int { rgb.height }

    /// The same image shrunk (area averaging) so its larger side is at most `dimension`.
    func downscaled(toMaximumDimension dimension: Int) -> AnalysisImage {
        AnalysisImage(validRGB: rgb.downscaled(toMaximumDimension: dimension))
    }

    /// BT.601 luma in 0…1 (the gray image of OpenCV's `COLOR_RGB2GRAY`, as spectral residual uses).
    var gray: FloatImage {
        let (wr, wg, wb) = Luminance.weights
        var out = [Float](repeating: 0, count: rgb.pixelCount)
        rgb.samples.withUnsafeBufferPointer { s in
            for i in 0..<out.count {
                out[i] = wr * s[i &* 3] + wg * s[i &* 3 &+ 1] + wb * s[i &* 3 &+ 2]
            }
        }
        return FloatImage(validWidth: width, height: height, samples: out)
    }

    /// CIE L*a*b* (D65), 3 interleaved channels: L in 0…100, a and b roughly −100…100.
    ///
    /// Perceptual distances are what MB+, BMS and the signature are defined on; Euclidean
    /// distance in Lab approximates perceived colour difference, RGB distance does not.
    var lab: FloatImage {
        var out = [Float](repeating: 0, count: rgb.samples.count)
        rgb.samples.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { d in
                for i in stride(from: 0, to: s.count, by: 3) {
                    let r = Self.linear(s[i]), g = Self.linear(s[i &+ 1]), b = Self.linear(s[i &+ 2])
                    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
                    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
                    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
                    let fx = Self.labCurve(x), fy = Self.labCurve(y), fz = Self.labCurve(z)
                    d[i] = 116 * fy - 16
                    d[i &+ 1] = 500 * (fx - fy)
                    d[i &+ 2] = 200 * (fy - fz)
                }
            }
        }
        return FloatImage(validWidth: width, height: height, channels: 3, samples: out)
    }

    /// sRGB decoding (IEC 61966-2-1).
    @inline(__always)
    private static func linear(_ v: Float) -> Float {
        v <= 0.04045 ? v / 12.92 : powf((v + 0.055) / 1.055, 2.4)
    }

    /// CIE's cube root with its linear toe below (6/29)³.
    @inline(__always)
    private static func labCurve(_ t: Float) -> Float {
        t > 0.008856452 ? cbrtf(t) : t * 7.787037 + 0.13793103
    }

    /// RGB in 0…1, first shrunk by an integer factor k with exact box means when the image is
    /// more than twice the analysis size. A 12-megapixel photo is 36 M samples: one parallel
    /// pass of integer-sized boxes (the last box in each row and column absorbs the remainder,
    /// so every pixel counts) is several times cheaper than fractional area weights, which then
    /// only finish the last, small step.
    private static func unitRGB<Sample: PixelSample>(_ image: Image<Sample>, scale: Float, target: Int) -> FloatImage {
        // ⌊⌊m / 2⌋ / target⌋ = ⌊m / (2 · target)⌋, without overflowing for a huge target.
        let k = max(1, max(image.width, image.height) / 2 / target)
        let w = max(1, image.width / k), h = max(1, image.height / k)
        let ch = image.channels, sourceWidth = image.width, sourceHeight = image.height
        var out = [Float](repeating: 0, count: w * h * 3)
        image.samples.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { d in
                Parallel.forEachChunk(h, minimumChunk: 4) { rows in
                    let sums = UnsafeMutableBufferPointer<Float>.allocate(capacity: w * ch)
                    defer { sums.deallocate() }
                    for y in rows {
                        sums.initialize(repeating: 0)
                        let y0 = y &* k, y1 = y == h &- 1 ? sourceHeight : y0 &+ k
                        for sy in y0..<y1 {
                            let row = sy &* sourceWidth &* ch
                            for x in 0..<w {
                                let x0 = x &* k, x1 = x == w &- 1 ? sourceWidth : x0 &+ k
                                var index = row &+ x0 &* ch
                                if ch == 3 {
                                    var r: Float = 0, g: Float = 0, b: Float = 0
                                    for _ in x0..<x1 {
                                        r += s[index].floatValue
                                        g += s[index &+ 1].floatValue
                                        b += s[index &+ 2].floatValue
                                        index &+= 3
                                    }
                                    sums[x &* 3] += r; sums[x &* 3 &+ 1] += g; sums[x &* 3 &+ 2] += b
                                } else {
                                    var v: Float = 0
                                    for i in index..<(index &+ (x1 &- x0)) { v += s[i].floatValue }
                                    sums[x] += v
                                }
                            }
                        }
                        let rowsCovered = Float(y1 &- y0)
                        for x in 0..<w {
                            let x0 = x &* k, x1 = x == w &- 1 ? sourceWidth : x0 &+ k
                            let norm = scale / (rowsCovered * Float(x1 &- x0))
                            let o = (y &* w &+ x) &* 3
                            for c in 0..<3 { d[o &+ c] = sums[x &* ch &+ (ch == 1 ? 0 : c)] * norm }
                        }
                    }
                }
            }
        }
        return FloatImage(validWidth: w, height: h, channels: 3, samples: out)
    }
}
