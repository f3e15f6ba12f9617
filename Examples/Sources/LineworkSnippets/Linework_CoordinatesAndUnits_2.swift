// Generated from Sources/Linework/Linework.docc/CoordinatesAndUnits.md (its snippet 2) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_CoordinatesAndUnits_2 {
    static func run() async throws {
        let box = NormalizedRect(x: 0.25, y: 0.5, width: 0.5, height: 0.25)   // lower-left origin
        let pixels = box.pixels(imageWidth: 640, imageHeight: 480)           // top-left origin, pixel edges
        print(pixels.x, pixels.y, pixels.width, pixels.height)                // 160.0 120.0 320.0 120.0
    }
}
