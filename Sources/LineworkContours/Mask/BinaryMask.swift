import LineworkCore

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

    /// Wraps existing pixels, checking that they fit the size.
    ///
    /// - Parameters:
    ///   - width: number of columns, at least 0.
    ///   - height: number of rows, at least 0.
    ///   - pixels: `width * height` bytes, row-major, top row first.
    /// - Throws: `LineworkError.invalidOption` naming `width` or `height` when it is negative, or
    ///   `pixels` when their count is not `width * height`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(LineworkError) {
        let count = try RasterSize.sampleCount(width: width, height: height, minimumSide: 0)
        try RasterSize.require("pixels", count: pixels.count, toBe: count)
        self.init(validWidth: width, height: height, pixels: pixels)
    }

    /// An all-background mask.
    /// - Throws: `LineworkError.invalidOption` naming `width` or `height` when it is negative.
    public init(width: Int, height: Int) throws(LineworkError) {
        let count = try RasterSize.sampleCount(width: width, height: height, minimumSide: 0)
        self.init(validWidth: width, height: height, pixels: [UInt8](repeating: 0, count: count))
    }

    /// Wraps pixels of a size the caller has made itself: the stages' fast path.
    package init(validWidth width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "BinaryMask size must not be negative")
        precondition(pixels.count == width * height,
                     "BinaryMask needs width * height = \(width * height) pixels, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An all-background mask of a size the caller has made itself.
    package init(validWidth width: Int, height: Int) {
        self.init(validWidth: width, height: height, pixels: [UInt8](repeating: 0, count: width * height))
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
