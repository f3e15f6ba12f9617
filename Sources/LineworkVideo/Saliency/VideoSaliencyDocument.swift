import LineworkCore
import LineworkSaliency

/// `linework saliency VIDEO --json`: the saliency of every frame of a video.
///
/// ```
/// { "model": "attention", "video": { "width", "height", "fps", "frames" }, "shots": [0, 100],
///   "frames": [ { "time": s, "shot": i, "boxes": [ { "boundingBox": {x, y, width, height},
///                 "confidence": c } ], "faces": [ … ] }, … ], "version": "…" }
/// ```
/// Boxes are normalised with a lower-left origin, as in the still `saliency --json`; each
/// frame's box is its smoothed subject (`VideoSaliencyTrack.subject(at:)`) with the
/// confidence of the still model's box, smoothed alike. `shots` holds each shot's first frame.
public struct VideoSaliencyDocument: ContractDocument {
    /// The video's size as shown, its rate and its number of frames.
    public struct Video: Codable, Sendable, Equatable {
        public var width: Int, height: Int, fps: Double, frames: Int
    }
    /// One frame.
    public struct Frame: Codable, Sendable, Equatable {
        /// The frame's start, in seconds.
        public var time: Double
        /// The index of its shot, from 0.
        public var shot: Int
        /// Its salient box (none when nothing is salient).
        public var boxes: [SalientObject]
        /// The faces of its nearest analysed frame.
        public var faces: [FaceBox]
    }

    /// The still model run on the analysed frames.
    public var model: String
    /// The video.
    public var video: Video
    /// The first frame of each shot.
    public var shots: [Int]
    /// Every frame, in order.
    public var frames: [Frame]
    /// Linework's version.
    public var version: String

    /// The document of `track`, made by `model`.
    public init(track: VideoSaliencyTrack, model: SaliencyModel) {
        self.model = model.rawValue
        video = Video(width: track.width, height: track.height, fps: track.frameRate.value, frames: track.frameCount)
        shots = track.shotStarts
        frames = (0..<track.frameCount).map { frame in
            let box = track.subject(at: frame).map { SalientObject(boundingBox: $0.rounded, confidence: track.confidence(at: frame)) }
            return Frame(time: (track.time(of: frame) * 1e6).rounded() / 1e6, shot: track.shotIndex(of: frame),
                         boxes: box.map { [$0] } ?? [], faces: track.faces(at: frame))
        }
        version = LineworkVersion.string
    }

    /// The document as text (`ContractJSONEncoder`).
    public var jsonText: String { ContractJSONEncoder().text(of: self) }
}

extension VideoSaliencyTrack {
    /// The confidence of the still model's first box, averaged over the samples near `frame`
    /// with the smoothing's weights; 0 without boxes.
    public func confidence(at frame: Int) -> Double {
        let weighted = weightedSamples(at: frame)
        let total = weighted.reduce(0) { $0 + $1.weight }
        guard total > 0 else { return 0 }
        let sum = weighted.reduce(0.0) { $0 + $1.weight * ($1.sample.objects.first?.confidence ?? 0) }
        return (sum / total * 10_000).rounded() / 10_000
    }
}

private extension NormalizedRect {
    /// Six decimals: a millionth of the frame, far below a pixel.
    var rounded: NormalizedRect {
        func r(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }
        return NormalizedRect(x: r(x), y: r(y), width: r(width), height: r(height))
    }
}
