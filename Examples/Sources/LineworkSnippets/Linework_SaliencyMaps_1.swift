// Generated from Sources/Linework/Linework.docc/SaliencyMaps.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_SaliencyMaps_1 {
    static func run() async throws {
        let image = try ImageDecoder().decode(path: "Gallery/inputs/chelsea.png")
        let observation = try SaliencyRequest(model: .attention).perform(on: image.pixels)
        for object in observation.salientObjects {
            let box = object.boundingBox                       // normalised, origin at the lower left
            print(box.x, box.y, box.width, box.height, object.confidence)
        }
        let heatmap = observation.heatmap                      // 68 × 68, values in [0, 1]
        print(heatmap.width, "×", heatmap.height)
    }
}
