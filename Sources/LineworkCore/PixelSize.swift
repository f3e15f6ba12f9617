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

extension JSONBuilder {
    /// `{ "width": w, "height": h }`.
    package mutating func size(_ size: PixelSize) {
        open("{")
        key("width"); number(size.width)
        key("height"); number(size.height)
        close("}")
    }
}
