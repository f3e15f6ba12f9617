import LineworkSaliency

/// A model's name in a report's results: a built-in `SaliencyModel`'s raw value
/// (`attention`, …) or the name of one of the spec's own models (`OwnModel.name`). It is
/// stored as its text.
public struct ModelName: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// The name as the page, results.json and results.csv write it.
    public var rawValue: String

    /// Creates a name from its text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The name of a built-in model.
    public init(_ model: SaliencyModel) { rawValue = model.rawValue }

    /// The name's text.
    public var description: String { rawValue }
}
