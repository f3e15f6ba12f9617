import Foundation
import LineworkImage

/// Itti-style feature contrast: centre–surround maps of luminance and colour and oriented edge
/// energy over a 3-level pyramid, each normalised by N(·) (`PeakNormalization`). After
/// L. Itti, C. Koch and E. Niebur, IEEE TPAMI 20(11), 1998.
///
/// This is the part of `AttentionModel` that explains visual-search pop-out: a singleton that
/// differs in luminance, colour (at equal luminance), orientation or size is the lone peak of
/// one feature map. Colour uses CIE a* (red–green) and b* (yellow–blue) opponent planes; each
/// centre–surround difference is split into its positive (ON) and negative (OFF) halves, so
/// "redder than the surround" and "greener than the surround" are separate maps (double
/// opponency) and a red target among green distractors stands alone in its map.
struct FeatureContrast {
    /// The three conspicuity maps at the working size, each in [0, number of maps].
    struct Conspicuity {
        var intensity: FloatImage
        var colour: FloatImage
        var orientation: FloatImage
    }

    /// Pyramid levels (each halves the size, down to 12 px on the 192-px working image): 5 span
    /// blob sizes from ~2 to ~100 working pixels, which is what distinguishes a large singleton
    /// from small distractors whatever their size. With 3 levels a size singleton among large
    /// bars (a 4 × 3 grid of 50-px bars) drew the peak in 75 % of varied displays; with 5, 95 %.
    var levels = 5
    /// Orientation is measured on the two finest levels; coarser levels blur thin bars away.
    var orientationLevels = 2
    /// Centre and surround σ in level pixels (Itti's centre–surround ratio of 4).
    var centreSigma = 1.0, surroundSigma = 4.0
    /// Responses below these are noise: Lab units for centre–surround, L* per pixel for edges.
    var contrastNoise: Float = 3, edgeNoise: Float = 1.5

    /// - Parameter lab: Lab image at the working size (3 channels).
    func conspicuity(_ lab: FloatImage) -> Conspicuity {
        let w = lab.width, h = lab.height
        var intensity = FloatImage(validWidth: w, height: h, repeating: 0)
        var colour = intensity, orientation = intensity
        var level = lab
        for index in 0..<levels {
            if index > 0 {
                level = level.downscaled(toMaximumDimension: max(8, max(level.width, level.height) / 2))
            }
            let radius = max(2, max(level.width, level.height) / 24)
            for c in 0..<3 {
                for map in centreSurround(level.plane(c)) {
                    let promoted = PeakNormalization.promoted(map, radius: radius, noiseFloor: contrastNoise)
                    if c == 0 { add(promoted, into: &intensity) } else { add(promoted, into: &colour) }
                }
            }
            if index < orientationLevels {
                for map in orientedEnergy(level.plane(0)) {
                    add(PeakNormalization.promoted(map, radius: radius, noiseFloor: edgeNoise), into: &orientation)
                }
            }
        }
        let radius = max(2, max(w, h) / 24)
        return Conspicuity(intensity: Self.scaledByPromotion(intensity, radius: radius),
                           colour: Self.scaledByPromotion(colour, radius: radius),
                           orientation: Self.scaledByPromotion(orientation, radius: radius))
    }

    /// ON and OFF halves of the difference of Gaussians (centre − surround).
    private func centreSurround(_ plane: FloatImage) -> [FloatImage] {
        let centre = plane.gaussianBlurred(sigma: centreSigma)
        let surround = plane.gaussianBlurred(sigma: surroundSigma)
        var on = centre, off = centre
        for i in 0..<centre.samples.count {
            let d = centre.samples[i] - surround.samples[i]
            on.samples[i] = max(d, 0)
            off.samples[i] = max(-d, 0)
        }
        return [on, off]
    }

    /// Edge energy in four orientation bands (0°, 45°, 90°, 135° of the edge normal), pooled
    /// over a σ = 2 neighbourhood, as √energy (L* per pixel). Each pixel's gradient is split
    /// between bands with weight max(0, cos 2Δθ)², which gives zero response 45° away, so a
    /// bar 45° or 90° off the distractors' orientation lands in a band of its own.
    private func orientedEnergy(_ plane: FloatImage) -> [FloatImage] {
        let smooth = plane.gaussianBlurred(sigma: 1)
        let w = smooth.width, h = smooth.height
        var bands = [[Float]](repeating: [Float](repeating: 0, count: w * h), count: 4)
        let s = smooth.samples
        for y in 0..<h {
            for x in 0..<w {
                let gx = 0.5 * (s[y * w + min(x + 1, w - 1)] - s[y * w + max(x - 1, 0)])
                let gy = 0.5 * (s[min(y + 1, h - 1) * w + x] - s[max(y - 1, 0) * w + x])
                let energy = gx * gx + gy * gy
                guard energy > 0 else { continue }
                // cos 2θ and sin 2θ of the gradient direction without trigonometry.
                let c2 = (gx * gx - gy * gy) / energy, s2 = 2 * gx * gy / energy
                // cos 2(θ − θₖ) is c2, s2, −c2, −s2 for θₖ = 0°, 45°, 90°, 135°.
                let p = y * w + x
                if c2 > 0 { bands[0][p] = energy * c2 * c2 } else { bands[2][p] = energy * c2 * c2 }
                if s2 > 0 { bands[1][p] = energy * s2 * s2 } else { bands[3][p] = energy * s2 * s2 }
            }
        }
        return bands.map {
            FloatImage(validWidth: w, height: h, samples: $0).gaussianBlurred(sigma: 2).mapSamples { $0.squareRoot() }
        }
    }

    private func add(_ map: FloatImage, into total: inout FloatImage) {
        let resized = map.width == total.width && map.height == total.height
            ? map : map.resizedBilinear(validWidth: total.width, height: total.height)
        for i in 0..<total.samples.count { total.samples[i] += resized.samples[i] }
    }

    /// A conspicuity map scaled by its promotion factor but kept on its own scale, so that a
    /// channel where nothing responded stays weak.
    static func scaledByPromotion(_ map: FloatImage, radius: Int) -> FloatImage {
        let factor = PeakNormalization.promotion(map, radius: radius)
        return map.mapSamples { $0 * factor }
    }
}
