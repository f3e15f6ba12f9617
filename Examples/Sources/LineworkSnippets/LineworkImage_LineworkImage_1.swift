// Generated from Sources/LineworkImage/LineworkImage.docc/LineworkImage.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import LineworkImage

enum LineworkImage_LineworkImage_1 {
    static func run() async throws {
        let rgba = try Image<UInt8>(width: 2, height: 1, channels: 4,
                                    samples: [255, 0, 0, 255,   0, 0, 0, 0])  // red, transparent
        let gray = Luminance.gray(rgba)             // BT.601, alpha over white first: [76, 255]
        let small = try Image<Float>(width: 640, height: 480, repeating: 0.5)
            .downscaled(toMaximumDimension: 64)     // 64 × 48, by area averaging
            .gaussianBlurred(sigma: 1.5)
        print(gray.samples, small.width, small.height)
    }
}
