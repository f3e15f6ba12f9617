/// Bilinear reads of a packed four-lane `PaddedPlane` at fixed-point coordinates.
///
/// Pixel centres are at integer coordinates (Linework's convention), so (x, y) = (2, 3) returns
/// pixel (2, 3) exactly. Outside the image the plane's replicated border answers, which is the
/// same as clamping the coordinates to the image (bit for bit: between two equal border values
/// the interpolation returns the value itself). Callers keep both coordinates within
/// `border − 1` pixels of the image and never pass NaN: every direction the edge stages step
/// along is a finite unit vector.
///
/// Positions are `FixedPoint` integers; the fraction of a pixel becomes a float with a 2⁻²⁰
/// step, so the interpolation weights are exact to that.
struct BilinearSampler {
    /// Pixel (0, 0).
    let pixels: UnsafePointer<SIMD4<Float>>
    /// Elements per stored row.
    let stride: Int

    init(pixels: UnsafePointer<SIMD4<Float>>, stride: Int) {
        self.pixels = pixels
        self.stride = stride
    }

    /// The interpolated value at the fixed-point position (x, y) (`FixedPoint` units).
    @inline(__always)
    func callAsFunction(fixed x: Int, _ y: Int) -> SIMD4<Float> {
        let cell = (y &>> FixedPoint.fractionBits) &* stride &+ (x &>> FixedPoint.fractionBits)
        return interpolate(cell: cell, fx: Float(x & FixedPoint.fractionMask) * FixedPoint.unit,
                           fy: Float(y & FixedPoint.fractionMask) * FixedPoint.unit)
    }

    /// The value at fraction (fx, fy) of the cell whose top-left pixel is at offset `cell` from
    /// pixel (0, 0).
    ///
    /// Written as the four corners' weights (scalars) times the corners, not as three lerps of
    /// vectors: LLVM splits the lerps of two adjacent four-lane loads into lane shuffles (about
    /// thirty instructions for a sample); the weighted sum is four broadcasts, four multiplies
    /// and three adds. The weights sum to 1 within rounding.
    @inline(__always)
    func interpolate(cell: Int, fx: Float, fy: Float) -> SIMD4<Float> {
        let a = pixels[cell], b = pixels[cell &+ 1]
        let c = pixels[cell &+ stride], d = pixels[cell &+ stride &+ 1]
        let gx = 1 - fx, gy = 1 - fy
        return (gx * gy) * a + (fx * gy) * b + (gx * fy) * c + (fx * fy) * d
    }
}
