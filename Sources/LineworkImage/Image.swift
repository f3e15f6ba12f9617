import LineworkCore

/// A raster image as an ordinary Swift value.
///
/// Conventions, shared by every stage of Linework:
/// - samples are row-major with the **top row first**; pixel (x, y) has x to the right and
///   y down, and its centre is at integer coordinates (the top-left pixel's centre is (0, 0));
/// - channels are interleaved: 1 = gray, 2 = gray + alpha, 3 = RGB, 4 = RGBA, with alpha
///   straight (not premultiplied);
/// - `Sample` is `UInt8` (0…255), `UInt16` (0…65535) or `Float` (usually 0…1).
public struct Image<Sample: Sendable & Equatable>: Sendable, Equatable {
    /// Width in pixels (≥ 1).
    public let width: Int
    /// Height in pixels (≥ 1).
    public let height: Int
    /// Samples per pixel (1…4).
    public let channels: Int
    /// `width * height * channels` samples, row-major, channels interleaved.
    public var samples: [Sample]

    /// Wraps existing samples, checking that they fit the size.
    ///
    /// - Parameters:
    ///   - width: pixels per row, at least 1.
    ///   - height: rows, at least 1.
    ///   - channels: samples per pixel, 1…4 (gray, gray + alpha, RGB, RGBA).
    ///   - samples: `width * height * channels` samples, row-major, channels interleaved.
    /// - Throws: `LineworkError.invalidOption` naming `width`, `height` or `channels` when one is
    ///   out of range, or `samples` when their count does not match the size.
    public init(width: Int, height: Int, channels: Int = 1, samples: [Sample]) throws(LineworkError) {
        let count = try RasterSize.sampleCount(width: width, height: height, channels: channels, minimumSide: 1)
        try RasterSize.require("samples", count: samples.count, toBe: count)
        self.init(validWidth: width, height: height, channels: channels, samples: samples)
    }

    /// An image filled with one sample value.
    ///
    /// - Parameters:
    ///   - width: pixels per row, at least 1.
    ///   - height: rows, at least 1.
    ///   - channels: samples per pixel, 1…4.
    ///   - value: the value of every sample.
    /// - Throws: `LineworkError.invalidOption` naming `width`, `height` or `channels` when one is
    ///   out of range.
    public init(width: Int, height: Int, channels: Int = 1, repeating value: Sample) throws(LineworkError) {
        let count = try RasterSize.sampleCount(width: width, height: height, channels: channels, minimumSide: 1)
        self.init(validWidth: width, height: height, channels: channels,
                  samples: Array(repeating: value, count: count))
    }

    /// Wraps samples whose size the caller has made itself: the stages' fast path, which checks
    /// nothing a kernel could get wrong only by a bug.
    package init(validWidth width: Int, height: Int, channels: Int = 1, samples: [Sample]) {
        precondition(width > 0 && height > 0 && (1...4).contains(channels), "invalid image size")
        precondition(samples.count == width * height * channels, "sample count does not match size")
        self.width = width
        self.height = height
        self.channels = channels
        self.samples = samples
    }

    /// An image of a size the caller has made itself, filled with one sample value.
    package init(validWidth width: Int, height: Int, channels: Int = 1, repeating value: Sample) {
        self.init(validWidth: width, height: height, channels: channels,
                  samples: Array(repeating: value, count: width * height * channels))
    }

    /// Number of pixels, `width * height`.
    public var pixelCount: Int { width * height }

    /// The sample of channel `c` at pixel (x, y).
    public subscript(x: Int, y: Int, c: Int = 0) -> Sample {
        get { samples[(y * width + x) * channels + c] }
        set { samples[(y * width + x) * channels + c] = newValue }
    }
}

/// An 8-bit single-channel image: the working image of the contour pipeline.
public typealias GrayImage = Image<UInt8>
/// A single-channel floating-point image: saliency maps, adjusted intensities.
public typealias FloatImage = Image<Float>
