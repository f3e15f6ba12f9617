// Generated from Sources/LineworkVector/LineworkVector.docc/LineworkVector.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import LineworkCore
import LineworkVector

enum LineworkVector_LineworkVector_1 {
    static func run() async throws {
        let square: [Point2] = [Point2(0, 0), Point2(10, 0), Point2(10, 10), Point2(0, 10)]
        var options = VectorArt.Options()
        options.curves = try CurveFitter(alphaMax: 1.0)
        let art = VectorArt(strokes: [(points: square, closed: true)], options: options)
        print(art.paths.count, art.paths[0].segments.count)
    }
}
