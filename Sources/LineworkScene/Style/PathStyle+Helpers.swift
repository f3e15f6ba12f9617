#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ready-made stroke styles for the ways Linework colours line art: by sweep setting (a colour
/// ramp over an index), by hierarchy depth, and by a per-path weight such as saliency.
extension PathStyle {
    /// `base` recoloured from a colour map by position in a sequence, e.g. one colour per
    /// sweep setting.
    ///
    /// - Parameters:
    ///   - index: position in 0..<count (clamped).
    ///   - count: number of items; with one item the ramp's start colour is used.
    ///   - colorMap: default viridis (perceptually ordered, see `ColorMap`).
    ///   - range: the part of the map to use; default 0...0.9, which leaves out viridis's
    ///     pale yellow end, hard to see on white paper.
    ///   - base: the style to recolour; default `.ink`.
    /// - Returns: `base` with its stroke colour (and fill, when it has one) from the map;
    ///   the base colour's alpha is kept.
    public static func ramp(index: Int, count: Int, colorMap: ColorMap = .viridis,
                            range: ClosedRange<Double> = 0...0.9, base: PathStyle = .ink) -> PathStyle {
        let position = count > 1 ? Double(min(max(index, 0), count - 1)) / Double(count - 1) : 0
        return base.recoloured(colorMap.color(at: range.lowerBound + position * (range.upperBound - range.lowerBound)))
    }

    /// `base` thinned by hierarchy depth: outer contours (depth 0) keep the full width and each
    /// level of nesting multiplies it by `decay`, never below `minimumFactor` — so holes and
    /// inner details recede behind silhouettes.
    ///
    /// - Parameters:
    ///   - depth: 0 for top-level contours, 1 for their holes, and so on (negative counts as 0).
    ///   - base: default `.ink`.
    ///   - decay: width factor per level, in (0, 1]; default 0.7.
    ///   - minimumFactor: the smallest factor; default 0.3, so deep details stay visible.
    public static func depth(_ depth: Int, base: PathStyle = .ink, decay: Double = 0.7,
                             minimumFactor: Double = 0.3) -> PathStyle {
        var style = base
        let factor = max(pow(decay, Double(max(depth, 0))), minimumFactor)
        style.width = base.width.scaled(by: factor)
        return style
    }

    /// This style modulated by a weight in [0, 1] (clamped; NaN counts as 0), e.g. the
    /// saliency under a contour: see `WeightMapping` for what the weight controls.
    public func weighted(_ weight: Double, by mapping: WeightMapping = WeightMapping()) -> PathStyle {
        let w = weight.isNaN ? 0 : min(max(weight, 0), 1)
        var style = self
        if let range = mapping.widthFactor {
            style.width = width.scaled(by: range.lowerBound + w * (range.upperBound - range.lowerBound))
        }
        if let range = mapping.opacity {
            style.opacity = opacity * (range.lowerBound + w * (range.upperBound - range.lowerBound))
        }
        if let map = mapping.colorMap {
            style = style.recoloured(map.color(at: w))
        }
        return style
    }

    /// The style with stroke and fill colours replaced by `color`, keeping their alphas.
    func recoloured(_ color: Color) -> PathStyle {
        var style = self
        style.stroke = stroke.map { color.withOpacity($0.alpha) }
        style.fill = fill.map { color.withOpacity($0.alpha) }
        return style
    }
}
