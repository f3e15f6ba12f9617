import LineworkCore
import LineworkContours

/// Masks for the centre-line tests: literal pixel grids, shapes drawn by a predicate, random masks.
enum CenterlineGrids {
    /// A mask from rows of text, `#` for foreground and anything else for background; the rows
    /// are trimmed of surrounding blank lines and must be equally long.
    static func mask(_ rows: String) -> BinaryMask {
        let lines = rows.split(separator: "\n").map(Array.init)
        let width = lines.first?.count ?? 0
        precondition(lines.allSatisfy { $0.count == width }, "rows of one length")
        return BinaryMask(validWidth: width, height: lines.count, pixels: lines.flatMap { $0.map { $0 == "#" ? 255 : 0 } })
    }

    /// A `width` × `height` mask whose foreground is where `inside(x, y)` holds.
    static func mask(width: Int, height: Int, _ inside: (Int, Int) -> Bool) -> BinaryMask {
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width where inside(x, y) { pixels[y * width + x] = 255 } }
        return BinaryMask(validWidth: width, height: height, pixels: pixels)
    }

    /// A mask with each pixel foreground with probability `percent` / 100, reproducible from `seed`.
    static func random(width: Int, height: Int, percent: Int, seed: UInt64) -> BinaryMask {
        var generator = SplitMix64(seed: seed)
        return mask(width: width, height: height) { _, _ in Int(generator.next() % 100) < percent }
    }
}
