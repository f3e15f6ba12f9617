import LineworkCore
import LineworkExperiment
import LineworkRender

/// A report's files beside its folder's `index.html`: the page, a lazy page's section files
/// (`SectionFiles`), `results.json`, `results.csv`, the figures (`figures/`, `PageFigures` as SVG
/// and PDF), the paper tables (`tables/`, `PaperTables` as LaTeX and Markdown) and the record of
/// the spec it was made from (`ReportOwner`), written all or nothing (`AtomicFile.Batch`): each is
/// rendered in full to a temporary file, and only when all are made are they renamed into place,
/// so a failure leaves the previous report's files exactly as they were and never a page whose
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
        let html = try page.render(summary: summary, overview: table.overview, statistics: table.statistics, sections: sections)
        try batch.add(html, to: path)
        try batch.add(table.json, to: ImagePattern.join(output, ResultsTable.jsonName))
        try batch.add(table.csv, to: ImagePattern.join(output, ResultsTable.csvName))
        // Each chart as SVG and PDF, each table as LaTeX and Markdown.
        let figures = try PageFigures(page: html).figures.flatMap { figure in
            [(figure.name + ".svg", Array(figure.svg.utf8)), (figure.name + ".pdf", try SVGFigure(svg: figure.svg).pdf())]
        }
        let tables = PaperTables(summary: summary, statistics: table.statistics).tables.flatMap { table in
            [(table.name + ".tex", Array(table.latex.utf8)), (table.name + ".md", Array(table.markdown.utf8))]
        }
        let subfolders = [
            try add(figures, to: ReportSubfolder(output: output, name: figuresName) { $0.hasSuffix(".svg") || $0.hasSuffix(".pdf") },
                    batch: batch),
            try add(tables, to: ReportSubfolder(output: output, name: tablesName) { $0.hasSuffix(".tex") || $0.hasSuffix(".md") },
                    batch: batch),
        ]
        try batch.add(owner.record, to: owner.path)
        try batch.commit()
        sections.removeStale()
        for (folder, written) in subfolders { folder.removeStale(keeping: written) }
        return path
    }

    /// `figures/`: each chart of the page as `NN-name.svg` and `NN-name.pdf` (`PageFigures`).
    static let figuresName = "figures"
    /// `tables/`: each dataset table as `name.tex` (booktabs) and `name.md` (`PaperTables`).
    static let tablesName = "tables"

    /// Adds `files` (name, bytes) in `folder` to the batch, making the folder when there are any.
    ///
    /// - Returns: the folder and the names written, for `removeStale` once the batch is committed.
    private static func add(_ files: [(String, [UInt8])], to folder: ReportSubfolder, batch: AtomicFile.Batch) throws
        -> (folder: ReportSubfolder, written: Set<String>) {
        if !files.isEmpty { try folder.prepare() }
        for (name, bytes) in files { try batch.add(bytes, to: ImagePattern.join(folder.path, name)) }
        return (folder, Set(files.map(\.0)))
    }
}
