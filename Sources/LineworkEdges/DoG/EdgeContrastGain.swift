import Foundation
import LineworkImage

/// How much the XDoG sharpening is raised on a low-contrast image, so that the same scene at a
/// fraction of its contrast draws nearly the same lines (issue 34).
///
/// XDoG thresholds p·DoG at a fixed ε, so its line test is absolute: an L\* step of about 11.
/// A faded or foggy photo, a lunar surface or a portrait at 35% contrast has few steps that
/// large, and the drawing comes out nearly blank. The gain g, by which p is multiplied, is the
/// larger of two estimates of how much contrast the image lacks:
/// - edge contrast: `reference` / c, c the 99th percentile of the structure tensor's √λ₁
///   (`TangentFlow.contrast`). Every DoG scales with the image's contrast, so the gained
///   response is the one of an image whose edges reach `reference`; at and above it, g = 1.
/// - tonal range: (`referenceSpread` / s)^`spreadExponent`, s the largest spread of L\*, and of
///   a\* and b\* weighted as in the line test, between their 1st and 99th percentiles
///   (`spread(of:chromaWeight:)`). Photos span 48–124; a copy at contrast f spans f times its
///   original's.
/// g is clamped to 1…`maximumGain`. Why both: the edge estimate alone restores a low copy only
/// up to `reference`, so the copy of a photo whose edges are stronger than that is drawn at
/// less than its contrast — the astronaut (c 203) at 35% was drawn as at 74%, and its nose's
/// soft shading fell below the threshold (0.55 of the reference's nose strokes). The tonal
/// range tells a compressed copy from a photo with soft edges, which the edge estimate cannot.
enum EdgeContrastGain {
    /// The quantile of √λ₁ taken as the image's edge contrast: 0.99, the strongest 1% of the
    /// pixels, which lie on its main edges in photos (edges cover 5–20% of a photo's pixels)
    /// and on the shapes of a generated scene with a few objects.
    static let percentile: Float = 0.99
    /// The edge contrast at and above which the edge estimate is 1: 150. The bundled photos at
    /// 512 px measure 92 (chelsea) to 225 (horse), median 150; their 35% copies 30–76. At 150
    /// the 35% copies get gains 2.0–4.0, bringing their contrast back to 0.7–1.0 of the
    /// original's, while only chelsea (1.63), text (1.41), camera (1.08) and coins (1.04)
    /// change at full contrast. (Measured with a numpy model of the tensor: OpenCV's Sobel and
    /// Gaussian on Lab; `Scripts/run-art-benchmark` shows the drawings.)
    static let reference: Float = 150
    /// The spread at and above which the tonal estimate is 1: 85. The bundled photos at 512 px
    /// span 48 (text: L\*), 63 (chelsea), 78 (coins), 90–100 (camera, coffee, horse, rocket's
    /// b\*) and 124 (astronaut's b\*); their 35% copies 16–42. Rocket must stay at gain 1: its
    /// doubled ink at full contrast is 0.087 at gain 1, 0.10 at 1.05 and 0.11 at 1.28.
    static let referenceSpread: Float = 85
    /// The power of the tonal estimate: 1.35. With exponent 1 a 35% copy of a photo spanning
    /// 124 would be raised by 2 only, as if its original spanned 85; the power brings the
    /// astronaut's copy (spread 42) to 2.6 of the 2.9 that undoes its compression, and the nose
    /// back to 0.8–0.95 of the reference's strokes (from a gain of 2.3 up; 0.52 at 2.2).
    static let spreadExponent: Float = 1.35
    /// The largest gain: 4, a contrast of 25% restored; beyond it sensor noise and JPEG blocks
    /// would be drawn as lines.
    static let maximumGain: Float = 4
    /// The L\* percentiles whose difference is the tonal spread: 1 and 99, so that a few
    /// specular highlights or black pixels do not count.
    static let spreadPercentiles: (low: Float, high: Float) = (0.01, 0.99)

    /// The gain for an image of edge contrast `contrast` and L\* spread `spread`.
    static func gain(contrast: Float, spread: Float) -> Float {
        let edge: Float = contrast > 0 ? reference / contrast : 1
        let tonal: Float = spread > 0 ? pow(referenceSpread / spread, spreadExponent) : 1
        // A uniform image (both 0) has nothing to raise.
        guard contrast > 0 || spread > 0 else { return 1 }
        return Swift.min(maximumGain, Swift.max(1, Swift.max(edge, tonal)))
    }

    /// The tonal spread of `lab`: the largest of the spreads of L\*, w·a\* and w·b\* between
    /// their `spreadPercentiles`, in Lab units, from histograms of 0.1-unit bins; `chromaWeight`
    /// is w (0 for gray images, or when chroma is off). O(pixels).
    ///
    /// Why chroma counts: an image of two isoluminant colours has no L\* spread, yet its
    /// boundaries are as strong as any (`XDoGThreshold`'s chroma term); on L\* alone it was
    /// sharpened 4 times and its texture drawn (isoluminant boundaries F 0.45–0.50 on a
    /// textured ground, from 0.9 and above). A low-contrast copy compresses every channel.
    static func spread(of lab: LabImage, chromaWeight: Float) -> Float {
        // Bins of 0.1 over −150…150 (L* 0…100, a* and b* of sRGB colours within ±130).
        let bins = 3001, offset: Float = 150
        var histograms = [LevelHistogram](repeating: LevelHistogram(bins: bins), count: 3)
        let channels = chromaWeight > 0 ? 3 : 1
        lab.plane.withUnsafeImage { origin, stride in
            for y in 0..<lab.height {
                let row = origin + y &* stride
                for x in 0..<lab.width {
                    let pixel = row[x]
                    for c in 0..<channels {
                        let bin = Int(((pixel[c] + offset) * 10).rounded())
                        histograms[c].add(bin)
                    }
                }
            }
        }
        let total = lab.width * lab.height
        func quantile(_ histogram: LevelHistogram, _ q: Float) -> Float {
            let rank = Swift.max(1, Int((q * Float(total)).rounded(.up)))
            return histogram.bin(atRank: rank).map { Float($0) / 10 - offset } ?? offset
        }
        var widest: Float = 0
        for c in 0..<channels {
            let range = quantile(histograms[c], spreadPercentiles.high) - quantile(histograms[c], spreadPercentiles.low)
            widest = Swift.max(widest, c == 0 ? range : chromaWeight * range)
        }
        return widest
    }
}
