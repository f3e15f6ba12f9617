// Generated from Sources/LineworkSaliency/LineworkSaliency.docc/LineworkSaliency.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import LineworkCodecs
import LineworkImage
import LineworkSaliency

enum LineworkSaliency_LineworkSaliency_1 {
    static func run() async throws {
        func cropped(_ pixels: PixelBuffer) throws -> PixelBuffer {
            let observation = try SaliencyRequest(model: .attention).perform(on: pixels)
            if let box = observation.salientObjects.first?.boundingBox {
                print("look at", box.x, box.y, box.width, box.height)   // lower-left origin, 0…1
            }
            let crop = try SaliencyCrop(imageWidth: pixels.width, imageHeight: pixels.height,
                                        aspect: try AspectRatio(width: 1, height: 1), map: observation.map)
            return try crop.apply(to: pixels)
        }

        let square = try cropped(ImageDecoder().decode(path: "Gallery/inputs/chelsea.png").pixels)
        try PNGEncoder.write(square, to: "square.png")
    }
}
