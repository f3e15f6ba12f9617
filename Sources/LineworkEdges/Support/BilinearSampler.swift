/// Bilinear reads of a packed four-lane `PaddedPlane` at real coordinates.
///
/// Pixel centres are at integer coordinates (Linework's convention), so (x, y) = (2, 3) returns
/// pixel (2, 3) exactly. Outside the image the plane's replicated border answers, which is the
/// same as clamping the coordinates to the image (bit for bit: between two equal border values
/// the interpolation returns the value itself). Callers keep both coordinates within
/// `border − 1` pixels of the image and never pass NaN: every direction the edge stages step
/// along is a finite unit vector.
struct BilinearSampler {
    /// Pixel (0, 0).
    let pixels: UnsafePointer<SIMD4<Float>>
    /// Elements per stored row.
    let stride: Int
    /// Whether every reachable coordinate is inside ±2²², where `floorIndex` is exact.
    private let fastFloor: Bool

    init(pixels: UnsafePointer<SIMD4<Float>>, stride: Int, height: Int) {
        self.pixels = pixels
        self.stride = stride
        fastFloor = stride < 1 << 22 && height < 1 << 21
    }

    /// ⌊v⌋ for −2²² < v < 2²², without `Int(_:)`'s range checks (which cost a few compares
    /// and branches on every sample): adding 1.5·2²³ leaves 2²² + round-to-nearest(v) in the low
    /// 23 bits of the float's significand, and one compare turns rounding into floor.
    @inline(__always)
    static func floorIndex(_ v: Float) -> Int {
        let rounded = Int((v + 12_582_912).bitPattern & 0x7F_FFFF) &- 0x40_0000
        return Float(rounded) > v ? rounded &- 1 : rounded
    }

    /// The interpolated value at (x, y).
    @inline(__always)
    func callAsFunction(_ x: Float, _ y: Float) -> SIMD4<Float> {
        withNearest(x, y).value
    }

    /// The interpolated value at (x, y) and the offset from pixel (0, 0) of the nearest pixel
    /// (rounding halves up), from one computation of the cell.
    @inline(__always)
    func withNearest(_ x: Float, _ y: Float) -> (value: SIMD4<Float>, nearest: Int) {
        let x0 = fastFloor ? Self.floorIndex(x) : Int(x.rounded(.down))
        let y0 = fastFloor ? Self.floorIndex(y) : Int(y.rounded(.down))
        let fx = x - Float(x0), fy = y - Float(y0)
        let cell = y0 &* stride &+ x0
        let a = pixels[cell], b = pixels[cell &+ 1]
        let c = pixels[cell &+ stride], d = pixels[cell &+ stride &+ 1]
        let top = a + (b - a) * fx
        let bottom = c + (d - c) * fx
        let nearest = cell &+ (fy < 0.5 ? 0 : stride) &+ (fx < 0.5 ? 0 : 1)
        return (top + (bottom - top) * fy, nearest)
    }
}
