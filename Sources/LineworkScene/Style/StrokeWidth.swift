/// A stroke width, in one of three units.
public enum StrokeWidth: Sendable, Equatable {
    /// Source-image pixels: the line scales with the drawing (what a contour "is").
    case pixels(Double)
    /// Millimetres on the output, whatever the scale: a plotter pen's width. On an image-size
    /// canvas 1 mm is 96/25.4 CSS pixels.
    case millimetres(Double)
    /// A fraction of the source image's longer side, e.g. 0.004: the same look at any image
    /// resolution (used by overlays).
    case relative(Double)

    var value: Double {
        switch self {
        case .pixels(let v), .millimetres(let v), .relative(let v): return v
        }
    }

    /// The same unit, value multiplied by `factor`.
    func scaled(by factor: Double) -> StrokeWidth {
        switch self {
        case .pixels(let v): return .pixels(v * factor)
        case .millimetres(let v): return .millimetres(v * factor)
        case .relative(let v): return .relative(v * factor)
        }
    }
}
