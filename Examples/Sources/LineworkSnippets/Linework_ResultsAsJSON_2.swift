// Generated from Sources/Linework/Linework.docc/ResultsAsJSON.md (its snippet 2) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_ResultsAsJSON_2 {
    static func run() async throws {
        let request = try SweepRequest(options: ContourOptions())
        let (result, timings) = request.perform(on: try ImageDecoder().decode(path: "Gallery/inputs/coins.png").pixels)
        let kept = Deduplicator.keep(result, mode: .bbox(iou: DedupMode.defaultBoxIoU))
        let report = try SweepReport(result: result, kept: kept, mode: .bbox(iou: DedupMode.defaultBoxIoU), timings: timings)
        print(report.document(includesContours: false).stats.keptCount)
    }
}
