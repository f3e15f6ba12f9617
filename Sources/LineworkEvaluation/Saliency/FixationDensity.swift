import LineworkCore
import LineworkImage

/// A continuous fixation density made from fixation locations, for CC, SIM and KLD when no
/// density map is given.
///
/// The MIT benchmark blurs its binary fixation maps with a Gaussian of one degree of visual
/// angle; Linework blurs with `LineworkImage`'s separable Gaussian (radius ⌈3σ⌉, mirrored
/// borders, `BORDER_REFLECT_101`), which equals `scipy.ndimage.gaussian_filter(mode="mirror",
/// truncate=⌈3σ⌉/σ)`. The result is not normalised: every metric that reads it normalises.
public enum FixationDensity {
    /// The default blur, 35 pixels: roughly one degree of visual angle for the MIT datasets'
    /// viewing set-up (about 1024-pixel-wide images, where a degree spans some 30–40 pixels),
    /// which is the blur the MIT benchmark applies. Other set-ups should pass their own σ.
    public static let defaultSigma = 35.0

    /// The fixation map (1 at fixations, 0 elsewhere) blurred with a Gaussian of `sigma` pixels.
    ///
    /// - Parameters:
    ///   - fixations: the fixated pixels.
    ///   - sigma: the standard deviation in pixels; 0 returns the binary map itself.
    /// - Throws: `LineworkError.invalidOption` unless `sigma` is finite and ≥ 0.
    public static func density(of fixations: FixationMap, sigma: Double = defaultSigma) throws -> FloatImage {
        guard sigma.isFinite, sigma >= 0 else {
            throw LineworkError.invalidOption(name: "sigma", value: "\(sigma)", allowed: "must be a finite number ≥ 0")
        }
        return fixations.image.gaussianBlurred(sigma: sigma)
    }
}
