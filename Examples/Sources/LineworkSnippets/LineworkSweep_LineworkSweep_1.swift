// Generated from Sources/LineworkSweep/LineworkSweep.docc/LineworkSweep.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import LineworkCodecs
import LineworkContours
import LineworkImage
import LineworkSweep

enum LineworkSweep_LineworkSweep_1 {
    static func run() async throws {
        func sweep(_ pixels: PixelBuffer) throws -> (SweepResult, kept: [Bool]) {
            var grid = SweepGrid.default
            grid.pivots = try StrideSpec(from: 0.3, to: 0.7, step: 0.1)        // 0.3, 0.4, 0.5, 0.6
            let request = try SweepRequest(options: ContourOptions(), grid: grid)
            let (result, _) = request.perform(on: pixels)                      // 4 × 13 settings
            let kept = Deduplicator.keep(result, mode: .bbox(iou: DedupMode.defaultBoxIoU))
            return (result, kept)                                              // one flag per entry
        }

        let (result, kept) = try sweep(ImageDecoder().decode(path: "Gallery/inputs/coins.png").pixels)
        print(result.entries.count, "pooled,", kept.filter { $0 }.count, "kept")
    }
}
