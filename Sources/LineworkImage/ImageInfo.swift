import Foundation

/// What an image is, after EXIF orientation: `linework info`'s report.
///
/// ```swift
/// let info = ImageInfo(try ImageDecoder().decode(path: "photo.jpg"))
/// print(info.summary(of: "photo.jpg"))   // photo.jpg: JPEG 640×480, 3 channels, 8-bit, orientation 1
/// ```
public struct ImageInfo: Sendable, Equatable, Encodable {
    /// Upright width in pixels.
    public var width: Int
    /// Upright height in pixels.
    public var height: Int
    /// Channels in the file (1 gray, 2 gray and alpha, 3 RGB, 4 RGBA).
    public var channels: Int
    /// Bits per sample in the file (8 or 16).
    public var bitDepth: Int
    /// The file's format.
    public var format: ImageFormat
    /// The EXIF orientation tag, 1…8 (1 when there is none).
    public var orientation: Int

    /// The report of a decoded image.
    public init(_ decoded: DecodedImage) {
        (width, height, channels, bitDepth, format, orientation) =
            (decoded.width, decoded.height, decoded.sourceChannels, decoded.sourceBitDepth, decoded.format, decoded.orientation.rawValue)
    }

    /// The contract's `info --json` text: the six keys sorted, pretty-printed, ending with a newline.
    ///
    /// - Throws: an `EncodingError` only if Foundation's encoder fails, which these values cannot make it.
    public func jsonText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// The one line `linework info` prints for the file at `path`.
    public func summary(of path: String) -> String {
        "\(path): \(format.rawValue.uppercased()) \(width)×\(height), \(channels) channel\(channels == 1 ? "" : "s"), "
            + "\(bitDepth)-bit, orientation \(orientation)"
    }
}
