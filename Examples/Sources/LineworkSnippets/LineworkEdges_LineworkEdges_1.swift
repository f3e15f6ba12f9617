// Generated from Sources/LineworkEdges/LineworkEdges.docc/LineworkEdges.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import LineworkCodecs
import LineworkEdges
import LineworkImage

enum LineworkEdges_LineworkEdges_1 {
    static func run() async throws {
        func lines(of photo: Image<UInt8>) throws -> EdgeMap {
            var options = EdgeOptions()
            options.chromaWeight = 0          // luminance edges only
            let request = try EdgeRequest(options: options)
            return request.perform(on: photo.downscaled(toMaximumDimension: 512))
        }

        let photo = try ImageDecoder().decode(path: "Gallery/inputs/chelsea.png")
        if case .uint8(let pixels) = photo.pixels {
            let edges = try lines(of: pixels)
            print(edges.width, "×", edges.height)
        }
    }
}
