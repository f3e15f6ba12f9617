/// An sRGB colour with straight (not premultiplied) alpha, each component in [0, 1].
public struct Color: Sendable, Equatable, Hashable {
    /// Red component, 0…1 (sRGB-encoded).
    public var red: Double
    /// Green component, 0…1 (sRGB-encoded).
    public var green: Double
    /// Blue component, 0…1 (sRGB-encoded).
    public var blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque), not premultiplied into the components.
    public var alpha: Double

    /// Creates a colour from sRGB components in [0, 1]; `alpha` defaults to 1 (opaque).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a 24-bit `0xRRGGBB` literal, e.g. `Color(rgb: 0x1b1b1b)`.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with `alpha` multiplied by `opacity`.
    public func withOpacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// Relative luminance (ITU-R BT.709 weights on the sRGB-encoded values): enough to pick
    /// black or white text over a colour.
    package var luma: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    /// True when every component is finite and in [0, 1].
    var isValid: Bool {
        [red, green, blue, alpha].allSatisfy { $0.isFinite && (0...1).contains($0) }
    }

    /// Near-black ink, #1b1b1b: softer than pure black on paper and on screen, yet reads as black.
    public static let ink = Color(rgb: 0x1B1B1B)
    /// Warm paper tint, #f6f1e7, for `Background.paper`.
    public static let paper = Color(rgb: 0xF6F1E7)
    /// Opaque white, #ffffff.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque black, #000000.
    public static let black = Color(red: 0, green: 0, blue: 0)
}
