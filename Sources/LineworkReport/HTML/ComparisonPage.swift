import Foundation
import LineworkCore
import LineworkExperiment
import Plot

/// The page `linework report --compare A B --output DIR` writes: the two runs, how their specs
/// differ, and every shared number with its change B − A, the dataset first, then image by
/// image. Changes of scores are coloured by the metric's direction (green: B is better), unless
/// only the ground truth changed, which the page then says instead. The "changes only" box hides
/// rows that did not change. Self-contained like the report page.
struct ComparisonPage {
    let comparison: RunComparison

    /// The page and `comparison.csv` (scope, key, A, B, change, better), written all or nothing
    /// into `output`.
    /// - Throws: `LineworkError.cannotWrite` (nothing is written).
    func write(into output: String) throws {
        let batch = AtomicFile.Batch()
        try batch.add(render(), to: ImagePattern.join(output, ReportExport.pageName))
        try batch.add(csv, to: ImagePattern.join(output, Self.csvName))
        try batch.commit()
    }

    static let csvName = "comparison.csv"

    func render() -> String {
        let (a, b) = (comparison.a, comparison.b)
        let scopes = comparison.rows.reduce(into: [String]()) { if !$0.contains($1.scope) { $0.append($1.scope) } }
        let changed = comparison.rows.filter { $0.a != $0.b }.count
        let page = HTML(
            .lang(.english),
            PageAssets.head(title: "Comparison: \(a.title) / \(b.title)", css: Self.css),
            .body(
                .h1("Comparing two runs"),
                .table(
                    .thead(.tr(.th(""), .th("folder"), .th("title"), .th("Linework"), .th("images"))),
                    .tbody(.forEach([("A", a), ("B", b)]) { label, run in
                        .tr(.th(.text(label)), .td(.code(.text(run.folder))),
                            .td(.text(run.title)), .td(.text(run.version)), .td(.text("\(run.images.count)")))
                    })),
                .p(.class("muted"), .text("\(comparison.rows.count) numbers compared, \(changed) changed; change = B − A. "
                    + "Green: B scores better, red: worse (by each metric's direction: KLD and MAE lower is better). "
                    + "Per-setting rows are left out: compare the dataset's and each image's best settings.")),
                truthWarning(),
                .h2("Spec"),
                specNode(),
                .label(.input(.type(.checkbox), .id("changes-only")), " changes only"),
                .forEach(scopes) { scope in
                    .group(.h2(.text(scope == "dataset" ? "Dataset" : scope)),
                           table(comparison.rows.filter { $0.scope == scope }))
                },
                .script(.raw(Self.script))))
        return page.render() + "\n"
    }

    /// When the runs differ only in their ground truth: a warning that the scores moved with the
    /// truth, not the model, and are not coloured.
    private func truthWarning() -> Node<HTML.BodyContext> {
        let keys = comparison.truthChanges
        guard !keys.isEmpty else { return .empty }
        return .p(.class("warning"), .id("truth-changed"), .text("Only the ground truth changed ("
            + keys.map { "groundTruth." + $0 }.joined(separator: ", ") + "): the scores below moved because the truth "
            + "changed, not the model, so no change is marked better or worse."))
    }

    private func specNode() -> Node<HTML.BodyContext> {
        guard let diff = comparison.specDiff else {
            return .p(.class("muted"), .text("A run's results.json does not record its spec (made before Linework wrote it "
                + "there): run its report again to compare specs."))
        }
        if diff.isEmpty { return .p(.text("The two specs are the same.")) }
        return .pre(.class("diff"), .forEach(diff.lines) { line in
            switch line.kind {
            case .same: return .span(.text("  " + line.text + "\n"))
            case .removed: return .span(.class("removed"), .text("- " + line.text + "\n"))
            case .added: return .span(.class("added"), .text("+ " + line.text + "\n"))
            }
        })
    }

    private func table(_ rows: [RunComparison.Row]) -> Node<HTML.BodyContext> {
        .table(
            .class("compare"),
            .thead(.tr(.th("number"), .th("A"), .th("B"), .th("change"))),
            .tbody(.forEach(rows) { row in
                let state = row.improved.map { $0 ? "better" : "worse" }
                return .tr(
                    .if(row.a == row.b, .class("same")),
                    .td(.text(row.key)),
                    .td(.text(Self.text(row.a, key: row.key))),
                    .td(.text(Self.text(row.b, key: row.key))),
                    .td(.unwrap(state) { .class($0) }, .text(Self.change(row))))
            }))
    }

    /// A value as the report shows it: numbers to three decimals, texts (settings, models) as they are.
    static func text(_ value: RunComparison.Value?, key: String) -> String {
        switch value {
        case nil: return ""
        case .text(let text)?: return text
        case .number(let number)?: return HTMLText.score(number)
        }
    }

    static func change(_ row: RunComparison.Row) -> String {
        if let delta = row.delta {
            return delta == 0 ? "0" : (delta > 0 ? "+" : "−") + HTMLText.score(abs(delta))
        }
        if row.a == nil { return "only in B" }
        if row.b == nil { return "only in A" }
        return row.a == row.b ? "" : "changed"
    }

    var csv: String {
        func field(_ text: String) -> String {
            text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
                ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
        }
        func raw(_ value: RunComparison.Value?) -> String {
            switch value {
            case nil: return ""
            case .text(let text)?: return text
            case .number(let number)?: return number.isFinite ? "\(number)" : ""
            }
        }
        var lines = ["scope,key,A,B,change,better"]
        for row in comparison.rows {
            let better = row.improved.map { $0 ? "yes" : "no" } ?? ""
            lines.append([row.scope, row.key, raw(row.a), raw(row.b), row.delta.map { "\($0)" } ?? "", better]
                .map(field).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let css = """
        body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1b1b1b}
        table{border-collapse:collapse;margin:6px 0 18px}td,th{border:1px solid #ddd;padding:3px 8px;text-align:right}
        th{background:#f3f3f3}td:first-child,th:first-child{text-align:left}.muted{color:#666}
        pre.diff{background:#f8f8f8;padding:8px;border:1px solid #ddd}.removed{background:#fde2e2;color:#8a1010}
        .added{background:#dff3e0;color:#0d5c17}td.better{color:#0d6b1a;font-weight:600}td.worse{color:#a31515;font-weight:600}
        body.changes-only tr.same{display:none}
        .warning{background:#fff4d6;border:1px solid #e0b84a;padding:6px 10px}
        """

    static let script = """
        document.getElementById('changes-only').addEventListener('change',function(e){
          document.body.classList.toggle('changes-only',e.target.checked);});
        """
}

extension RunComparison {
    /// Writes the comparison's page and `comparison.csv` into the existing folder `output`, all
    /// or nothing (`ComparisonPage`).
    ///
    /// - Parameter output: the folder to write into; it must exist.
    /// - Throws: `LineworkError.cannotWrite` (nothing is written).
    public func write(into output: String) throws {
        try ComparisonPage(comparison: self).write(into: output)
    }
}
