// Generated from Sources/Linework/Linework.docc/Reports.md (its snippet 2) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Foundation
import LineworkExperiment

enum Linework_Reports_2 {
    static func run() async throws {
        // A small experiment: two bundled photos, 2 × 2 settings, one saliency model.
        try """
            title: Two photos
            images: [Gallery/inputs/coins.png, Gallery/inputs/horse.png]
            sweep:
              pivots: "0.4:0.6:0.1"
              adjustments: [1.0, 2.0]
            saliency: [attention]
            """.write(toFile: "experiment.yaml", atomically: true, encoding: .utf8)

        let plan = try ReportPlan(contentsOf: "experiment.yaml")
        let run = try ExperimentRunner(plan: plan, output: "report").run()
        let summary = try ReportSummary(run.results)
        print(summary.boundary?.ods.f ?? .nan, summary.saliency.best("NSS") ?? "no fixations")
    }
}
