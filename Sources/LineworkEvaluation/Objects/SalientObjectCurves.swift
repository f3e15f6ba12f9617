import LineworkImage

/// A salient-object prediction's scores at each of the 256 thresholds, as `pysodmetrics`
/// computes its curves: precision, recall, F-beta and the E-measure. Element k is threshold
/// t = 255 − k, from the strictest (only level 255 is object) to the loosest (every pixel is).
///
/// The prediction is min–max rescaled and truncated to 8-bit levels (`ObjectMapPair`); at
/// threshold t the pixels of level ≥ t are predicted object. With TP predicted pixels on the
/// mask, P predicted and M mask pixels: precision TP / max(P, 1), recall TP / max(M, 1), and
/// F = (1 + β²) · precision · recall / (β² · precision + recall), 0 when the numerator is 0
/// (`pysodmetrics.Fmeasure.cal_pr`). E is `SalientObjectMetrics.enhancedAlignmentCurve`.
///
/// A dataset's curves are the element-wise means over its images (`mean(_:)`), and its
/// "max F" and "mean F" are the largest and the mean value of that mean F curve
/// (`maximumF`, `meanF`), as `pysodmetrics` reports them.
public struct SalientObjectCurves: Sendable, Equatable, Codable {
    /// Precision at each threshold, 255 down to 0.
    public var precision: [Double]
    /// Recall at each threshold, 255 down to 0.
    public var recall: [Double]
    /// F-beta at each threshold, 255 down to 0.
    public var F: [Double]
    /// The E-measure at each threshold, 255 down to 0.
    public var E: [Double]

    /// Creates curves from their values, each 256 long, threshold 255 first.
    ///
    /// - Parameters:
    ///   - precision: precision per threshold.
    ///   - recall: recall per threshold.
    ///   - F: F-beta per threshold.
    ///   - E: E-measure per threshold.
    public init(precision: [Double], recall: [Double], F: [Double], E: [Double]) {
        self.precision = precision
        self.recall = recall
        self.F = F
        self.E = E
    }

    /// The curves of a prediction against an object mask.
    ///
    /// - Parameters:
    ///   - prediction: the predicted map, values in 0…1, the mask's size.
    ///   - mask: the object mask; pixels ≥ 0.5 are object.
    ///   - betaSquared: F's β², default 0.3; must be positive.
    /// - Throws: `LineworkError.invalidOption` for colour maps, different sizes or β² ≤ 0.
    public init(prediction: FloatImage, mask: FloatImage,
                betaSquared: Double = SalientObjectMetrics.defaultBetaSquared) throws {
        try SalientObjectMetrics.check(prediction, mask)
        try SalientObjectMetrics.checkBeta(betaSquared)
        self.init(ObjectMapPair(prediction: prediction, mask: mask), betaSquared: betaSquared)
    }

    init(_ pair: ObjectMapPair, betaSquared: Double) {
        self = ObjectLevelCounts(pair).curves(betaSquared: betaSquared)
    }

    /// The element-wise mean of `curves` (a dataset's curves); nil for an empty list.
    ///
    /// - Parameter curves: each image's curves.
    /// - Returns: the mean curves, or nil.
    public static func mean(_ curves: [SalientObjectCurves]) -> SalientObjectCurves? {
        guard let first = curves.first else { return nil }
        func average(_ values: (SalientObjectCurves) -> [Double]) -> [Double] {
            var sum = [Double](repeating: 0, count: values(first).count)
            for curve in curves {
                for (k, value) in values(curve).enumerated() where k < sum.count { sum[k] += value }
            }
            return sum.map { $0 / Double(curves.count) }
        }
        return SalientObjectCurves(precision: average(\.precision), recall: average(\.recall), F: average(\.F), E: average(\.E))
    }

    /// The largest F over the thresholds ("max F-measure"); NaN for empty curves.
    public var maximumF: Double { F.max() ?? .nan }
    /// The mean F over the thresholds ("mean F-measure"); NaN for empty curves.
    public var meanF: Double { F.isEmpty ? .nan : F.reduce(0, +) / Double(F.count) }
    /// The largest E-measure over the thresholds ("max E-measure"); NaN for empty curves.
    public var maximumE: Double { E.max() ?? .nan }
    /// The mean E-measure over the thresholds ("mean E-measure"); NaN for empty curves.
    public var meanE: Double { E.isEmpty ? .nan : E.reduce(0, +) / Double(E.count) }
}
