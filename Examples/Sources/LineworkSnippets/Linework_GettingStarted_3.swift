// Generated from Sources/Linework/Linework.docc/GettingStarted.md (its snippet 3) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_GettingStarted_3 {
    static func run() async throws {
        let observation = try ContourRequest(pivot: .automatic).perform(onImageAt: "Gallery/inputs/coins.png")
        for contour in observation.topLevelContours {
            let box = contour.boundingBox                      // working-image pixels
            print(contour.indexPath, contour.pointCount, contour.childContourCount, box.width, box.height)
            let simplified = contour.polygonApproximation(epsilon: 1.5)
            print(simplified.count, "corners;", contour.normalizedPoints.first ?? Point2.zero)
        }
    }
}
