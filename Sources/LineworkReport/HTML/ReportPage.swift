import Foundation
import LineworkCore
import LineworkEvaluation

/// `DIR/index.html`: the whole report as one self-contained page.
///
/// Everything is inline — style, script, SVG charts and pictures as `data:` URIs — so the file
/// opens offline and can be mailed or copied alone; it names no URL at all. Sections, in order:
/// run metadata and the spec; with ground truth, the dataset evaluation (ODS/OIS, saliency
/// means with baselines, per-image scores worst first); the dataset chart; then one section per
/// image (`ImageSection`). The run's date and timings sit between `<!--volatile-->` markers:
/// everything else is a function of the spec and the cached results, so two runs of one spec
/// (or a merge of its shards) differ only there.
struct ReportPage {
    let plan: ReportPlan
    let entries: [ReportEntry]
    let cache: ResultCache
    let info: RunInfo

    var results: [ImageResult] { entries.map(\.result) }

    /// Writes the page atomically, one image's pictures in memory at a time.
    func write(to path: String) throws {
        let summary = try ReportSummary(results)
        var html = head()
        html += metadata()
        html += EvaluationSection(plan: plan, results: results, summary: summary).html
        for (i, entry) in entries.enumerated() {
            html += try ImageSection(plan: plan, index: i, entry: entry, cache: cache, summary: summary).html()
        }
        html += "<script>\(PageAssets.script)</script>\n</body>\n</html>\n"
        try AtomicFile.write(html, to: path)
    }

    private func head() -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="linework \(LineworkVersion.string)">
        <title>\(HTMLText.escape(plan.title))</title>
        <style>\(PageAssets.css)</style>
        </head>
        <body>
        <h1>\(HTMLText.escape(plan.title))</h1>

        """
    }

    private func metadata() -> String {
        let settingsCount = plan.grid.settings.count
        var html = "<section id=\"run\"><table class=\"meta\">"
        func row(_ name: String, _ value: String) { html += "<tr><th>\(name)</th><td>\(value)</td></tr>" }
        row("Linework", HTMLText.escape(LineworkVersion.string))
        row("Spec", HTMLText.escape((plan.specPath as NSString).lastPathComponent))
        row("Images", "\(entries.count)")
        row("Settings", "\(settingsCount) (pivots \(plan.grid.pivots), adjustments \(plan.grid.adjustments); "
            + "de-duplication \(HTMLText.escape(plan.dedup.name)))")
        row("Models", plan.models.map(\.rawValue).joined(separator: ", "))
        row("Ground truth", [plan.boundaries.map { _ in "boundaries (tolerance \(plan.tolerance) of the diagonal)" },
                             plan.fixations.map { _ in "fixations (density σ \(plan.sigma) px)" }]
            .compactMap { $0 }.joined(separator: "; ").nonEmpty ?? "none")
        html += "<!--volatile-->"
        let formatter = ISO8601DateFormatter()
        row("Date", formatter.string(from: info.date))
        row("This run", "\(HTMLText.seconds(info.seconds)): \(info.computed) image(s) computed, \(info.cached) from the cache")
        var stages: [String: Double] = [:]
        for result in results { for (stage, seconds) in result.seconds { stages[stage, default: 0] += seconds } }
        let order = ["decode", "sweep", "dedup", "thumbnails", "boundaries", "saliency"]
        row("Compute time per stage", order.compactMap { stage in
            stages[stage].map { "\(stage) \(HTMLText.seconds($0))" } }.joined(separator: " · ")
            + " <span class=\"muted\">(summed over images, when each result was computed)</span>")
        html += "<!--/volatile-->"
        html += "</table>"
        html += "<details><summary>Spec</summary><pre>\(HTMLText.escape(plan.specText))</pre></details>"
        html += "<nav><h3>Images</h3><ol>"
        for (i, result) in results.enumerated() {
            html += "<li><a href=\"#image-\(i)\">\(HTMLText.escape(result.name))</a></li>"
        }
        html += "</ol></nav></section>\n"
        return html
    }
}

extension String {
    /// nil for the empty string.
    var nonEmpty: String? { isEmpty ? nil : self }
}
