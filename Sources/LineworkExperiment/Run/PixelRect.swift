/// A pixel rectangle: origin at the top-left corner, x right, y down.
public struct PixelRect: Codable, Sendable, Equatable {
    /// The top-left corner (`x`, `y`) and the size, in pixels.
    public var x: Int, y: Int, width: Int, height: Int
}
