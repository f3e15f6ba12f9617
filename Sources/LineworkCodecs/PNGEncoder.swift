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

    /// PNG bytes of an 8-bit gray image kept at `bitDepth` (1, 2, 4 or 8) bits per pixel: each
    /// sample rounds to the nearest of 2^bitDepth evenly spaced levels (0 black, the top level
    /// white). Anti-aliased line art at 2 bits looks the same at thumbnail size and takes about a
    /// third of the 8-bit file.
    /// - Throws: `LineworkError.invalidOption` for another depth or a non-gray image.
    public static func encode(_ image: Image<UInt8>, grayBitDepth bitDepth: Int) throws -> [UInt8] {
        guard [1, 2, 4, 8].contains(bitDepth), image.channels == 1 else {
            throw LineworkError.invalidOption(name: "grayBitDepth", value: "\(bitDepth) with \(image.channels) channels",
                                              allowed: "1, 2, 4 or 8, for a 1-channel image")
        }
        let top = (1 << bitDepth) - 1
        let levels = image.samples.map { UInt8((Int($0) * top + 127) / 255) }
        return try encodePacked(levels, image.width, image.height, bitDepth, palette: nil)
    }

    /// PNG bytes of an 8-bit RGB image as an indexed PNG of at most `maximumColours` (1...256)
    /// through `PaletteQuantizer` (exact when it has no more colours), at the smallest depth that
    /// holds its palette.
    /// - Throws: `LineworkError.invalidOption` for an image that is not RGB.
    public static func encodeIndexed(_ image: Image<UInt8>, maximumColours: Int = 256) throws -> [UInt8] {
        guard image.channels == 3 else {
            throw LineworkError.invalidOption(name: "channels", value: "\(image.channels)", allowed: "3 (an indexed PNG is made from RGB)")
        }
        return try encodeIndexed(PaletteQuantizer.quantize(image, maximumColours: maximumColours),
                                 width: image.width, height: image.height)
    }

    /// Encodes `image` and writes it atomically to `path`.
    public static func write(_ image: Image<UInt8>, to path: String) throws {
        try AtomicFile.write(try encode(image), to: path)
    }

    /// PNG bytes of decoded pixels at their own depth: what `ImageDecoder` and
    /// `SaliencyCrop.apply(to:)` give, 8- or 16-bit, 1 to 4 channels.
    public static func encode(_ pixels: PixelBuffer) throws -> [UInt8] {
        switch pixels {
        case .uint8(let image): return try encode(image)
        case .uint16(let image): return try encode(image)
        }
    }

    /// Encodes decoded pixels at their own depth and writes them atomically to `path`: a crop
    /// (`SaliencyCrop.apply(to:)`) saved as it was cut.
    public static func write(_ pixels: PixelBuffer, to path: String) throws {
        try AtomicFile.write(try encode(pixels), to: path)
    }

    /// PNG bytes of an indexed image (`indices` row-major, `width × height` of them, each below
    /// the palette's count), at the smallest depth that holds its palette.
    /// - Throws: `LineworkError.invalidOption` when the sizes disagree or the palette is empty or
    ///   larger than 256; `.resourceLimit` when an index is out of range.
    public static func encodeIndexed(_ image: PaletteQuantizer.Indexed, width: Int, height: Int) throws -> [UInt8] {
        guard width > 0, height > 0, image.indices.count == width * height, (1...256).contains(image.palette.count) else {
            throw LineworkError.invalidOption(name: "indexed image", value: "\(width)×\(height), \(image.indices.count) indices, "
                + "\(image.palette.count) colours", allowed: "one index per pixel and 1 to 256 colours")
        }
        let depth = [1, 2, 4, 8].first { image.palette.count <= 1 << $0 } ?? 8
        return try encodePacked(image.indices, width, height, depth, palette: image.palette)
    }

    private static func encodePacked(_ pixels: [UInt8], _ width: Int, _ height: Int, _ depth: Int,
                                     palette: [SIMD3<UInt8>]?) throws -> [UInt8] {
        let rgb = palette.map { $0.flatMap { [$0.x, $0.y, $0.z] } }
        return try finish { out, size, message in
            pixels.withUnsafeBufferPointer { pixels in
                if let rgb {
                    return rgb.withUnsafeBufferPointer {
                        lw_png_encode_packed(pixels.baseAddress, Int32(width), Int32(height), Int32(depth),
                                             $0.baseAddress, Int32(rgb.count / 3), out, size, message)
                    }
                }
                return lw_png_encode_packed(pixels.baseAddress, Int32(width), Int32(height), Int32(depth),
                                            nil, 0, out, size, message)
            }
        }
    }

    private static func encode(_ bytes: UnsafeRawBufferPointer, _ width: Int, _ height: Int, _ channels: Int,
                               _ depth: Int) throws -> [UInt8] {
        try finish { out, size, message in
            lw_png_encode(bytes.baseAddress, Int32(width), Int32(height), Int32(channels), Int32(depth), out, size, message)
        }
    }

    /// Runs one of the C encoders and takes its malloc'd output, or throws its message.
    private static func finish(_ run: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>,
                                       UnsafeMutablePointer<CChar>) -> Int32) throws -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: Int(LW_MESSAGE_SIZE))
        let status = message.withUnsafeMutableBufferPointer { run(&out, &size, $0.baseAddress!) }
        defer { lw_buffer_free(out) }
        guard status == Int32(LW_OK.rawValue), let out else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw LineworkError.resourceLimit(detail: "PNG encoding failed: \(text)")
        }
        return [UInt8](UnsafeBufferPointer(start: out, count: size))
    }
}
