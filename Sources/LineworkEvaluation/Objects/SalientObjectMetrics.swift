import LineworkCore
import LineworkImage

/// Salient-object detection metrics: a continuous prediction against a binary object mask.
///
/// Both maps are one-channel and of the same size, with values on 0…1 (`PixelBuffer.unitGrayImage`
/// gives that for 8- and 16-bit PNGs). Mask pixels ≥ 0.5 are object, as the usual binarisation of
/// 8-bit masks at 128. Every score but `unscaledMeanAbsoluteError` reads the prediction as
/// `pysodmetrics` does: min–max rescaled to 0…1 unless constant, thresholds on its 8-bit
/// truncation (see `ObjectMapPair`).
public enum SalientObjectMetrics {
    /// The F-measure weight of precision, β² = 0.3 (Achanta et al. 2009), which counts precision
    /// as more important than recall, the field's standard.
    public static let defaultBetaSquared = 0.3

    /// Mean absolute error between the prediction, min–max rescaled to 0…1 (unless constant),
    /// and the binarised mask, in 0…1: `pysodmetrics.MAE`, the literature's MAE.
    ///
    /// - Parameters:
    ///   - prediction: the predicted map, values in 0…1.
    ///   - mask: the object mask, the prediction's size; pixels ≥ 0.5 are object.
    /// - Throws: `LineworkError.invalidOption` for colour maps or different sizes.
    public static func meanAbsoluteError(prediction: FloatImage, mask: FloatImage) throws -> Double {
        try check(prediction, mask)
        return meanAbsoluteError(ObjectMapPair(prediction: prediction, mask: mask), rescaled: true)
    }

    /// Mean absolute error between the prediction as given (clamped to 0…1, not rescaled) and
    /// the binarised mask, in 0…1: what Linework called MAE before it followed `pysodmetrics`.
    ///
    /// It differs from `meanAbsoluteError` for a map that does not reach both 0 and 1: a map
    /// whose values stay within 0.2…0.6 keeps its low contrast here, and is stretched there.
    ///
    /// - Parameters:
    ///   - prediction: the predicted map, values in 0…1.
    ///   - mask: the object mask, the prediction's size; pixels ≥ 0.5 are object.
    /// - Throws: `LineworkError.invalidOption` for colour maps or different sizes.
    public static func unscaledMeanAbsoluteError(prediction: FloatImage, mask: FloatImage) throws -> Double {
        try check(prediction, mask)
        return meanAbsoluteError(ObjectMapPair(prediction: prediction, mask: mask), rescaled: false)
    }

    static func meanAbsoluteError(_ pair: ObjectMapPair, rescaled: Bool) -> Double {
        let values = rescaled ? pair.prediction : pair.unscaled
        var sum = 0.0
        for i in 0..<pair.pixelCount { sum += abs(values[i] - (pair.object[i] ? 1 : 0)) }
        return sum / Double(pair.pixelCount)
    }

    /// The largest F-beta over the 256 thresholds t = 0…255 of the prediction's 8-bit levels,
    /// as `pysodmetrics.Fmeasure` computes its curve: the map min–max rescaled and truncated,
    /// `⌊255 · value⌋` (`ObjectMapPair`); pixels whose level is ≥ t are predicted object.
    ///
    /// F = (1 + β²) · P · R / (β² · P + R), with P = 0 when nothing is predicted and F = 0 when
    /// P and R are both 0. One pass builds two 256-bin histograms; thresholds cost O(256).
    ///
    /// - Parameters:
    ///   - prediction: the predicted map, values in 0…1.
    ///   - mask: the object mask, the prediction's size; pixels ≥ 0.5 are object.
    ///   - betaSquared: β², default 0.3; must be positive.
    /// - Returns: the best F and the smallest threshold reaching it.
    /// - Throws: `LineworkError.invalidOption` for colour maps, different sizes or β² ≤ 0.
    public static func maximumFMeasure(
        prediction: FloatImage, mask: FloatImage, betaSquared: Double = defaultBetaSquared
    ) throws -> (f: Double, threshold: Int) {
        try check(prediction, mask)
        try checkBeta(betaSquared)
        return maximumFMeasure(ObjectMapPair(prediction: prediction, mask: mask), betaSquared: betaSquared)
    }

    static func maximumFMeasure(_ pair: ObjectMapPair, betaSquared: Double) -> (f: Double, threshold: Int) {
        var all = [Int](repeating: 0, count: 256), object = [Int](repeating: 0, count: 256)
        pair.levels.withUnsafeBufferPointer { levels in
            all.withUnsafeMutableBufferPointer { all in
                object.withUnsafeMutableBufferPointer { object in
                    for i in 0..<levels.count {
                        let q = Int(levels[i])
                        all[q] &+= 1
                        if pair.object[i] { object[q] &+= 1 }
                    }
                }
            }
        }
        let objectTotal = pair.objectCount
        var best = (f: 0.0, threshold: 0)
        var predicted = 0, hits = 0
        // From the highest threshold down, so the counts at t accumulate bins t…255.
        for t in stride(from: 255, through: 0, by: -1) {
            predicted &+= all[t]
            hits &+= object[t]
            let precision = predicted == 0 ? 0 : Double(hits) / Double(predicted)
            let recall = objectTotal == 0 ? 0 : Double(hits) / Double(objectTotal)
            let denominator = betaSquared * precision + recall
            let f = denominator == 0 ? 0 : (1 + betaSquared) * precision * recall / denominator
            if f >= best.f { best = (f, t) }
        }
        return best
    }

    static func check(_ prediction: FloatImage, _ mask: FloatImage) throws {
        try MapChecks.requireGray(prediction, "prediction")
        try MapChecks.requireGray(mask, "mask")
        try MapChecks.requireSameSize(
            "prediction", (prediction.width, prediction.height), as: "mask", (mask.width, mask.height))
    }
}
