// Generated from Sources/Linework/Linework.docc/SaliencyMaps.md (its snippet 3) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_SaliencyMaps_3 {
    static func run() async throws {
        let image = try ImageDecoder().decode(path: "Gallery/inputs/chelsea.png")
        let request = try SaliencyRequest(model: .attention)
        let observation = request.perform(on: image.pixels)
        let crop = try SaliencyCrop(imageWidth: image.pixels.width, imageHeight: image.pixels.height,
                                    aspect: try AspectRatio(width: 4, height: 5), map: observation.map,
                                    faces: request.faces, ruleOfThirds: true)
        let cropped = try crop.apply(to: image.pixels)
        try PNGEncoder.write(cropped, to: "crop.png")   // at the photo's own bit depth, written atomically
        print("cropped to", cropped.width, "×", cropped.height)
    }
}
