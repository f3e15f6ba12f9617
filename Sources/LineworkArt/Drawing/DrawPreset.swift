import LineworkCore
import LineworkYAML
import Yams

/// A saved set of `linework draw` settings: what the studio exports as YAML and what
/// `draw --preset FILE` (and a report's `draw:` entry) reads back.
///
/// A preset is draw's own options, each under its flag's name without the dashes, so that a
/// preset and a command line say the same thing in the same words:
/// ```yaml
/// # linework draw preset
/// lines: edges
/// stroke-width: 1.5
/// curves: false
/// ```
/// Values are strings, numbers or booleans. A switch takes only a boolean: `curves: false` is
/// `--no-curves`, and `landscape: true` is `--landscape`; any other value for a switch, and a
/// boolean for an option, is refused. Outputs (`svg`, `png`, `json`, …),
/// input limits and the plotter are not part of a preset: they belong to one run.
///
/// The preset does not interpret its values: the drawing options come from parsing
/// `arguments` as draw's command line, so a preset can never mean something else than the same
/// flags typed by hand (and its errors are the flags' errors).
public struct DrawPreset: Sendable, Equatable, Codable {
    /// One setting's value.
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

    /// How a key becomes command-line arguments.
    enum Kind: Sendable {
        /// `--key value`.
        case option
        /// `--key` when true, nothing when false.
        case flag
        /// `--key` when true, `--no-key` when false.
        case inversion
    }

    /// Every key a preset may hold, with how it is written, in the order presets are saved.
    static let kinds: KeyValuePairs<String, Kind> = [
        "lines": .option, "weight": .option, "tone": .option, "style": .option,
        "threshold": .option, "pivot": .option, "adjustment": .option, "levels": .option,
        "blur": .option, "max-dimension": .option, "light-on-dark": .flag,
        "window": .option, "sauvola-k": .option, "min-contrast": .option, "flatten": .option,
        "tracer": .option, "retrieval": .option, "min-points": .option, "min-area": .option,
        "pivots": .option, "adjustments": .option, "max-settings": .option, "support": .option, "bundle": .option,
        "hatch-spacing": .option, "hatch-levels": .option, "hatch-angle": .option,
        "pens": .option, "color": .flag,
        "saliency-model": .option, "min-saliency": .option, "salient-region": .flag,
        "curves": .inversion, "alphamax": .option, "smooth": .inversion, "simplify": .option,
        "min-length": .option, "merge": .option, "plotter-order": .inversion, "keep-frame": .flag,
        "stroke-width": .option, "scale": .option, "page": .option, "landscape": .flag, "margin": .option,
        "background": .option, "photo-fade": .option, "color-map": .option,
    ]

    /// The keys a preset may hold, in the order `yamlText` writes them.
    public static var keys: [String] { kinds.map(\.key) }

    /// The settings by key. Keys outside `keys` are refused by `init(settings:)`,
    /// `init(yaml:source:)` and decoding.
    public private(set) var settings: [String: Value]

    /// A preset of `settings`.
    ///
    /// - Throws: `LineworkError.invalidOption` naming the first key that is not one of `keys`.
    public init(settings: [String: Value] = [:]) throws {
        for key in settings.keys.sorted() {
            guard let kind = Self.kind(of: key), let value = settings[key] else {
                throw LineworkError.invalidOption(name: "preset", value: key, allowed: Self.keysMessage(for: key))
            }
            try Self.check(value, of: kind, key: key)
        }
        self.settings = settings
    }

    /// The longest text value a preset holds: far above any of draw's option values (the
    /// longest, a sweep's list of pivots, is a few dozen characters).
    static let maximumTextLength = 200

    /// Checks that `value` is of the type `kind` takes: a switch takes only true or false, an
    /// option only a number or a single line of text. No value can stand for another flag:
    /// `arguments` writes an option and its value as one `--key=value` argument, so text that
    /// looks like a flag (`--gcode=…`) is only ever that option's (invalid) value.
    private static func check(_ value: Value, of kind: Kind, key: String) throws {
        switch (kind, value) {
        case (.flag, .switched), (.inversion, .switched), (.option, .number):
            return
        case (.flag, _), (.inversion, _):
            throw LineworkError.invalidOption(name: "preset: \(key)", value: value.description,
                                              allowed: "is a switch: must be true or false")
        case (.option, .switched):
            throw LineworkError.invalidOption(name: "preset: \(key)", value: value.description,
                                              allowed: "takes a value, not true or false")
        case (.option, .text(let text)):
            guard text.count <= maximumTextLength,
                  !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\t" }) else {
                throw LineworkError.invalidOption(name: "preset: \(key)", value: String(text.prefix(40)),
                                                  allowed: "must be one line of at most \(maximumTextLength) characters")
            }
        }
    }

    /// Reads a preset from YAML text: one mapping of keys to scalars.
    ///
    /// - Parameters:
    ///   - text: the YAML text.
    ///   - source: the file's name, for messages.
    /// - Throws: `LineworkError.invalidOption` naming the file and the key at fault, for text
    ///   that is not YAML, not a mapping, a key outside `keys`, or a value that is not a scalar.
    public init(yaml text: String, source: String) throws {
        let node: Node?
        do {
            node = try BoundedYAML.compose(text, limits: .settings)
        } catch {
            throw LineworkError.invalidOption(name: "preset", value: source, allowed: error.description)
        }
        guard let node else { try self.init(settings: [:]); return }
        guard let mapping = node.mapping else {
            throw LineworkError.invalidOption(name: "preset", value: source, allowed: "must be a mapping of draw's options to values")
        }
        var settings: [String: Value] = [:]
        for (keyNode, valueNode) in mapping {
            guard let key = keyNode.string, Self.kind(of: key) != nil else {
                throw LineworkError.invalidOption(name: "preset \(source)", value: keyNode.string ?? "(a \(Self.kindName(keyNode)))",
                                                  allowed: Self.keysMessage(for: keyNode.string ?? ""))
            }
            guard let scalar = valueNode.scalar else {
                throw LineworkError.invalidOption(name: "preset \(source): \(key)", value: "(a \(Self.kindName(valueNode)))",
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
        try self.init(settings: settings)
    }

    public init(from decoder: any Decoder) throws {
        try self.init(settings: try [String: Value](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try settings.encode(to: encoder)
    }

    /// The value of `key`, or nil when the preset leaves it at draw's default.
    public subscript(key: String) -> Value? { settings[key] }

    /// The preset as draw's command-line arguments, in `keys`' order (`--key=value`,
    /// `--switch`, `--no-switch`). An option and its value are one argument, so a value is
    /// never read as a flag of its own, and negative numbers need no special care.
    public var arguments: [String] {
        Self.kinds.flatMap { key, kind -> [String] in
            guard let value = settings[key] else { return [] }
            switch (kind, value) {
            case (.flag, .switched(let on)): return on ? ["--\(key)"] : []
            case (.inversion, .switched(let on)): return [on ? "--\(key)" : "--no-\(key)"]
            default: return ["--\(key)=\(value.description)"]
            }
        }
    }

    /// The preset as YAML, one key per line in `keys`' order, with a comment saying what reads it.
    public var yamlText: String {
        var lines = ["# linework draw preset: linework draw PHOTO --preset FILE (flags given after it win)"]
        for (key, _) in Self.kinds {
            guard let value = settings[key] else { continue }
            lines.append("\(key): \(Self.yamlScalar(value))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func kind(of key: String) -> Kind? {
        Self.kinds.first { $0.key == key }?.value
    }

    /// The message for an unknown `key`: the nearest keys, not all forty-odd (a message is one
    /// short line).
    private static func keysMessage(for key: String) -> String {
        let hint = NameSuggestions.hint(for: key, among: keys)
        return "is not a draw option a preset can hold" + (hint.isEmpty ? "" : "; \(hint)")
            + " (its keys are draw's option names, as linework draw --help lists them)"
    }

    private static func yamlScalar(_ value: Value) -> String {
        switch value {
        case .switched, .number: return value.description
        case .text(let text):
            // Plain when YAML would read it back as the same string; otherwise double-quoted.
            let plain = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "._-:/".contains($0) }
                && text.first.map { $0.isLetter } == true
                && Bool.construct(from: Node.Scalar(text)) == nil
                && !["null", "~"].contains(text.lowercased())
            if plain { return text }
            // Otherwise Yams's emitter writes it double-quoted, escapes and all.
            let node = Node.scalar(Node.Scalar(text, Tag(.str), .doubleQuoted))
            let dumped = (try? Yams.serialize(node: node, width: -1)) ?? "\"\""
            return dumped.split(separator: "\n").first.map(String.init) ?? "\"\""
        }
    }

    /// What a node is, for a message that must not print the node itself (it may be huge).
    private static func kindName(_ node: Node) -> String {
        switch node {
        case .scalar: return "scalar"
        case .mapping: return "mapping"
        case .sequence: return "list"
        case .alias: return "alias"
        }
    }
}

