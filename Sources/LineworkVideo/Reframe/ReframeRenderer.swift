import Foundation
import LineworkCodecs
import LineworkCore

/// The second pass of reframing: the source decoded again at full size, each frame cut to its
/// `ReframePlan` window and handed to an encoder, one frame in memory at a time.
public enum ReframeRenderer {
    /// Writes the reframed video into `sink` (`plan.width` × `plan.height` RGBA frames).
    ///
    /// - Parameters:
    ///   - plan: the windows, from the same video.
    ///   - path: the source video.
    ///   - info: its `VideoInfo.probe`.
    ///   - sink: the encoder (an `FFmpegEncoder` with the source's `Soundtrack`, say).
    ///   - environment: where ffmpeg is looked for.
    ///   - progress: called with the number of frames written so far.
    /// - Throws: `LineworkError` from decoding or encoding; `.invalidOption` naming `plan` when
    ///   its source size is not the video's.
    public static func render(_ plan: ReframePlan, source path: String, info: VideoInfo, into sink: any FrameSink,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              progress: (Int) -> Void = { _ in }) throws {
        guard plan.sourceWidth == info.width, plan.sourceHeight == info.height, !plan.crops.isEmpty else {
            throw LineworkError.invalidOption(name: "plan", value: "\(plan.sourceWidth)×\(plan.sourceHeight)",
                                              allowed: "must be made from this \(info.width)×\(info.height) video")
        }
        let reader = try VideoReader(path: path, info: info, environment: environment)
        var frame = [UInt8]()
        var out = [UInt8](repeating: 255, count: plan.width * plan.height * 4)
        var index = 0
        while try reader.read(into: &frame) {
            // A decode may give a frame more than the analysis did: it keeps the last window.
            let crop = plan.crops[min(index, plan.crops.count - 1)]
            cut(frame, width: info.width, crop: crop, into: &out, width: plan.width, height: plan.height)
            try out.withUnsafeBufferPointer { try sink.append(rgba: $0) }
            index += 1
            progress(index)
        }
        try reader.finish()
    }

    /// Copies the window's RGB pixels into RGBA (alpha left opaque).
    private static func cut(_ rgb: [UInt8], width sourceWidth: Int, crop: ReframePlan.Crop, into out: inout [UInt8],
                            width: Int, height: Int) {
        rgb.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for row in 0..<height {
                    var s = ((crop.y &+ row) &* sourceWidth &+ crop.x) &* 3
                    var t = row &* width &* 4
                    for _ in 0..<width {
                        target[t] = source[s]
                        target[t &+ 1] = source[s &+ 1]
                        target[t &+ 2] = source[s &+ 2]
                        s &+= 3
                        t &+= 4
                    }
                }
            }
        }
    }
}
