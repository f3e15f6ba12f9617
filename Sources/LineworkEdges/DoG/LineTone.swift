import Foundation
import LineworkContours
import LineworkImage

/// XDoG's soft threshold (Winnemöller, Kyprianidis & Olsen 2012, §2) applied to the combined
/// luminance and chroma FDoG responses.
///
/// Per pixel, with DoGs in Lab units divided by 100 and sharpened by p:
/// - luminance: uL = p·DoG(L\*) keeps its sign, so ink only falls on the dark side of an edge
///   and in the middle of a dark line — a thin dark line gives one line, not two;
/// - chroma: uC = −p·w·|DoG(a\*, b\*)|, ink on *both* sides of a colour boundary: the two
///   lobes of the DoG lie side by side, so their band is centred on the boundary and thins to
///   one line on it (a one-sided rule, like luminance's, put the line 2 px off the boundary);
/// - the rule: u = min(uL, uC) where |uC| > `dominance`·|uL|, else uL. Where luminance
///   matters (almost all edges in photos), chroma changes nothing, so no edge is drawn twice;
///   chroma only takes over where the colour change far outweighs the lightness change, which
///   is exactly where an L\*-only DoG is blind (equal luminance, different hue).
/// Then tone T = 1 if u ≥ ε, else 1 + tanh(φ·(u − ε)), and strength = 1 − T ∈ 0…1; a pixel is
/// a line when strength > 0.5 (T below half way between ink and paper).
enum LineTone {
    /// How many times larger than the luminance term the chroma term must be to ink a pixel.
    /// 3, chosen on the bundled photos: where a colour edge is also a lightness edge, a chroma
    /// band centred on the boundary beside the luminance band on its dark side thins into two
    /// parallel lines. Doubled ink on rocket.jpg: 12.8% at 1, 9.7% at 2, 8.5% at 3; an
    /// isoluminant boundary, whose luminance term is near 0, draws at any of them.
    static let dominance: Float = 3
    static func map(_ dog: FlowDoG, sharpening: Float, chromaWeight: Float, epsilon: Float, phi: Float,
                    scheduler: RowScheduler) -> EdgeMap {
        let w = dog.width, h = dog.height
        var strength = [Float](uninitializedCount: w * h)
        var lines = [UInt8](uninitializedCount: w * h)
        let luminanceScale = sharpening / 100, chromaScale = sharpening * chromaWeight / 100
        let dominance = Self.dominance
        dog.response.withUnsafeBufferPointer { src in
            strength.withUnsafeMutableBufferPointer { strength in
                lines.withUnsafeMutableBufferPointer { lines in
                    scheduler.forEachChunk(h, minimumChunk: 16) { rows in
                        for i in (rows.lowerBound &* w)..<(rows.upperBound &* w) {
                            let r = src[i]
                            let luminance = luminanceScale * r.x
                            let chroma = chromaScale * (r.y * r.y + r.z * r.z).squareRoot()
                            let u = chroma > dominance * Swift.abs(luminance) ? Swift.min(luminance, -chroma) : luminance
                            let ink: Float = u >= epsilon ? 0 : -tanh(phi * (u - epsilon))
                            strength[i] = ink
                            lines[i] = ink > 0.5 ? 255 : 0
                        }
                    }
                }
            }
        }
        return EdgeMap(lines: BinaryMask(width: w, height: h, pixels: lines),
                       strength: Image(width: w, height: h, channels: 1, samples: strength))
    }
}
