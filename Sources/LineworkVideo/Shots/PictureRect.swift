/// The picture of a frame inside its bars, in pixels (origin at the top-left, y down).
public struct PictureRect: Sendable, Equatable, Hashable {
    /// The left column and the top row.
    public var x: Int, y: Int
    /// The width and height, in pixels.
    public var width: Int, height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// This rectangle, found in frames of `from`, in frames of `to`, rounded inwards where it has
    /// bars (a pixel of bar at the analysis size is several at the source's, and a sliver of bar
    /// left in the picture would show as a line), and shrunk by `margin` pixels more on a side
    /// with a bar (compression blurs the bar's edge into the picture).
    public func scaled(from: (width: Int, height: Int), to: (width: Int, height: Int), margin: Int = 0) -> PictureRect {
        let sx = Double(to.width) / Double(from.width), sy = Double(to.height) / Double(from.height)
        func edge(_ v: Int, _ scale: Double, bar: Bool, up: Bool) -> Int {
            guard bar else { return Int((Double(v) * scale).rounded()) }
            return up ? Int((Double(v) * scale).rounded(.up)) + margin : Int((Double(v) * scale).rounded(.down)) - margin
        }
        let left = edge(x, sx, bar: x > 0, up: true), top = edge(y, sy, bar: y > 0, up: true)
        let right = edge(x + width, sx, bar: x + width < from.width, up: false)
        let bottom = edge(y + height, sy, bar: y + height < from.height, up: false)
        return PictureRect(x: left, y: top, width: max(right - left, 2), height: max(bottom - top, 2))
    }

    /// Whether it is the whole of a `width` × `height` frame.
    public func isWhole(width: Int, height: Int) -> Bool { x == 0 && y == 0 && self.width == width && self.height == height }
}
