// Generated from Sources/Linework/Linework.docc/SweepsAndDeduplication.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_SweepsAndDeduplication_1 {
    static func run() async throws {
        let image = try ImageDecoder().decode(path: "Gallery/inputs/coins.png")
        let sweep = try SweepRequest(options: ContourOptions())          // the default 65-setting grid
        let (result, timings) = sweep.perform(on: image.pixels)
        let kept = Deduplicator.keep(result, mode: .bbox(iou: DedupMode.defaultBoxIoU))
        print(result.entries.count, "pooled,", kept.filter { $0 }.count, "kept in", timings["trace"] ?? 0, "s")

        var art = ArtOptions()
        art.style = .settings                                            // one colour per setting
        art.strokeWidth = ArtOptions.sweepStrokeWidth
        try LineArt(StrokeSet(result, kept: kept), options: art).write(to: "sweep.svg")
    }
}
