/// A `DecodingError` from a YAML document (a report spec, a preset) as a user reads it: the
/// dotted path of the value at fault (`art.strokeWidth`, `images[2]`) and what was wrong, on
/// one line.
public struct DecodingProblem: Sendable, Equatable, CustomStringConvertible {
    /// The dotted path of the value at fault; empty for the document itself.
    public var path: String
    /// What was wrong, one line.
    public var message: String

    /// The problem `error` names.
    public init(_ error: DecodingError) {
        func dotted(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(let type, let context):
            self.init(path: dotted(context.codingPath), message: "expected \(Self.typeName(type))")
        case .valueNotFound(let type, let context):
            self.init(path: dotted(context.codingPath), message: "expected \(Self.typeName(type)), found nothing")
        case .keyNotFound(let key, let context):
            self.init(path: dotted(context.codingPath), message: "missing key \(key.stringValue)")
        case .dataCorrupted(let context):
            self.init(path: dotted(context.codingPath), message: Self.oneLine(context.debugDescription))
        @unknown default:
            self.init(path: "", message: Self.oneLine(error))
        }
    }

    /// A problem of `path` and `message`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// "path: message", or the message alone for the document itself.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// What a value of `type` is called in a message.
    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type: return "a number"
        case is Int.Type: return "an integer"
        case is Bool.Type: return "true or false"
        case is [String].Type: return "a list of strings"
        default: return "a mapping"
        }
    }

    /// Any error text squeezed onto one line.
    public static func oneLine(_ value: Any) -> String {
        "\(value)".split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
    }
}
