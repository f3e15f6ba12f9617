import LineworkCore
import LineworkImage
import _LineworkCodecsC

/// Encodes images to baseline JPEG bytes with libjpeg; write them with `AtomicFile`.
///
/// JPEG stores 8-bit gray or colour without transparency, so alpha is composited over white
/// first (Linework's paper convention, see `AlphaCompositing`) and 16-bit samples are rounded
/// to 8 bits. Colour uses libjpeg's defaults: YCbCr with 4:2:0 chroma subsampling.
public enum JPEGEncoder {
    /// The default quality on libjpeg's 1…100 scale: 92.
    ///
    /// Why: from about 90 up, JPEG's blocking and ringing are invisible at 100 % zoom on
    /// photographs and on the hard edges of a crop, while files stay a third of the size they
    /// are at 100; 92 leaves a little margin above that threshold. (Pillow defaults to 75 and
    /// ImageMagick to 92.)
    public static let defaultQuality = 92

    /// The qualities libjpeg accepts.
    public static let qualityRange = 1...100

    /// JPEG bytes of an 8-bit gray (1), gray + alpha (2), RGB (3) or RGBA (4) image.
    ///
    /// - Parameters:
    ///   - image: the pixels; alpha is composited over white.
    ///   - quality: 1 (smallest) … 100 (best); default `defaultQuality`.
    /// - Returns: a complete JFIF file.
    /// - Throws: `LineworkError.invalidOption` for a quality outside 1…100,
    ///   `.resourceLimit` for a side above JPEG's 65500 pixels.
    public static func encode(_ image: Image<UInt8>, quality: Int = defaultQuality) throws -> [UInt8] {
        guard qualityRange.contains(quality) else {
            throw LineworkError.invalidOption(name: "JPEG quality", value: "\(quality)", allowed: "must be 1...100")
        }
        let opaque = AlphaCompositing.overWhite(image)
        return try opaque.samples.withUnsafeBufferPointer { samples in
            var out: UnsafeMutablePointer<UInt8>?
            var size = 0
            var message = [CChar](repeating: 0, count: Int(LW_MESSAGE_SIZE))
            let status = message.withUnsafeMutableBufferPointer {
                lw_jpeg_encode(samples.baseAddress, Int32(clamping: opaque.width), Int32(clamping: opaque.height),
                               Int32(opaque.channels), Int32(quality), &out, &size, $0.baseAddress)
            }
            defer { lw_buffer_free(out) }
            guard status == Int32(LW_OK.rawValue), let out else {
                let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                throw LineworkError.resourceLimit(
                    detail: "JPEG encoding of \(image.width)×\(image.height) failed: \(text) (JPEG allows 1 to 65500 pixels a side)")
            }
            return [UInt8](UnsafeBufferPointer(start: out, count: size))
        }
    }

    /// JPEG bytes of a 16-bit image (1 to 4 channels), rounded to 8 bits (v · 255 / 65535).
    public static func encode(_ image: Image<UInt16>, quality: Int = defaultQuality) throws -> [UInt8] {
        let samples = image.samples.map { UInt8((UInt32($0) &* 255 &+ 32767) / 65535) }
        return try encode(Image(validWidth: image.width, height: image.height, channels: image.channels, samples: samples),
                          quality: quality)
    }

    /// JPEG bytes of decoded pixels at either precision.
    public static func encode(_ pixels: PixelBuffer, quality: Int = defaultQuality) throws -> [UInt8] {
        switch pixels {
        case .uint8(let image): return try encode(image, quality: quality)
        case .uint16(let image): return try encode(image, quality: quality)
        }
    }

    /// Encodes `image` and writes it atomically to `path`.
    public static func write(_ image: Image<UInt8>, to path: String, quality: Int = defaultQuality) throws {
        try AtomicFile.write(try encode(image, quality: quality), to: path)
    }
}
