import LineworkContours

/// Thins a binary mask to one-pixel-wide, 8-connected skeletons (Zhang & Suen 1984, "A fast
/// parallel algorithm for thinning digital patterns", CACM 27(3)).
///
/// Each pass has two sub-iterations that delete, all at once, the foreground pixels that are on
/// the south-east (then north-west) boundary, have 2–6 foreground neighbours and exactly one
/// 0→1 transition around them — so deleting them never splits a stroke or shortens it at an end.
/// Only pixels next to the background can change, so after the first pass each sub-iteration
/// re-examines just the candidates list, not the whole image: O(pixels + stroke area · width).
public enum ZhangSuenThinning {
    /// The skeleton of `mask` (foreground 255, background 0).
    public static func thin(_ mask: BinaryMask) -> BinaryMask {
        let w = mask.width, h = mask.height
        guard w > 0, h > 0 else { return mask }
        let stride = w + 2
        // Padded copy: the frame is background, so no edge tests are needed.
        var grid = [UInt8](repeating: 0, count: stride * (h + 2))
        var candidates: [Int] = []
        for y in 0..<h {
            for x in 0..<w where mask.pixels[y * w + x] != 0 {
                let index = (y + 1) * stride + x + 1
                grid[index] = 1
                candidates.append(index)
            }
        }
        // Neighbour offsets P2…P9, clockwise from north.
        let around = [-stride, -stride + 1, 1, stride + 1, stride, stride - 1, -1, -stride - 1]
        var deleting: [Int] = []
        var changed = true
        while changed {
            changed = false
            for step in 0..<2 {
                deleting.removeAll(keepingCapacity: true)
                grid.withUnsafeBufferPointer { g in
                    for index in candidates where g[index] != 0 {
                        var p = [UInt8](repeating: 0, count: 8)
                        var count = 0
                        for k in 0..<8 { p[k] = g[index &+ around[k]]; count &+= Int(p[k]) }
                        guard count >= 2 && count <= 6 else { continue }
                        var transitions = 0
                        for k in 0..<8 where p[k] == 0 && p[(k + 1) & 7] == 1 { transitions &+= 1 }
                        guard transitions == 1 else { continue }
                        // P2·P4·P6 and P4·P6·P8 (first), P2·P4·P8 and P2·P6·P8 (second).
                        let (a, b) = step == 0 ? (p[0] & p[2] & p[4], p[2] & p[4] & p[6]) : (p[0] & p[2] & p[6], p[0] & p[4] & p[6])
                        if a == 0 && b == 0 { deleting.append(index) }
                    }
                }
                if !deleting.isEmpty {
                    changed = true
                    for index in deleting { grid[index] = 0 }
                }
            }
            candidates.removeAll { grid[$0] == 0 }
        }
        var out = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w where grid[(y + 1) * stride + x + 1] != 0 { out[y * w + x] = 255 }
        }
        return BinaryMask(width: w, height: h, pixels: out)
    }
}
