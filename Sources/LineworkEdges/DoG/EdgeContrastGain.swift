import Foundation

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
/// - tonal range: (`referenceSpread` / s)^`spreadExponent`, s the spread of L\* between its
///   1st and 99th percentiles (`lightnessSpread`). Photos span 48–100 L\*; a copy at contrast
///   f spans f times its original's.
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
    /// The L\* spread at and above which the tonal estimate is 1: 70. The bundled photos at
    /// 512 px span 48 (text) to 100 (horse), rocket 70; their 35% copies 16–35.
    static let referenceSpread: Float = 70
    /// The power of the tonal estimate: 1.35. With exponent 1 a 35% copy of a photo spanning
    /// 100 would be raised by 2 only, as if its original spanned 70; the power brings the
    /// astronaut's copy (spread 35) to 2.6 of the 2.9 that undoes its compression, and the nose
    /// back to 0.8–0.95 of the reference's strokes (from 2.3 up; 0.52 at 2.2). Below 1.35 the
    /// reference spread would have to rise above rocket's 70, and rocket at full contrast, whose
    /// doubled ink is 0.087 at gain 1, reaches 0.10 at 1.05 and 0.11 at 1.28.
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

    /// The spread of `lab`'s L\* between its `spreadPercentiles`, in L\* units (0…100), from a
    /// histogram of 0.1-unit bins. O(pixels).
    static func lightnessSpread(of lab: LabImage) -> Float {
        let bins = 1001
        var histogram = [Int](repeating: 0, count: bins)
        lab.plane.withUnsafeImage { origin, stride in
            for y in 0..<lab.height {
                let row = origin + y &* stride
                for x in 0..<lab.width {
                    histogram[Swift.min(bins - 1, Swift.max(0, Int((row[x].x * 10).rounded())))] &+= 1
                }
            }
        }
        let total = lab.width * lab.height
        func quantile(_ q: Float) -> Float {
            let rank = Swift.max(1, Int((q * Float(total)).rounded(.up)))
            var seen = 0
            for (bin, count) in histogram.enumerated() {
                seen &+= count
                if seen >= rank { return Float(bin) / 10 }
            }
            return 100
        }
        return quantile(spreadPercentiles.high) - quantile(spreadPercentiles.low)
    }
}
