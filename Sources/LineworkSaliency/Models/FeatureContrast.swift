import Foundation
import LineworkImage

/// Itti-style feature contrast: centre–surround maps of luminance and colour over a 5-level
/// pyramid and orientation contrast over its two finest levels, each normalised by N(·)
/// (`PeakNormalization`). After L. Itti, C. Koch and E. Niebur, IEEE TPAMI 20(11), 1998.
/// Centre and surround average only the pixels inside the image (`gaussianAveragedInside`),
/// so that nothing is contrasted with a mirror image beyond the frame.
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
    /// Centre and surround σ of orientation contrast, in level pixels. The surround must reach
    /// the neighbouring items: with σ = 8 (a bar's own length at level 0) it saw mostly the
    /// bar itself, and orientation singletons on the tuning displays drew the peak in 73 of 80
    /// (with 16, 78 of 80, weight 4).
    var orientationCentreSigma = 2.0, orientationSurroundSigma = 16.0
    /// Weight of each orientation-contrast map in its channel: 4, so that the channel spans the
    /// range its four orientation bands a level gave before (one map a level now, four then),
    /// against intensity's two maps a level and colour's four.
    var orientationWeight: Float = 4
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
                let map = orientationContrast(level.plane(0))
                add(PeakNormalization.promoted(map, radius: radius, noiseFloor: edgeNoise), weight: orientationWeight, into: &orientation)
            }
        }
        let radius = max(2, max(w, h) / 24)
        return Conspicuity(intensity: Self.scaledByPromotion(intensity, radius: radius),
                           colour: Self.scaledByPromotion(colour, radius: radius),
                           orientation: Self.scaledByPromotion(orientation, radius: radius))
    }

    /// ON and OFF halves of the difference of Gaussians (centre − surround).
    private func centreSurround(_ plane: FloatImage) -> [FloatImage] {
        let centre = plane.gaussianAveragedInside(sigma: centreSigma)
        let surround = plane.gaussianAveragedInside(sigma: surroundSigma)
        var on = centre, off = centre
        for i in 0..<centre.samples.count {
            let d = centre.samples[i] - surround.samples[i]
            on.samples[i] = max(d, 0)
            off.samples[i] = max(-d, 0)
        }
        return [on, off]
    }

    /// Orientation contrast: how far the local edge orientation is from the surround's, as
    /// √(edge energy) in L* per pixel times that distance.
    ///
    /// The gradient's structure tensor gives each pixel the vector energy · (cos 2θ, sin 2θ)
    /// (θ the gradient's direction; doubling it makes a bar's two sides agree). Pooled over the
    /// centre (σ = `orientationCentreSigma`) and the surround (σ = `orientationSurroundSigma`),
    /// each divided by its pooled energy, these are orientations weighted by coherence, in the
    /// unit disc. Their distance is 0 for a bar among bars like it, √2 for a bar 45° off its
    /// surround and 2 for one 90° off, whatever the distractors' angle: unlike fixed orientation
    /// bands, an offset never falls between two bands, and a ground of stripes or bars is one
    /// orientation everywhere and cancels. Both pools average only the pixels inside the image
    /// (`gaussianAveragedInside`), so a bar at the frame is not contrasted with its mirror image.
    private func orientationContrast(_ plane: FloatImage) -> FloatImage {
        let smooth = plane.gaussianBlurred(sigma: 1)
        let w = smooth.width, h = smooth.height
        let s = smooth.samples
        var tensor = [Float](repeating: 0, count: 3 * w * h)
        for y in 0..<h {
            for x in 0..<w {
                let gx = 0.5 * (s[y * w + min(x + 1, w - 1)] - s[y * w + max(x - 1, 0)])
                let gy = 0.5 * (s[min(y + 1, h - 1) * w + x] - s[max(y - 1, 0) * w + x])
                let p = 3 * (y * w + x)
                tensor[p] = gx * gx - gy * gy
                tensor[p + 1] = 2 * gx * gy
                tensor[p + 2] = gx * gx + gy * gy
            }
        }
        let field = FloatImage(validWidth: w, height: h, channels: 3, samples: tensor)
        let centre = field.gaussianAveragedInside(sigma: orientationCentreSigma).samples
        // The surround is wide and smooth: pooled at a quarter of the size and interpolated
        // back, it is about a sixteenth of the work of pooling at full size and gave the same
        // hit rates on the tuning displays.
        let coarse = field.downscaled(toMaximumDimension: max(8, max(w, h) / 4))
        let shrink = Double(max(w, h)) / Double(max(coarse.width, coarse.height))
        let surround = coarse.gaussianAveragedInside(sigma: orientationSurroundSigma / shrink)
            .resizedBilinear(validWidth: w, height: h).samples
        var out = [Float](repeating: 0, count: w * h)
        for i in 0..<(w * h) {
            let energy = centre[3 * i + 2], around = surround[3 * i + 2]
            guard energy > 0, around > 0 else { continue }
            let dx = centre[3 * i] / energy - surround[3 * i] / around
            let dy = centre[3 * i + 1] / energy - surround[3 * i + 1] / around
            out[i] = energy.squareRoot() * (dx * dx + dy * dy).squareRoot()
        }
        return FloatImage(validWidth: w, height: h, samples: out)
    }

    private func add(_ map: FloatImage, weight: Float = 1, into total: inout FloatImage) {
        let resized = map.width == total.width && map.height == total.height
            ? map : map.resizedBilinear(validWidth: total.width, height: total.height)
        for i in 0..<total.samples.count { total.samples[i] += weight * resized.samples[i] }
    }

    /// A conspicuity map scaled by its promotion factor but kept on its own scale, so that a
    /// channel where nothing responded stays weak.
    static func scaledByPromotion(_ map: FloatImage, radius: Int) -> FloatImage {
        let factor = PeakNormalization.promotion(map, radius: radius)
        return map.mapSamples { $0 * factor }
    }
}
