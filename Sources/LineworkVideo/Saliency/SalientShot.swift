/// A video's most salient shot, and the frame that shows it best: where `animate ALBUM --video`
/// takes a clip's picture from.
///
/// A shot's score is the mean confidence of the still model's box over its samples (how
/// singular what stands out is), times its length up to one second (a flash of a few frames
/// is not a shot to show); its key frame is its sample of highest confidence.
public struct SalientShot: Sendable, Equatable {
    /// The shot's frames.
    public var frames: Range<Int>
    /// Its best frame.
    public var keyFrame: Int
    /// Its score (see above).
    public var score: Double

    /// The most salient shot of `track`; the first shot on ties.
    public init(track: VideoSaliencyTrack) {
        var best: SalientShot?
        for (index, start) in track.shotStarts.enumerated() {
            let end = index + 1 < track.shotStarts.count ? track.shotStarts[index + 1] : track.frameCount
            let samples = track.samples.filter { (start..<end).contains($0.frame) }
            guard !samples.isEmpty else { continue }
            let confidences = samples.map { $0.objects.first?.confidence ?? 0 }
            let length = min(1, Double(end - start) / track.frameRate.value)
            let score = confidences.reduce(0, +) / Double(confidences.count) * length
            let key = samples[confidences.indices.max { confidences[$0] < confidences[$1] }!].frame
            if best == nil || score > best!.score { best = SalientShot(frames: start..<end, keyFrame: key, score: score) }
        }
        self = best ?? SalientShot(frames: 0..<max(track.frameCount, 1), keyFrame: 0, score: 0)
    }

    private init(frames: Range<Int>, keyFrame: Int, score: Double) {
        (self.frames, self.keyFrame, self.score) = (frames, keyFrame, score)
    }

    /// The frames to play for a picture shown `seconds` at `rate`: centred on the key frame,
    /// inside the shot.
    public func playedFrames(seconds: Double, rate: Double) -> Range<Int> {
        let wanted = max(1, Int((seconds * rate).rounded()))
        let start = min(max(keyFrame - wanted / 2, frames.lowerBound), max(frames.upperBound - wanted, frames.lowerBound))
        return start..<min(start + wanted, frames.upperBound)
    }
}
