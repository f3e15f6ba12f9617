import LineworkCodecs
import LineworkCore
import LineworkImage

/// Decodes `bytes` and checks the decoder's promises: it either returns a consistent upright
/// gray or RGB image, or throws a `LineworkError` whose message is one line naming the input.
public func checkDecoding(_ bytes: [UInt8], name: String) {
    // A small limit keeps every run fast; the limit itself is part of what is exercised.
    let decoder = ImageDecoder(limits: ResourceLimits(maxPixels: 1 << 20))
    do {
        let image = try decoder.decode(bytes: bytes, path: name)
        require(image.width > 0 && image.height > 0 && image.width * image.height <= 1 << 20,
                "decoded size \(image.width)×\(image.height)")
        require(image.pixels.channels == 1 || image.pixels.channels == 3, "channels \(image.pixels.channels)")
        switch image.pixels {
        case .uint8(let pixels): require(pixels.samples.count == pixels.pixelCount * pixels.channels, "sample count")
        case .uint16(let pixels): require(pixels.samples.count == pixels.pixelCount * pixels.channels, "sample count")
        }
        // Decoding is deterministic.
        require((try? decoder.decode(bytes: bytes, path: name)) == image, "second decode differs")
    } catch let error as LineworkError {
        let text = error.description
        require(!text.contains("\n"), "multi-line message: \(text)")
        require(text.contains(name), "message does not name the input: \(text)")
        require(error.exitCode > 0 && error.exitCode < 128, "exit code \(error.exitCode)")
    } catch {
        finding("non-Linework error \(error)")
    }
}

/// CRC-32 (ISO-HDLC, as PNG and zlib use), for rewriting chunk checksums.
public enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    public static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    /// `png` with every complete chunk's CRC recomputed, so mutations inside chunks reach the
    /// chunk parsers instead of stopping at the checksum.
    public static func fixingPNGChecksums(_ png: [UInt8]) -> [UInt8] {
        var out = png
        var offset = 8
        while offset + 12 <= out.count {
            let length = Int(out[offset]) << 24 | Int(out[offset + 1]) << 16 | Int(out[offset + 2]) << 8 | Int(out[offset + 3])
            guard length <= out.count - offset - 12 else { break }
            let crc = checksum(out[(offset + 4)..<(offset + 8 + length)])
            for i in 0..<4 { out[offset + 8 + length + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
            offset += 12 + length
        }
        return out
    }
}
