extension ReportSpec {
    /// A grid axis as a spec writes it: `FROM:TO:STEP` text, one number, or a YAML list of
    /// numbers (kept as its text, `[0.3, 0.45]`). `StrideSpec(parsing:)` reads all three.
    public struct GridValues: Codable, Sendable, Equatable, ExpressibleByStringLiteral {
        /// The axis as text: `FROM:TO:STEP`, one number, or a list written `[a, b, …]`.
        public var text: String

        /// Creates an axis from its text.
        public init(_ text: String) { self.text = text }

        /// Creates an axis from a string literal, its text.
        public init(stringLiteral value: String) { text = value }

        /// Reads a YAML string, number or list of numbers (a list is kept as `[a, b, …]` text).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let list = try? container.decode([Double].self) {
                text = "[" + list.map { "\($0)" }.joined(separator: ", ") + "]"
            } else {
                text = try container.decode(String.self)
            }
        }

        /// Writes the axis as its text.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }
}
