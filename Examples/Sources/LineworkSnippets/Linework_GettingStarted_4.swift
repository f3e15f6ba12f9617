// Generated from Sources/Linework/Linework.docc/GettingStarted.md (its snippet 4) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_GettingStarted_4 {
    static func run() async throws {
        let drawing = try LineDrawing(imageAt: "Gallery/inputs/chelsea.png")
        try drawing.art.write(to: "drawing.svg")
        let png: [UInt8] = try drawing.art.rendered(as: .png)
        print(drawing.stats.paths, "paths;", png.count, "bytes of PNG")
    }
}
