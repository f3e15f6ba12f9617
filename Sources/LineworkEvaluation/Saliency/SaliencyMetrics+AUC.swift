import LineworkImage

extension SaliencyMetrics {
    /// AUC-Judd (Judd et al. 2009): the area under the ROC curve of the prediction as a
    /// classifier of fixated against unfixated pixels, with the fixated values as thresholds.
    ///
    /// Semantics of pysaliency's `roc.general_roc(positives, negatives, judd=1)` with positives
    /// the prediction at the fixated pixels and negatives the prediction at every other pixel
    /// (pysaliency's `AUC_Judd` with `nonfixations='unfixated'`):
    /// - the thresholds are, from high to low, one above the maximum, each fixated value, and
    ///   the minimum, so the curve runs from (0, 0) to (1, 1);
    /// - at threshold θ the hit rate is the share of fixated values ≥ θ, the false-positive rate
    ///   the share of unfixated values ≥ θ; tied fixated values give one point;
    /// - the area is by the trapezoidal rule.
    /// pysaliency's `AUC_Judd` also adds noise of 1e-7 to break ties between equal values; this
    /// function does not (its result is deterministic), so on maps with many ties it can differ
    /// from a jittered run by up to about the share of tied pixels.
    ///
    /// Values are compared exactly, in double precision, as pysaliency compares its float64
    /// map: an 8- or 16-bit map's values are read as v / 255 or v / 65535 (`ReferenceMap`), and
    /// `SaliencyScores` resizes a map of another size in double precision, so ties fall where
    /// they fall in pysaliency on the same map.
    ///
    /// Cost: O(F log F + N log F) for F fixations among N pixels; the unfixated values are not
    /// sorted but bucketed by binary search among the F thresholds.
    ///
    /// - Returns: the area in [0, 1]; NaN without fixations or without unfixated pixels.
    /// - Throws: `LineworkError.invalidOption` when the prediction is not gray or not the
    ///   fixation map's size.
    public static func aucJudd(prediction: FloatImage, fixations: FixationMap) throws -> Double {
        try check(prediction, fixations: fixations)
        return aucJudd(ReferenceMap(prediction).values, fixations: fixations)
    }

    /// The ROC curve AUC-Judd is the area under: the points (false-positive rate, hit rate), one
    /// per distinct fixated value from the highest down, between (0, 0) and (1, 1).
    ///
    /// - Returns: the curve; nil without fixations or without unfixated pixels.
    /// - Throws: `LineworkError.invalidOption` when the prediction is not gray or not the
    ///   fixation map's size.
    public static func rocJudd(prediction: FloatImage, fixations: FixationMap) throws -> ROCCurve? {
        try check(prediction, fixations: fixations)
        return juddPoints(ReferenceMap(prediction).values, fixations: fixations).map(ROCCurve.init(points:))
    }

    /// The ROC curve of `rocJudd(prediction:fixations:)` for a prediction of any size, read as
    /// `SaliencyScores` reads it (resized to the fixation map's size in double precision), so
    /// the curve's area is `SaliencyScores.aucJudd` exactly.
    ///
    /// - Parameters:
    ///   - prediction: a one-channel map of any size.
    ///   - fixations: the fixated pixels (the positives).
    /// - Returns: the curve; nil without fixations or without unfixated pixels.
    /// - Throws: `LineworkError.invalidOption` when the prediction is not gray.
    public static func rocJudd(resizing prediction: FloatImage, fixations: FixationMap) throws -> ROCCurve? {
        try MapChecks.requireGray(prediction, "prediction")
        return juddPoints(ReferenceMap.scored(prediction, at: fixations).values, fixations: fixations).map(ROCCurve.init(points:))
    }

    /// AUC-Judd of `map`, the prediction's values at the fixation map's size: the trapezoidal
    /// area under `juddPoints`.
    static func aucJudd(_ map: [Double], fixations: FixationMap) -> Double {
        guard let points = juddPoints(map, fixations: fixations) else { return .nan }
        var area = 0.0
        var previous = points[0]
        for point in points.dropFirst() {
            area += (point.falsePositiveRate - previous.falsePositiveRate) * (point.hitRate + previous.hitRate) / 2
            previous = point
        }
        return area
    }

    /// The ROC points of `map` with the fixated values as thresholds, from (0, 0) to (1, 1).
    static func juddPoints(_ map: [Double], fixations: FixationMap) -> [ROCCurve.Point]? {
        let positiveCount = fixations.count
        let negativeCount = map.count - positiveCount
        guard positiveCount > 0, negativeCount > 0 else { return nil }
        return map.withUnsafeBufferPointer { values in
            var thresholds = fixations.indices.map { values[$0] }
            thresholds.sort(by: >)
            // startsAt[j]: unfixated values v whose first threshold with thresholds[j] ≤ v is j;
            // v counts as a false positive at every threshold from j on.
            var startsAt = [Int](repeating: 0, count: positiveCount + 1)
            thresholds.withUnsafeBufferPointer { t in
                startsAt.withUnsafeMutableBufferPointer { starts in
                    var next = 0  // position in the ascending fixation indices
                    let fixated = fixations.indices
                    for i in 0..<values.count {
                        if next < fixated.count && fixated[next] == i {
                            next &+= 1
                            continue
                        }
                        starts[firstAtMost(values[i], in: t)] &+= 1
                    }
                }
            }
            var points = [ROCCurve.Point(falsePositiveRate: 0, hitRate: 0)]
            points.reserveCapacity(positiveCount + 2)
            var falsePositives = 0
            for k in 0..<positiveCount {
                falsePositives &+= startsAt[k]
                // Equal thresholds give one point: the last of a tie group counts them all.
                if k + 1 < positiveCount && thresholds[k + 1] == thresholds[k] { continue }
                points.append(ROCCurve.Point(falsePositiveRate: Double(falsePositives) / Double(negativeCount),
                                             hitRate: Double(k + 1) / Double(positiveCount)))
            }
            points.append(ROCCurve.Point(falsePositiveRate: 1, hitRate: 1))
            return points
        }
    }

    /// The first index j of the descending `thresholds` with thresholds[j] ≤ value
    /// (`thresholds.count` when value is below them all).
    @inline(__always)
    private static func firstAtMost(_ value: Double, in thresholds: UnsafeBufferPointer<Double>) -> Int {
        var low = 0, high = thresholds.count
        while low < high {
            let middle = (low &+ high) >> 1
            if thresholds[middle] <= value { high = middle } else { low = middle &+ 1 }
        }
        return low
    }
}
