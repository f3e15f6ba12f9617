import Foundation
import LineworkCore
import LineworkExperiment

/// Which spec file a report folder's page was made from: `DIR/.linework-spec`, the spec's
/// absolute path (symbolic links resolved) on one line, written with the page.
///
/// A run refuses to replace a page made from another spec file (`check()`), so a mistyped
/// `--output` cannot overwrite a different experiment's report; editing a spec and running it
/// again into its own folder is the normal loop and is allowed. A folder without the record (no
/// report yet, or one from before the record existed) is not refused.
struct ReportOwner {
    /// The record's file name in the output folder.
    static let fileName = ".linework-spec"

    let path: String
    /// The spec's absolute, resolved path.
    let spec: String

    init(output: String, spec: String) {
        path = ImagePattern.join(output, Self.fileName)
        let absolute = spec.hasPrefix("/") ? spec : ImagePattern.join(FileManager.default.currentDirectoryPath, spec)
        self.spec = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// The record's contents.
    var record: String { spec + "\n" }

    /// - Throws: `LineworkError.invalidOption` naming `output` when the folder's page was made
    ///   from another spec file.
    func check() throws {
        guard let data = FileManager.default.contents(atPath: path),
              let recorded = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .newlines),
              !recorded.isEmpty, recorded != spec else { return }
        let folder = (path as NSString).deletingLastPathComponent
        throw LineworkError.invalidOption(
            name: "output", value: folder,
            allowed: "holds a report made from \(recorded); pass `force` to replace it, or choose another folder")
    }
}
