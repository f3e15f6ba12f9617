/// A width and height in pixels.
public struct PixelSize: Sendable, Equatable, Hashable, Codable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
