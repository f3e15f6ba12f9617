import LineworkCore
import LineworkImage
import LineworkSaliency

/// One analysed frame of a video: the still model's observation, with motion.
public struct VideoSaliencySample: Sendable, Equatable {
    /// The frame's index in the video, from 0.
    public var frame: Int
    /// Where people look in this frame, 68 × 68 over the whole frame (aspect not kept, as
    /// Vision's heatmap), values in [0, 1]: the still model's heatmap and, where the shot moves
    /// in places, `MotionCue`'s map (70 % of it). Kept in 8 bits (4.6 kB a sample, not 18.5: a
    /// 10-minute video's samples take 22 MB), which is finer than any use of it (the overlay is
    /// drawn in 8 bits, the subject is found at half the peak).
    public var heatmap: FloatImage {
        FloatImage(validWidth: Self.side, height: Self.side, samples: levels.map { Float($0) / 255 })
    }
    private var levels: [UInt8]
    private static let side = 68
    /// The faces found in the frame (normalised, lower-left origin), most confident first.
    public var faces: [FaceBox]
    /// The still model's salient boxes.
    public var objects: [SalientObject]
    /// The people found in the frame (normalised, lower-left origin); nil where the people
    /// detectors did not run (they run on fewer frames than the saliency model).
    public var people: [PersonBox]?
    /// What the frame is about, normalised with a lower-left origin: the faces' union when
    /// there are faces (grown by half a face's height below and a fifth around, for hair and
    /// shoulders), else the heatmap's region around its peak (connected cells of at least half
    /// the peak); nil when nothing is salient.
    public var subject: NormalizedRect?

    /// Creates a sample; its `subject` is found from the faces and the heatmap.
    /// `heatmap` is resampled to 68 × 68 if it is another size. `people` is what the people
    /// detectors found (nil where they did not run); the subject is then chosen among them by
    /// `VideoSaliencyTrack.choosingSubjects(signals:)`.
    public init(frame: Int, heatmap: FloatImage, faces: [FaceBox], objects: [SalientObject], people: [PersonBox]? = nil) {
        (self.frame, self.faces, self.objects, self.people) = (frame, faces, objects, people)
        let square = heatmap.width == Self.side && heatmap.height == Self.side
            ? heatmap : heatmap.resizedBilinear(validWidth: Self.side, height: Self.side)
        levels = square.samples.map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
        subject = Self.subject(faces: faces, heatmap: square)
    }

    static func subject(faces: [FaceBox], heatmap: FloatImage) -> NormalizedRect? {
        if let first = faces.first?.boundingBox {
            let union = faces.dropFirst().reduce(first) { $0.union($1.boundingBox) }
            return NormalizedRect(x: union.x - 0.2 * union.width, y: union.y - 0.5 * union.height,
                                  width: union.width * 1.4, height: union.height * 1.7).clipped
        }
        return peakRegion(of: heatmap)
    }

    /// The connected cells of at least half the peak around it, as a normalised box.
    static func peakRegion(of map: FloatImage) -> NormalizedRect? {
        let (w, h) = (map.width, map.height)
        guard let peakIndex = map.samples.indices.max(by: { map.samples[$0] < map.samples[$1] }),
              map.samples[peakIndex] > 0 else { return nil }
        let level = map.samples[peakIndex] / 2
        var seen = [Bool](repeating: false, count: w * h)
        var stack = [peakIndex]
        seen[peakIndex] = true
        var (left, right, top, bottom) = (w, -1, h, -1)
        while let i = stack.popLast() {
            let (x, y) = (i % w, i / w)
            (left, right, top, bottom) = (min(left, x), max(right, x), min(top, y), max(bottom, y))
            for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] where nx >= 0 && ny >= 0 && nx < w && ny < h {
                let j = ny * w + nx
                if !seen[j] && map.samples[j] >= level {
                    seen[j] = true
                    stack.append(j)
                }
            }
        }
        return NormalizedRect(left: Double(left), top: Double(top), right: Double(right + 1), bottom: Double(bottom + 1),
                              imageWidth: w, imageHeight: h)
    }
}

extension NormalizedRect {
    /// The part inside the unit square.
    var clipped: NormalizedRect {
        let (x0, y0) = (min(max(x, 0), 1), min(max(y, 0), 1))
        let (x1, y1) = (min(max(x + width, 0), 1), min(max(y + height, 0), 1))
        return NormalizedRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
