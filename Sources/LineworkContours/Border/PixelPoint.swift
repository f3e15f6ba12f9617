/// A pixel position on a traced border.
///
/// Convention: `x` is the column (growing right), `y` the row (growing down), and (0, 0) is the
/// centre of the top-left pixel, as in OpenCV's `cv::Point`.
public struct PixelPoint: Sendable, Equatable, Hashable {
    /// Column, 0 at the left edge.
    public var x: Int32
    /// Row, 0 at the top edge.
    public var y: Int32

    /// A point at column `x`, row `y`.
    public init(x: Int32, y: Int32) {
        self.x = x
        self.y = y
    }
}
