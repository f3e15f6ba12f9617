import LineworkImage

/// A saliency map shown over the picture.
///
/// The map (one channel, row-major, top row first, values in [0, 1]; outside values are
/// clamped and NaN counts as 0) may be any size, typically 68 × 68: it is upsampled
/// bilinearly with aligned pixel centres to the scene's source size, colour-mapped, and
/// blended over what lies beneath (the background).
public struct HeatmapOverlay: Sendable, Equatable {
    /// How the colour-mapped heatmap combines with the picture under it.
    public enum Blend: Sendable, Equatable {
        /// The heatmap painted with a constant opacity in [0, 1].
        case alpha(Double)
        /// Each pixel's opacity is its value times the given maximum, so non-salient areas
        /// leave the photo untouched and hot spots glow.
        case valueAlpha(Double)
        /// Cairo's `CAIRO_OPERATOR_HSL_HUE` (the PDF/CSS "hue" blend mode): the heatmap's hue with
        /// the photo's saturation and luminosity, at the given opacity. The photo's detail shows
        /// through entirely — but a gray photo has no saturation, so nothing changes; use
        /// `.color` there.
        case hue(Double)
        /// Cairo's `CAIRO_OPERATOR_HSL_COLOR`: the heatmap's hue and saturation with the photo's
        /// luminosity, at the given opacity; works on gray photos too.
        case color(Double)

        package var opacity: Double {
            switch self {
            case .alpha(let o), .valueAlpha(let o), .hue(let o), .color(let o): return o
            }
        }
    }

    /// The saliency values.
    public var map: FloatImage
    /// Default `.jet`, the look of published saliency figures on photos (see `ColorMap`).
    public var colorMap: ColorMap
    /// Default `.valueAlpha(0.75)`.
    public var blend: Blend

    /// Creates an overlay of `map` (values in [0, 1]) coloured with `colorMap` (default `.jet`) and blended by `blend` (default `.valueAlpha(0.75)`).
    public init(map: FloatImage, colorMap: ColorMap = .jet, blend: Blend = .valueAlpha(0.75)) {
        self.map = map
        self.colorMap = colorMap
        self.blend = blend
    }
}
