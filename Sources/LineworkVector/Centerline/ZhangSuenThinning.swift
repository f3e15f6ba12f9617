import LineworkContours

/// Thins a binary mask to one-pixel-wide, 8-connected skeletons (Zhang & Suen 1984, "A fast
/// parallel algorithm for thinning digital patterns", CACM 27(3)).
///
/// Each pass has two sub-iterations that delete, all at once, the foreground pixels that are on
/// the south-east (then north-west) boundary, have 2–6 foreground neighbours and exactly one
/// 0→1 transition around them — so deleting them never splits a stroke or shortens it at an end.
///
/// Whether a pixel is deleted depends only on its 8 neighbours, so both sub-iterations' rules
/// are tabulated once for all 256 neighbourhoods (`deletable`). A pixel with no background
/// neighbour has 8 foreground neighbours and is never deleted, so each sub-iteration examines
/// only a work list: at first the border pixels, then the pixels next to a deletion in the last
/// pass (a pixel whose neighbourhood has not changed since both rules kept it stays kept). That
/// makes the work O(pixels + deletions) instead of O(foreground · passes), with no allocation
/// per pixel, and gives exactly the skeleton of the textbook full-image scan.
public enum ZhangSuenThinning {
    /// The skeleton of `mask` (foreground 255, background 0).
    public static func thin(_ mask: BinaryMask) -> BinaryMask {
        let w = mask.width, h = mask.height
        guard w > 0, h > 0 else { return mask }
        let grid = thinnedGrid(mask)
        let stride = w + 2
        var out = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w where grid[(y + 1) * stride + x + 1] != 0 { out[y * w + x] = 255 }
        }
        return BinaryMask(validWidth: w, height: h, pixels: out)
    }

    /// The skeleton of `mask` on a grid padded by one background pixel on every side:
    /// `(width + 2) × (height + 2)` bytes, row-major, 1 on the skeleton and 0 elsewhere, so
    /// pixel (x, y) is at `(y + 1) * (width + 2) + x + 1` and every pixel has 8 neighbours.
    static func thinnedGrid(_ mask: BinaryMask) -> [UInt8] {
        let w = mask.width, h = mask.height
        let stride = w + 2
        // 1 = foreground; `listed` or'ed in while the pixel is on the work list, `touched` while
        // a neighbour has been deleted in the current pass.
        let listed: UInt8 = 2, touched: UInt8 = 4
        var grid = [UInt8](repeating: 0, count: stride * (h + 2))
        guard w > 0, h > 0 else { return grid }
        // The work list starts as the border pixels: the only ones either rule can delete.
        var work: [Int] = []
        mask.pixels.withUnsafeBufferPointer { src in
            for y in 0..<h { NonZeroBytes.append(src, in: y * w..<(y + 1) * w, shift: (y + 1) * stride + 1 - y * w, to: &work) }
        }
        grid.withUnsafeMutableBufferPointer { g in
            for index in work { g[index] = 1 }
            work.removeAll { Neighbourhood.code(g, $0, stride: stride) == 0xFF }
            for index in work { g[index] |= listed }
        }
        let around = Neighbourhood.offsets(stride: stride)
        let deletable = Self.deletable
        var deleting: [Int] = []
        while !work.isEmpty {
            grid.withUnsafeMutableBufferPointer { g in
                deletable.withUnsafeBufferPointer { table in
                    for step in 0..<2 {
                        deleting.removeAll(keepingCapacity: true)
                        let rule = step << 8
                        for index in work where g[index] != 0 && table[rule | Neighbourhood.code(g, index, stride: stride)] {
                            deleting.append(index)
                        }
                        for index in deleting { g[index] = 0 }
                        for index in deleting {
                            for offset in around where g[index &+ offset] != 0 {
                                let neighbour = index &+ offset
                                if g[neighbour] & listed == 0 { work.append(neighbour) }
                                g[neighbour] |= listed | touched
                            }
                        }
                    }
                }
                // A pixel none of whose neighbours changed in this pass was examined by both
                // rules with its present neighbourhood and kept: it cannot change until a
                // neighbour is deleted, which lists it again.
                work.removeAll { index in
                    let keep = g[index] & touched != 0
                    if g[index] != 0 { g[index] = keep ? 1 | listed : 1 }
                    return !keep
                }
            }
        }
        return grid
    }

    /// Whether the first (entries 0…255) or second (256…511) sub-iteration deletes a pixel whose
    /// neighbours P2…P9 (north, then clockwise) are the bits 0…7 of the entry's low byte.
    static let deletable: [Bool] = (0..<512).map { entry in
        let code = entry & 0xFF
        let p = (0..<8).map { (code >> $0) & 1 }
        let count = p.reduce(0, +)
        guard count >= 2 && count <= 6 else { return false }
        let transitions = (0..<8).filter { p[$0] == 0 && p[($0 + 1) & 7] == 1 }.count
        guard transitions == 1 else { return false }
        // P2·P4·P6 and P4·P6·P8 (first), P2·P4·P8 and P2·P6·P8 (second).
        let (a, b) = entry < 256 ? (p[0] & p[2] & p[4], p[2] & p[4] & p[6]) : (p[0] & p[2] & p[6], p[0] & p[4] & p[6])
        return a == 0 && b == 0
    }
}
