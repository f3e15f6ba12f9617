// Generated from Sources/Linework/Linework.docc/LineDrawings.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_LineDrawings_1 {
    static func run() async throws {
        var options = DrawOptions(lines: .edges, weight: .edge, tone: HatchOptions(style: .hatch))
        options.pens = 3
        let drawing = try LineDrawing(imageAt: "Gallery/inputs/chelsea.png", options: options)
        let svg = try drawing.rendered(as: .svg)     // byte for byte what `linework draw --svg` writes
        print(drawing.stats.paths, "paths,", drawing.stats.inkLength, "px of ink,", svg.count, "bytes of SVG")
        for note in drawing.notes { print(note) }
    }
}
