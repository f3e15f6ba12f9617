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
}
