/// A binary image to trace.
///
/// Row-major, top row first, `width` bytes per row with no padding; 0 is background and 255 is
/// foreground. The tracers treat any non-zero byte as foreground, so a mask produced by a
/// threshold that writes 1 works as well.
public struct BinaryMask: Sendable, Equatable {
    /// Number of columns.
    public let width: Int
    /// Number of rows.
    public let height: Int
    /// `width * height` bytes, row-major, top row first.
    public var pixels: [UInt8]

    /// Wraps existing pixels.
    /// - Precondition: `width >= 0`, `height >= 0` and `pixels.count == width * height`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "BinaryMask size must not be negative")
        precondition(pixels.count == width * height,
                     "BinaryMask needs width * height = \(width * height) pixels, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An all-background mask.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height))
    }

    /// Whether the pixel in column `x`, row `y` is foreground; setting writes 255 or 0.
    /// - Precondition: `0 <= x < width` and `0 <= y < height`.
    public subscript(x: Int, y: Int) -> Bool {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside mask")
            return pixels[y * width + x] != 0
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside mask")
            pixels[y * width + x] = newValue ? 255 : 0
        }
    }
}
