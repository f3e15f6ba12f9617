import Foundation
import LineworkCore
import LineworkEvaluation
#if canImport(Glibc)
import Glibc
#endif

extension ReportPlan {
    /// The spec's own models, checked and resolved: each entry's kind, missing-map policy and
    /// parameters; a pattern entry expanded to one model per matching folder (sorted by path);
    /// every name unique among the built-in and own models; every image's map present unless
    /// the model says `missing: skip`.
    ///
    /// - Parameters:
    ///   - entries: the spec's `models:` entries, in its order.
    ///   - builtIn: the names of the built-in models the spec runs.
    ///   - folder: the spec's folder; `maps:` is relative to it unless absolute.
    ///   - inputs: the images.
    ///   - spec: the spec's path, for messages.
    /// - Throws: `ReportSpecError.invalidValue` naming `models.NAME.…`, or `.missingModelMap`.
    static func ownModels(_ entries: [ReportSpec.ModelEntry], builtIn: [String], folder: String,
                          inputs: [Input], spec: String) throws -> [OwnModel] {
        var models: [OwnModel] = []
        for entry in entries {
            func invalid(_ key: String, _ value: String, _ allowed: String) -> ReportSpecError {
                .invalidValue(spec: spec, key: "models.\(entry.name)\(key.isEmpty ? "" : "." + key)", value: value, allowed: allowed)
            }
            try checkName(entry.name) { invalid("", entry.name, $0) }
            guard let kindName = entry.kind else { throw invalid("kind", "", "is required: saliency, boundary or object") }
            guard let kind = OwnModel.Kind(rawValue: kindName) else {
                throw invalid("kind", kindName, "must be saliency, boundary or object")
            }
            guard let maps = entry.maps, !maps.isEmpty else {
                throw invalid("maps", "", "is required: a folder of PNG maps (or a pattern such as runs/lr{lr}/maps)")
            }
            let missing = try entry.missing.map { name in
                guard let policy = OwnModel.MissingMaps(rawValue: name) else { throw invalid("missing", name, "must be error or skip") }
                return policy
            } ?? .error
            var given: [OwnModel.Parameter] = []
            for (name, value) in entry.params {
                guard isParameterName(name) else {
                    throw invalid("params", name, "a parameter name is a letter or _ followed by letters, digits or _")
                }
                guard !given.contains(where: { $0.name == name }) else { throw invalid("params", name, "is given twice") }
                given.append(OwnModel.Parameter(name: name, value: value))
            }
            let pattern = try MapsPattern(maps) { invalid("maps", maps, $0) }
            let matches = pattern.captures.isEmpty ? [(path: ImagePattern.join(folder, maps), values: [String]())]
                : pattern.folders(relativeTo: folder)
            guard !matches.isEmpty else {
                throw invalid("maps", maps, "matches no folder (paths and patterns are relative to the spec)")
            }
            for capture in pattern.captures where given.contains(where: { $0.name == capture }) {
                throw invalid("maps", maps, "captures {\(capture)}, which params: gives too")
            }
            // A parameter is a column of results.csv beside its fixed ones.
            for name in given.map(\.name) + pattern.captures where ResultsTable.csvColumns.contains(name) {
                throw invalid("params", name, "names a column of results.csv; parameters must not be named "
                    + ResultsTable.csvColumns.joined(separator: ", "))
            }
            for match in matches {
                let captured = zip(pattern.captures, match.values).map { OwnModel.Parameter(name: $0, value: $1) }
                let name = captured.isEmpty ? entry.name
                    : entry.name + "[" + captured.map { "\($0.name)=\($0.value)" }.joined(separator: ",") + "]"
                try checkName(name) { invalid("maps", match.path, "gives the model name '\(name)', which \($0)") }
                guard !builtIn.contains(name), !models.contains(where: { $0.name == name }) else {
                    throw invalid("", name, "names two models; model names must be unique (built-in ones included)")
                }
                let mapFolder: MapFolder
                do {
                    mapFolder = try MapFolder(path: match.path, option: "models.\(entry.name).maps")
                } catch let error as LineworkError {
                    throw invalid("maps", match.path, error.description)
                }
                let model = OwnModel(name: name, entry: entry.name, kind: kind, maps: mapFolder,
                                     mapsName: relative(match.path, to: folder), parameters: given + captured, missing: missing)
                let without = inputs.filter { mapFolder.file(for: $0.stem) == nil }
                // With `skip`, gaps are allowed, but a folder holding none of the images is a
                // mistake (a wrong path or naming), as for ground truth.
                if let first = without.first, missing == .error || without.count == inputs.count {
                    throw ReportSpecError.missingModelMap(spec: spec, model: name, folder: model.mapsName, stem: first.stem)
                }
                models.append(model)
            }
        }
        return models
    }

    /// The own models without a map for the image of `stem` (those with `missing: skip`), in
    /// the spec's order: the page reports them as gaps.
    public func missingModels(stem: String) -> [String] {
        ownModels.filter { $0.maps.file(for: stem) == nil }.map(\.name)
    }

    /// Checks that no own model's maps lie where a report in `output` writes: its `maps/`
    /// (replaced by the scored maps on every page), `cache/` (pruned), `sections/`, `figures/` or
    /// `tables/` folder.
    /// Without this, a spec whose maps were in `DIR/maps/` lost them to the first page.
    ///
    /// - Throws: `ReportSpecError.invalidValue` naming the model's `maps:` key.
    public func checkOwnModels(outside output: String) throws {
        let written = ["maps", "cache", "sections", "figures", "tables"].map { Self.resolved(ImagePattern.join(output, $0)) }
        for model in ownModels {
            let path = Self.resolved(model.maps.path)
            guard let folder = written.first(where: { path == $0 || path.hasPrefix($0 + "/") }) else { continue }
            throw ReportSpecError.invalidValue(
                spec: specPath, key: "models.\(model.entry).maps", value: model.mapsName,
                allowed: "lies in \(folder), which the report in \(output) writes over; keep the maps elsewhere")
        }
    }

    /// Checks a model's name (`OwnModel.nameProblem`).
    private static func checkName(_ name: String, _ fail: (String) -> ReportSpecError) throws {
        if let problem = OwnModel.nameProblem(name) { throw fail(problem) }
    }

    /// Whether `name` can name a parameter: a letter or `_` followed by letters, digits or `_`.
    static func isParameterName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) } && name.utf8.count <= 64
    }

    /// `path` relative to `folder` when it lies under it (as written), else as it is.
    private static func relative(_ path: String, to folder: String) -> String {
        let prefix = folder.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        return !prefix.isEmpty && path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// A `maps:` entry: a path whose `{name}` parts each stand for one run of characters within
/// one folder name (not `/`), capturing a parameter's value.
struct MapsPattern {
    /// The literal text and captures in order: `runs/lr{lr}_bs{bs}/maps` is
    /// `["runs/lr", lr, "_bs", bs, "/maps"]`.
    private var parts: [Part]
    /// The captured parameters' names, in order.
    var captures: [String] { parts.compactMap { if case .capture(let name) = $0 { return name } else { return nil } } }

    private enum Part { case literal(String), capture(String) }

    /// Parses `text`.
    ///
    /// - Parameter fail: makes the error for a message saying what is wrong.
    /// - Throws: for an unclosed `{`, an invalid or repeated name, or a glob character (`*?[]`)
    ///   outside a capture.
    init(_ text: String, fail: (String) -> ReportSpecError) throws {
        parts = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            parts.append(.literal(String(rest[..<open])))
            guard let close = rest[open...].firstIndex(of: "}") else { throw fail("has a '{' without its '}'") }
            let name = String(rest[rest.index(after: open)..<close])
            guard ReportPlan.isParameterName(name) else {
                throw fail("{\(name)}: a parameter name is a letter or _ followed by letters, digits or _")
            }
            guard !captures.contains(name) else { throw fail("captures {\(name)} twice") }
            parts.append(.capture(name))
            rest = rest[rest.index(after: close)...]
        }
        parts.append(.literal(String(rest)))
        for case .literal(let literal) in parts where literal.contains(where: { "*?[]}".contains($0) }) {
            throw fail("may hold {name} captures but no glob characters (*, ?, [ ]) or a lone '}'")
        }
        // Parts alternate literal, capture, literal, …: an empty literal between two captures
        // would make the split between their values ambiguous.
        for (i, part) in parts.enumerated() where i > 0 && i < parts.count - 1 {
            if case .literal(let text) = part, text.isEmpty {
                throw fail("has two captures side by side; separate them with text, as in lr{lr}_bs{bs}")
            }
        }
    }

    /// The folders matching the pattern under `folder`, sorted by path, each with its captured
    /// values in the order of `captures`. A capture matches one or more characters other than `/`.
    func folders(relativeTo folder: String) -> [(path: String, values: [String])] {
        let glob = parts.map { part -> String in
            if case .literal(let text) = part { return text } else { return "*" }
        }.joined()
        let regex = "^" + parts.map { part -> String in
            if case .literal(let text) = part { return NSRegularExpression.escapedPattern(for: text) } else { return "([^/]+)" }
        }.joined() + "$"
        guard let expression = try? NSRegularExpression(pattern: regex) else { return [] }
        let base = folder.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        let absolute = glob.hasPrefix("/")
        return Self.matchingFolders(absolute ? glob : base + glob).compactMap { path in
            let written = absolute ? path : String(path.dropFirst(base.count))
            let range = NSRange(written.startIndex..., in: written)
            guard let match = expression.firstMatch(in: written, range: range) else { return nil }
            let values = (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: written).map { String(written[$0]) } }
            return (path, values)
        }
    }

    /// The folders a glob pattern matches, sorted.
    private static func matchingFolders(_ pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard glob(pattern, GLOB_ONLYDIR, nil, &result) == 0 else { return [] }
        var paths: [String] = []
        for i in 0..<Int(result.gl_pathc) {
            guard let cString = result.gl_pathv[i] else { continue }
            let path = String(cString: cString)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { paths.append(path) }
        }
        return paths.sorted()
    }
}
