// Generated from Sources/LineworkCodecs/LineworkCodecs.docc/LineworkCodecs.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import LineworkCodecs
import LineworkImage

enum LineworkCodecs_LineworkCodecs_1 {
    static func run() async throws {
        let decoded = try ImageDecoder().decode(path: "Gallery/inputs/rocket.jpg")   // upright, alpha over white
        print(decoded.width, decoded.height, decoded.format, decoded.orientation)
        let gray = Luminance.gray(decoded.pixels)
        try PNGEncoder.write(gray, to: "gray.png")
        let jpeg: [UInt8] = try JPEGEncoder.encode(decoded.pixels, quality: 85)
        print(jpeg.count, "bytes of JPEG")
    }
}
