import Foundation
import LineworkImage

/// Spectral residual saliency: X. Hou and L. Zhang, "Saliency Detection: A Spectral Residual
/// Approach", CVPR 2007.
///
/// The log amplitude spectrum of natural images is smooth (roughly 1/f); what departs from its
/// local average — the *spectral residual* — is the "novel" part of the image. Keeping the
/// original phase and transforming the residual back gives a map that highlights it:
///
///     A(f) = log |F[I]|,  R(f) = A(f) − h₃ * A(f),  S = g * |F⁻¹[exp(R + iP)]|²
///
/// Works on the gray image shrunk to 64 px (the paper's and OpenCV's
/// `StaticSaliencySpectralResidual` scale: the model responds to blob-sized novelty at that scale).
/// Colour is ignored by design; `AttentionModel` is the colour-aware model.
struct SpectralResidual: Sendable {
    /// Larger side of the working image: 64 as in the paper.
    var workingDimension = 64
    /// Smallest shorter side. OpenCV squashes every image to 64 × 64; we keep the aspect ratio
    /// (blobs stay round), but on an elongated image (a 448 × 172 page) 64 px would leave 25
    /// rows, too few for the spectrum's 3 × 3 average to mean anything, so the working image
    /// grows until its shorter side has this many pixels.
    var minimumShorterSide = 48
    /// σ of the final Gaussian, in working pixels. OpenCV blurs with a 5 × 5 window (its σ = 8
    /// is clipped by the window, so it is nearly a box of standard deviation ≈ 1.4); 1.5 matches it.
    var blurSigma = 1.5

    init() {}

    /// The saliency map (working size, non-negative, unnormalised).
    func map(_ image: AnalysisImage) -> FloatImage {
        let aspect = Double(max(image.width, image.height)) / Double(min(image.width, image.height))
        let larger = max(workingDimension, Int((Double(minimumShorterSide) * aspect).rounded()))
        let gray = image.downscaled(toMaximumDimension: larger).gray
        let w = gray.width, h = gray.height, n = w * h
        var spectrum = [Float](repeating: 0, count: 2 * n)
        for i in 0..<n { spectrum[2 * i] = gray.samples[i] * 255 }
        SpectralTransform.fourier(&spectrum, width: w, height: h, inverse: false)

        // Log amplitude and its 3 × 3 box average (reflect-101 border, as OpenCV's blur).
        var logAmplitude = FloatImage(validWidth: w, height: h, repeating: 0)
        for i in 0..<n {
            let magnitude = hypotf(spectrum[2 * i], spectrum[2 * i + 1])
            logAmplitude.samples[i] = logf(max(magnitude, 1e-9))
        }
        let average = logAmplitude.boxAveraged3x3()

        // exp(R) with the original phase: scale each coefficient by exp(R) / |F|.
        for i in 0..<n {
            let residual = logAmplitude.samples[i] - average.samples[i]
            let scale = expf(residual - logAmplitude.samples[i])
            spectrum[2 * i] *= scale
            spectrum[2 * i + 1] *= scale
        }
        SpectralTransform.fourier(&spectrum, width: w, height: h, inverse: true)
        var magnitude = FloatImage(validWidth: w, height: h, repeating: 0)
        for i in 0..<n { magnitude.samples[i] = hypotf(spectrum[2 * i], spectrum[2 * i + 1]) }
        // Blur, then square (OpenCV's order; the paper squares first): squaring last keeps the
        // map's peaks as sharp as the reference's, which matters for CC on cluttered photos.
        return magnitude.gaussianBlurred(sigma: blurSigma).mapSamples { $0 * $0 }
    }
}

extension Image where Sample == Float {
    /// Mean over each 3 × 3 neighbourhood, reflect-101 borders.
    func boxAveraged3x3() -> FloatImage {
        var out = self
        for y in 0..<height {
            for x in 0..<width {
                var sum: Float = 0
                for dy in -1...1 {
                    let yy = ReflectBorder.index(y + dy, length: height)
                    for dx in -1...1 {
                        sum += samples[yy * width + ReflectBorder.index(x + dx, length: width)]
                    }
                }
                out.samples[y * width + x] = sum / 9
            }
        }
        return out
    }
}

/// Reflect-101 indexing (…2 1 | 0 1 2 … n−1 | n−2 …), OpenCV's `BORDER_DEFAULT`.
enum ReflectBorder {
    @inline(__always)
    static func index(_ i: Int, length: Int) -> Int {
        guard length > 1 else { return 0 }
        if i < 0 { return min(-i, length - 1) }
        if i >= length { return max(2 * (length - 1) - i, 0) }
        return i
    }
}
