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

    /// The sum of the samples at the fixed-point position (x, y) and at its mirror image through
    /// the centre of the pixel at offset `centre` from pixel (0, 0) (2·centre − (x, y)).
    ///
    /// The mirror image's cell is the point reflection of the first's, and its fractions are
    /// 1 − fx and 1 − fy, so it takes the same four weights in reverse corner order — exactly
    /// what sampling it on its own gives (1 − f is exact for a 20-bit fraction, and where f is
    /// 0 the reflected cell puts weight 1 on the same pixel). One cell and one set of weights
    /// serve both samples, which is what the DoG across the flow needs: taps at ±s·n.
    ///
    /// The corners that share a weight are added first, then weighed: four multiplies, not eight.
    /// That differs from the two samples taken apart only in the order of the additions (a few
    /// units in the last place; the bundled photos' drawings came out byte-identical). Written
    /// as two weighted sums, LLVM split the lanes into about 130 instructions per pair; this form
    /// took the pass across the flow from 20.7 to 12.6 ms on one core (astronaut.png, 512 px).
    @inline(__always)
    func mirroredPairSum(fixed x: Int, _ y: Int, centre: Int) -> SIMD4<Float> {
        let cell = (y &>> FixedPoint.fractionBits) &* stride &+ (x &>> FixedPoint.fractionBits)
        let fx = Float(x & FixedPoint.fractionMask) * FixedPoint.unit
        let fy = Float(y & FixedPoint.fractionMask) * FixedPoint.unit
        let gx = 1 - fx, gy = 1 - fy
        let w00 = gx * gy, w10 = fx * gy, w01 = gx * fy, w11 = fx * fy
        let mirror = 2 &* centre &- cell &- stride &- 1
        let a = pixels[cell] + pixels[mirror &+ stride &+ 1], b = pixels[cell &+ 1] + pixels[mirror &+ stride]
        let c = pixels[cell &+ stride] + pixels[mirror &+ 1], d = pixels[cell &+ stride &+ 1] + pixels[mirror]
        return w00 * a + w10 * b + w01 * c + w11 * d
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
