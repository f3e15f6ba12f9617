import LineworkCore

/// Finds shot cuts in a stream of frames from how their colours change.
///
/// Each frame's colours are counted in a 4 × 4 × 4 RGB histogram (every other pixel of every
/// other row: a cut changes the whole picture). The distance between consecutive histograms,
/// half their L1 difference, is 0 for identical pictures and 1 for pictures sharing no colour.
/// A cut is a distance above `threshold`, or above `relativeThreshold` and 4 × the recent
/// average (so a fast pan, whose every frame differs, does not cut at each step), and never
/// within `minimumShotFrames` of the previous cut unless it is above `strongThreshold`.
public struct ShotDetector: Sendable {
    /// A distance above which frames always belong to different shots: 0.45.
    public var threshold = 0.45
    /// A distance that cuts when it stands out of the recent ones: 0.2.
    public var relativeThreshold = 0.2
    /// A distance that cuts even right after another cut: 0.7.
    public var strongThreshold = 0.7
    /// The shortest shot, in frames, except after a strong cut: 6 (a quarter second at 25 fps).
    public var minimumShotFrames = 6

    private var previous: [Double]?
    private var recent: [Double] = []
    private var sinceCut = 0

    /// A detector that has seen no frame.
    public init() {}

    /// Whether the frame (8-bit RGB, `width` × `height`) starts a new shot; the first frame does.
    public mutating func startsShot(rgb: UnsafeBufferPointer<UInt8>, width: Int, height: Int) -> Bool {
        let histogram = Self.histogram(rgb: rgb, width: width, height: height)
        defer { previous = histogram }
        sinceCut += 1
        guard let previous else {
            sinceCut = 0
            return true
        }
        var distance = 0.0
        for i in 0..<histogram.count { distance += abs(histogram[i] - previous[i]) }
        distance /= 2
        let average = recent.isEmpty ? 0 : recent.reduce(0, +) / Double(recent.count)
        recent.append(distance)
        if recent.count > 8 { recent.removeFirst() }
        let cuts = (distance > threshold || (distance > relativeThreshold && distance > 4 * average))
            && (sinceCut >= minimumShotFrames || distance > strongThreshold)
        if cuts {
            sinceCut = 0
            recent = []
        }
        return cuts
    }

    /// The frame's 64-bin colour histogram, summing to 1.
    static func histogram(rgb: UnsafeBufferPointer<UInt8>, width: Int, height: Int) -> [Double] {
        var counts = [Int](repeating: 0, count: 64)
        var total = 0
        for y in stride(from: 0, to: height, by: 2) {
            var i = y &* width &* 3
            for _ in stride(from: 0, to: width, by: 2) {
                let bin = Int(rgb[i] >> 6) << 4 | Int(rgb[i &+ 1] >> 6) << 2 | Int(rgb[i &+ 2] >> 6)
                counts[bin] &+= 1
                total &+= 1
                i &+= 6
            }
        }
        return counts.map { Double($0) / Double(max(total, 1)) }
    }
}
