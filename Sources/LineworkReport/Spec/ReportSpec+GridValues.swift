extension ReportSpec {
    /// A grid axis as a spec writes it: `FROM:TO:STEP` text, one number, or a YAML list of
    /// numbers (kept as its text, `[0.3, 0.45]`). `StrideSpec(parsing:)` reads all three.
    public struct GridValues: Codable, Sendable, Equatable, ExpressibleByStringLiteral {
        public var text: String

        public init(_ text: String) { self.text = text }

        public init(stringLiteral value: String) { text = value }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let list = try? container.decode([Double].self) {
                text = "[" + list.map { "\($0)" }.joined(separator: ", ") + "]"
            } else {
                text = try container.decode(String.self)
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }
}
