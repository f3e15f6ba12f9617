// Generated from Sources/Linework/Linework.docc/Linework.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_Linework_1 {
    static func run() async throws {
        let observation = try ContourRequest(pivot: .automatic).perform(onImageAt: "Gallery/inputs/coins.png")
        try LineArt(observation).write(to: "art.svg")
        print(observation.contourCount, "contours drawn")
    }
}
