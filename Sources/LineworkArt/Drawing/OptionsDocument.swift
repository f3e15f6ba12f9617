import Foundation
import LineworkContours
import LineworkCore
import LineworkTone
import LineworkVector
import LineworkYAML
import Yams

/// `DrawOptions` as a YAML document of its field names, partial: a preset writes only the
/// fields it changes from `DrawOptions.defaults(for:)` of its line source, and reading lays the
/// document over those defaults, field by field.
///
/// A mapping merges into the field it names; any other value (a scalar, a list, `null`)
/// replaces it. The enums with fields (`contour.threshold`, `art.backdrop`, `art.sheet`) are
/// replaced whole, as one value. An optional field that is nil in the defaults (`tone`,
/// `art.vector.mergeTolerance`) takes its mapping over the field's own defaults (`template`).
enum OptionsDocument {
    /// The fields whose mappings are one value (an enum's case with its fields), replaced
    /// whole, never merged.
    static let wholeValues: Set<String> = ["contour.threshold", "art.backdrop", "art.sheet"]

    /// `value` as a YAML node.
    static func node<Value: Encodable>(_ value: Value) throws -> Node {
        let text = try YAMLEncoder().encode(value)
        return try Yams.compose(yaml: text) ?? Node("")
    }

    /// Every field a document may hold, with a value: the defaults with each optional field
    /// filled in, so that its keys are known too.
    static func template(for lines: DrawOptions.Lines) throws -> Node {
        var options = DrawOptions.defaults(for: lines)
        options.tone = options.tone ?? HatchOptions(style: .hatch)
        options.adaptiveWhenUneven = options.adaptiveWhenUneven ?? AdaptiveThreshold()
        options.bundles = options.bundles ?? BundleMerger()
        options.art.vector.curves = try options.art.vector.curves ?? CurveFitter()
        options.art.vector.smoothing = options.art.vector.smoothing ?? PathSmoothing()
        options.art.vector.mergeTolerance = options.art.vector.mergeTolerance ?? 1
        return try node(options)
    }

    /// Why a document was refused: the dotted path of the field at fault and what is wrong.
    struct Problem: Error {
        let path: String
        let message: String
    }

    /// `document` laid over `base`, checked against `template`'s fields.
    ///
    /// - Throws: `Problem` for a key that is not a field where it stands.
    static func merged(_ document: Node, onto base: Node?, template: Node?, path: [String] = []) throws -> Node {
        let dotted = path.joined(separator: ".")
        guard case .mapping(let changes) = document, !wholeValues.contains(dotted), let fields = template?.mapping else {
            return document
        }
        var result = base?.mapping ?? fields
        for (keyNode, value) in changes {
            guard let key = keyNode.string, let fieldTemplate = fields[key] else {
                let known = Array(fields.keys.compactMap(\.string))
                let name = keyNode.string ?? "(a \(keyNode.kindName))"
                let hint = NameSuggestions.hint(for: name, among: known)
                throw Problem(path: (path + [name]).joined(separator: "."),
                              message: "is not a field of \(dotted.isEmpty ? "DrawOptions" : dotted)" + (hint.isEmpty ? "" : "; \(hint)"))
            }
            result[key] = try merged(value, onto: result[key], template: fieldTemplate, path: path + [key])
        }
        return .mapping(result)
    }

    /// The fields of `value` that differ from `base`, as a document that `merged` lays back
    /// over `base` to give `value`; nil when they are equal.
    static func difference(_ value: Node?, from base: Node?, template: Node?, path: [String] = []) -> Node? {
        guard let value else { return base == nil ? nil : Node("null", Tag(.null), .plain) }
        if value == base { return nil }
        let dotted = path.joined(separator: ".")
        guard case .mapping(let fields) = value, !wholeValues.contains(dotted),
              let templateFields = template?.mapping else {
            return value
        }
        // Over a field that was nil, the mapping is laid on the template: write what differs
        // from it, and always the first field, so the mapping says the field is there.
        let reference = base?.mapping ?? templateFields
        var changes: [(Node, Node)] = []
        for (index, (keyNode, field)) in fields.enumerated() {
            guard let key = keyNode.string else { continue }
            let change = difference(field, from: reference[key], template: templateFields[key], path: path + [key])
            if let change { changes.append((keyNode, change)) } else if index == 0 && base == nil { changes.append((keyNode, field)) }
        }
        if let baseFields = base?.mapping {
            for (keyNode, _) in baseFields {
                guard let key = keyNode.string, fields[key] == nil else { continue }
                changes.append((keyNode, Node("null", Tag(.null), .plain)))
            }
        }
        return changes.isEmpty ? nil : .mapping(Node.Mapping(changes))
    }

    /// The options `document` stands for: laid over the defaults of its line source (or of
    /// `lines` when given, which wins over the document's), decoded and checked.
    ///
    /// - Throws: `Problem` for an unknown field or a value of the wrong kind;
    ///   `LineworkError.invalidOption` from `DrawOptions.validate()` for a value out of range.
    static func options(_ document: Node, lines override: DrawOptions.Lines? = nil) throws -> DrawOptions {
        let lines = try override ?? lineSource(of: document)
        let merged = try self.merged(document, onto: try node(DrawOptions.defaults(for: lines)), template: try template(for: lines))
        var options: DrawOptions
        do {
            options = try YAMLDecoder().decode(DrawOptions.self, from: merged)
        } catch let error as DecodingError {
            throw Problem(error)
        }
        options.lines = lines
        try options.validate()
        return options
    }

    /// The document's `lines`, or `.edges` when it names none.
    static func lineSource(of document: Node) throws -> DrawOptions.Lines {
        guard let value = document.mapping?["lines"] else { return .edges }
        guard let name = value.string, let lines = DrawOptions.Lines(rawValue: name) else {
            throw Problem(path: "lines", message: "\(value.string.map { "'\($0.prefix(40))' " } ?? "")must be one of \(DrawOptions.Lines.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return lines
    }

    /// The document of `options`: `lines`, then the fields that differ from its defaults.
    static func document(of options: DrawOptions) throws -> Node {
        let template = try template(for: options.lines)
        let changes = difference(try node(options), from: try node(DrawOptions.defaults(for: options.lines)), template: template)
        var fields: [(Node, Node)] = [(Node("lines"), Node(options.lines.rawValue))]
        for (key, value) in changes?.mapping ?? [:] where key.string != "lines" { fields.append((key, value)) }
        return .mapping(Node.Mapping(fields))
    }
}

extension OptionsDocument.Problem {
    /// The problem a decoding error names: its coding path and what was expected.
    init(_ error: DecodingError) {
        let problem = DecodingProblem(error)
        self.init(path: problem.path, message: String(problem.message.prefix(160)))
    }
}

extension Node {
    /// What the node is, for a message that must not print the node itself (it may be huge).
    var kindName: String {
        switch self {
        case .scalar: return "scalar"
        case .mapping: return "mapping"
        case .sequence: return "list"
        case .alias: return "alias"
        }
    }
}
