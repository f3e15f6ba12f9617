import LineworkCore

/// Finds shot boundaries in a stream of frames, hard cuts and gradual transitions (fades and
/// dissolves) alike, inside the picture (bars excluded, `PictureRect`).
///
/// Each frame is summarised inside the picture by a 4 × 4 × 4 RGB histogram (what colours it
/// holds) and an 8 × 8 grid of mean luma (where they are: a cut between two shots of one palette,
/// a shot and its reverse shot, moves them). The change between two frames is
/// `0.5 h + 0.5 min(1, 3 g)`, h half the histograms' L1 distance and g the grids' mean
/// absolute difference (0…1 both). The threshold adapts to the shot's own change statistics
/// (mean μ and deviation σ of its last `statisticsFrames` changes), as a fixed one cannot on
/// both a still interview and a handheld street: a hard cut is a change above
/// `absoluteThreshold`, or above `minimumCut`, μ + `deviations` σ and 3 μ.
///
/// Gradual transitions follow Zhang, Kankanhalli and Smoliar's twin comparison (1993): a run of
/// frames whose changes each stand above the shot's (μ + 2σ, and `minimumGradual`) is followed
/// from the frame before it; when the change from that frame to the current one reaches
/// `gradualThreshold`, the run is a transition and the current frame starts the new shot. A run
/// that pauses for more than two frames is dropped. The boundary is reported where it is found,
/// inside the transition (for a dissolve, about its end; for a fade through black, at the
/// black): a transition is a shot boundary, not a glide. No boundary follows another within
/// `minimumShotFrames` (a fade out and in is one), except a change above `strongThreshold`.
public struct ShotDetector: Sendable {
    /// A change above which frames always belong to different shots: 0.5.
    public var absoluteThreshold = 0.5
    /// The least change that can be a hard cut, however still the shot: 0.12.
    public var minimumCut = 0.12
    /// How many deviations above the shot's mean change a hard cut stands: 5.
    public var deviations = 5.0
    /// The least change per frame that can be part of a gradual transition: 0.012.
    public var minimumGradual = 0.012
    /// The change across a run of frames that makes it a transition: 0.3.
    public var gradualThreshold = 0.3
    /// A change that cuts even right after another boundary: 0.7.
    public var strongThreshold = 0.7
    /// The shortest shot, in frames, except after a strong cut: 6 (a quarter second at 25 fps).
    public var minimumShotFrames = 6
    /// How many of a shot's latest changes give its statistics: 50 (two seconds at 25 fps).
    public var statisticsFrames = 50

    /// A frame's summary inside a picture.
    struct Signature: Equatable {
        var histogram: [Double]
        var grid: [Double]
    }

    private var previous: Signature?
    private var previousPicture: PictureRect?
    private var changes: [Double] = []
    private var sinceCut = 0
    /// The frame before the running candidate transition, and how long its change has paused.
    private var anchor: Signature?
    private var runFrames = 0, pause = 0

    /// A detector that has seen no frame.
    public init() {}

    /// Whether the frame (8-bit RGB, `width` × `height`) starts a new shot; the first frame does.
    ///
    /// - Parameters:
    ///   - rgb: the frame.
    ///   - previousFrame: the frame before it (used when the picture changed since: its
    ///     signature is taken again inside the new one); nil for the first.
    ///   - picture: where the picture is (inside the bars); the whole frame by default.
    public mutating func startsShot(rgb: UnsafeBufferPointer<UInt8>, previousFrame: UnsafeBufferPointer<UInt8>? = nil,
                                    width: Int, height: Int, picture: PictureRect? = nil) -> Bool {
        let picture = picture ?? PictureRect(x: 0, y: 0, width: width, height: height)
        let current = Self.signature(rgb: rgb, width: width, picture: picture)
        if previousPicture != picture, let previousFrame, previous != nil {
            previous = Self.signature(rgb: previousFrame, width: width, picture: picture)
            anchor = nil
        }
        defer { (previous, previousPicture) = (current, picture) }
        sinceCut += 1
        guard let previous else {
            sinceCut = 0
            return true
        }
        let change = Self.change(previous, current)
        let (mean, deviation) = statistics
        let hard = change > absoluteThreshold
            || (change > minimumCut && change > mean + deviations * deviation && change > 3 * mean)
        var cut = hard && (sinceCut >= minimumShotFrames || change > strongThreshold)
        if !cut && sinceCut >= minimumShotFrames {
            cut = followsTransition(change: change, current: current, previous: previous, mean: mean, deviation: deviation)
        }
        if cut {
            sinceCut = 0
            changes = []
            (anchor, runFrames, pause) = (nil, 0, 0)
        } else {
            changes.append(change)
            if changes.count > statisticsFrames { changes.removeFirst() }
        }
        return cut
    }

    /// The twin comparison's step: whether the run of raised changes ending at `current` has
    /// become a transition.
    private mutating func followsTransition(change: Double, current: Signature, previous: Signature, mean: Double,
                                            deviation: Double) -> Bool {
        let raised = change > max(minimumGradual, mean + 2 * deviation)
        if raised {
            if anchor == nil { (anchor, runFrames) = (previous, 0) }
            runFrames += 1
            pause = 0
        } else if anchor != nil {
            pause += 1
            if pause > 2 { (anchor, runFrames, pause) = (nil, 0, 0) }
        }
        guard let anchor, runFrames >= 3 else { return false }
        return Self.change(anchor, current) > gradualThreshold
    }

    /// The mean and standard deviation of the shot's recent changes (a still default before
    /// there are a few).
    private var statistics: (Double, Double) {
        guard changes.count >= 3 else { return (0.02, 0.02) }
        let mean = changes.reduce(0, +) / Double(changes.count)
        let variance = changes.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(changes.count)
        return (mean, variance.squareRoot())
    }

    /// The change between two signatures (see the type's description), 0…1.
    static func change(_ a: Signature, _ b: Signature) -> Double {
        var h = 0.0
        for i in 0..<a.histogram.count { h += abs(a.histogram[i] - b.histogram[i]) }
        var g = 0.0
        for i in 0..<a.grid.count { g += abs(a.grid[i] - b.grid[i]) }
        g /= Double(a.grid.count)
        return 0.5 * (h / 2) + 0.5 * min(1, 3 * g)
    }

    /// The frame's histogram (64 bins, summing to 1) and 8 × 8 luma grid (0…1) inside
    /// `picture`, from every other pixel of every other row.
    static func signature(rgb: UnsafeBufferPointer<UInt8>, width: Int, picture: PictureRect) -> Signature {
        var counts = [Int](repeating: 0, count: 64)
        var sums = [Int](repeating: 0, count: 64), cells = [Int](repeating: 0, count: 64)
        var total = 0
        for y in stride(from: picture.y, to: picture.y + picture.height, by: 2) {
            let row = (y - picture.y) &* 8 / picture.height
            var i = (y &* width &+ picture.x) &* 3
            for x in stride(from: 0, to: picture.width, by: 2) {
                let (r, g, b) = (Int(rgb[i]), Int(rgb[i &+ 1]), Int(rgb[i &+ 2]))
                counts[(r >> 6) << 4 | (g >> 6) << 2 | (b >> 6)] &+= 1
                let cell = row &* 8 &+ x &* 8 / picture.width
                sums[cell] &+= (299 &* r &+ 587 &* g &+ 114 &* b) / 1000
                cells[cell] &+= 1
                total &+= 1
                i &+= 6
            }
        }
        return Signature(histogram: counts.map { Double($0) / Double(max(total, 1)) },
                         grid: zip(sums, cells).map { $1 > 0 ? Double($0) / Double($1) / 255 : 0 })
    }
}
