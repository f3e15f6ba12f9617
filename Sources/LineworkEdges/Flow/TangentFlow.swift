/// The edge tangent flow: at every pixel, the local edge direction and how strong the edge is.
///
/// Tangents are unit vectors `(tx, ty)` in image axes (x right, y down); their sign carries no
/// meaning (a line has no arrow), so every consumer aligns a neighbour's tangent with its own
/// by the sign of their dot product. The gradient direction is the tangent turned by 90°.
/// Magnitudes are the structure tensor's √λ₁ divided by its image maximum, so they lie in 0…1
/// (all 0 on a uniform image).
struct TangentFlow: Sendable {
    let width: Int
    let height: Int
    /// Unit tangents, row-major.
    var tangents: [SIMD2<Float>]
    /// Normalised gradient magnitude ĝ in 0…1, row-major.
    let magnitude: [Float]
    /// The structure tensor's coherence (λ₁ − λ₂) / (λ₁ + λ₂) in 0…1, row-major: near 1 along a
    /// straight edge, low where two directions meet within the tensor's window (a corner, a
    /// star's tip) or where there is no edge at all. Not refined with the tangents.
    let coherence: [Float]
    /// The image's edge contrast: the `EdgeContrastGain.percentile` quantile of √λ₁ before
    /// normalising (Lab units per pixel times Sobel's gain of 8).
    let contrast: Float
}
