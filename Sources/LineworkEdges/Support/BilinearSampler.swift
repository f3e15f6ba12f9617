/// Bilinear reads of a packed four-lane plane at real coordinates, clamped to the image.
///
/// Pixel centres are at integer coordinates (Linework's convention), so (x, y) = (2, 3) returns
/// pixel (2, 3) exactly. Coordinates outside the image are clamped to the border pixels, which
/// extends the image by replication. Callers never pass NaN: every direction the edge stages
/// step along is a finite unit vector.
struct BilinearSampler {
    let pixels: UnsafePointer<SIMD4<Float>>
    let width: Int
    let height: Int
    private let maximumX: Float
    private let maximumY: Float

    init(pixels: UnsafePointer<SIMD4<Float>>, width: Int, height: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        maximumX = Float(width - 1)
        maximumY = Float(height - 1)
        fastFloor = width < 1 << 22 && height < 1 << 22
    }

    /// Whether both sides are below 2²², where `floorIndex` is exact.
    private let fastFloor: Bool

    /// ⌊v⌋ for 0 ≤ v < 2²², without `Int(_:)`'s range checks (which cost a few compares and
    /// branches on every sample): adding 1.5·2²³ leaves round-to-nearest(v) in the low 22 bits
    /// of the float's significand, and one compare turns rounding into floor.
    @inline(__always)
    static func floorIndex(_ v: Float) -> Int {
        let rounded = Int((v + 12_582_912).bitPattern & 0x3F_FFFF)
        return Float(rounded) > v ? rounded &- 1 : rounded
    }

    /// The interpolated value at (x, y).
    @inline(__always)
    func callAsFunction(_ x: Float, _ y: Float) -> SIMD4<Float> {
        withNearest(x, y).value
    }

    /// The interpolated value at (x, y) and the index of the nearest pixel (rounding halves
    /// up), from one computation of the cell.
    @inline(__always)
    func withNearest(_ x: Float, _ y: Float) -> (value: SIMD4<Float>, nearest: Int) {
        // Ternaries rather than min/max: no NaN handling needed, so they stay branch-free.
        let cx = x > 0 ? (x < maximumX ? x : maximumX) : 0
        let cy = y > 0 ? (y < maximumY ? y : maximumY) : 0
        let x0 = fastFloor ? Self.floorIndex(cx) : Int(cx)   // non-negative: truncation is floor
        let y0 = fastFloor ? Self.floorIndex(cy) : Int(cy)
        let fx = cx - Float(x0), fy = cy - Float(y0)
        let x1 = Swift.min(x0 &+ 1, width &- 1)
        let y1 = Swift.min(y0 &+ 1, height &- 1)
        let row0 = y0 &* width, row1 = y1 &* width
        let a = pixels[row0 &+ x0], b = pixels[row0 &+ x1]
        let c = pixels[row1 &+ x0], d = pixels[row1 &+ x1]
        let top = a + (b - a) * fx
        let bottom = c + (d - c) * fx
        let nearest = (fy < 0.5 ? row0 : row1) &+ (fx < 0.5 ? x0 : x1)
        return (top + (bottom - top) * fy, nearest)
    }
}
