import Foundation

/// A JSON document of the command-line contract (`docs/CONTRACT.md`), as Swift values.
///
/// Each stage builds its document as values (`document(…)`), and its `jsonText` is that
/// document written by `ContractJSONEncoder`: the document type is the one definition of the
/// keys, and the text cannot disagree with it. Decode what `linework` wrote with
/// `init(jsonText:)` (or any `JSONDecoder`); `ContractJSONEncoder` writes a document back
/// byte for byte as the command does. Optional fields are the keys
/// the contract writes only in some cases; `nil` means the key was absent (or `null`).
public protocol ContractDocument: Codable, Sendable, Equatable {}

extension ContractDocument {
    /// Parses contract JSON text, as `linework` writes it.
    ///
    /// - Throws: `DecodingError` when the text is not JSON of this document's shape.
    public init(jsonText: String) throws {
        self = try JSONDecoder().decode(Self.self, from: Data(jsonText.utf8))
    }
}

/// A point as the contract writes it: an `[x, y]` array of numbers.
public struct DocumentPoint: Codable, Sendable, Equatable {
    /// The first coordinate (column, or normalised x).
    public var x: Double
    /// The second coordinate (row, or normalised y).
    public var y: Double

    /// Creates the point `(x, y)`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Reads an `[x, y]` array.
    public init(from decoder: any Decoder) throws {
        var pair = try decoder.unkeyedContainer()
        x = try pair.decode(Double.self)
        y = try pair.decode(Double.self)
    }

    /// Writes an `[x, y]` array.
    public func encode(to encoder: any Encoder) throws {
        var pair = encoder.unkeyedContainer()
        try pair.encode(x)
        try pair.encode(y)
    }
}
