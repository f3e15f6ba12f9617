/// The coding of an enum case with fields in an options document: a one-key mapping from the
/// case's name to its fields (`photo: {fade: 0.7}`), beside the plain case names
/// (`white`) of the cases without fields.
///
/// Options types that are enums with payloads (`ArtOptions.Backdrop`, `ArtOptions.Sheet`,
/// `Thresholding`, `Page.Size`) code themselves with it, so a YAML preset and a JSON document
/// write every option the same way: a scalar, or a mapping of field names.
public struct CaseCoding {
    /// A coding key made from any string: a case's name or one of its fields.
    public struct Key: CodingKey, Hashable, Sendable {
        public var stringValue: String
        public var intValue: Int? { nil }
        public init(_ name: String) { stringValue = name }
        public init?(stringValue: String) { self.stringValue = stringValue }
        public init?(intValue: Int) { nil }
    }

    /// The case's name and a container of its fields, or the plain name with no container.
    public let name: String
    /// The case's fields, when the value was written as a mapping; nil for a plain name.
    public let fields: KeyedDecodingContainer<Key>?

    /// Reads a case name or a one-key mapping from `decoder`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for anything else (a number, a list, a mapping
    ///   of several keys), naming the cases allowed.
    public init(from decoder: any Decoder, cases: [String]) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            self.name = name
            fields = nil
        } else if let mapping = try? decoder.container(keyedBy: Key.self), mapping.allKeys.count == 1,
                  let key = mapping.allKeys.first {
            name = key.stringValue
            fields = try mapping.nestedContainer(keyedBy: Key.self, forKey: key)
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "must be one of \(cases.joined(separator: ", ")), or one of them with its fields"))
        }
        guard cases.contains(name) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "'\(name)' is not one of \(cases.joined(separator: ", "))"))
        }
    }

    /// The field `name` of the case, or `fallback` when the value was a plain name or leaves
    /// the field out.
    public func field<T: Decodable>(_ name: String, default fallback: T) throws -> T {
        try fields?.decodeIfPresent(T.self, forKey: Key(name)) ?? fallback
    }

    /// Checks that the case's mapping holds no field outside `names`.
    public func checkFields(_ names: [String]) throws {
        guard let fields else { return }
        if let unknown = fields.allKeys.first(where: { !names.contains($0.stringValue) }) {
            throw DecodingError.dataCorrupted(.init(codingPath: fields.codingPath + [unknown],
                                                    debugDescription: "'\(name)' has no field '\(unknown.stringValue)'; its fields: \(names.joined(separator: ", "))"))
        }
    }

    /// Writes a plain case name.
    public static func encode(_ name: String, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// Writes a case with its fields, as `{name: {field: value, …}}`.
    public static func encode(_ name: String, fields: (inout KeyedEncodingContainer<Key>) throws -> Void,
                              to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key(name))
        try fields(&nested)
    }

    /// Checks that the mapping `decoder` reads holds no key outside `allowed`, for a type that
    /// takes a partial mapping (each field left out keeps its default).
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the first unknown key and the allowed ones.
    public static func checkKeys(of decoder: any Decoder, allowed: [String]) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let unknown = container.allKeys.first(where: { !allowed.contains($0.stringValue) }) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [unknown],
                                                    debugDescription: "is not a field; the fields: \(allowed.joined(separator: ", "))"))
        }
    }
}
