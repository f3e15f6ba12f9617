import Foundation
import LineworkCore
import LineworkEvaluation
import LineworkExperiment
import Plot

/// `DIR/index.html`: the whole report as one self-contained page, built with Plot's HTML DSL.
///
/// Everything is inline — style, script, SVG charts and pictures as `data:` URIs — so the file
/// opens offline and can be mailed or copied alone; it loads no URL at all. Sections, in order:
/// run metadata and the spec; with ground truth, the dataset evaluation (ODS/OIS, saliency
/// and salient-object means with baselines, per-image scores worst first); the dataset chart;
/// the settings explorer (`SettingsExplorer`); the image index (`ImageIndex`); then one section
/// per image (`ImageSection`). A lazy page (`ReportPlan.SectionLoading.lazy`, above 20 images
/// by default) holds a placeholder per image instead, and its script reads the section from
/// `sections/` (`SectionFiles`) when the reader nears it: the overview shows at once however
/// many images there are. Apart from those, the only links out of the page are the download
/// links to `results.json` and `results.csv`, written beside it (`ReportExport`); it needs
/// neither to be viewed. The run's date and timings sit between `<!--volatile-->` markers:
/// everything else is a function of the spec and the cached results, so two runs of one spec
/// (or a merge of its shards) differ only there. Plot renders the page without indentation;
/// each top-level block ends a line, so a change to the page shows as a change to its lines.
struct ReportPage {
    let plan: ReportPlan
    let entries: [ReportEntry]
    let cache: ResultCache
    let info: RunInfo
    /// The models' mean ROC curves, from the run's sAUC pass.
    let roc: SaliencyROCCurves

    var results: [ImageResult] { entries.map(\.result) }

    /// The page's text. Each image's pictures are read from the cache in turn and kept only as
    /// the page's `data:` URIs: in the page (`ReportPlan.SectionLoading.inline`), or in the
    /// image's own file in `sections` (`.lazy`), the page holding a placeholder that names it.
    /// - Throws: when a cached picture cannot be read, or a section file cannot be written.
    /// - Parameters:
    ///   - summary: the dataset's numbers.
    ///   - overview: the settings explorer's numbers, the same the exports hold.
    ///   - statistics: the intervals and pairs the winners are marked by, the same the exports hold.
    ///   - sections: where a lazy page's sections go.
    func render(summary: ReportSummary, overview: SettingsOverview, statistics: DatasetStatistics,
                sections: SectionFiles) throws -> String {
        let lazy = plan.sectionLoading == .lazy
        let images = try entries.enumerated().map { i, entry -> Node<HTML.BodyContext> in
            let section = ImageSection(plan: plan, index: i, entry: entry, cache: cache, summary: summary)
            guard lazy else { return try section.node() }
            let source = try sections.add(index: i, html: try section.node().render())
            return section.placeholder(source: source)
        }
        let blocks: [Node<HTML.BodyContext>] = [.h1(.text(plan.title)), metadata(),
            EvaluationSection(plan: plan, results: results, summary: summary, statistics: statistics,
                              roc: roc,
                              foldsImageTables: lazy).node,
            SettingsExplorer(overview: overview).node,
            ModelTuningSection(tunings: ModelTuning.all(plan: plan, summary: summary)).node,
            ImageIndex(plan: plan, results: results, summary: summary).node]
            + images + [.script(.raw(PageAssets.script))]
        let page = HTML(
            .lang(.english),
            PageAssets.head(title: plan.title, css: PageAssets.css),
            .body(.group(blocks.map { .group($0, .text("\n")) })))
        return page.render() + "\n"
    }

    /// The run's table (its volatile rows marked), the spec, and the list of images.
    private func metadata() -> Node<HTML.BodyContext> {
        var stages: [String: Double] = [:]
        for result in results { for (stage, seconds) in result.seconds { stages[stage, default: 0] += seconds } }
        let order = ["decode", "sweep", "dedup", "thumbnails", "boundaries", "saliency", "own-boundaries"]
        let groundTruth = [plan.boundaries.map { _ in "boundaries (tolerance \(plan.tolerance) of the diagonal)" },
                           plan.fixations.map { _ in "fixations (density σ \(plan.sigma) px)" },
                           plan.objects.map { _ in "object masks" }]
            .compactMap { $0 }.joined(separator: "; ")
        return .section(
            .id("run"),
            .table(
                .class("meta"),
                row("Linework", .text(LineworkVersion.string)),
                row("Spec", .text((plan.specPath as NSString).lastPathComponent)),
                row("Images", .text("\(entries.count)")),
                row("Settings", .text("\(plan.settings.count) (" + (plan.comparesPolarity ? "dark on light and light on dark × " : "")
                    + "pivots \(plan.grid.pivots), "
                    + "adjustments \(plan.grid.adjustments); de-duplication \(plan.dedup.name))")),
                row("Models", .text(plan.models.map(\.rawValue).joined(separator: ", "))),
                .if(!plan.ownModels.isEmpty, row("Own models", .text(plan.ownModels.map { model in
                    "\(model.name) (\(model.kind.rawValue), \(model.mapsName)\(model.missing == .skip ? ", gaps allowed" : ""))"
                }.joined(separator: "; ")))),
                row("Ground truth", .text(groundTruth.nonEmpty ?? "none")),
                .comment("volatile"),
                row("Date", .text(ISO8601DateFormatter().string(from: info.date))),
                row("Build", .code(.text(info.buildCommit))),
                row("Command", .code(.text(info.commandLine.map(Self.shellQuoted).joined(separator: " ")))),
                row("Host", .text(info.host)),
                row("Shards", .text(info.shards.isEmpty ? "none (one run)" : info.shards.joined(separator: ", "))),
                row("This run", .text("\(HTMLText.seconds(info.seconds)): \(info.computed) image(s) computed, "
                    + "\(info.cached) from the cache")),
                row("Compute time per stage",
                    .text(order.compactMap { stage in stages[stage].map { "\(stage) \(HTMLText.seconds($0))" } }
                        .joined(separator: " · ") + " "),
                    .span(.class("muted"), "(summed over images, when each result was computed)")),
                .comment("/volatile")),
            .p(.class("downloads"), "Every number in this page's tables: ",
               .a(.href(ResultsTable.jsonName), .attribute(named: "download", value: ResultsTable.jsonName),
                  .text(ResultsTable.jsonName)),
               " · ",
               .a(.href(ResultsTable.csvName), .attribute(named: "download", value: ResultsTable.csvName),
                  .text(ResultsTable.csvName)),
               " ", .span(.class("muted"), "(written beside this page; the page itself needs neither)")),
            .details(.summary("Spec"), .pre(.text(plan.specText))),
            .details(.summary("Inputs (content hashes: image, ground truth and plan, as cache keys)"),
                     .ul(.forEach(entries) { entry in
                         .li(.code(.text(entry.key)), " ", .text(entry.result.name))
                     })),
            .nav(.a(.href("#images"), .text("Image index: \(entries.count) image\(entries.count == 1 ? "" : "s")")),
                 .text(plan.sectionLoading == .lazy
                    ? " (each image's section is read from sections/ beside this page when you reach it)" : "")))
    }

    /// `argument` as a POSIX shell would need it: bare when it holds only safe characters, else
    /// in single quotes (with `'` written `'\''`), so the command can be pasted back.
    static func shellQuoted(_ argument: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=@%+,")
        if !argument.isEmpty && argument.allSatisfy(safe.contains) { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// One row of the metadata table: `name` in a header cell, `value` beside it.
    private func row(_ name: String, _ value: Node<HTML.BodyContext>...) -> Node<HTML.TableContext> {
        .tr(.th(.text(name)), .td(.group(value)))
    }
}

extension String {
    /// nil for the empty string.
    var nonEmpty: String? { isEmpty ? nil : self }
}
