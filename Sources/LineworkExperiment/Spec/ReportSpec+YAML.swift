import Foundation
import LineworkYAML
import Yams

extension ReportSpec {
    /// Parses a spec from YAML text.
    ///
    /// Besides type errors, every key is checked against `allowedKeys`, because `Codable`
    /// silently ignores unknown keys and a misspelt `pivot:` would otherwise run the default grid.
    ///
    /// - Parameters:
    ///   - yaml: the file's text.
    ///   - spec: the file's path, for messages.
    /// - Throws: `ReportSpecError.malformed` or `.unknownKey`.
    public init(yaml: String, spec: String) throws {
        let node: Node?
        do {
            node = try BoundedYAML.compose(yaml, limits: .spec)
        } catch {
            throw ReportSpecError.malformed(spec: spec, detail: error.description)
        }
        guard let node, case .mapping(let top) = node else {
            throw ReportSpecError.malformed(spec: spec, detail: "the file must be a mapping of keys (title:, images:, …)")
        }
        try Self.checkKeys(top, block: "", spec: spec)
        for (key, value) in top {
            if let name = key.string, Self.allowedKeys[name] != nil, case .mapping(let inner) = value {
                try Self.checkKeys(inner, block: name, spec: spec)
            }
        }
        // `models:` is keyed by the models' names; each model's own keys are checked.
        if let models = top.first(where: { $0.key.string == "models" })?.value {
            guard case .mapping(let entries) = models else {
                throw ReportSpecError.malformed(spec: spec, detail: "models: must be a mapping of model names to {kind:, maps:}")
            }
            for (key, value) in entries {
                let name = key.string ?? "(a key that is not text)"
                guard case .mapping(let body) = value else {
                    throw ReportSpecError.malformed(spec: spec, detail: "models.\(name): must be a mapping such as {kind: saliency, maps: FOLDER}")
                }
                for inner in body.keys where !ModelEntry.keys.contains(inner.string ?? "") {
                    throw ReportSpecError.unknownKey(spec: spec, key: "models.\(name).\(inner.string ?? "(a key that is not text)")",
                                                     allowed: ModelEntry.keys.sorted())
                }
            }
        }
        do {
            self = try YAMLDecoder().decode(ReportSpec.self, from: node)
        } catch let error as DecodingError {
            throw ReportSpecError.malformed(spec: spec, detail: Self.describe(error))
        } catch {
            throw ReportSpecError.malformed(spec: spec, detail: Self.oneLine(error))
        }
    }

    private static func checkKeys(_ mapping: Node.Mapping, block: String, spec: String) throws {
        let allowed = allowedKeys[block] ?? []
        for key in mapping.keys {
            let name = key.string ?? "(a key that is not text)"
            guard allowed.contains(name) else {
                throw ReportSpecError.unknownKey(
                    spec: spec, key: block.isEmpty ? name : "\(block).\(name)", allowed: allowed.sorted())
            }
        }
    }

    /// A decoding error as "key.path: what was wrong".
    private static func describe(_ error: DecodingError) -> String {
        DecodingProblem(error).description
    }

    /// Any error text squeezed onto one line.
    static func oneLine(_ value: Any) -> String { DecodingProblem.oneLine(value) }
}
