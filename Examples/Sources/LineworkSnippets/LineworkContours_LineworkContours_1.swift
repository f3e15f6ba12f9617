// Generated from Sources/LineworkContours/LineworkContours.docc/LineworkContours.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import LineworkContours
import LineworkImage

enum LineworkContours_LineworkContours_1 {
    static func run() async throws {
        // A dark 4 × 3 square on a light 8 × 6 image.
        var samples = [UInt8](repeating: 230, count: 8 * 6)
        for y in 1 ... 3 { for x in 2 ... 5 { samples[y * 8 + x] = 20 } }
        let image = try Image<UInt8>(width: 8, height: 6, samples: samples)

        let request = try ContourRequest(pivot: .automatic, blurSigma: 0, minimumPointCount: 1)
        let observation = request.perform(on: .uint8(image))
        for contour in observation.topLevelContours {
            print(contour.indexPath, contour.pointCount, contour.isHole)  // [0] 10 false
        }

        // The tracer alone, on a mask of your own.
        let mask = try BinaryMask(width: 3, height: 3, pixels: [0, 0, 0,  0, 255, 0,  0, 0, 0])
        let trace = BorderTracer.trace(mask, retrieval: .external)   // one contour, one point: (1, 1)
        print(trace.contours.count, trace.points)                   // 1 [(1, 1)]
    }
}
