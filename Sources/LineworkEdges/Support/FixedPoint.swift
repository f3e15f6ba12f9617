/// Fixed-point pixel coordinates for the samplers of the flow stages: `one` units to the pixel,
/// pixel centres at whole pixels (Linework's convention), two's-complement `Int`s.
///
/// Why: the stages sample a plane at tens of millions of real positions. In fixed point a
/// position's cell is a shift and its fraction a mask, where a float needs a floor (a
/// conversion or the magic-number trick) and a subtraction; the flow walkers also get a short
/// chain of dependent integer operations from one step to the next (see `FlowWalker`).
/// With 2²⁰ units to the pixel, positions up to 2⁴³ pixels fit, a unit vector's components
/// fit an `Int32`, and a position is exact to 10⁻⁶ of a pixel, far below anything visible.
enum FixedPoint {
    static let fractionBits = 20
    /// One pixel.
    static let one = 1 << fractionBits
    /// Half a pixel.
    static let half = one >> 1
    /// The fraction's bits.
    static let fractionMask = one &- 1
    /// Float value of one unit, 2⁻²⁰.
    static let unit = 1 / Float(one)

    /// `v` pixels in fixed point, rounded to the nearest unit, for |v| ≤ 2 (unit vectors).
    ///
    /// Rounds by the magic-number trick (adding and subtracting 1.5·2²³ leaves v·2²⁰ rounded to
    /// nearest, ties to even, exact for |v·2²⁰| < 2²²), not `rounded()`, which is a library
    /// call on baseline x86-64.
    @inline(__always)
    static func units(_ v: Float) -> Int32 {
        Int32((v * Float(one) + 12_582_912) - 12_582_912)
    }

    /// A unit vector in fixed point.
    @inline(__always)
    static func units(_ v: SIMD2<Float>) -> SIMD2<Int32> {
        SIMD2(units(v.x), units(v.y))
    }
}
