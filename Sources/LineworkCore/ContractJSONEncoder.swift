/// Writes an `Encodable` document as the contract's JSON text (`docs/CONTRACT.md`), streaming
/// into one `JSONBuilder`: the documents are the one definition of what each command writes,
/// and this turns them into text without a second, hand-written list of keys.
///
/// The text is deterministic, which `JSONEncoder` without `.sortedKeys` does not promise, and
/// compact, as the contract has always been written:
/// - an object's keys come in the order its `encode(to:)` writes them (a synthesised
///   conformance writes them in declaration order), and a `nil` optional is left out unless
///   the type encodes it explicitly (`null`);
/// - a dictionary with `String` keys is written with its keys sorted;
/// - numbers use Swift's shortest round-trip form, a non-finite `Double` becomes `null`, and a
///   `DocumentPoint` whose coordinates are whole numbers is written as integers (`[3,4]`: pixel
///   points, as the tracers produce them);
/// - each element of an array, and each entry of a dictionary, that is a field of the top-level
///   object and holds objects starts a new line (one contour, stroke, person or image per
///   line), so large documents stay greppable.
///
/// It writes millions of points of a 12-megapixel trace without boxing them: arrays of
/// `DocumentPoint`, numbers and strings take a direct path.
public struct ContractJSONEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// The JSON text of one of the contract's documents, whose encodings never throw.
    package func text<Document: ContractDocument>(of document: Document) -> String {
        do {
            return try encode(document)
        } catch {
            preconditionFailure("a contract document failed to encode: \(error)")
        }
    }

    /// The JSON text of `value`, with a final newline.
    ///
    /// - Throws: whatever `value`'s `encode(to:)` throws (the contract's documents never do).
    public func encode<Value: Encodable>(_ value: Value) throws -> String {
        let writer = ContractJSONWriter()
        try writer.write(value, codingPath: [])
        writer.close(to: 0)
        return writer.out.text
    }
}

/// The state the containers of one `ContractJSONEncoder.encode` share: the text written so far
/// and the brackets still open, innermost last.
final class ContractJSONWriter {
    var out = JSONBuilder()
    /// Open brackets: the closing character, and whether the container breaks lines.
    private var open: [(closer: Character, breaksLines: Bool, wroteElement: Bool)] = []

    /// How many brackets are open.
    var depth: Int { open.count }

    /// Opens `{` or `[`; an array that is a field of the top-level object and holds objects
    /// puts each element on its own line (`breaksLines`).
    func openBracket(_ bracket: Character, breaksLines: Bool = false) {
        out.open(bracket)
        open.append((bracket == "{" ? "}" : "]", breaksLines, false))
    }

    /// Closes brackets until `depth` are left: a nested container ends when its parent goes on.
    func close(to depth: Int) {
        while open.count > depth {
            let last = open.removeLast()
            if last.breaksLines && last.wroteElement { out.newline() }
            out.close(last.closer)
        }
    }

    /// Marks the start of an element in the container at `depth`: a line break before an
    /// object or array in an array that breaks lines (numbers and points stay on the line).
    func element(at depth: Int, scalar: Bool = true) {
        close(to: depth)
        guard !scalar, depth > 0, open[depth - 1].breaksLines else { return }
        out.lineBreak()
        open[depth - 1].wroteElement = true
    }

    /// Writes `value`: scalars, point arrays and string-keyed dictionaries directly, anything
    /// else through its `encode(to:)`.
    func write<Value: Encodable>(_ value: Value, codingPath: [any CodingKey]) throws {
        switch value {
        case let number as Double: out.number(number)
        case let number as Float: out.number(Double(number))
        case let number as Int: out.number(number)
        case let number as Int32: out.number(Int(number))
        case let flag as Bool: out.bool(flag)
        case let text as String: out.string(text)
        case let points as [DocumentPoint]:
            out.open("[")
            for point in points { write(point) }
            out.close("]")
        case let point as DocumentPoint: write(point)
        case let dictionary as any StringKeyedEncodable:
            let depth = self.depth
            // A field of the top-level object that maps names to objects: one entry a line.
            openBracket("{", breaksLines: depth == 1 && !dictionary.holdsScalars)
            try dictionary.encodeSorted(into: self, codingPath: codingPath)
            close(to: depth)
        default:
            let depth = self.depth
            try value.encode(to: ContractJSONEncoding(writer: self, codingPath: codingPath))
            close(to: depth)
        }
    }

    /// Whether `value` is written on the line it starts: a number, string, flag or point.
    static func isScalar<Value>(_ value: Value) -> Bool {
        value is Double || value is Float || value is Int || value is Int32 || value is Bool || value is String
            || value is DocumentPoint
    }

    /// `[x,y]`, as integers when both are whole numbers within ±2⁵³.
    private func write(_ point: DocumentPoint) {
        func whole(_ v: Double) -> Bool { v == v.rounded() && abs(v) <= 9_007_199_254_740_992 }
        if whole(point.x) && whole(point.y), let x = Int32(exactly: point.x), let y = Int32(exactly: point.y) {
            out.pair(x, y)
        } else {
            out.open("[")
            out.number(point.x)
            out.number(point.y)
            out.close("]")
        }
    }
}

/// A dictionary keyed by strings, written with its keys sorted.
protocol StringKeyedEncodable {
    /// Whether the values are written on the line (numbers, strings, flags, points).
    var holdsScalars: Bool { get }
    func encodeSorted(into writer: ContractJSONWriter, codingPath: [any CodingKey]) throws
}

extension Dictionary: StringKeyedEncodable where Key == String, Value: Encodable {
    var holdsScalars: Bool { values.allSatisfy { ContractJSONWriter.isScalar($0) } }

    func encodeSorted(into writer: ContractJSONWriter, codingPath: [any CodingKey]) throws {
        let depth = writer.depth
        for name in keys.sorted() {
            writer.element(at: depth, scalar: false)
            writer.out.key(name)
            try writer.write(self[name]!, codingPath: codingPath + [ContractJSONKey(name)])
        }
    }
}

/// A key made from a string or an index, for coding paths.
struct ContractJSONKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ string: String) { (stringValue, intValue) = (string, nil) }
    init(stringValue: String) { self.init(stringValue) }
    init(intValue: Int) { (stringValue, self.intValue) = ("\(intValue)", intValue) }
}

/// The `Encoder` a value's `encode(to:)` is handed.
struct ContractJSONEncoding: Encoder {
    let writer: ContractJSONWriter
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        writer.openBracket("{")
        return KeyedEncodingContainer(Keyed<Key>(writer: writer, codingPath: codingPath, depth: writer.depth))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        // Fields of the top-level object (depth 1) put each element on its own line.
        writer.openBracket("[", breaksLines: writer.depth == 1)
        return Unkeyed(writer: writer, codingPath: codingPath, depth: writer.depth)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(writer: writer, codingPath: codingPath)
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let writer: ContractJSONWriter
        let codingPath: [any CodingKey]
        let depth: Int

        mutating func encodeNil(forKey key: Key) throws {
            writer.element(at: depth)
            writer.out.key(key.stringValue)
            writer.out.raw("null")
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            writer.element(at: depth)
            writer.out.key(key.stringValue)
            try writer.write(value, codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            writer.element(at: depth)
            writer.out.key(key.stringValue)
            return ContractJSONEncoding(writer: writer, codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            writer.element(at: depth)
            writer.out.key(key.stringValue)
            return ContractJSONEncoding(writer: writer, codingPath: codingPath + [key]).unkeyedContainer()
        }

        /// The superclass's encoder, under the key "super" (as `JSONEncoder` writes it; not
        /// through `Key`, which need not have such a case).
        mutating func superEncoder() -> any Encoder {
            writer.element(at: depth)
            writer.out.key("super")
            return ContractJSONEncoding(writer: writer, codingPath: codingPath + [ContractJSONKey("super")])
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            writer.element(at: depth)
            writer.out.key(key.stringValue)
            return ContractJSONEncoding(writer: writer, codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let writer: ContractJSONWriter
        let codingPath: [any CodingKey]
        let depth: Int
        private(set) var count = 0

        init(writer: ContractJSONWriter, codingPath: [any CodingKey], depth: Int) {
            (self.writer, self.codingPath, self.depth) = (writer, codingPath, depth)
        }

        mutating func encodeNil() throws {
            writer.element(at: depth)
            writer.out.raw("null")
            count += 1
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            writer.element(at: depth, scalar: ContractJSONWriter.isScalar(value))
            try writer.write(value, codingPath: codingPath + [ContractJSONKey(intValue: count)])
            count += 1
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            writer.element(at: depth, scalar: false)
            count += 1
            return ContractJSONEncoding(writer: writer, codingPath: codingPath + [ContractJSONKey(intValue: count - 1)])
                .container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            writer.element(at: depth, scalar: false)
            count += 1
            return ContractJSONEncoding(writer: writer, codingPath: codingPath + [ContractJSONKey(intValue: count - 1)])
                .unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            writer.element(at: depth)
            count += 1
            return ContractJSONEncoding(writer: writer, codingPath: codingPath + [ContractJSONKey(intValue: count - 1)])
        }
    }

    struct Single: SingleValueEncodingContainer {
        let writer: ContractJSONWriter
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws { writer.out.raw("null") }

        mutating func encode<T: Encodable>(_ value: T) throws { try writer.write(value, codingPath: codingPath) }
    }
}
