import Foundation
import LineworkCore
import LineworkExperiment

/// A folder a report writes beside its page (`sections/`, `figures/`, `tables/`): made when
/// the report first writes into it, never followed when it is a symbolic link (issue 48: a
/// link's target had its files written and deleted), and cleaned after the batch is committed
/// of the files of its own kind that this run did not write.
struct ReportSubfolder {
    /// The folder's path.
    let path: String
    /// Which file names the report owns there (others are left alone).
    let owns: (String) -> Bool

    /// The folder `name` of the report in `output`.
    init(output: String, name: String, owns: @escaping (String) -> Bool) {
        path = ImagePattern.join(output, name)
        self.owns = owns
    }

    /// Makes the folder.
    ///
    /// - Throws: `LineworkError.cannotWrite` when it is a symbolic link or cannot be made.
    func prepare() throws {
        if isLink {
            throw LineworkError.cannotWrite(
                path: path, reason: "it is a symbolic link; a report writes only inside its own folder (remove the link)")
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw LineworkError.cannotWrite(path: path, reason: error.localizedDescription)
        }
    }

    /// After the batch is committed: removes the folder's owned files not in `written`, and the
    /// folder itself when that leaves it empty. A link is left alone.
    func removeStale(keeping written: Set<String>) {
        guard !isLink, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names where !written.contains(name) && owns(name) {
            try? FileManager.default.removeItem(atPath: ImagePattern.join(path, name))
        }
        if (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty == true {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Whether the folder is a symbolic link (not followed).
    private var isLink: Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }
}
