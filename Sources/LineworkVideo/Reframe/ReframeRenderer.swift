import Foundation
import LineworkCodecs
import LineworkCore

/// The second pass of reframing: the source decoded again at full size, once for every output,
/// each frame cut to its `ReframePlan` window, scaled to the output's size (padded where the
/// window has another shape) and handed to that output's encoder, one frame in memory at a time.
public enum ReframeRenderer {
    /// One output of a render: a plan, its size, its padding and where its frames go.
    public struct Target {
        /// The windows, from the same video.
        public var plan: ReframePlan
        /// The output's width and height, in pixels: the plan's window size by default.
        public var width: Int, height: Int
        /// What fills the output around a window of another shape: black by default.
        public var padding: ReframePadding
        /// The encoder (an `FFmpegEncoder` with the source's `Soundtrack`, say), fed
        /// `width` × `height` RGBA frames.
        public var sink: any FrameSink

        /// A target; `size` is the plan's window size when nil.
        public init(plan: ReframePlan, size: PixelSize? = nil, padding: ReframePadding = .black, sink: any FrameSink) {
            (self.plan, self.padding, self.sink) = (plan, padding, sink)
            (width, height) = (size?.width ?? plan.width, size?.height ?? plan.height)
        }
    }

    /// Writes the reframed video into `sink` (`plan.width` × `plan.height` RGBA frames).
    ///
    /// - Throws: as `render(_:source:info:environment:progress:)`.
    public static func render(_ plan: ReframePlan, source path: String, info: VideoInfo, into sink: any FrameSink,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              progress: (Int) -> Void = { _ in }) throws {
        try render([Target(plan: plan, sink: sink)], source: path, info: info, environment: environment, progress: progress)
    }

    /// Writes every target's reframed video from one decode of the source.
    ///
    /// - Parameters:
    ///   - targets: the outputs.
    ///   - path: the source video.
    ///   - info: its `VideoInfo.probe`.
    ///   - environment: where ffmpeg is looked for.
    ///   - progress: called with the number of frames written so far.
    /// - Throws: `LineworkError` from decoding or encoding; `.invalidOption` naming `plan` when
    ///   a plan's source size is not the video's or a window leaves the frame, `size` when an
    ///   output side is not even and 2…4096.
    public static func render(_ targets: [Target], source path: String, info: VideoInfo,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              progress: (Int) -> Void = { _ in }) throws {
        for target in targets { try check(target, info: info) }
        let reader = try VideoReader(path: path, info: info, environment: environment)
        var frame = [UInt8]()
        var outs = targets.map { [UInt8](repeating: 255, count: $0.width * $0.height * 4) }
        var index = 0
        while try reader.read(into: &frame) {
            for (t, target) in targets.enumerated() {
                // A decode may give a frame more than the analysis did: it keeps the last window.
                let crop = target.plan.crops[min(index, target.plan.crops.count - 1)]
                FrameFitter(sourceWidth: info.width, width: target.width, height: target.height, padding: target.padding)
                    .draw(frame, crop: crop, into: &outs[t])
                try outs[t].withUnsafeBufferPointer { try target.sink.append(rgba: $0) }
            }
            index += 1
            progress(index)
        }
        try reader.finish()
    }

    private static func check(_ target: Target, info: VideoInfo) throws {
        let plan = target.plan
        guard plan.sourceWidth == info.width, plan.sourceHeight == info.height, !plan.crops.isEmpty else {
            throw LineworkError.invalidOption(name: "plan", value: "\(plan.sourceWidth)×\(plan.sourceHeight)",
                                              allowed: "must be made from this \(info.width)×\(info.height) video")
        }
        if let bad = plan.crops.firstIndex(where: { $0.x < 0 || $0.y < 0 || $0.width < 1 || $0.height < 1
                || $0.x + $0.width > info.width || $0.y + $0.height > info.height }) {
            let c = plan.crops[bad]
            throw LineworkError.invalidOption(name: "plan", value: "frame \(bad): \(c.width)×\(c.height) at \(c.x), \(c.y)",
                                              allowed: "every window must lie inside the \(info.width)×\(info.height) frame")
        }
        for side in [target.width, target.height] where !(2...VideoReader.maximumSide).contains(side) || side % 2 != 0 {
            throw LineworkError.invalidOption(name: "size", value: "\(target.width)×\(target.height)",
                                              allowed: "sides must be even, 2…\(VideoReader.maximumSide)")
        }
    }
}
