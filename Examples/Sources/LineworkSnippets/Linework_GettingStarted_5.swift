// Generated from Sources/Linework/Linework.docc/GettingStarted.md (its snippet 5) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_GettingStarted_5 {
    static func run() async throws {
        let image = try ImageDecoder().decode(path: "Gallery/inputs/chelsea.png")
        let contours = try ContourRequest().perform(on: image.pixels)
        let saliency = try SaliencyRequest(model: .attention).perform(on: image.pixels)
        print(contours.contourCount, "contours;", saliency.salientObjects.count, "salient objects")
    }
}
