import LineworkCore

/// A crop's aspect ratio W:H, reduced to lowest terms (16:9, 1:1 …).
public struct AspectRatio: Sendable, Equatable, CustomStringConvertible {
    /// The width term W, in lowest terms.
    public let width: Int
    /// The height term H, in lowest terms.
    public let height: Int

    /// Creates the ratio `width`:`height`, reduced to lowest terms.
    ///
    /// - Throws: `LineworkError.invalidOption` unless both terms are positive integers.
    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0 else {
            throw LineworkError.invalidOption(name: "aspect", value: "\(width):\(height)",
                                              allowed: "both terms must be positive integers, as in 16:9")
        }
        let divisor = Self.gcd(width, height)
        self.width = width / divisor
        self.height = height / divisor
    }

    /// Parses "W:H" (also "WxH" and "W/H").
    /// - Throws: `LineworkError.invalidOption` naming `aspect` and the allowed form.
    public init(parsing text: String) throws {
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "x" || $0 == "/" }).map(String.init)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0, w <= 100_000, h <= 100_000 else {
            throw LineworkError.invalidOption(name: "aspect", value: text,
                                              allowed: "expected W:H with positive integers up to 100000, as in 16:9")
        }
        try self.init(width: w, height: h)
    }

    /// The ratio written `W:H`, e.g. `16:9`.
    public var description: String { "\(width):\(height)" }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
