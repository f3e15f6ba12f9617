import Foundation
import LineworkImage

/// A working image in CIE L\*a\*b\* (D65 white), one packed `(L*, a*, b*, 0)` per pixel.
///
/// L\* is in 0…100 and a\*, b\* roughly in −128…127; rows top first, as `Image`. The pixels are
/// packed four lanes wide because every later stage reads all three channels at the same place
/// (Sobel taps, bilinear samples across and along the flow): one cache line holds all of them.
/// They are stored in a `PaddedPlane` whose replicated border is as wide as the widest reach of
/// those reads, so no stage clamps a coordinate or copies the plane to pad it.
///
/// Why Lab: it is close to perceptually uniform, so a step of ΔE = 10 looks about as strong in
/// L\* as in a\* or b\*, which lets one threshold serve luminance and colour edges alike.
struct LabImage: Sendable {
    let width: Int
    let height: Int
    /// The packed pixels, with a replicated border of at least one pixel.
    let plane: PaddedPlane<SIMD4<Float>>
    /// True for a gray source: a\* and b\* are exactly 0 everywhere.
    let isGray: Bool

    /// Converts an 8-bit gray or RGB image whose values are sRGB-encoded.
    ///
    /// sRGB → linear with the IEC 61966-2-1 curve (a 256-entry table), linear RGB → XYZ with the
    /// sRGB/D65 matrix, XYZ → Lab with CIE 15's f(t) (cube root above (6/29)³, linear below),
    /// read from a 4096-interval table with linear interpolation (error below 10⁻⁵ in f, far
    /// under one 8-bit step) instead of three `cbrt` calls per pixel.
    /// - Parameter border: the plane's replicated border, at least 1 (Sobel's reach).
    /// - Precondition: `image.channels` is 1 or 3 (the request composites alpha first).
    init(_ image: Image<UInt8>, border: Int = 1, scheduler: RowScheduler) {
        precondition(image.channels == 1 || image.channels == 3, "composite alpha first")
        width = image.width
        height = image.height
        isGray = image.channels == 1
        let linear = (0..<256).map { LabImage.linearised(Double($0) / 255) }
        let f = LabImage.fTable
        var out = PaddedPlane<SIMD4<Float>>(width: image.width, height: image.height, border: Swift.max(1, border))
        let w = image.width, h = image.height, channels = image.channels
        image.samples.withUnsafeBufferPointer { src in
            out.withUnsafeMutableImage { origin, stride in
                linear.withUnsafeBufferPointer { linear in
                    f.withUnsafeBufferPointer { f in
                        scheduler.forEachChunk(h, minimumChunk: 16) { rows in
                            for row in rows {
                                let dst = origin + row &* stride
                                for column in 0..<w {
                                    let s = (row &* w &+ column) &* channels
                                    if channels == 1 {
                                        let fy = LabImage.f(linear[Int(src[s])], table: f)
                                        dst[column] = SIMD4(116 * fy - 16, 0, 0, 0)
                                        continue
                                    }
                                    let r = linear[Int(src[s])], g = linear[Int(src[s &+ 1])]
                                    let b = linear[Int(src[s &+ 2])]
                                    // sRGB primaries to XYZ, each row divided by the D65 white's X, Y, Z.
                                    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
                                    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
                                    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
                                    let fx = LabImage.f(x, table: f), fy = LabImage.f(y, table: f)
                                    let fz = LabImage.f(z, table: f)
                                    dst[column] = SIMD4(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz), 0)
                                }
                            }
                        }
                    }
                }
            }
        }
        out.replicateBorder()
        plane = out
    }

    /// The sRGB decoding curve on 0…1.
    static func linearised(_ v: Double) -> Float {
        Float(v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4))
    }

    /// Intervals of the f(t) table on t ∈ 0…1.
    static let fTableSize = 4096

    /// CIE f(t) sampled at t = i / 4096 for i = 0…4097 (one spare entry so interpolation at
    /// t = 1 needs no branch).
    static let fTable: [Float] = (0...(fTableSize + 1)).map { i in
        let t = Double(i) / Double(fTableSize)
        let delta = 6.0 / 29.0
        return Float(t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0)
    }

    /// f(t) for t in 0…1 (clamped: the normalised XYZ of sRGB colours never leaves it by more
    /// than rounding).
    @inline(__always)
    static func f(_ t: Float, table: UnsafeBufferPointer<Float>) -> Float {
        let position = Swift.min(Swift.max(t, 0), 1) * Float(fTableSize)
        let i = Int(position)
        let fraction = position - Float(i)
        return table[i] + (table[i &+ 1] - table[i]) * fraction
    }
}
