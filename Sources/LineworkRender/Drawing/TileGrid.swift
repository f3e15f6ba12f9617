/// A raster canvas cut into square tiles of a fixed size, row by row from the top left (the
/// last column and row may be narrower): the units the PNG backend draws in parallel.
///
/// The grid depends only on the canvas size and `size`, never on the number of cores, so a
/// render's pixels do not either.
struct TileGrid: Equatable {
    /// The side of a tile in pixels: 256. Each tile strokes again every subpath that reaches into
    /// it; at 256 pixels that adds 4 % to a dense 12 MP sweep's drawing (at 512, 3 %; at 128,
    /// 45 %), and still gives a 4000 × 3000 canvas 192 tiles to balance between the cores.
    static let defaultSize = 256

    /// Canvas size in pixels.
    let width: Int
    let height: Int
    /// Tile side in pixels.
    let size: Int

    var columns: Int { (width + size - 1) / size }
    var rows: Int { (height + size - 1) / size }
    var count: Int { columns * rows }

    /// Tile `index`'s rectangle in pixels.
    func rect(_ index: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let (x, y) = (index % columns * size, index / columns * size)
        return (x, y, min(size, width - x), min(size, height - y))
    }

    /// The tiles a box in device pixels can touch, as column and row ranges; nil
    /// when it lies off the canvas or is empty (NaN bounds are empty).
    func tiles(meeting box: PixelBox) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        guard box.x1 >= 0, box.y1 >= 0, box.x0 < Double(width), box.y0 < Double(height),
              box.x0 <= box.x1, box.y0 <= box.y1 else { return nil }
        // Clamped before converting: a far-off point (1e300) must not trap.
        func cell(_ v: Double, _ extent: Int) -> Int { Int(min(max(v, 0), Double(extent - 1))) / size }
        return (cell(box.x0, width)...cell(box.x1, width), cell(box.y0, height)...cell(box.y1, height))
    }
}

/// An axis-aligned box, x0…x1 by y0…y1, in scene or device pixels.
struct PixelBox: Equatable {
    var x0, y0, x1, y1: Double
}
