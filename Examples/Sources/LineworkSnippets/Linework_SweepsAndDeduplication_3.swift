// Generated from Sources/Linework/Linework.docc/SweepsAndDeduplication.md (its snippet 3) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_SweepsAndDeduplication_3 {
    static func run() async throws {
        let image = try ImageDecoder().decode(path: "Gallery/inputs/coins.png")
        let (result, _) = try SweepRequest(options: ContourOptions()).perform(on: image.pixels)
        let kept = Deduplicator.keep(result, mode: .bbox(iou: DedupMode.defaultBoxIoU))
        let merged = try StrokeSet(result, kept: kept).mergingBundles(BundleMerger()).0
        try LineArt(merged, options: ArtOptions()).write(to: "merged.svg")
        print(merged.strokes.count, "strokes after merging")
    }
}
