import LineworkImage

extension SalientObjectMetrics {
    /// The enhanced-alignment measure, E-measure (Fan et al., IJCAI 2018), at each of the 256
    /// thresholds, as `pysodmetrics.Emeasure` computes its curve; element k is threshold
    /// t = 255 − k.
    ///
    /// The prediction is min–max rescaled (`ObjectMapPair`) and truncated to 8 bits
    /// (`⌊255 · value⌋`, numpy's `astype(uint8)`); at threshold t the pixels ≥ t are predicted
    /// object. With P and G the binary prediction and mask, each less its mean, the alignment
    /// matrix is `2 P G / (P² + G² + ε)`, enhanced as `(a + 1)² / 4`, and summed over pixels
    /// (four cases counted, not looped: object or not in the prediction and in the mask), then
    /// divided by N − 1 + ε. An all-background mask scores the share of pixels predicted
    /// background, an all-object mask the share predicted object (both over N − 1 + ε).
    /// Cost: one pass over the pixels, then O(256).
    ///
    /// - Parameters:
    ///   - prediction: one-channel, 0…1, the mask's size.
    ///   - mask: one-channel, 0…1; pixels ≥ 0.5 are object.
    /// - Returns: 256 values, from threshold 255 down to 0.
    /// - Throws: `LineworkError.invalidOption` for colour maps or different sizes.
    public static func enhancedAlignmentCurve(prediction: FloatImage, mask: FloatImage) throws -> [Double] {
        try check(prediction, mask)
        return enhancedAlignmentCurve(ObjectMapPair(prediction: prediction, mask: mask))
    }

    static func enhancedAlignmentCurve(_ pair: ObjectMapPair) -> [Double] {
        var onObject = [Int](repeating: 0, count: 256), offObject = [Int](repeating: 0, count: 256)
        for i in 0..<pair.pixelCount {
            let level = Int(pair.levels[i])
            if pair.object[i] { onObject[level] += 1 } else { offObject[level] += 1 }
        }
        var curve: [Double] = []
        curve.reserveCapacity(256)
        var hits = 0, falseAlarms = 0  // predicted object on / off the mask, at thresholds ≥ t
        for t in stride(from: 255, through: 0, by: -1) {
            hits += onObject[t]
            falseAlarms += offObject[t]
            curve.append(enhancedAlignment(hits: hits, falseAlarms: falseAlarms, pair: pair))
        }
        return curve
    }

    /// The E-measure of one binarisation, from its predicted pixels on the mask (`hits`) and off
    /// it (`falseAlarms`): the four cases' enhanced alignment summed and divided by N − 1 + ε.
    static func enhancedAlignment(hits: Int, falseAlarms: Int, pair: ObjectMapPair) -> Double {
        let size = Double(pair.pixelCount), objects = pair.objectCount
        let epsilon = 2.220446049250313e-16
        let predicted = hits + falseAlarms
        let sum: Double
        if objects == 0 {
            sum = size - Double(predicted)
        } else if objects == pair.pixelCount {
            sum = Double(predicted)
        } else {
            let meanPrediction = Double(predicted) / size, meanMask = Double(objects) / size
            let misses = objects - hits
            let rejections = pair.pixelCount - predicted - misses
            let cases: [(count: Int, p: Double, g: Double)] = [
                (hits, 1 - meanPrediction, 1 - meanMask), (falseAlarms, 1 - meanPrediction, -meanMask),
                (misses, -meanPrediction, 1 - meanMask), (rejections, -meanPrediction, -meanMask),
            ]
            sum = cases.reduce(0) { total, c in
                let align = 2 * c.p * c.g / (c.p * c.p + c.g * c.g + epsilon)
                return total + (align + 1) * (align + 1) / 4 * Double(c.count)
            }
        }
        return sum / (size - 1 + epsilon)
    }

    /// The mean E-measure: `enhancedAlignmentCurve`'s mean over its 256 thresholds, in 0…1
    /// (1 = perfect); `pysodmetrics`' "mean E-measure" is the mean of this over images.
    ///
    /// - Throws: `LineworkError.invalidOption` for colour maps or different sizes.
    public static func meanEnhancedAlignment(prediction: FloatImage, mask: FloatImage) throws -> Double {
        try enhancedAlignmentCurve(prediction: prediction, mask: mask).reduce(0, +) / 256
    }

    static func meanEnhancedAlignment(_ pair: ObjectMapPair) -> Double {
        enhancedAlignmentCurve(pair).reduce(0, +) / 256
    }
}
