/// Reads the orientation tag from an EXIF (TIFF) block.
///
/// The block is the payload of a JPEG APP1 segment after its `Exif\0\0` prefix, or of a PNG
/// `eXIf` chunk: a TIFF header (`II*\0` little-endian or `MM\0*` big-endian), the offset of
/// IFD0, then 12-byte entries. Only IFD0's tag 0x0112 is read. The parser never trusts an
/// offset or count: anything out of bounds or malformed yields `nil` (treated as upright),
/// because a damaged metadata block should not make an otherwise good photo unreadable.
public enum ExifReader {
    private static let orientationTag: UInt16 = 0x0112
    private static let shortType: UInt16 = 3

    /// The orientation in `tiff`, or `nil` when absent, malformed or out of range.
    public static func orientation(in tiff: [UInt8]) -> Orientation? {
        guard tiff.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func u16(_ at: Int) -> UInt16? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            let a = UInt16(tiff[at]), b = UInt16(tiff[at + 1])
            return littleEndian ? a | b << 8 : a << 8 | b
        }
        func u32(_ at: Int) -> UInt32? {
            guard let lo = u16(littleEndian ? at : at + 2), let hi = u16(littleEndian ? at + 2 : at) else {
                return nil
            }
            return UInt32(lo) | UInt32(hi) << 16
        }
        guard u16(2) == 42, let ifd = u32(4).map(Int.init), let count = u16(ifd) else { return nil }
        for entry in 0..<Int(count) {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            guard tag == orientationTag else { continue }
            guard u16(at + 2) == shortType, u32(at + 4) ?? 0 >= 1, let value = u16(at + 8) else { return nil }
            return Orientation(rawValue: Int(value))
        }
        return nil
    }
}
