/// One half of a flow curve being traced for the FDoG's smoothing along the flow.
///
/// It starts at a pixel centre, steps one pixel at a time along the tangent found at the
/// previous point (the nearest pixel's, as Kang et al.; a bilinear mix of sign-free tangents
/// could cancel), turned to agree with the previous step, and stops for good on leaving the
/// image. Each point's bilinear sample of the DoG response is added with the step's weight.
///
/// Positions and steps are `FixedPoint` integers. Why not floats: each step depends on the
/// last (the next tangent is read where the step lands), so the walk is as fast as that chain
/// of dependent operations. In integers the chain is an add, a shift, the index, the load and
/// an integer dot product; in floats it was about twice as long (a float floor by the
/// magic-number trick, conversions and a float dot product). A step's length is 1 within 2⁻²⁰
/// of a pixel: the bundled photos' line drawings came out byte-identical to the float walker's.
struct FlowWalker {
    /// Current position.
    private var x: Int
    private var y: Int
    /// The last step taken, a unit vector.
    private var dx: Int
    private var dy: Int
    /// False once the curve has left the image (the walker then stays put, adding nothing).
    private var isOn = true

    /// A walker at pixel `(column, row)` whose first step is `step` (fixed point).
    init(column: Int, row: Int, step: SIMD2<Int32>) {
        x = column << FixedPoint.fractionBits
        y = row << FixedPoint.fractionBits
        dx = Int(step.x)
        dy = Int(step.y)
    }

    /// A walker going the other way from the same pixel.
    var reversed: FlowWalker {
        var walker = self
        walker.dx = 0 &- dx
        walker.dy = 0 &- dy
        return walker
    }

    /// Takes one step and adds its sample; adds nothing once off the image.
    ///
    /// Branch-free: a walker whose step leaves the image stays where it was (a pixel of the
    /// image) and from then on adds its sample there with weight 0, which changes neither sum.
    /// A pixel's two walkers run in one loop, and straight-line code lets the processor
    /// overlap them.
    /// - Parameters:
    ///   - limit: `(w, h)·one − 1`: a walker stays on while −½ < x < w − ½ and −½ < y < h − ½
    ///     (strictly inside the image's outer pixel edges), in fixed point.
    ///   - tangents: fixed-point unit tangents laid out like the sampler's plane (pixel (0, 0)
    ///     first, the same stride).
    @inline(__always)
    mutating func advance(weight: Float, sample: BilinearSampler, tangents: UnsafePointer<SIMD2<Int32>>,
                          limit: SIMD2<UInt>, total: inout SIMD4<Float>, weightSum: inout Float) {
        let movedX = x &+ dx, movedY = y &+ dy
        // −½ < x < w − ½ as one unsigned compare per axis: x + ½ − 1 wraps below 0 to a huge value.
        let inside = UInt(bitPattern: movedX &+ (FixedPoint.half &- 1)) < limit.x
            && UInt(bitPattern: movedY &+ (FixedPoint.half &- 1)) < limit.y
        isOn = isOn && inside
        x = isOn ? movedX : x
        y = isOn ? movedY : y
        let used = isOn ? weight : 0
        total += used * sample(fixed: x, y)
        weightSum += used
        let nearest = ((y &+ FixedPoint.half) &>> FixedPoint.fractionBits) &* sample.stride
            &+ ((x &+ FixedPoint.half) &>> FixedPoint.fractionBits)
        let tangent = tangents[nearest]
        (dx, dy) = Self.aligned(Int(tangent.x), Int(tangent.y), with: dx, dy)
    }

    /// The tangent (tx, ty) or its opposite, whichever agrees with the direction (dx, dy) (a
    /// non-negative dot product); fixed point, so the dot product is exact.
    ///
    /// Tangent signs are arbitrary, so this flips about half the time at random: negating by
    /// the dot product's sign mask avoids a branch the processor would mispredict.
    @inline(__always)
    static func aligned(_ tx: Int, _ ty: Int, with dx: Int, _ dy: Int) -> (Int, Int) {
        let sign = (tx &* dx &+ ty &* dy) &>> 63   // all ones when negative
        return ((tx ^ sign) &- sign, (ty ^ sign) &- sign)
    }
}
