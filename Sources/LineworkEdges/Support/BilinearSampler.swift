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
    /// Whether every reachable coordinate is inside ±2²², where `floorAndFraction` is exact.
    private let fastFloor: Bool

    init(pixels: UnsafePointer<SIMD4<Float>>, stride: Int, height: Int) {
        self.pixels = pixels
        self.stride = stride
        fastFloor = stride < 1 << 22 && height < 1 << 21
    }

    /// ⌊v⌋ and v − ⌊v⌋ for −2²² < v < 2²², with no branch and none of `Int(_:)`'s range checks.
    ///
    /// Adding 1.5·2²³ leaves 2²² + round-to-nearest(v) in the low 23 bits of the float's
    /// significand, and subtracting it again gives that rounding r exactly; v − r is exact too,
    /// and its sign bit says whether rounding went up, so floor = r − 1. Branch-free on purpose:
    /// whether a walker's position rounds up or down is a coin toss, and as a compare-and-branch
    /// (which LLVM may emit for a select) it is mispredicted half the time.
    /// The fraction is the exact v − ⌊v⌋ rounded once, as `v - Float(⌊v⌋)` gives.
    @inline(__always)
    static func floorAndFraction(_ v: Float) -> (index: Int, fraction: Float) {
        let biased = v + 12_582_912
        let difference = v - (biased - 12_582_912)
        let roundedUp = difference.bitPattern >> 31                         // 1 when r > v
        let one = Float(bitPattern: 0x3F80_0000 & (0 &- roundedUp))          // 1 or 0
        let index = Int(biased.bitPattern & 0x7F_FFFF) &- 0x40_0000 &- Int(roundedUp)
        return (index, difference + one)
    }

    /// The interpolated value at (x, y).
    @inline(__always)
    func callAsFunction(_ x: Float, _ y: Float) -> SIMD4<Float> {
        let (x0, fx) = fastFloor ? Self.floorAndFraction(x) : (Int(x.rounded(.down)), x - x.rounded(.down))
        let (y0, fy) = fastFloor ? Self.floorAndFraction(y) : (Int(y.rounded(.down)), y - y.rounded(.down))
        return interpolate(cell: y0 &* stride &+ x0, fx: fx, fy: fy)
    }

    /// The value at fraction (fx, fy) of the cell whose top-left pixel is at offset `cell` from
    /// pixel (0, 0), for callers that locate the cell themselves.
    @inline(__always)
    func interpolate(cell: Int, fx: Float, fy: Float) -> SIMD4<Float> {
        let a = pixels[cell], b = pixels[cell &+ 1]
        let c = pixels[cell &+ stride], d = pixels[cell &+ stride &+ 1]
        let top = a + (b - a) * fx
        let bottom = c + (d - c) * fx
        return top + (bottom - top) * fy
    }
}
