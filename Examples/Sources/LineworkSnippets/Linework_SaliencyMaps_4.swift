// Generated from Sources/Linework/Linework.docc/SaliencyMaps.md (its snippet 4) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_SaliencyMaps_4 {
    static func run() async throws {
        let image = try ImageDecoder().decode(path: "Gallery/inputs/chelsea.png")
        let observation = try SaliencyRequest(model: .attention).perform(on: image.pixels)
        var art = ArtOptions()
        art.style = .saliency
        let contours = try ContourRequest().perform(on: image.pixels)
        try LineArt(StrokeSet(contours), options: art, saliency: observation.map).write(to: "weighted.svg")
    }
}
