// Generated from Sources/Linework/Linework.docc/Reports.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Foundation
import LineworkExperiment
import LineworkReport

enum Linework_Reports_1 {
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
        let outcome = try ReportRunner(plan: plan, output: "report").run()
        print(outcome.page ?? "no page", outcome.computed, "computed,", outcome.cached, "from the cache")
    }
}
