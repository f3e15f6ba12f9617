// Generated from Sources/Linework/Linework.docc/CoordinatesAndUnits.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_CoordinatesAndUnits_1 {
    static func run() async throws {
        let observation = try ContourRequest().perform(onImageAt: "Gallery/inputs/coffee.png")
        let sx = Double(observation.imageSize.width) / Double(observation.workingSize.width)
        let sy = Double(observation.imageSize.height) / Double(observation.workingSize.height)
        func inputPoint(_ p: Point2) -> Point2 { Point2((p.x + 0.5) * sx - 0.5, (p.y + 0.5) * sy - 0.5) }
        if let first = observation.topLevelContours.first?.points.first {
            print("working", first, "is input", inputPoint(first))
        }
    }
}
