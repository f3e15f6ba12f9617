/// PNG's chunk layout (PNG specification §5.3): a big-endian length, a four-letter type, the
/// data and a CRC-32 of type and data.
struct PNGChunk {
    /// The chunk's four-letter type.
    var type: String
    /// The chunk's data.
    var data: ArraySlice<UInt8>

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks of a well-formed PNG, in order (a truncated tail is ignored).
    static func chunks(of png: [UInt8]) -> [PNGChunk] {
        var chunks: [PNGChunk] = []
        var i = signature.count
        while i + 12 <= png.count {
            let length = png[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard i + 12 + length <= png.count else { break }
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            chunks.append(PNGChunk(type: type, data: png[(i + 8)..<(i + 8 + length)]))
            i += 12 + length
        }
        return chunks
    }

    /// Appends a chunk of `type` with `data` to `out`.
    static func append(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        out += bigEndian(data.count) + typeBytes + data
        var crc = crc32(typeBytes, start: 0xFFFF_FFFF)
        crc = crc32(data, start: crc) ^ 0xFFFF_FFFF
        out += bigEndian(Int(crc))
    }

    /// A 32-bit unsigned value, big-endian.
    static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
         UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// The CRC-32 of PNG (and zlib): polynomial 0xEDB88320, reflected; `start` is the running
    /// value (0xFFFFFFFF to begin), the result not yet inverted.
    static func crc32(_ bytes: [UInt8], start: UInt32) -> UInt32 {
        var crc = start
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc
    }

    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
