import Foundation
import LineworkCore
import LineworkImage

extension SalientObjectMetrics {
    /// The weighted F-measure's β², 1 (Margolin et al. 2014): precision and recall weigh alike.
    public static let defaultWeightedBetaSquared = 1.0

    /// The weighted F-measure (Margolin, Zelnik-Manor and Tal, CVPR 2014), as
    /// `pysodmetrics.WeightedFmeasure` computes it from the authors' MATLAB code, in 0…1.
    ///
    /// On the prediction min–max rescaled and the mask binarised (`ObjectMapPair`), with
    /// E = |prediction − mask|:
    /// 1. dependency: each background pixel takes the error of its nearest object pixel
    ///    (`NearestObjectPixel`), the result is blurred by MATLAB's `fspecial('gaussian', 7, 5)`
    ///    with zeros outside the image, and on the object the smaller of E and that blur is kept;
    /// 2. importance: background errors are weighted by `2 − exp(ln(0.5) / 5 · d)`, d the
    ///    distance to the object in pixels;
    /// 3. with Ew those weighted errors, R = 1 − mean(Ew on the object),
    ///    P = TPw / (TPw + FPw + ε) (TPw = object pixels − ΣEw on the object, FPw = ΣEw off it),
    ///    and F = (1 + β²) R P / (R + β² P + ε), ε = 2.22 · 10⁻¹⁶.
    /// A mask without object pixels scores 0.
    ///
    /// - Parameters:
    ///   - prediction: one-channel, 0…1, the mask's size.
    ///   - mask: one-channel, 0…1; pixels ≥ 0.5 are object.
    ///   - betaSquared: β², default 1; must be positive.
    /// - Throws: `LineworkError.invalidOption` for colour maps, different sizes or β² ≤ 0.
    public static func weightedFMeasure(
        prediction: FloatImage, mask: FloatImage, betaSquared: Double = defaultWeightedBetaSquared
    ) throws -> Double {
        try check(prediction, mask)
        guard betaSquared > 0, betaSquared.isFinite else {
            throw LineworkError.invalidOption(name: "betaSquared", value: "\(betaSquared)", allowed: "must be positive")
        }
        return weightedFMeasure(ObjectMapPair(prediction: prediction, mask: mask), betaSquared: betaSquared)
    }

    static func weightedFMeasure(_ pair: ObjectMapPair, betaSquared: Double) -> Double {
        guard pair.objectCount > 0 else { return 0 }
        let (w, h, n) = (pair.width, pair.height, pair.pixelCount)
        let nearest = NearestObjectPixel(pair.object, width: w, height: h)
        var error = [Double](repeating: 0, count: n)
        for i in 0..<n { error[i] = abs(pair.prediction[i] - (pair.object[i] ? 1 : 0)) }
        var spread = error
        for i in 0..<n where !pair.object[i] { spread[i] = error[nearest.index[i]] }
        let blurred = gaussian7x7(spread, width: w, height: h)
        let epsilon = 2.220446049250313e-16
        var onObject = 0.0, offObject = 0.0
        for i in 0..<n {
            if pair.object[i] {
                onObject += blurred[i] < error[i] ? blurred[i] : error[i]
            } else {
                offObject += error[i] * (2 - exp(log(0.5) / 5 * nearest.distance[i]))
            }
        }
        let objects = Double(pair.objectCount)
        let truePositive = objects - onObject
        let recall = 1 - onObject / objects
        let precision = truePositive / (truePositive + offObject + epsilon)
        return (1 + betaSquared) * recall * precision / (recall + betaSquared * precision + epsilon)
    }

    /// MATLAB's `imfilter(x, fspecial('gaussian', 7, 5))`: a normalised 7 × 7 Gaussian of σ 5,
    /// zeros outside the image.
    private static func gaussian7x7(_ values: [Double], width: Int, height: Int) -> [Double] {
        var kernel = [Double](repeating: 0, count: 49)
        for dy in -3...3 {
            for dx in -3...3 { kernel[(dy + 3) * 7 + dx + 3] = exp(-Double(dx * dx + dy * dy) / 50) }
        }
        let total = kernel.reduce(0, +)
        for k in kernel.indices { kernel[k] /= total }
        var out = [Double](repeating: 0, count: values.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for dy in -3...3 where (0..<height).contains(y + dy) {
                    for dx in -3...3 where (0..<width).contains(x + dx) {
                        sum += kernel[(dy + 3) * 7 + dx + 3] * values[(y + dy) * width + x + dx]
                    }
                }
                out[y * width + x] = sum
            }
        }
        return out
    }
}
