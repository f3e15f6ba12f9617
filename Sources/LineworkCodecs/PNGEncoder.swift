import LineworkCore
import LineworkImage
import _LineworkCodecsC

/// Encodes images to PNG bytes with libpng; write them with `AtomicFile`.
public enum PNGEncoder {
    /// PNG bytes of an 8-bit gray (1), gray + alpha (2), RGB (3) or RGBA (4) image.
    public static func encode(_ image: Image<UInt8>) throws -> [UInt8] {
        try image.samples.withUnsafeBytes { try encode($0, image.width, image.height, image.channels, 8) }
    }

    /// PNG bytes of a 16-bit image (1 to 4 channels).
    public static func encode(_ image: Image<UInt16>) throws -> [UInt8] {
        try image.samples.withUnsafeBytes { try encode($0, image.width, image.height, image.channels, 16) }
    }

    /// Encodes `image` and writes it atomically to `path`.
    public static func write(_ image: Image<UInt8>, to path: String) throws {
        try AtomicFile.write(try encode(image), to: path)
    }

    private static func encode(_ bytes: UnsafeRawBufferPointer, _ width: Int, _ height: Int, _ channels: Int,
                               _ depth: Int) throws -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: Int(LW_MESSAGE_SIZE))
        let status = message.withUnsafeMutableBufferPointer {
            lw_png_encode(bytes.baseAddress, Int32(width), Int32(height), Int32(channels), Int32(depth), &out, &size, $0.baseAddress)
        }
        defer { lw_buffer_free(out) }
        guard status == Int32(LW_OK.rawValue), let out else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw LineworkError.resourceLimit(detail: "PNG encoding failed: \(text)")
        }
        return [UInt8](UnsafeBufferPointer(start: out, count: size))
    }
}
