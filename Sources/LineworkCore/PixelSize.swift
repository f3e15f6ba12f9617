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

    /// Parses `WxH` (`1080x1920`, an `x` or `X` between two whole numbers of pixels, each at
    /// least 1), as size options are written.
    ///
    /// - Parameter field: the name errors give (the option the text came from).
    /// - Throws: `LineworkError.invalidOption` naming `field` for any other text.
    public init(parsing text: String, field: String = "size") throws {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w >= 1, h >= 1 else {
            throw LineworkError.invalidOption(name: field, value: text, allowed: "expected WxH, two whole numbers of pixels (1280x720)")
        }
        self.init(width: w, height: h)
    }
}
