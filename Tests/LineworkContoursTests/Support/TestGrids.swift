import LineworkContours
import LineworkCore

/// Small helpers for literal and random test inputs.
enum TestGrids {
    /// A mask from rows of text: "#" is foreground, anything else background.
    static func mask(_ rows: String...) -> BinaryMask {
        let width = rows.first?.count ?? 0
        let pixels = rows.flatMap { $0.map { $0 == "#" ? UInt8(255) : 0 } }
        return BinaryMask(validWidth: width, height: rows.count, pixels: pixels)
    }

    /// Points from (x, y) pairs.
    static func points(_ pairs: [(Int32, Int32)]) -> [PixelPoint] {
        pairs.map { PixelPoint(x: $0.0, y: $0.1) }
    }

    /// Deterministic pseudo-random bytes (SplitMix64), so property inputs stay small: a seed
    /// instead of a whole image.
    static func randomBytes(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0 ..< count).map { _ in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return UInt8(truncatingIfNeeded: z ^ (z >> 31))
        }
    }

    /// A random mask where each pixel is foreground with probability `percent` / 100.
    static func randomMask(width: Int, height: Int, percent: Int, seed: UInt64) -> BinaryMask {
        let bytes = randomBytes(count: width * height, seed: seed)
        let limit = percent * 256 / 100
        return BinaryMask(validWidth: width, height: height, pixels: bytes.map { Int($0) < limit ? 255 : 0 })
    }
}
