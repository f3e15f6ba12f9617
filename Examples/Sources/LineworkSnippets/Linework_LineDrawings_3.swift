// Generated from Sources/Linework/Linework.docc/LineDrawings.md (its snippet 3) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_LineDrawings_3 {
    static func run() async throws {
        var page = DrawOptions(lines: .centerline, weight: .stroke,
                               contour: ContourOptions(maximumImageDimension: 1600,
                                                       blurSigma: DrawOptions.centerlineBlurSigma,
                                                       threshold: .adaptive(AdaptiveThreshold(window: 41))))
        page.art.strokeWidth = 1.0
        let pen = try LineDrawing(imageAt: "Gallery/inputs/documents/page.png", options: page)
        print(pen.stats.paths, "pen strokes; threshold:", pen.stats.source)
    }
}
