import LineworkCore

extension ImageDecoder {
    /// The pixel size a PNG or JPEG file's header declares, read without decoding, or nil when
    /// the bytes are neither or the header is cut short. For estimating the cost of work on an
    /// image before decoding it (a 100-megapixel PNG takes seconds to decode).
    ///
    /// PNG: the IHDR chunk's width and height (PNG specification §11.2.2). JPEG: the first
    /// start-of-frame segment's (SOF0…SOF15 except DHT, JPG and DAC; ITU T.81 §B.2.2). The
    /// size is the stored one: an EXIF orientation may swap the sides, which leaves the pixel
    /// count and the longer side unchanged.
    public static func declaredSize(of bytes: [UInt8]) -> PixelSize? {
        func big16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func big32(_ i: Int) -> Int { big16(i) << 16 | big16(i + 2) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
            return PixelSize(width: big32(16), height: big32(20))
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var i = 2
        while i + 4 <= bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }                       // fill byte
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { i += 2; continue }
            if marker == 0xD9 || marker == 0xDA { return nil }          // end, or scan data before any frame
            let length = big16(i + 2)
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard i + 9 <= bytes.count else { return nil }
                return PixelSize(width: big16(i + 7), height: big16(i + 5))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }
}
