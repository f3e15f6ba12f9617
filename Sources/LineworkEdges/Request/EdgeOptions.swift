/// The settings of an edge request: the flow field, the flow-based DoG and the XDoG threshold.
///
/// Lengths are in working-image pixels. The defaults are tuned on the bundled photos at 512 px
/// (Vision's working size): faces keep eyes, nose and mouth, a cup separates from its saucer,
/// and fabric or skin texture stays blank. Values are checked by `validate()` (called by
/// `EdgeRequest`), which throws `LineworkError.invalidOption` naming the field at fault.
public struct EdgeOptions: Sendable, Equatable, Hashable, Codable {
    /// σ of the Gaussian that smooths the structure tensor, in pixels, 0…20. Default 2.0.
    ///
    /// Why 2.0: the flow must be coherent over the DoG's width (±5 px at the default σc) so that
    /// both flanks of a thin line share one direction, yet follow the bends of an eyelid or a
    /// nostril; σ = 2 averages a 13 × 13 window, about the size of those features at 512 px.
    public var tensorSigma: Double = 2.0

    /// Weight of a\* and b\* against L\* in the structure tensor and the line decision, 0…10.
    /// Default 1.5; 0 makes the map luminance-only.
    ///
    /// Why 1.5 rather than Lab's own 1: a chroma change of ΔE looks weaker than a lightness
    /// change of the same ΔE once drawn as a line, and isoluminant boundaries (a red object on a
    /// green ground) have nothing else to show them; 1.5 draws such a boundary of ΔE ≈ 15 as a
    /// clean line while skin-tone variation (ΔE of a few units) stays below the threshold.
    public var chromaWeight: Double = 1.5

    /// Edge tangent flow iterations (Kang et al. 2007), 0…10. Default 2.
    ///
    /// Why 2: the tensor flow is already smooth; the paper reports that 2–3 iterations settle
    /// the flow around corners and weak edges, and each costs two passes over the image.
    public var flowIterations: Int = 2

    /// Half-width of the ETF window, in pixels, 1…20. Default 5 (the paper's μ = 5).
    public var flowRadius: Int = 5

    /// σc of the DoG centre Gaussian across the flow, in pixels, 0.3…10. Default 1.0.
    ///
    /// Why 1.0: it sets the line width; at 512 px a one-pixel σ draws lines about two pixels
    /// wide, thin enough for a thinning step to find one centreline.
    public var sigmaC: Double = 1.0

    /// Ratio k = σs / σc of the DoG surround to its centre, 1.05…10. Default 1.6.
    ///
    /// Why 1.6: Marr and Hildreth's ratio, at which the DoG best approximates a Laplacian of
    /// Gaussian; the FDoG and XDoG papers use it too.
    public var k: Double = 1.6

    /// σm of the Gaussian along the flow curves, in pixels, 0…20 (0: no smoothing along the
    /// flow). Default 3.0.
    ///
    /// Why 3.0: Kang et al.'s value; it joins broken edge pieces over about ±9 pixels and
    /// averages away texture that does not line up with the flow.
    public var sigmaM: Double = 3.0

    /// XDoG sharpening p (Winnemöller et al. 2012): the DoG is multiplied by p, 0…1000.
    /// Default 20 (the paper's typical value).
    public var sharpening: Double = 20

    /// XDoG threshold ε, −10…10. Default −0.2.
    ///
    /// Winnemöller et al. threshold S = I + p·DoG, so that dark areas fill with ink; Linework
    /// wants lines only, so it drops the tone term I and thresholds u = p·DoG (DoG in L\* / 100),
    /// where ε = 0 would ink every pixel darker than its surround. Why −0.2: with p = 20 and
    /// φ = 10 a pixel becomes a line below u ≈ −0.255, reached by an L\* step of about 11 or a
    /// one-pixel dark line of about 9. On the bundled photos at 512 px this keeps the eyes, nose
    /// and mouth of a face while most wood grain and fabric texture stays blank; −0.15 inked
    /// much of the grain, −0.25 began to lose the eyes.
    public var epsilon: Double = -0.2

    /// XDoG softness φ: the tone below ε is 1 + tanh(φ·(u − ε)), 0.1…1000. Default 10.
    ///
    /// Why 10: the tone falls from paper to half ink over 0.055 of u, a short ramp that gives
    /// the `strength` output a useful gradation without making the mask sensitive to noise.
    public var phi: Double = 10

    /// The defaults.
    public init() {}
}
