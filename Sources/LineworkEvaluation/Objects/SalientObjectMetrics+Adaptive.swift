import LineworkCore
import LineworkImage

extension SalientObjectMetrics {
    /// `pysodmetrics`' adaptive threshold: twice the mean of the rescaled prediction, at most 1
    /// (Achanta et al. 2009). It binarises the rescaled values themselves, not their 8-bit levels.
    static func adaptiveThreshold(_ pair: ObjectMapPair) -> Double {
        min(2 * pair.prediction.reduce(0, +) / Double(pair.pixelCount), 1)
    }

    /// The adaptive F-measure: F-beta of the prediction binarised at `adaptiveThreshold`
    /// (pixels ≥ it are object), 0 when no predicted pixel is on the mask
    /// (`pysodmetrics.Fmeasure.cal_adaptive_fm`).
    ///
    /// - Parameters:
    ///   - prediction: the predicted map, values in 0…1.
    ///   - mask: the object mask, the prediction's size; pixels ≥ 0.5 are object.
    ///   - betaSquared: β², default 0.3; must be positive.
    /// - Returns: the F in 0…1.
    /// - Throws: `LineworkError.invalidOption` for colour maps, different sizes or β² ≤ 0.
    public static func adaptiveFMeasure(
        prediction: FloatImage, mask: FloatImage, betaSquared: Double = defaultBetaSquared
    ) throws -> Double {
        try check(prediction, mask)
        try checkBeta(betaSquared)
        return adaptiveFMeasure(ObjectMapPair(prediction: prediction, mask: mask), betaSquared: betaSquared)
    }

    static func adaptiveFMeasure(_ pair: ObjectMapPair, betaSquared: Double) -> Double {
        let (hits, falseAlarms) = adaptiveCounts(pair)
        guard hits > 0 else { return 0 }
        let precision = Double(hits) / Double(hits + falseAlarms), recall = Double(hits) / Double(pair.objectCount)
        return (1 + betaSquared) * precision * recall / (betaSquared * precision + recall)
    }

    /// The adaptive E-measure: the enhanced-alignment measure of the prediction binarised at
    /// `adaptiveThreshold` (`pysodmetrics.Emeasure.cal_adaptive_em`), in 0…1.
    ///
    /// - Parameters:
    ///   - prediction: the predicted map, values in 0…1.
    ///   - mask: the object mask, the prediction's size; pixels ≥ 0.5 are object.
    /// - Returns: the E-measure.
    /// - Throws: `LineworkError.invalidOption` for colour maps or different sizes.
    public static func adaptiveEnhancedAlignment(prediction: FloatImage, mask: FloatImage) throws -> Double {
        try check(prediction, mask)
        return adaptiveEnhancedAlignment(ObjectMapPair(prediction: prediction, mask: mask))
    }

    static func adaptiveEnhancedAlignment(_ pair: ObjectMapPair) -> Double {
        let (hits, falseAlarms) = adaptiveCounts(pair)
        return enhancedAlignment(hits: hits, falseAlarms: falseAlarms, pair: pair)
    }

    /// Predicted pixels on and off the mask at the adaptive threshold.
    private static func adaptiveCounts(_ pair: ObjectMapPair) -> (hits: Int, falseAlarms: Int) {
        let threshold = adaptiveThreshold(pair)
        var hits = 0, falseAlarms = 0
        for i in 0..<pair.pixelCount where pair.prediction[i] >= threshold {
            if pair.object[i] { hits += 1 } else { falseAlarms += 1 }
        }
        return (hits, falseAlarms)
    }

    /// - Throws: `LineworkError.invalidOption` naming `betaSquared` unless it is positive and finite.
    static func checkBeta(_ betaSquared: Double) throws {
        guard betaSquared > 0, betaSquared.isFinite else {
            throw LineworkError.invalidOption(name: "betaSquared", value: "\(betaSquared)", allowed: "must be positive")
        }
    }
}
