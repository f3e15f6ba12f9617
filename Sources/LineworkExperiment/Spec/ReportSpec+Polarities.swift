extension ReportSpec {
    /// The sweep's polarity as a spec writes it: `lightOnDark: true` (one polarity) or a list,
    /// `lightOnDark: [false, true]`, which compares both: every pivot × adjustment setting is
    /// traced once per value, and the page shows one grid per polarity.
    public struct Polarities: Codable, Sendable, Equatable {
        /// The `lightOnDark` values, in the spec's order.
        public var values: [Bool]

        /// Creates a polarity axis from its values.
        public init(_ values: [Bool]) { self.values = values }

        /// Reads one Boolean or a list of them.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let list = try? container.decode([Bool].self) {
                values = list
            } else {
                values = [try container.decode(Bool.self)]
            }
        }

        /// Writes one Boolean when there is one value, else the list.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if values.count == 1 { try container.encode(values[0]) } else { try container.encode(values) }
        }
    }
}
