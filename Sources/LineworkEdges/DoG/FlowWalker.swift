/// One half of a flow curve being traced for the FDoG's smoothing along the flow.
///
/// It starts at a pixel centre, steps one pixel at a time along the tangent found at the
/// previous point (the nearest pixel's, as Kang et al.; a bilinear mix of sign-free tangents
/// could cancel), turned to agree with the previous step, and stops for good on leaving the
/// image. Each point's bilinear sample of the DoG response is added with the step's weight.
///
/// Positions and steps are fixed-point integers, `FlowWalker.one` units to the pixel, with pixel
/// centres at whole pixels (Linework's convention). Why not floats: each step depends on the
/// last (the next tangent is read where the step lands), so the walk is as fast as that chain
/// of dependent operations. In integers the chain is an add, a shift, the index, the load and
/// an integer dot product; in floats it was about twice as long (a float floor by the
/// magic-number trick, conversions and a float dot product). A step's length is then 1 within
/// 2⁻²⁰ of a pixel and the samples' positions are exact to that, far below anything visible:
/// the bundled photos' line drawings came out byte-identical to the float walker's.
struct FlowWalker {
    /// Fixed-point units per pixel, 2²⁰: positions up to 2⁴³ pixels fit an `Int`, and tangent
    /// components (at most 1) fit an `Int32`.
    static let fractionBits = 20
    static let one = 1 << fractionBits
    static let half = one >> 1

    /// Current position.
    private var x: Int
    private var y: Int
    /// The last step taken, a unit vector.
    private var dx: Int
    private var dy: Int
    /// False once the curve has left the image.
    private var isOn = true

    /// A walker at pixel `(column, row)` whose first step is `step` (fixed point).
    init(column: Int, row: Int, step: SIMD2<Int32>) {
        x = column << Self.fractionBits
        y = row << Self.fractionBits
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

    /// Takes one step and adds its sample; does nothing once off the image.
    /// - Parameters:
    ///   - limit: `(w, h)·one − 1`: a walker stays on while −½ < x < w − ½ and −½ < y < h − ½
    ///     (strictly inside the image's outer pixel edges), in fixed point.
    ///   - tangents: fixed-point unit tangents laid out like the sampler's plane (pixel (0, 0)
    ///     first, the same stride).
    @inline(__always)
    mutating func advance(weight: Float, sample: BilinearSampler, tangents: UnsafePointer<SIMD2<Int32>>,
                          limit: SIMD2<UInt>, total: inout SIMD4<Float>, weightSum: inout Float) {
        guard isOn else { return }
        x &+= dx
        y &+= dy
        // −½ < x < w − ½ as one unsigned compare per axis: x + ½ − 1 wraps below 0 to a huge value.
        isOn = UInt(bitPattern: x &+ (Self.half &- 1)) < limit.x && UInt(bitPattern: y &+ (Self.half &- 1)) < limit.y
        guard isOn else { return }
        let mask = Self.one &- 1, scale = 1 / Float(Self.one)
        let cell = (y &>> Self.fractionBits) &* sample.stride &+ (x &>> Self.fractionBits)
        total += weight * sample.interpolate(cell: cell, fx: Float(x & mask) * scale, fy: Float(y & mask) * scale)
        weightSum += weight
        let nearest = ((y &+ Self.half) &>> Self.fractionBits) &* sample.stride &+ ((x &+ Self.half) &>> Self.fractionBits)
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

    /// A unit tangent in fixed point.
    @inline(__always)
    static func fixed(_ tangent: SIMD2<Float>) -> SIMD2<Int32> {
        SIMD2(Int32((tangent.x * Float(one)).rounded()), Int32((tangent.y * Float(one)).rounded()))
    }
}
