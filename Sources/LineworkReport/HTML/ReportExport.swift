import LineworkCore
import LineworkExperiment

/// A report's files beside its folder's `index.html`: the page, a lazy page's section files
/// (`SectionFiles`), `results.json`, `results.csv` and the record of the spec it was made from (`ReportOwner`), written all or nothing (`AtomicFile.Batch`): each is rendered in full to a
/// temporary file, and only when all three are made are they renamed into place, so a failure
/// leaves the previous report's files exactly as they were and never a page whose
/// exports belong to another run.
enum ReportExport {
    /// The page's file name; the page links to the exports by their relative names
    /// (`ResultsTable.jsonName`, `ResultsTable.csvName`).
    static let pageName = "index.html"

    /// Writes the page and its exports into `output`.
    ///
    /// - Returns: the page's path.
    /// - Throws: when a cached picture cannot be read (nothing is written), or
    ///   `LineworkError.cannotWrite`.
    static func write(_ page: ReportPage, owner: ReportOwner, into output: String) throws -> String {
        let summary = try ReportSummary(page.results)
        let table = ResultsTable(plan: page.plan, results: page.results, summary: summary)
        let path = ImagePattern.join(output, pageName)
        let batch = AtomicFile.Batch()
        let sections = SectionFiles(output: output, batch: batch)
        try batch.add(try page.render(summary: summary, overview: table.overview, statistics: table.statistics,
                                      sections: sections), to: path)
        try batch.add(table.json, to: ImagePattern.join(output, ResultsTable.jsonName))
        try batch.add(table.csv, to: ImagePattern.join(output, ResultsTable.csvName))
        try batch.add(owner.record, to: owner.path)
        try batch.commit()
        sections.removeStale()
        return path
    }
}
