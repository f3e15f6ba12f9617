import Foundation
import LineworkCore
import LineworkExperiment

/// The per-image sections of a lazy page (`ReportPlan.SectionLoading.lazy`): one script file
/// each, `DIR/sections/<image>-<hash>.js`, holding `lineworkSection("image-N", "<html>")`. The
/// page adds a `<script src>` for a section when the reader comes near it; a `<script>` is
/// what a browser loads from `file://` without a server, so the folder opens from disk.
///
/// Each file is written to a temporary file in the report's batch (`AtomicFile.Batch`) and
/// renamed with the page and its exports, all or none. A file's name carries a hash of its
/// text, so a new page never points at the previous run's file of the same image, and the
/// previous page keeps its own files until the new page replaces it; `removeStale()` then
/// deletes the files the new page does not name.
final class SectionFiles {
    /// The folder's name beside `index.html`.
    static let folderName = "sections"

    private let folder: ReportSubfolder
    private let batch: AtomicFile.Batch
    private var written: Set<String> = []

    /// Sections of the report in `output`, added to `batch`.
    init(output: String, batch: AtomicFile.Batch) {
        folder = ReportSubfolder(output: output, name: Self.folderName, owns: Self.isSectionFile)
        self.batch = batch
    }

    /// Adds image `index`'s section (its `<section>` element as HTML).
    ///
    /// - Returns: the file's path relative to the page, for the placeholder's `data-src`.
    /// - Throws: `LineworkError.cannotWrite` when the folder cannot be made or written, or is a
    ///   symbolic link (issue 48: its target's files were written and deleted).
    func add(index: Int, html: String) throws -> String {
        if written.isEmpty { try folder.prepare() }
        var literal = JSONBuilder()
        literal.string(html)
        let text = "lineworkSection(\"image-\(index)\"," + literal.text.dropLast() + ");\n"
        var hash = ContentHash()
        hash.add(text)
        let name = "\(index)-\(hash.hex.prefix(12)).js"
        try batch.add(text, to: ImagePattern.join(folder.path, name))
        written.insert(name)
        return Self.folderName + "/" + name
    }

    /// After the batch is committed: removes the folder's section files the page does not
    /// name (an earlier run's), and the folder itself when that empties it. Files that are
    /// not section files are left alone, and so is a folder that is a symbolic link.
    func removeStale() {
        folder.removeStale(keeping: written)
    }

    /// Whether `name` has the form `<digits>-<12 hex digits>.js`.
    static func isSectionFile(_ name: String) -> Bool {
        name.wholeMatch(of: /[0-9]+-[0-9a-f]{12}\.js/) != nil
    }
}
