import LineworkCore
import LineworkImage
import _LineworkCodecsC

/// Decodes PNG and JPEG files into upright, alpha-free `DecodedImage`s.
///
/// The format is recognised from the file's signature, not its name, so a PNG named `.jpg`
/// decodes and a text file named `.jpg` is reported as unsupported. The declared size is
/// checked against `limits` before any pixel memory is allocated.
///
/// JPEG decoding is strict by default: data libjpeg reports as corrupt (a truncated file with
/// an end marker appended, a marker inside a scan, a bad Huffman code) is an error rather than
/// an image padded with gray, and a header declaring more 8×8 blocks than the file has bits is
/// refused before allocating. More than `limits.maxScans` scans is always refused.
public struct ImageDecoder: Sendable {
    /// The pixel and scan limits applied to every decode.
    public var limits: ResourceLimits
    /// Whether JPEG data that libjpeg reports as corrupt is accepted (the damage decodes as
    /// gray). Default false.
    public var lenient: Bool

    /// Creates a decoder with the given limits (default `ResourceLimits()`), strict about corrupt JPEG data unless `lenient`.
    public init(limits: ResourceLimits = ResourceLimits(), lenient: Bool = false) {
        self.limits = limits
        self.lenient = lenient
    }

    /// Reads and decodes the file at `path`.
    ///
    /// - Throws: `LineworkError` naming `path`: missing, not a file, unsupported, corrupt,
    ///   empty or too large.
    public func decode(path: String) throws -> DecodedImage {
        try decode(bytes: try InputFile.read(path), path: path)
    }

    /// Decodes an in-memory file; `path` is only used in error messages.
    public func decode(bytes: [UInt8], path: String) throws -> DecodedImage {
        let format = try Self.sniff(bytes, path: path)
        var raw = lw_image()
        var message = [CChar](repeating: 0, count: Int(LW_MESSAGE_SIZE))
        var jpegLimits = lw_jpeg_limits(max_pixels: UInt64(limits.maxPixels), max_scans: Int32(clamping: limits.maxScans),
                                        lenient: lenient ? 1 : 0)
        let status = bytes.withUnsafeBufferPointer { buffer -> Int32 in
            message.withUnsafeMutableBufferPointer { text in
                switch format {
                case .png:
                    return lw_png_decode(buffer.baseAddress, buffer.count, UInt64(limits.maxPixels), &raw, text.baseAddress)
                case .jpeg:
                    return lw_jpeg_decode(buffer.baseAddress, buffer.count, &jpegLimits, &raw, text.baseAddress)
                }
            }
        }
        defer { lw_image_free(&raw) }
        try Self.check(status: status, raw: raw, message: message, path: path, limits: limits)

        let exif = raw.exif.map { [UInt8](UnsafeBufferPointer(start: $0, count: raw.exif_size)) } ?? []
        let orientation = ExifReader.orientation(in: exif) ?? .up
        let count = Int(raw.width) * Int(raw.height) * Int(raw.channels)
        let pixels: PixelBuffer
        if raw.bit_depth == 16 {
            let samples = [UInt16](UnsafeBufferPointer(start: raw.pixels.assumingMemoryBound(to: UInt16.self), count: count))
            let image = Image(validWidth: Int(raw.width), height: Int(raw.height), channels: Int(raw.channels), samples: samples)
            pixels = .uint16(orientation.apply(to: AlphaCompositing.overWhite(image)))
        } else {
            let samples = [UInt8](UnsafeBufferPointer(start: raw.pixels.assumingMemoryBound(to: UInt8.self), count: count))
            let image = Image(validWidth: Int(raw.width), height: Int(raw.height), channels: Int(raw.channels), samples: samples)
            pixels = .uint8(orientation.apply(to: AlphaCompositing.overWhite(image)))
        }
        return DecodedImage(
            pixels: pixels, format: format, sourceChannels: Int(raw.source_channels),
            sourceBitDepth: Int(raw.source_bit_depth), orientation: orientation)
    }

    /// Identifies PNG (`89 50 4E 47 …`) and JPEG (`FF D8 FF`) by their signatures.
    static func sniff(_ bytes: [UInt8], path: String) throws -> ImageFormat {
        if bytes.isEmpty {
            throw LineworkError.unsupportedFormat(path: path, detail: "the file is empty")
        }
        if bytes.starts(with: ImageFormat.png.signature) {
            // libpng rejects a zero side as a generic IHDR error; name the real problem.
            if bytes.count >= 24, bytes[16..<20].allSatisfy({ $0 == 0 }) || bytes[20..<24].allSatisfy({ $0 == 0 }) {
                throw LineworkError.emptyImage(path: path)
            }
            return .png
        }
        if bytes.starts(with: ImageFormat.jpeg.signature) { return .jpeg }
        if bytes.count < 8 && [0x89, 0x50, 0x4E, 0x47].starts(with: bytes.prefix(4)) {
            throw LineworkError.corruptImage(path: path, detail: "file is truncated")
        }
        throw LineworkError.unsupportedFormat(path: path, detail: "not a PNG or JPEG file")
    }

    static func check(status: Int32, raw: lw_image, message: [CChar], path: String, limits: ResourceLimits) throws {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch status {
        case Int32(LW_OK.rawValue): return
        case Int32(LW_EMPTY.rawValue): throw LineworkError.emptyImage(path: path)
        case Int32(LW_TOO_LARGE.rawValue):
            throw LineworkError.imageTooLarge(path: path, width: Int(raw.width), height: Int(raw.height), limit: limits.maxPixels)
        case Int32(LW_NO_MEMORY.rawValue): throw LineworkError.resourceLimit(detail: "\(path): out of memory while decoding")
        case Int32(LW_UNSUPPORTED.rawValue): throw LineworkError.unsupportedFormat(path: path, detail: text)
        default: throw LineworkError.corruptImage(path: path, detail: text.isEmpty ? "undecodable data" : text)
        }
    }
}
