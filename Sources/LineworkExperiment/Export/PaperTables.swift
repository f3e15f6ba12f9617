import LineworkEvaluation

/// A report's dataset tables for a paper: per score family the models' and baselines' means
/// with their bootstrap intervals, and the boundary models' pooled scores, as LaTeX (booktabs)
/// and Markdown. The best model of each column is bold (the largest mean, the smallest for KLD
/// and the MAEs; baselines are never bold). `ReportExport` writes them as
/// `DIR/tables/<name>.tex` and `.md`.
///
/// A mean is written to three decimals with its interval: in LaTeX as
/// `$0.812^{+0.021}_{-0.022}$` (the percentile interval is not symmetric), in Markdown as
/// `0.812 [0.790, 0.833]`. Pooled boundary scores (ODS, OIS, AP, R50, and F from summed
/// counts) have no interval: they are one number over the dataset, not a mean over images.
package struct PaperTables {
    /// One table.
    package struct Table: Equatable {
        /// The file name without extension: `saliency`, `objects` or `boundaries`.
        package var name: String
        package var latex: String
        package var markdown: String
    }

    /// The tables the run has numbers for, in page order.
    package let tables: [Table]

    /// One table's cells before formatting.
    private struct Grid {
        var name: String
        var caption: String
        var columns: [(label: String, higherIsBetter: Bool)]
        /// Per row: its name, whether it may be bold, and per column the value and interval.
        var rows: [(name: String, candidate: Bool, cells: [(value: Double, interval: BootstrapInterval?)])]
    }

    /// The tables of a run.
    ///
    /// - Parameters:
    ///   - summary: the run's summary (means, boundary models and their sweeps).
    ///   - statistics: the intervals the page shows.
    package init(summary: ReportSummary, statistics: DatasetStatistics) {
        var grids: [Grid] = []
        for family in ScoreFamily.allCases {
            let means = summary.means(family)
            guard !means.models.isEmpty else { continue }
            let metrics = family.metrics
            let rows = means.models.map { name, scores in
                (name, true, metrics.map { (scores[$0], statistics.interval(family.key, $0, of: name)) })
            } + means.baselines.map { name, scores in
                ("baseline: \(name)", false, metrics.map { (scores[$0], statistics.interval(family.key, $0, of: "baseline:" + name)) })
            }
            let caption = family == .saliency
                ? "Saliency models against fixations: mean over the images with its \(Self.percent(statistics.bootstrap.confidence)) bootstrap interval."
                : "Salient-object models against object masks: mean over the images with its \(Self.percent(statistics.bootstrap.confidence)) bootstrap interval."
            grids.append(Grid(name: family.key, caption: caption,
                              columns: metrics.map { (ScoreFamily.label($0), MetricScores.higherIsBetter($0)) }, rows: rows))
        }
        if !summary.boundaryModels.isEmpty {
            let rows = summary.boundaryModels.map { name, counts in
                let sweep = summary.boundarySweeps[name]
                let values = [sweep?.ods.F, sweep?.ois.F, sweep?.averagePrecision, sweep?.recallAtHalfPrecision ?? nil,
                              counts.precision, counts.recall, counts.f]
                return (name, true, values.map { (value: $0 ?? .nan, interval: BootstrapInterval?.none) })
            }
            grids.append(Grid(
                name: "boundaries",
                caption: "Boundary models (BSDS): ODS, OIS, AP and R50 of the threshold sweep, and precision, recall and F of the non-zero pixels, from counts summed over the images.",
                columns: ["ODS", "OIS", "AP", "R50", "precision", "recall", "F"].map { ($0, true) }, rows: rows))
        }
        tables = grids.map { Table(name: $0.name, latex: Self.latex($0), markdown: Self.markdown($0)) }
    }

    /// The row that is best in each column among the candidates; nil where none is defined.
    private static func best(_ grid: Grid) -> [Int?] {
        grid.columns.indices.map { c in
            var best: Int?
            for (r, row) in grid.rows.enumerated() where row.candidate && row.cells[c].value.isFinite {
                if let b = best {
                    let (value, current) = (row.cells[c].value, grid.rows[b].cells[c].value)
                    if grid.columns[c].higherIsBetter ? value <= current : value >= current { continue }
                }
                best = r
            }
            return best
        }
    }

    private static func latex(_ grid: Grid) -> String {
        let best = best(grid)
        var lines = [
            "% Linework report table; needs \\usepackage{booktabs}.",
            "\\begin{table}[t]", "\\centering",
            "\\caption{\(escapeLaTeX(grid.caption))}", "\\label{tab:linework-\(grid.name)}",
            "\\begin{tabular}{l" + String(repeating: "c", count: grid.columns.count) + "}", "\\toprule",
            (["Model"] + grid.columns.map { escapeLaTeX($0.label) + ($0.higherIsBetter ? " $\\uparrow$" : " $\\downarrow$") })
                .joined(separator: " & ") + " \\\\",
            "\\midrule",
        ]
        var baselinesStarted = false
        for (r, row) in grid.rows.enumerated() {
            if !row.candidate, !baselinesStarted { lines.append("\\midrule"); baselinesStarted = true }
            let cells = row.cells.enumerated().map { c, cell -> String in
                guard cell.value.isFinite else { return "---" }
                let mean = number(cell.value)
                let shown = best[c] == r ? "\\mathbf{\(mean)}" : mean
                guard let interval = cell.interval else { return "$\(shown)$" }
                return "$\(shown)^{+\(number(interval.high - cell.value))}_{-\(number(cell.value - interval.low))}$"
            }
            lines.append(([escapeLaTeX(row.name)] + cells).joined(separator: " & ") + " \\\\")
        }
        lines += ["\\bottomrule", "\\end{tabular}", "\\end{table}"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func markdown(_ grid: Grid) -> String {
        let best = best(grid)
        var lines = [
            "| Model | " + grid.columns.map { escapeMarkdown($0.label) + ($0.higherIsBetter ? " ↑" : " ↓") }.joined(separator: " | ") + " |",
            "|:--|" + String(repeating: "--:|", count: grid.columns.count),
        ]
        for (r, row) in grid.rows.enumerated() {
            let cells = row.cells.enumerated().map { c, cell -> String in
                guard cell.value.isFinite else { return "—" }
                let mean = best[c] == r ? "**\(number(cell.value))**" : number(cell.value)
                guard let interval = cell.interval else { return mean }
                return "\(mean) [\(number(interval.low)), \(number(interval.high))]"
            }
            lines.append("| " + ([escapeMarkdown(row.name)] + cells).joined(separator: " | ") + " |")
        }
        return escapeMarkdown(grid.caption) + "\n\n" + lines.joined(separator: "\n") + "\n"
    }

    /// Three decimals, "−0.000" written as "0.000".
    private static func number(_ value: Double) -> String {
        let text = String(format: "%.3f", value)
        return text == "-0.000" ? "0.000" : text
    }

    private static func percent(_ confidence: Double) -> String {
        let value = confidence * 100
        return (value == value.rounded() ? "\(Int(value))" : String(format: "%.1f", value)) + " %"
    }

    /// Text safe in LaTeX: its ten special characters written as commands.
    static func escapeLaTeX(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\textbackslash{}"
            case "{", "}", "$", "&", "#", "_", "%": out += "\\" + String(character)
            case "~": out += "\\textasciitilde{}"
            case "^": out += "\\textasciicircum{}"
            case "<": out += "\\textless{}"
            case ">": out += "\\textgreater{}"
            default: out.append(character)
            }
        }
        return out.replacingOccurrences(of: " \\%", with: "~\\%").replacingOccurrences(of: "²", with: "$^2$")
    }

    /// Text safe in a Markdown table cell: `|`, `*`, `_`, `` ` ``, `[`, `]`, `<` and `\` escaped.
    static func escapeMarkdown(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\|*_`[]<".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
