/// The 8-neighbourhood of a pixel on a grid padded by one background pixel on every side, as a
/// byte: bit k is set when the neighbour k steps clockwise from north (N, NE, E, SE, S, SW, W,
/// NW) is foreground (non-zero). The padding means every pixel of the image has 8 neighbours,
/// so the kernels need no edge tests.
enum Neighbourhood {
    /// Index offsets of the 8 neighbours, clockwise from north, on a grid `stride` bytes wide.
    static func offsets(stride: Int) -> [Int] {
        [-stride, -stride + 1, 1, stride + 1, stride, stride - 1, -1, -stride - 1]
    }

    /// The neighbourhood byte of the pixel at `index`.
    @inline(__always)
    static func code(_ grid: UnsafeMutableBufferPointer<UInt8>, _ index: Int, stride: Int) -> Int {
        let above = index &- stride, below = index &+ stride
        var code = grid[above] != 0 ? 1 : 0
        if grid[above &+ 1] != 0 { code |= 2 }
        if grid[index &+ 1] != 0 { code |= 4 }
        if grid[below &+ 1] != 0 { code |= 8 }
        if grid[below] != 0 { code |= 16 }
        if grid[below &- 1] != 0 { code |= 32 }
        if grid[index &- 1] != 0 { code |= 64 }
        if grid[above &- 1] != 0 { code |= 128 }
        return code
    }

    /// Whether a skeleton pixel with this neighbourhood connects nothing: it has two or more
    /// neighbours and they form one 8-connected group among themselves (an elbow, or a corner of
    /// a 2×2 block). Removing it keeps every stroke connected; keeping it would give its
    /// neighbours a third neighbour, which reads as a junction.
    static let redundant: [Bool] = (0..<256).map { code in
        let ring = [(0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)]
        let present = ring.indices.filter { code >> $0 & 1 != 0 }.map { ring[$0] }
        guard present.count >= 2 else { return false }
        var group = [present[0]]
        var rest = Array(present.dropFirst())
        while let k = rest.firstIndex(where: { r in group.contains { max(abs($0.0 - r.0), abs($0.1 - r.1)) == 1 } }) {
            group.append(rest.remove(at: k))
        }
        return rest.isEmpty
    }
}
