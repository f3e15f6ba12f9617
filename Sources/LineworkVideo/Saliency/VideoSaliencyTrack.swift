import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkSaliency

/// Saliency over a whole video: its shots and analysed frames, smoothed over time within each
/// shot and never across a cut.
///
/// Frames between samples get the Gaussian-weighted average (σ = `smoothingSeconds`) of the
/// samples of their shot within 2σ, so the map and the subject glide rather than jump from one
/// sample to the next, and sensor noise averages out; a cut starts afresh.
public struct VideoSaliencyTrack: Sendable, Equatable {
    /// The width of the video's frames as shown, in pixels.
    public var width: Int
    /// The height of the video's frames as shown, in pixels.
    public var height: Int
    /// The video's frame rate.
    public var frameRate: FrameRate
    /// The number of frames decoded.
    public var frameCount: Int
    /// The first frame of each shot, ascending, starting with 0.
    public var shotStarts: [Int]
    /// The analysed frames, in frame order; every shot has at least one.
    public var samples: [VideoSaliencySample]
    /// The picture inside the video's letterbox or pillarbox bars, in source pixels: the whole
    /// frame when it has none (`BorderDetector`).
    public var picture: PictureRect
    /// The standard deviation of the temporal smoothing, in seconds: 0.25 (a few frames of a
    /// moving subject; longer smoothing lags behind it).
    public var smoothingSeconds = 0.25

    /// Creates a track from its parts; `picture` is the whole frame by default.
    public init(width: Int, height: Int, frameRate: FrameRate, frameCount: Int, shotStarts: [Int],
                samples: [VideoSaliencySample], picture: PictureRect? = nil) {
        (self.width, self.height, self.frameRate, self.frameCount) = (width, height, frameRate, frameCount)
        (self.shotStarts, self.samples) = (shotStarts, samples)
        self.picture = picture ?? PictureRect(x: 0, y: 0, width: width, height: height)
    }

    /// The frames of the shot that holds `frame`.
    public func shot(containing frame: Int) -> Range<Int> {
        let index = shotIndex(of: frame)
        let end = index + 1 < shotStarts.count ? shotStarts[index + 1] : frameCount
        return shotStarts[index]..<max(end, shotStarts[index] + 1)
    }

    /// The index of the shot holding `frame`, from 0.
    public func shotIndex(of frame: Int) -> Int {
        var low = 0, high = shotStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if shotStarts[mid] <= frame { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The time of `frame`'s start, in seconds.
    public func time(of frame: Int) -> Double { Double(frame) / frameRate.value }

    /// The samples of `frame`'s shot that smoothing weighs for it, with their weights.
    func weightedSamples(at frame: Int) -> [(sample: VideoSaliencySample, weight: Double)] {
        let shot = shot(containing: frame)
        let sigma = max(smoothingSeconds * frameRate.value, 0.5)
        let inShot = samples[firstSample(atOrAfter: shot.lowerBound)..<firstSample(atOrAfter: shot.upperBound)]
        let reach = Int((2 * sigma).rounded(.down))
        let first = firstSample(atOrAfter: max(frame - reach, shot.lowerBound))
        let near = samples[first..<max(first, firstSample(atOrAfter: min(frame + reach + 1, shot.upperBound)))]
        // A frame farther than 2σ from every sample (a long gap) takes its nearest one.
        let chosen = near.isEmpty ? inShot.min { abs($0.frame - frame) < abs($1.frame - frame) }.map { [$0] } ?? [] : Array(near)
        return chosen.map { s in
            let d = Double(s.frame - frame) / sigma
            return (s, exp(-0.5 * d * d))
        }
    }

    /// The index of the first sample at or after `frame` (samples are in frame order): a
    /// binary search, so a frame's smoothing costs O(log n) to find, whatever the video's length.
    private func firstSample(atOrAfter frame: Int) -> Int {
        var (low, high) = (0, samples.count)
        while low < high {
            let mid = (low + high) / 2
            if samples[mid].frame < frame { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Where people look in `frame`: 68 × 68, values in [0, 1], smoothed over time.
    public func heatmap(at frame: Int) -> FloatImage {
        let weighted = weightedSamples(at: frame)
        let side = SaliencyObservation.heatmapSide
        var sum = [Float](repeating: 0, count: side * side)
        for (sample, weight) in weighted {
            let values = sample.heatmap.samples
            for i in sum.indices { sum[i] += Float(weight) * values[i] }
        }
        let peak = sum.max() ?? 0
        let scale: Float = peak > 0 ? 1 / peak : 0
        return FloatImage(validWidth: side, height: side, samples: sum.map { $0 * scale })
    }

    /// The faces of the sample nearest `frame` in its shot.
    public func faces(at frame: Int) -> [FaceBox] {
        weightedSamples(at: frame).max { $0.weight < $1.weight }?.sample.faces ?? []
    }

    /// The subject of `frame` (`VideoSaliencySample.subject`), normalised with a lower-left
    /// origin: each edge of its shot's samples' subjects fitted by a weighted straight line in
    /// time (local linear regression with the smoothing's weights) and read at the frame. The
    /// boxes are fitted, not the maps, so a moving subject is not smeared along its path; a
    /// line, not a mean, so one moving steadily is not lagged behind at its shot's ends. nil
    /// when no sample near it has a subject.
    public func subject(at frame: Int) -> NormalizedRect? {
        let boxes = weightedSamples(at: frame).compactMap { pair in
            pair.sample.subject.map { (t: Double(pair.sample.frame - frame), box: $0, weight: pair.weight) }
        }
        guard !boxes.isEmpty else { return nil }
        // Weighted least squares of value = a + b·t, read at t = 0: a.
        let (s0, s1, s2) = boxes.reduce((0.0, 0.0, 0.0)) { ($0.0 + $1.weight, $0.1 + $1.weight * $1.t, $0.2 + $1.weight * $1.t * $1.t) }
        let determinant = s0 * s2 - s1 * s1
        func fit(_ value: (NormalizedRect) -> Double) -> Double {
            let (m0, m1) = boxes.reduce((0.0, 0.0)) { ($0.0 + $1.weight * value($1.box), $0.1 + $1.weight * $1.t * value($1.box)) }
            // One sample, or all at one time: the weighted mean.
            guard determinant > 1e-9 * max(s0 * s2, 1e-12) else { return m0 / s0 }
            return (s2 * m0 - s1 * m1) / determinant
        }
        let left = fit(\.x), right = fit { $0.x + $0.width }, bottom = fit(\.y), top = fit { $0.y + $0.height }
        return NormalizedRect(x: left, y: bottom, width: max(right - left, 0), height: max(top - bottom, 0)).clipped
    }
}
