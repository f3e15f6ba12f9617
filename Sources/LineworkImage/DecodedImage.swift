/// Pixels as a decoder produced them, at their stored precision.
///
/// Transparent images have already been composited over white (see `AlphaCompositing`), so
/// `pixels` holds gray (1 channel) or RGB (3 channels) samples.
public enum PixelBuffer: Sendable, Equatable {
    /// 8-bit samples (0…255).
    case uint8(Image<UInt8>)
    /// 16-bit samples (0…65535).
    case uint16(Image<UInt16>)

    /// Width in pixels.
    public var width: Int {
        switch self {
        case .uint8(let image): return image.width
        case .uint16(let image): return image.width
        }
    }

    /// Height in pixels.
    public var height: Int {
        switch self {
        case .uint8(let image): return image.height
        case .uint16(let image): return image.height
        }
    }

    /// Samples per pixel: 1 (gray) or 3 (RGB).
    public var channels: Int {
        switch self {
        case .uint8(let image): return image.channels
        case .uint16(let image): return image.channels
        }
    }

    /// The size after scaling down to `maximumDimension` (see `Image.size(fittingMaximumDimension:)`).
    public func size(fittingMaximumDimension maximumDimension: Int) -> (width: Int, height: Int) {
        switch self {
        case .uint8(let image): return image.size(fittingMaximumDimension: maximumDimension)
        case .uint16(let image): return image.size(fittingMaximumDimension: maximumDimension)
        }
    }
}

/// An image read from a file, upright (EXIF orientation applied), alpha composited over white.
public struct DecodedImage: Sendable, Equatable {
    /// Upright pixels; gray or RGB at the file's precision (8 or 16 bits).
    public var pixels: PixelBuffer
    /// The container format.
    public var format: ImageFormat
    /// Channels stored in the file: 1 gray, 2 gray + alpha, 3 RGB, 4 RGBA or CMYK.
    public var sourceChannels: Int
    /// Bits per sample stored in the file: 1, 2, 4, 8 or 16.
    public var sourceBitDepth: Int
    /// The EXIF orientation found in the file (1 when absent); already applied to `pixels`.
    public var orientation: Orientation

    /// Creates a decoded image from its upright pixels, container format, the file's channels and bit depth, and the EXIF orientation already applied.
    public init(pixels: PixelBuffer, format: ImageFormat, sourceChannels: Int, sourceBitDepth: Int,
                orientation: Orientation) {
        self.pixels = pixels
        self.format = format
        self.sourceChannels = sourceChannels
        self.sourceBitDepth = sourceBitDepth
        self.orientation = orientation
    }

    /// Upright width in pixels.
    public var width: Int { pixels.width }
    /// Upright height in pixels.
    public var height: Int { pixels.height }
}
