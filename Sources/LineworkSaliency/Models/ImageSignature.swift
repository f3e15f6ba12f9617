import LineworkImage

/// Image signature saliency: X. Hou, J. Harel and C. Koch, "Image Signature: Highlighting Sparse
/// Salient Regions", IEEE TPAMI 34(1), 2012.
///
/// If an image is a sparse foreground on a background that is sparse in the DCT basis, the sign
/// of the DCT (the *signature*) approximately isolates the foreground's support:
///
///     x̄ = IDCT(sign(DCT(x))),   S = g * Σ_channels x̄ ∘ x̄
///
/// Computed per CIE Lab channel (the paper's best colour variant) on the image shrunk to 64 px,
/// blurred with σ = 0.045 · width as in the authors' code (their sweep found 0.04–0.05 best).
public struct ImageSignature: Sendable {
    /// Larger side of the working image (64, as in the paper).
    public var workingDimension = 64
    /// σ of the final Gaussian as a fraction of the working image's larger side.
    public var blurFraction = 0.045

    public init() {}

    /// The saliency map (working size, non-negative, unnormalised).
    func map(_ image: AnalysisImage) -> FloatImage {
        let lab = image.downscaled(toMaximumDimension: workingDimension).lab
        return map(planes: (0..<3).map { lab.plane($0) })
    }

    /// Σ over `planes` of the squared reconstructed signature, blurred.
    func map(planes: [FloatImage]) -> FloatImage {
        let w = planes[0].width, h = planes[0].height
        var total = [Float](repeating: 0, count: w * h)
        for plane in planes {
            let reconstructed = Self.signature(plane)
            for i in 0..<total.count { total[i] += reconstructed[i] * reconstructed[i] }
        }
        let sigma = blurFraction * Double(max(w, h))
        return FloatImage(width: w, height: h, samples: total).gaussianBlurred(sigma: sigma)
    }

    /// IDCT(sign(DCT(plane))); the scale is arbitrary (FFTW's transforms are unnormalised).
    static func signature(_ plane: FloatImage) -> [Float] {
        var data = plane.samples
        SpectralTransform.cosine(&data, width: plane.width, height: plane.height, inverse: false)
        for i in 0..<data.count { data[i] = data[i] > 0 ? 1 : (data[i] < 0 ? -1 : 0) }
        SpectralTransform.cosine(&data, width: plane.width, height: plane.height, inverse: true)
        return data
    }
}
