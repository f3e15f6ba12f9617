import LineworkCore

/// Finds a video's letterbox and pillarbox bars: static rows and columns of one flat colour
/// (black or any other) along the frame's edges, as AutoFlip's border detection does, so that
/// cuts, saliency and the crop window see only the picture inside.
///
/// Each frame's bars are the rows (columns) from each edge whose pixels all lie within a few
/// levels of the edge's colour (`tolerance`), at most `maximumFraction` of the side each. A
/// frame that is flat all over (a fade through black, a title card) says nothing and is left
/// out. The video's bars are those that hold in `agreement` of the other frames (a dark scene
/// whose top rows look flat for a while, or a caption that crosses a bar once, does not move
/// them): the largest bar that at least that share of frames has. Memory is a count per bar
/// size and side, whatever the video's length.
public struct BorderDetector: Sendable {
    /// How far, in 8-bit levels per channel, a bar's pixel may be from the bar's colour: 10
    /// (compression ripples next to an edge stay within it; a picture's texture does not).
    public var tolerance = 10
    /// The largest bar on one side, as a fraction of the frame's side: 0.4.
    public var maximumFraction = 0.4
    /// The share of the frames that must have at least a bar for it to be the video's: 0.9.
    public var agreement = 0.9

    private var counts: [[Int]] = []
    private var frames = 0

    /// A detector that has seen no frame.
    public init() {}

    /// Takes one frame (8-bit RGB, `width` × `height`) into account.
    public mutating func add(rgb: UnsafeBufferPointer<UInt8>, width: Int, height: Int) {
        if counts.isEmpty { counts = [height, height, width, width].map { [Int](repeating: 0, count: $0 / 2 + 1) } }
        guard let bars = Self.bars(rgb: rgb, width: width, height: height, tolerance: tolerance,
                                   maximumFraction: maximumFraction) else { return }
        frames += 1
        for (side, size) in [bars.top, bars.bottom, bars.left, bars.right].enumerated() {
            counts[side][min(size, counts[side].count - 1)] += 1
        }
    }

    /// The picture inside the bars seen so far, in pixels of the frames given: the whole frame
    /// before any frame with a picture.
    public func picture(width: Int, height: Int) -> PictureRect {
        guard frames > 0 else { return PictureRect(x: 0, y: 0, width: width, height: height) }
        let needed = Int((agreement * Double(frames)).rounded(.up))
        let sizes = counts.map { histogram -> Int in
            var atLeast = 0
            for size in stride(from: histogram.count - 1, through: 0, by: -1) {
                atLeast += histogram[size]
                if atLeast >= needed { return size }
            }
            return 0
        }
        let (top, bottom, left, right) = (sizes[0], sizes[1], sizes[2], sizes[3])
        return PictureRect(x: left, y: top, width: max(width - left - right, 1), height: max(height - top - bottom, 1))
    }

    /// One frame's bars in pixels, or nil when the frame is flat all over.
    static func bars(rgb: UnsafeBufferPointer<UInt8>, width: Int, height: Int, tolerance: Int,
                     maximumFraction: Double) -> (top: Int, bottom: Int, left: Int, right: Int)? {
        let maximumRows = Int(Double(height) * maximumFraction), maximumColumns = Int(Double(width) * maximumFraction)
        /// Whether the pixels from `start`, `count` of them `step` apart, are all within
        /// `tolerance` of `colour`.
        func flat(_ start: Int, count: Int, step: Int, colour: (Int, Int, Int)) -> Bool {
            var i = start
            for _ in 0..<count {
                if abs(Int(rgb[i]) &- colour.0) > tolerance || abs(Int(rgb[i &+ 1]) &- colour.1) > tolerance
                    || abs(Int(rgb[i &+ 2]) &- colour.2) > tolerance { return false }
                i &+= step
            }
            return true
        }
        func colour(at x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y &* width &+ x) &* 3
            return (Int(rgb[i]), Int(rgb[i &+ 1]), Int(rgb[i &+ 2]))
        }
        func run(_ limit: Int, _ isFlat: (Int) -> Bool) -> Int {
            var n = 0
            while n < limit && isFlat(n) { n += 1 }
            return n
        }
        // A bar's colour is its corner's, the middle of the edge's row or column.
        let topColour = colour(at: width / 2, 0), bottomColour = colour(at: width / 2, height - 1)
        let leftColour = colour(at: 0, height / 2), rightColour = colour(at: width - 1, height / 2)
        let top = run(maximumRows) { flat($0 &* width &* 3, count: width, step: 3, colour: topColour) }
        let bottom = run(maximumRows) { flat((height - 1 - $0) &* width &* 3, count: width, step: 3, colour: bottomColour) }
        if top >= maximumRows && bottom >= maximumRows {
            // Flat down to the middle from both sides: a blank frame, or nearly.
            let middle = flat((height / 2) &* width &* 3, count: width, step: 3, colour: topColour)
            if middle { return nil }
        }
        let left = run(maximumColumns) { flat($0 &* 3, count: height, step: width &* 3, colour: leftColour) }
        let right = run(maximumColumns) { flat((width - 1 - $0) &* 3, count: height, step: width &* 3, colour: rightColour) }
        return (top, bottom, left, right)
    }
}
