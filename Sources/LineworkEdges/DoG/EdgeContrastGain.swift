/// How much the XDoG sharpening is raised on a low-contrast image, so that the same scene at a
/// fraction of its contrast draws nearly the same lines (issue 34).
///
/// XDoG thresholds p·DoG at a fixed ε, so its line test is absolute: an L\* step of about 11.
/// A faded or foggy photo, a lunar surface or a portrait at 35% contrast has few steps that
/// large, and the drawing comes out nearly blank. The gain divides the image's own edge
/// contrast out instead: g = clamp(`reference` / c, 1, `maximumGain`), c the 99th percentile
/// of the structure tensor's √λ₁ (`TangentFlow.contrast`), and p becomes g·p. Every DoG and
/// every gradient scales with the image's contrast, so for a copy at a contrast factor f ≥
/// c / (g_max · reference) the gained response is the original's (up to 8-bit rounding), and
/// at full contrast an image at or above the reference is unchanged (g = 1).
enum EdgeContrastGain {
    /// The quantile of √λ₁ taken as the image's edge contrast: 0.99, the strongest 1% of the
    /// pixels, which lie on its main edges in photos (edges cover 5–20% of a photo's pixels)
    /// and on the shapes of a generated scene with a few objects.
    static let percentile: Float = 0.99
    /// The edge contrast at and above which the gain is 1: 150. The bundled photos at 512 px
    /// measure 92 (chelsea) to 225 (horse), median 150; their 35% copies 30–76. At 150 the 35%
    /// copies get gains 2.0–4.0, bringing their contrast back to 0.7–1.0 of the original's,
    /// while only chelsea (1.63), text (1.41), camera (1.08) and coins (1.04) change at full
    /// contrast. (Measured with a numpy model of the tensor: OpenCV's Sobel and Gaussian on
    /// Lab; `Scripts/run-art-benchmark` shows the drawings.)
    static let reference: Float = 150
    /// The largest gain: 4, a contrast of 25% restored; beyond it sensor noise and JPEG blocks
    /// would be drawn as lines.
    static let maximumGain: Float = 4

    /// The gain for an image of edge contrast `contrast`.
    static func gain(contrast: Float) -> Float {
        guard contrast > 0 else { return 1 }
        return Swift.min(maximumGain, Swift.max(1, reference / contrast))
    }
}
