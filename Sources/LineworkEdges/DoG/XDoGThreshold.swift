import Foundation

/// XDoG's soft threshold (Winnemöller, Kyprianidis & Olsen 2012, §2) applied to the combined
/// luminance and chroma FDoG responses, one pixel at a time.
///
/// Per pixel, with DoGs in Lab units divided by 100 and sharpened by p:
/// - luminance: uL = p·DoG(L\*) keeps its sign, so ink only falls on the dark side of an edge
///   and in the middle of a dark line — a thin dark line gives one line, not two;
/// - chroma: uC = −p·w·|DoG(a\*, b\*)|, ink on *both* sides of a colour boundary: the two
///   lobes of the DoG lie side by side, so their band is centred on the boundary and thins to
///   one line on it (a one-sided rule, like luminance's, put the line 2 px off the boundary);
/// - the rule: u = min(uL, uC) where |uC| > `dominance`·|uL|, else uL. Where luminance
///   matters (almost all edges in photos), chroma changes nothing, so no edge is drawn twice;
///   chroma only takes over where the colour change far outweighs the lightness change, which
///   is exactly where an L\*-only DoG is blind (equal luminance, different hue).
/// Then tone T = 1 if u ≥ ε, else 1 + tanh(φ·(u − ε)), and ink = 1 − T ∈ 0…1; a pixel is a
/// line when its ink is above 0.5 (T below half way between ink and paper).
struct XDoGThreshold: Sendable {
    /// How many times larger than the luminance term the chroma term must be to ink a pixel.
    /// 3, chosen on the bundled photos: where a colour edge is also a lightness edge, a chroma
    /// band centred on the boundary beside the luminance band on its dark side thins into two
    /// parallel lines. Doubled ink on rocket.jpg: 12.8% at 1, 9.7% at 2, 8.5% at 3; an
    /// isoluminant boundary, whose luminance term is near 0, draws at any of them.
    static let dominance: Float = 3

    /// p / 100: L\* units to u.
    let luminanceScale: Float
    /// p·w / 100: a\*b\* units to u (0 for gray images or when chroma is off).
    let chromaScale: Float
    /// ε, in u.
    let epsilon: Float
    /// φ.
    let phi: Float

    /// - Parameters: `EdgeOptions`' sharpening p, chroma weight w (0 for gray), ε and φ.
    init(sharpening: Float, chromaWeight: Float, epsilon: Float, phi: Float) {
        luminanceScale = sharpening / 100
        chromaScale = sharpening * chromaWeight / 100
        self.epsilon = epsilon
        self.phi = phi
    }

    /// The ink of a pixel whose FDoG response is `response` (lanes L\*, a\*, b\*): 0 on paper,
    /// up to 1.
    @inline(__always)
    func ink(_ response: SIMD4<Float>) -> Float {
        let luminance = luminanceScale * response.x
        let chroma = chromaScale * (response.y * response.y + response.z * response.z).squareRoot()
        let u = chroma > Self.dominance * Swift.abs(luminance) ? Swift.min(luminance, -chroma) : luminance
        return u >= epsilon ? 0 : -tanh(phi * (u - epsilon))
    }

    /// A margin m with this guarantee: if every response of a set has an L\* lane of at least
    /// `lowestLuminance` and an (a\*, b\*) length of at most `highestChroma` (DoG units), and
    /// m > 0, then any weighted average of them (non-negative weights summing to 1) has u ≥ ε,
    /// so its ink is exactly 0. (Callers ask for m ≥ a small δ, so that the rounding of an
    /// average cannot matter.)
    ///
    /// Why it holds: an average's uL is the average of the uL (linear), so at least the lowest;
    /// its |uC| is at most the average of the |uC| (the triangle inequality), so at most the
    /// highest. Then, with uL ≥ ℓ and |uC| ≤ c for the average:
    /// - ε ≤ 0: m = min(ℓ − ε, −ε − c): uL ≥ ε and |uC| ≤ −ε, so whichever branch the rule
    ///   takes, u ≥ ε. With no chroma (`chromaScale` 0) only the first term counts: u is uL.
    /// - ε > 0: m = min(ℓ − ε, dominance·ℓ − c): uL > ε > 0 and |uC| < dominance·|uL|, so the
    ///   rule takes u = uL ≥ ε.
    func blankMargin(lowestLuminance: Float, highestChroma: Float) -> Float {
        let luminance = luminanceScale * lowestLuminance
        guard chromaScale > 0 else { return luminance - epsilon }
        let chroma = chromaScale * highestChroma
        return Swift.min(luminance - epsilon, epsilon <= 0 ? -epsilon - chroma : Self.dominance * luminance - chroma)
    }
}
