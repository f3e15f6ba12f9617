import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkSaliency

/// The first pass over a video: it decodes every frame small, finds the shot cuts, and runs the
/// still saliency model (with faces and motion) on `samplesPerSecond` frames a second and on
/// every shot's first frame, giving a `VideoSaliencyTrack`.
///
/// Memory holds two small frames and the samples (68 × 68 floats each, about 18 kB: 90 MB for
/// ten minutes at the default rate), whatever the video's size and length.
public struct VideoSaliencyAnalyzer {
    /// The still model run on the samples: attention by default.
    public var model: SaliencyModel = .attention
    /// Frames analysed per second: 8 by default. Every frame is read for the cuts and the
    /// motion; the model, the slow part, runs on these alone (the track smooths between them).
    public var samplesPerSecond = 8.0
    /// The longer side the frames are decoded at for analysis: 384 pixels (the model itself
    /// works at 300 or less).
    public var analysisDimension = 384
    /// Finds the faces in a frame (LineworkPose's BlazeFace detector, say); nil for none.
    public var faceFinder: ((PixelBuffer) throws -> [FaceBox])?

    /// The motion map's share of a frame's heatmap where the shot moves in places: 0.7 (a
    /// moving thing over a still scene is what the eye follows; the still cues keep the rest).
    static let motionWeight: Float = 0.7

    /// An analyzer with the defaults.
    public init() {}

    /// Analyses the video at `path`.
    ///
    /// - Parameters:
    ///   - path: the video file.
    ///   - info: its `VideoInfo.probe`.
    ///   - environment: where ffmpeg is looked for.
    ///   - progress: called with the number of frames read so far.
    /// - Throws: `LineworkError` from decoding (`VideoReader`), `.invalidOption` naming
    ///   `samplesPerSecond` outside 0.1…240; the face finder's errors.
    public func analyze(_ path: String, info: VideoInfo,
                        environment: [String: String] = ProcessInfo.processInfo.environment,
                        progress: (Int) -> Void = { _ in }) throws -> VideoSaliencyTrack {
        guard samplesPerSecond.isFinite, (0.1...240).contains(samplesPerSecond) else {
            throw LineworkError.invalidOption(name: "samplesPerSecond", value: "\(samplesPerSecond)", allowed: "must be 0.1…240")
        }
        let size = info.size(maximumDimension: analysisDimension)
        let reader = try VideoReader(path: path, info: info, width: size.width, height: size.height, environment: environment)
        let request = try SaliencyRequest(model: model)
        let step = max(1, Int((info.frameRate.value / samplesPerSecond).rounded()))
        var detector = ShotDetector()
        var shotStarts: [Int] = []
        var samples: [VideoSaliencySample] = []
        var frame = [UInt8](), previous = [UInt8]()
        var index = 0
        while try reader.read(into: &frame) {
            let cut = frame.withUnsafeBufferPointer { detector.startsShot(rgb: $0, width: size.width, height: size.height) }
            if cut { shotStarts.append(index) }
            if (index - shotStarts[shotStarts.count - 1]) % step == 0 {
                let motion = cut ? nil : MotionCue.map(previous: previous, current: frame, width: size.width, height: size.height)
                samples.append(try sample(frame, index: index, size: size, request: request, motion: motion))
            }
            swap(&frame, &previous)
            index += 1
            progress(index)
        }
        try reader.finish()
        return VideoSaliencyTrack(width: info.width, height: info.height, frameRate: info.frameRate, frameCount: index,
                                  shotStarts: shotStarts, samples: samples)
    }

    /// The sample of one analysis frame.
    private func sample(_ rgb: [UInt8], index: Int, size: (width: Int, height: Int), request: SaliencyRequest,
                        motion: FloatImage?) throws -> VideoSaliencySample {
        let pixels = PixelBuffer.uint8(Image(validWidth: size.width, height: size.height, channels: 3, samples: rgb))
        var request = request
        request.faces = try faceFinder?(pixels) ?? []
        let observation = request.perform(on: pixels)
        var heatmap = observation.heatmap
        if let motion {
            for i in heatmap.samples.indices {
                heatmap.samples[i] = (1 - Self.motionWeight) * heatmap.samples[i] + Self.motionWeight * motion.samples[i]
            }
        }
        return VideoSaliencySample(frame: index, heatmap: heatmap, faces: request.faces, objects: observation.salientObjects)
    }
}
