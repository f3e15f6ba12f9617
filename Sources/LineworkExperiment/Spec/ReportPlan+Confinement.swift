import Foundation

extension ReportPlan {
    /// Checks that every file the plan reads lies under the spec's folder: each image, each
    /// preset file and each ground-truth map, after symbolic links are resolved (`realpath`), so neither `../`,
    /// an absolute path nor a link can reach outside it.
    ///
    /// Without this, a spec may name any image on the machine, as a local tool should; with it
    /// (`linework report --confine`), a spec from someone else — on a shared machine, in CI —
    /// can read only the folder it came with.
    /// - Throws: `ReportSpecError.invalidValue` naming the first entry that leaves the folder.
    public func checkConfined() throws {
        let folder = (specPath as NSString).deletingLastPathComponent
        func check(_ path: String, key: String, shown: String) throws {
            try Self.checkInside(folder: folder, path, key: key, shown: shown, spec: specPath)
        }
        for input in inputs { try check(input.path, key: "images", shown: input.name) }
        for entry in drawPresets { try check(entry.path, key: "draw", shown: entry.name) }
        for (key, folder) in [("groundTruth.boundaries", boundaries), ("groundTruth.fixations", fixations),
                              ("groundTruth.objects", objects)] {
            guard let folder else { continue }
            try check(folder.path, key: key, shown: folder.path)
            for input in inputs {
                if let file = folder.file(for: input.stem) { try check(file, key: key, shown: file) }
            }
        }
        for model in ownModels {
            let key = "models.\(model.entry).maps"
            try check(model.maps.path, key: key, shown: model.mapsName)
            for input in inputs {
                if let file = model.maps.file(for: input.stem) { try check(file, key: key, shown: file) }
            }
        }
    }

    /// Checks that `path`, symbolic links resolved, lies under the spec's `folder`.
    ///
    /// - Throws: `ReportSpecError.invalidValue` naming `key` and `shown` (the entry as written).
    static func checkInside(folder: String, _ path: String, key: String, shown: String, spec: String) throws {
        let root = resolved(folder.isEmpty ? "." : folder)
        let real = resolved(path)
        guard real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            throw ReportSpecError.invalidValue(
                spec: spec, key: key, value: shown,
                allowed: "resolves to \(real), outside the spec's folder \(root), to which the spec is confined")
        }
    }

    /// The canonical absolute path (symbolic links, `.` and `..` resolved), or the path made
    /// absolute when it cannot be resolved.
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else {
            return URL(fileURLWithPath: path).standardizedFileURL.path
        }
        defer { free(real) }
        return String(cString: real)
    }
}
