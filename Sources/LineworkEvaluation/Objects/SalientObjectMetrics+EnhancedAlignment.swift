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
        ObjectLevelCounts(pair).curves().E
    }

    /// The E-measure of one binarisation, from its predicted pixels on the mask (`hits`) and off
    /// it (`falseAlarms`): the four cases' enhanced alignment summed and divided by N − 1 + ε.
    static func enhancedAlignment(hits: Int, falseAlarms: Int, pair: ObjectMapPair) -> Double {
        enhancedAlignment(hits: hits, falseAlarms: falseAlarms, pixels: pair.pixelCount, objects: pair.objectCount)
    }

    /// The E-measure of one binarisation of a mask of `pixels` pixels, `objects` of them object.
    static func enhancedAlignment(hits: Int, falseAlarms: Int, pixels: Int, objects: Int) -> Double {
        let size = Double(pixels)
        let epsilon = 2.220446049250313e-16
        let predicted = hits + falseAlarms
        let sum: Double
        if objects == 0 {
            sum = size - Double(predicted)
        } else if objects == pixels {
            sum = Double(predicted)
        } else {
            let meanPrediction = Double(predicted) / size, meanMask = Double(objects) / size
            let misses = objects - hits
            let rejections = pixels - predicted - misses
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
