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
struct ImageSignature: Sendable {
    /// Larger side of the working image (64, as in the paper).
    var workingDimension = 64
    /// σ of the final Gaussian as a fraction of the working image's larger side.
    var blurFraction = 0.045

    init() {}

    /// The saliency map (working size, non-negative, unnormalised).
    func map(_ image: AnalysisImage) -> FloatImage {
        let lab = image.downscaled(toMaximumDimension: workingDimension).lab
        return map(planes: (0..<3).map { lab.plane($0) })
    }

    /// Width of the flat surround the planes are set in, as a fraction of the larger side.
    ///
    /// Why: the sign of the DCT rings at the frame — the transform sees the frame as an edge of
    /// the content — and on images without one sparse foreground (a display of many equal
    /// items, a texture) that ringing was the map's peak, in a corner with nothing there. Set
    /// in a surround of the plane's mean, the frame is no longer an edge; 1/8 of the side is
    /// several times the ringing's reach at 64 px.
    var surroundFraction = 0.125

    /// Σ over `planes` of the squared reconstructed signature, blurred: computed on the planes
    /// set in a flat surround (`surroundFraction`), then cropped back to their size.
    func map(planes: [FloatImage]) -> FloatImage {
        let w = planes[0].width, h = planes[0].height
        let margin = Int((surroundFraction * Double(max(w, h))).rounded(.up))
        let pw = w + 2 * margin, ph = h + 2 * margin
        var total = [Float](repeating: 0, count: pw * ph)
        for plane in planes {
            let reconstructed = Self.signature(Self.surrounded(plane, margin: margin))
            for i in 0..<total.count { total[i] += reconstructed[i] * reconstructed[i] }
        }
        let sigma = blurFraction * Double(max(w, h))
        let blurred = FloatImage(validWidth: pw, height: ph, samples: total).gaussianBlurred(sigma: sigma)
        var cropped = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w { cropped[y * w + x] = blurred.samples[(y + margin) * pw + x + margin] }
        }
        return FloatImage(validWidth: w, height: h, samples: cropped)
    }

    /// `plane` centred in a surround of `margin` pixels filled with its mean.
    static func surrounded(_ plane: FloatImage, margin: Int) -> FloatImage {
        let w = plane.width, h = plane.height, pw = w + 2 * margin
        var out = FloatImage(validWidth: pw, height: h + 2 * margin, repeating: plane.mean)
        for y in 0..<h {
            for x in 0..<w { out.samples[(y + margin) * pw + x + margin] = plane.samples[y * w + x] }
        }
        return out
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
