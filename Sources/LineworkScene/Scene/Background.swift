import LineworkImage

/// What is painted under the drawing.
public enum Background: Sendable, Equatable {
    /// Nothing: transparent PNG and SVG, a white page in PDF viewers.
    case transparent
    /// Plain white over the whole canvas.
    case white
    /// The warm paper tint `Color.paper` (#f6f1e7) over the whole canvas: softer than white
    /// for line art meant to be looked at rather than plotted.
    case paper
    /// Any solid colour over the whole canvas.
    case color(Color)
    /// The original photo under the drawing, blended toward white by `fade` (0 = the photo
    /// as it is, 1 = white), so that ink stays readable over a busy picture.
    ///
    /// The image (8-bit gray, gray + alpha, RGB or RGBA, top row first) is stretched over the
    /// source rectangle, so it may be the full-resolution photo while the scene's coordinates
    /// are those of a downscaled working image. On a page canvas it covers the drawing area only.
    case photo(Image<UInt8>, fade: Double)
}
