import LineworkCore
import LineworkYAML
import Yams

extension DeviceProfile {
    /// A profile from YAML: a mapping of field names to values, every one optional (missing
    /// fields keep `DeviceProfile()`'s defaults), checked with `validate()`.
    ///
    /// ```yaml
    /// name: my-plotter
    /// paperWidth: 297
    /// paperHeight: 210
    /// penDown: ["M3 S90"]
    /// penUp: ["M5"]
    /// ```
    /// - Throws: `LineworkError.invalidOption` naming `source` and the key for malformed YAML,
    ///   an unknown key or a value of the wrong type, and `validate()`'s errors.
    public init(yaml text: String, source: String) throws {
        self.init()
        func bad(_ key: String, _ allowed: String) -> LineworkError {
            .invalidOption(name: "device", value: "\(source): \(key)", allowed: allowed)
        }
        let node: Node?
        do { node = try BoundedYAML.compose(text, limits: .settings) } catch { throw bad("YAML", error.description) }
        guard let mapping = node?.mapping else { throw bad("document", "must be a mapping of profile fields") }
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { throw bad("a key", "must be a field name") }
            func number() throws -> Double {
                if let v = value.int { return Double(v) }
                guard let v = value.float else { throw bad(key, "must be a number") }
                return Double(v)
            }
            func flag() throws -> Bool {
                guard let v = value.bool else { throw bad(key, "must be true or false") }
                return v
            }
            func lines() throws -> [String] {
                if let one = value.string, value.scalar != nil { return [one] }
                guard let list = value.sequence?.map({ $0.string }), list.allSatisfy({ $0 != nil }) else {
                    throw bad(key, "must be a line of G-code or a list of lines")
                }
                return list.map { $0! }
            }
            switch key {
            case "name":
                guard let v = value.string else { throw bad(key, "must be text") }
                name = v
            case "paperWidth": paperWidth = try number()
            case "paperHeight": paperHeight = try number()
            case "margin": margin = try number()
            case "originAtTop": originAtTop = try flag()
            case "flipX": flipX = try flag()
            case "flipY": flipY = try flag()
            case "drawingSpeed": drawingSpeed = try number()
            case "travelSpeed": travelSpeed = try number()
            case "acceleration": acceleration = try number()
            case "penLiftSeconds": penLiftSeconds = try number()
            case "gcodeHeader": gcodeHeader = try lines()
            case "penUp": penUp = try lines()
            case "penDown": penDown = try lines()
            case "gcodeFooter": gcodeFooter = try lines()
            case "penChange": penChange = try lines()
            case "arcTolerance": arcTolerance = try number()
            case "hpglUnitsPerMillimetre": hpglUnitsPerMillimetre = try number()
            case "hpglRelative": hpglRelative = try flag()
            default:
                let hint = NameSuggestions.hint(for: key, among: Self.fields)
                throw bad(key, "is not a profile field" + (hint.isEmpty ? " (see linework draw --help, --device)" : "; \(hint)"))
            }
        }
        try validate()
    }

    /// The YAML keys, in the order `init(yaml:source:)` documents them.
    public static let fields = ["name", "paperWidth", "paperHeight", "margin", "originAtTop", "flipX", "flipY",
                                "drawingSpeed", "travelSpeed", "acceleration", "penLiftSeconds", "gcodeHeader", "penUp",
                                "penDown", "gcodeFooter", "penChange", "arcTolerance", "hpglUnitsPerMillimetre", "hpglRelative"]

    /// The profile as YAML that `init(yaml:source:)` reads back to the same profile.
    public var yaml: String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func list(_ lines: [String]) -> String { "[" + lines.map(quoted).joined(separator: ", ") + "]" }
        return [
            "name: \(quoted(name))", "paperWidth: \(paperWidth)", "paperHeight: \(paperHeight)", "margin: \(margin)",
            "originAtTop: \(originAtTop)", "flipX: \(flipX)", "flipY: \(flipY)", "drawingSpeed: \(drawingSpeed)",
            "travelSpeed: \(travelSpeed)", "acceleration: \(acceleration)", "penLiftSeconds: \(penLiftSeconds)",
            "gcodeHeader: \(list(gcodeHeader))", "penUp: \(list(penUp))", "penDown: \(list(penDown))",
            "gcodeFooter: \(list(gcodeFooter))", "penChange: \(list(penChange))", "arcTolerance: \(arcTolerance)",
            "hpglUnitsPerMillimetre: \(hpglUnitsPerMillimetre)", "hpglRelative: \(hpglRelative)",
        ].joined(separator: "\n") + "\n"
    }
}

extension DeviceProfile {
    /// A built-in profile by name (`builtIn`: grbl-pen, hp7475a), else the YAML profile file at
    /// `nameOrPath`.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `device` for a malformed file, or
    ///   `device <path>: <field>` for a field out of range; the file's reading errors.
    public init(named nameOrPath: String) throws {
        if let builtIn = Self.builtIn[nameOrPath] {
            self = builtIn
            return
        }
        let text = String(decoding: try InputFile.read(nameOrPath), as: UTF8.self)
        do {
            try self.init(yaml: text, source: nameOrPath)
        } catch LineworkError.invalidOption(let name, let value, let allowed) where name != "device" {
            throw LineworkError.invalidOption(name: "device \(nameOrPath): \(name)", value: value, allowed: allowed)
        }
    }
}

