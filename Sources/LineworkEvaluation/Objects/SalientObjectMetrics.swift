import LineworkCore
import LineworkImage

/// Salient-object detection metrics: a continuous prediction against a binary object mask.
///
/// Both maps are one-channel and of the same size, with values on 0…1 (`PixelBuffer.unitGrayImage`
/// gives that for 8- and 16-bit PNGs). Mask pixels ≥ 0.5 are object, as the usual binarisation of
/// 8-bit masks at 128. Predictions are used as given: no min–max rescaling.
public enum SalientObjectMetrics {
    /// The F-measure weight of precision, β² = 0.3 (Achanta et al. 2009), which counts precision
    /// as more important than recall, the field's standard.
    public static let defaultBetaSquared = 0.3

    /// Mean absolute error between the prediction and the binarised mask, in 0…1.
    ///
    /// - Throws: `LineworkError.invalidOption` for colour maps or different sizes.
    public static func meanAbsoluteError(prediction: FloatImage, mask: FloatImage) throws -> Double {
        try check(prediction, mask)
        return prediction.samples.withUnsafeBufferPointer { p in
            mask.samples.withUnsafeBufferPointer { m in
                var sum = 0.0
                for i in 0..<p.count { sum += abs(Double(p[i]) - (m[i] >= 0.5 ? 1 : 0)) }
                return sum / Double(p.count)
            }
        }
    }

    /// The largest F-beta over the 256 thresholds t = 0…255 of the prediction quantised to
    /// 8 bits (round(255 · value), clamped): pixels with quantised value ≥ t are predicted object.
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
        guard betaSquared > 0, betaSquared.isFinite else {
            throw LineworkError.invalidOption(name: "betaSquared", value: "\(betaSquared)", allowed: "must be positive")
        }
        var all = [Int](repeating: 0, count: 256), object = [Int](repeating: 0, count: 256)
        prediction.samples.withUnsafeBufferPointer { p in
            mask.samples.withUnsafeBufferPointer { m in
                all.withUnsafeMutableBufferPointer { all in
                    object.withUnsafeMutableBufferPointer { object in
                        for i in 0..<p.count {
                            let q = Int(min(max(p[i], 0), 1) * 255 + 0.5)
                            all[q] &+= 1
                            if m[i] >= 0.5 { object[q] &+= 1 }
                        }
                    }
                }
            }
        }
        let objectTotal = object.reduce(0, +)
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
