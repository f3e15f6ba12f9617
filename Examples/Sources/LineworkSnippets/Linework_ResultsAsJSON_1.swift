// Generated from Sources/Linework/Linework.docc/ResultsAsJSON.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Foundation
import Linework

enum Linework_ResultsAsJSON_1 {
    static func run() async throws {
        let observation = try ContourRequest(pivot: .automatic).perform(onImageAt: "Gallery/inputs/coins.png")
        try observation.jsonText().write(toFile: "contours.json", atomically: true, encoding: .utf8)

        let document = try ContoursDocument(jsonText: String(contentsOfFile: "contours.json", encoding: .utf8))
        print(document.contours?.count ?? 0, document.settings.threshold ?? 0)
    }
}
