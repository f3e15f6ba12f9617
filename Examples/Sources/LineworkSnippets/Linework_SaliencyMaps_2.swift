// Generated from Sources/Linework/Linework.docc/SaliencyMaps.md (its snippet 2) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework
import LineworkPose

enum Linework_SaliencyMaps_2 {
    static func run() async throws {
        let image = try ImageDecoder().decode(path: "Gallery/inputs/astronaut.png")
        var request = try SaliencyRequest(model: .attention)
        request.faces = try FaceCue.faces(in: image.pixels)   // none when no face or pose model is installed
        let observation = request.perform(on: image.pixels)
        print(request.faces.count, "faces; look at", observation.salientObjects.first?.boundingBox ?? NormalizedRect(x: 0, y: 0, width: 1, height: 1))
    }
}
