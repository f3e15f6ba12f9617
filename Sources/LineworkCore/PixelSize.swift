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

    /// This size scaled down so that its larger side is at most `maximumDimension`: the working
    /// size of an image of this size (`ContourOptions.maximumImageDimension`).
    ///
    /// Never upscales; keeps the aspect ratio, rounding the smaller side to the nearest pixel
    /// (at least 1).
    public func fitting(maximumDimension: Int) -> PixelSize {
        let larger = Swift.max(width, height)
        guard larger > maximumDimension, maximumDimension > 0 else { return self }
        let scale = Double(maximumDimension) / Double(larger)
        let w = width >= height ? maximumDimension : Swift.max(1, Int((Double(width) * scale).rounded()))
        let h = height > width ? maximumDimension : Swift.max(1, Int((Double(height) * scale).rounded()))
        return PixelSize(width: w, height: h)
    }
}
