/// A pixel rectangle: origin at the top-left corner, x right, y down.
public struct PixelRect: Codable, Sendable, Equatable {
    public var x: Int, y: Int, width: Int, height: Int
}
