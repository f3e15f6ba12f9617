// Generated from Sources/LineworkVideo/LineworkVideo.docc/LineworkVideo.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Foundation
import LineworkCodecs
import LineworkCore
import LineworkSaliency
import LineworkVideo

enum LineworkVideo_LineworkVideo_1 {
    static func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        if FFmpegEncoder.locate(environment: environment) == nil {
            print("video needs ffmpeg: apt-get install ffmpeg")
        } else {
            // A 2 s clip to reframe (any .mp4, .mov or .webm will do): a light square crossing a dark frame.
            let making = AtomicFile.Batch()
            let clip = try FFmpegEncoder(format: .mp4, width: 320, height: 180, fps: 25, environment: environment,
                                         output: try making.stream(to: "clip.mp4"))
            for frame in 0..<50 {
                var rgba = [UInt8](repeating: 255, count: 320 * 180 * 4)
                for i in 0..<(320 * 180) {
                    let (x, y) = (i % 320, i / 320)
                    let lit = (70..<110).contains(y) && (frame * 5..<frame * 5 + 40).contains(x)
                    for c in 0..<3 { rgba[i * 4 + c] = lit ? 235 : 40 }
                }
                try rgba.withUnsafeBufferPointer { try clip.append(rgba: $0) }
            }
            try clip.finish()
            try making.commit()

            // Reframed to 9:16: analysis, a camera path per shot, then the frames cut and encoded.
            let info = try VideoInfo.probe("clip.mp4")
            let track = try VideoSaliencyAnalyzer().analyze("clip.mp4", info: info)
            let plan = try ReframePlan(track: track, aspect: AspectRatio(width: 9, height: 16))
            let batch = AtomicFile.Batch()
            let encoder = try FFmpegEncoder(format: .mp4, width: plan.width, height: plan.height, frameRate: info.frameRate,
                                            soundtrack: Soundtrack(path: "clip.mp4", info: info), environment: environment,
                                            output: try batch.stream(to: "tall.mp4"))
            try ReframeRenderer.render(plan, source: "clip.mp4", info: info, into: encoder)
            try encoder.finish()
            try batch.commit()
            print("\(plan.width)×\(plan.height) window, first at x = \(plan.crops[0].x), last at x = \(plan.crops[49].x)")
        }
    }
}
