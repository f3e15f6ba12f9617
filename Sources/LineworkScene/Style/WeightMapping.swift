/// How a per-path weight in [0, 1] changes a style; nil leaves that property alone.
public struct WeightMapping: Sendable, Equatable, Codable {
    /// Width multiplier at weight 0 and 1; default 0.5...2 (a weak path half as wide, a strong
    /// one twice).
    public var widthFactor: ClosedRange<Double>?
    /// Opacity multiplier at weight 0 and 1; default 0.25...1, so weak paths fade but never vanish.
    public var opacity: ClosedRange<Double>?
    /// Colour from a map at the weight; default nil (keep the ink).
    public var colorMap: ColorMap?

    /// Creates a mapping; by default width ×0.5…×2 and opacity ×0.25…×1, colour unchanged.
    public init(widthFactor: ClosedRange<Double>? = 0.5...2, opacity: ClosedRange<Double>? = 0.25...1,
                colorMap: ColorMap? = nil) {
        self.widthFactor = widthFactor
        self.opacity = opacity
        self.colorMap = colorMap
    }
}
