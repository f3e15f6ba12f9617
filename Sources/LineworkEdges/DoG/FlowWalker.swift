/// One half of a flow curve being traced for the FDoG's smoothing along the flow.
///
/// It starts at a pixel centre, steps one pixel at a time along the tangent found at the
/// previous point (the nearest pixel's, as Kang et al.; a bilinear mix of sign-free tangents
/// could cancel), turned to agree with the previous step, and stops for good on leaving the
/// image. Each point's bilinear sample of the DoG response is added with the step's weight.
struct FlowWalker {
    /// Current position, in pixel coordinates.
    var position: SIMD2<Float>
    /// The last step taken (a unit vector).
    var step: SIMD2<Float>
    /// False once the curve has left the image.
    var isOn = true

    /// Takes one step and adds its sample; does nothing once off the image.
    /// `tangents` is laid out like the sampler's plane (pixel (0, 0) first, the same stride).
    @inline(__always)
    mutating func advance(weight: Float, sample: BilinearSampler, tangents: UnsafePointer<SIMD2<Float>>,
                          limit: SIMD2<Float>, total: inout SIMD4<Float>, weightSum: inout Float) {
        guard isOn else { return }
        position += step
        isOn = position.x > -0.5 && position.y > -0.5 && position.x < limit.x && position.y < limit.y
        guard isOn else { return }
        let (value, nearest) = sample.withNearest(position.x, position.y)
        total += weight * value
        weightSum += weight
        step = Self.aligned(tangents[nearest], with: step)
    }

    /// `tangent` or its opposite, whichever agrees with `direction` (a non-negative dot product).
    ///
    /// Tangent signs are arbitrary, so this flips about half the time at random: copying the dot
    /// product's sign bit onto the tangent avoids a branch the processor would mispredict.
    @inline(__always)
    static func aligned(_ tangent: SIMD2<Float>, with direction: SIMD2<Float>) -> SIMD2<Float> {
        let sign = ((tangent * direction).sum()).bitPattern & 0x8000_0000
        return SIMD2(Float(bitPattern: tangent.x.bitPattern ^ sign), Float(bitPattern: tangent.y.bitPattern ^ sign))
    }
}
