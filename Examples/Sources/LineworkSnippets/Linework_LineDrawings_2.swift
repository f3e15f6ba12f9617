// Generated from Sources/Linework/Linework.docc/LineDrawings.md (its snippet 2) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_LineDrawings_2 {
    static func run() async throws {
        // The fields that differ from the line source's defaults, under their Swift names.
        try "lines: sweep\nart: {strokeWidth: 1.5}\n".write(toFile: "mine.yaml", atomically: true, encoding: .utf8)
        let preset = try DrawPreset(yaml: try String(contentsOfFile: "mine.yaml", encoding: .utf8), source: "mine.yaml")
        let drawing = try LineDrawing(imageAt: "Gallery/inputs/coins.png", options: try preset.options())
        print(drawing.stats.paths, "paths")

        var options = DrawOptions(lines: .centerline)
        options.art.strokeWidth = 2
        print(try DrawPreset(options: options).yamlText)   // `lines: centerline` and `art: {strokeWidth: 2}`
    }
}
