import LineworkCore
import LineworkYAML
import Yams

/// A saved drawing: `DrawOptions` as a YAML document, what `linework draw --preset FILE`, a
/// report's `draw:` entry, the studio and a Swift caller (`options()`) all read the same way.
///
/// A preset holds the fields of `DrawOptions` it changes from the defaults of its line source
/// (`DrawOptions.defaults(for:)`), under their Swift names:
/// ```yaml
/// # linework draw preset
/// lines: edges
/// tone:
///   style: hatch
///   spacing: 6
/// art:
///   strokeWidth: 1.5
///   vector:
///     curves: null
/// ```
/// A field left out keeps its default; an unknown field is refused with its file and path
/// named. `yamlText` writes this form.
///
/// Presets saved before this form held draw's command-line options by name
/// (`stroke-width: 1.5`, `curves: false`). They still read, through the same table that
/// maps draw's flags onto fields (`DrawOptions.applying(flags:)`), with a note in `notes`
/// that saving again (`yamlText`) writes the field form. A document mixes neither.
/// Outputs, input limits and the plotter are never part of a preset: they belong to one run.
public struct DrawPreset: Sendable, Equatable {
    /// One value of a flag-named setting (`stroke-width: 1.5`): the studio's page and presets
    /// in the older form speak in these.
    public enum Value: Sendable, Equatable, Codable, CustomStringConvertible {
        case text(String)
        case number(Double)
        case switched(Bool)

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) {
                self = .switched(flag)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text): try container.encode(text)
            case .number(let number): try container.encode(number)
            case .switched(let flag): try container.encode(flag)
            }
        }

        /// The value as draw's command line writes it: whole numbers without a decimal point.
        public var description: String {
            switch self {
            case .text(let text): return text
            case .switched(let flag): return flag ? "true" : "false"
            case .number(let number):
                if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
                return "\(number)"
            }
        }
    }

    /// How a preset was written.
    public enum Form: Sendable, Equatable {
        /// `DrawOptions`' field names (`art: {strokeWidth: 1.5}`), what `yamlText` writes.
        case fields
        /// Draw's option names (`stroke-width: 1.5`): the studio's page, and presets saved
        /// before the field form.
        case flags
    }

    /// The longest text value a flag-named setting holds: far above any of draw's option
    /// values (the longest, a sweep's list of pivots, is a few dozen characters).
    static let maximumTextLength = 200

    /// How the preset was written.
    public let form: Form
    /// Where the preset came from (a file's name), for messages.
    public let source: String
    /// Things the reader should know: a preset in the older flag-named form.
    public private(set) var notes: [String]
    /// The document as read, for `.fields` (laid over another line source's defaults by
    /// `options(lines:)`); nil for `.flags`, whose `settings` are applied instead.
    private let documentText: String?
    /// The flag-named settings (for `.flags`); empty for `.fields`.
    public let settings: [String: Value]
    /// The options at the preset's own line source, computed once when read.
    private let resolved: DrawOptions

    /// A preset of exactly `options`.
    ///
    /// - Throws: `LineworkError.invalidOption` for options out of range (`validate()`).
    public init(options: DrawOptions, source: String = "preset") throws {
        try options.validate()
        self.init(form: .fields, source: source, documentText: nil, settings: [:], resolved: options)
    }

    private init(form: Form, source: String, notes: [String] = [], documentText: String?, settings: [String: Value],
                 resolved: DrawOptions) {
        self.form = form
        self.source = source
        self.notes = notes
        self.documentText = documentText
        self.settings = settings
        self.resolved = resolved
    }

    /// A preset of draw's options by name, as the studio's page sends them and as draw's
    /// command line gives them: `["lines": .text("edges"), "stroke-width": .number(1.5)]`.
    ///
    /// - Throws: `LineworkError.invalidOption` naming the first setting that is not one of
    ///   draw's options (`DrawOptions.flagNames`), a switch given a value or an option given
    ///   true/false, text over 200 characters or with control characters, or a value out of
    ///   range.
    public init(settings: [String: Value], source: String = "preset") throws {
        for key in settings.keys.sorted() {
            guard DrawOptions.flagNames.contains(key), let value = settings[key] else {
                let hint = NameSuggestions.hint(for: key, among: DrawOptions.flagNames)
                throw LineworkError.invalidOption(name: "preset \(source)", value: key,
                                                  allowed: "is not one of draw's options" + (hint.isEmpty ? "" : "; \(hint)"))
            }
            try Self.check(value, of: key, source: source)
        }
        let resolved = try Self.flagOptions(settings, lines: nil, source: source)
        self.init(form: .flags, source: source, documentText: nil, settings: settings, resolved: resolved)
    }

    /// Reads a preset from YAML text: a mapping of `DrawOptions` fields, or of draw's option
    /// names (the older form, read with a note).
    ///
    /// - Parameters:
    ///   - text: the YAML text (at most 64 KiB; aliases bounded, see `BoundedYAML`).
    ///   - source: the file's name, for messages.
    /// - Throws: `LineworkError.invalidOption` naming the file and the field at fault, for
    ///   text that is not YAML, not a mapping, an unknown field, a value of the wrong kind or
    ///   out of range, or a document that mixes field names and option names.
    public init(yaml text: String, source: String) throws {
        let node: Node?
        do {
            node = try BoundedYAML.compose(text, limits: .settings)
        } catch {
            throw LineworkError.invalidOption(name: "preset", value: source, allowed: error.description)
        }
        guard let node else {
            try self.init(options: DrawOptions(), source: source)
            return
        }
        guard let mapping = node.mapping else {
            throw LineworkError.invalidOption(name: "preset", value: source, allowed: "must be a mapping of DrawOptions fields to values")
        }
        let keys = mapping.keys.map { $0.string ?? "" }
        let fieldNames = try Self.checked(source) { try OptionsDocument.template(for: .edges).mapping?.keys.compactMap(\.string) ?? [] }
        if let unknown = keys.first(where: { !fieldNames.contains($0) && !DrawOptions.flagNames.contains($0) }) {
            let hint = NameSuggestions.hint(for: unknown, among: fieldNames + DrawOptions.flagNames)
            throw LineworkError.invalidOption(name: "preset \(source)", value: unknown.isEmpty ? "(a key that is not text)" : unknown,
                                              allowed: "is not a field of DrawOptions (nor one of draw's options)" + (hint.isEmpty ? "" : "; \(hint)"))
        }
        let flagOnly = keys.filter { !fieldNames.contains($0) && DrawOptions.flagNames.contains($0) }
        if flagOnly.isEmpty {
            self.init(form: .fields, source: source, documentText: text, settings: [:],
                      resolved: try Self.checked(source) { try OptionsDocument.options(node) })
            return
        }
        if let fieldOnly = keys.first(where: { fieldNames.contains($0) && !DrawOptions.flagNames.contains($0) }) {
            throw LineworkError.invalidOption(name: "preset \(source)", value: fieldOnly,
                                              allowed: "is a field name, and \(flagOnly[0]) an option name: a preset uses one or the other")
        }
        var settings: [String: Value] = [:]
        for (keyNode, valueNode) in mapping {
            let key = keyNode.string ?? "(a \(keyNode.kindName))"
            guard let scalar = valueNode.scalar else {
                throw LineworkError.invalidOption(name: "preset \(source): \(key)", value: "(a \(valueNode.kindName))",
                                                  allowed: "must be a string, a number or true/false")
            }
            if let flag = Bool.construct(from: scalar) {
                settings[key] = .switched(flag)
            } else if scalar.style == .plain, let number = Double.construct(from: scalar), number.isFinite {
                settings[key] = .number(number)
            } else {
                settings[key] = .text(scalar.string)
            }
        }
        try self.init(settings: settings, source: source)
        notes = ["note: \(source) names draw's options (stroke-width: …), the older form of a preset; "
            + "it reads the same, and linework studio saves the field form (art: {strokeWidth: …})"]
    }

    /// The drawing options the preset stands for, checked; with `lines`, laid over that line
    /// source's defaults instead of the preset's own (so `draw --preset FILE --lines X` keeps
    /// the preset's other settings).
    ///
    /// - Throws: `LineworkError.invalidOption` naming the file and field for a value that
    ///   does not hold at `lines`' defaults.
    public func options(lines: DrawOptions.Lines? = nil) throws -> DrawOptions {
        guard let lines, lines != resolved.lines else { return resolved }
        switch form {
        case .fields:
            return try Self.checked(source) {
                // The document as read, or the field form of options given in Swift.
                let document = try documentText.flatMap { try Yams.compose(yaml: $0) } ?? OptionsDocument.document(of: resolved)
                return try OptionsDocument.options(document, lines: lines)
            }
        case .flags:
            return try Self.flagOptions(settings, lines: lines, source: source)
        }
    }

    /// The preset as YAML in the field form: `lines`, then every field that differs from its
    /// line source's defaults, with a comment saying what reads it.
    ///
    /// - Throws: `LineworkError.invalidOption` naming the preset if the options cannot be
    ///   written (an encoder failure: options that `validate()` accepts always can).
    public var yamlText: String {
        get throws {
            let body = try Self.checked(source) {
                try Yams.serialize(node: try OptionsDocument.document(of: resolved), width: -1, sortKeys: false)
            }
            return "# linework draw preset (DrawOptions fields): linework draw PHOTO --preset FILE (flags given after it win)\n" + body
        }
    }

    /// Whether the preset sets the backdrop, so SVG output keeps it.
    public var drawsBackdropInSVG: Bool { resolved.drawsBackdropInSVG }

    public static func == (lhs: DrawPreset, rhs: DrawPreset) -> Bool {
        lhs.resolved == rhs.resolved && lhs.form == rhs.form && lhs.settings == rhs.settings
    }

    // MARK: Reading

    /// Options from flag-named settings: the defaults of their line source (or `lines`), with
    /// the settings applied and checked.
    private static func flagOptions(_ settings: [String: Value], lines: DrawOptions.Lines?, source: String) throws -> DrawOptions {
        let named: DrawOptions.Lines
        if let lines {
            named = lines
        } else if let value = settings["lines"] {
            guard let lines = DrawOptions.Lines(rawValue: value.description) else {
                throw LineworkError.invalidOption(name: "preset \(source): lines", value: value.description,
                                                  allowed: "must be one of \(DrawOptions.Lines.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            named = lines
        } else {
            named = .edges
        }
        do {
            let options = try DrawOptions.defaults(for: named).applying(flags: settings)
            try options.validate()
            return options
        } catch LineworkError.invalidOption(let name, let value, let allowed) {
            throw LineworkError.invalidOption(name: "preset \(source): \(name)", value: value, allowed: allowed)
        }
    }

    /// Checks that `value` is of the kind `key` takes: a switch takes only true or false, an
    /// option a number or one line of text.
    private static func check(_ value: Value, of key: String, source: String) throws {
        let isSwitch = DrawOptions.switchNames.contains(key)
        switch value {
        case .switched where isSwitch, .number where !isSwitch:
            return
        case .switched:
            throw LineworkError.invalidOption(name: "preset \(source): \(key)", value: value.description,
                                              allowed: "takes a value, not true or false")
        case .text(let text) where !isSwitch:
            guard text.count <= maximumTextLength,
                  !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\t" }) else {
                throw LineworkError.invalidOption(name: "preset \(source): \(key)", value: String(text.prefix(40)),
                                                  allowed: "must be one line of at most \(maximumTextLength) characters")
            }
        case .number, .text:
            // A number or text for a switch (a number for an option returned above).
            throw LineworkError.invalidOption(name: "preset \(source): \(key)", value: value.description,
                                              allowed: "is a switch: must be true or false")
        }
    }

    /// `body`'s result, with a document's problem as a one-line error naming `source`.
    private static func checked<Result>(_ source: String, _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let problem as OptionsDocument.Problem {
            throw LineworkError.invalidOption(name: "preset \(source)", value: problem.path.isEmpty ? "(document)" : problem.path,
                                              allowed: problem.message)
        } catch LineworkError.invalidOption(let name, let value, let allowed) {
            throw LineworkError.invalidOption(name: "preset \(source): \(name)", value: value, allowed: allowed)
        }
    }
}
