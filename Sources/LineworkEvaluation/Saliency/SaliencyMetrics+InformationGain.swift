import Foundation
import LineworkImage

extension SaliencyMetrics {
    /// Information gain (Kümmerer et al. 2015), the MIT benchmark's `InfoGain`: how much better,
    /// in bits per fixation, the prediction explains the fixations than a baseline does.
    ///
    /// Both maps are made densities the benchmark's way — min–max rescaled to 0…1, then divided
    /// by their sum (a constant map becomes the uniform density) — and the score is the mean
    /// over fixations of log₂(ε + P) − log₂(ε + B), ε = `klEpsilon` (2.2204e-16). This is
    /// pysaliency's `Model.information_gain` for the log densities log(ε + P) and log(ε + B).
    /// The report and `linework evaluate` use the centre-bias baseline
    /// (`BaselineMaps.centerBias`) at the fixation map's size.
    ///
    /// - Parameters:
    ///   - prediction: the map, the fixation map's size.
    ///   - fixations: the fixated pixels.
    ///   - baseline: the baseline map, the fixation map's size.
    /// - Returns: bits per fixation (0 = no better than the baseline; negative = worse); NaN
    ///   without fixations.
    /// - Throws: `LineworkError.invalidOption` when a map is not gray or not the fixation map's size.
    public static func informationGain(prediction: FloatImage, fixations: FixationMap, baseline: FloatImage) throws -> Double {
        try check(prediction, fixations: fixations)
        try check(baseline, fixations: fixations)
        guard fixations.count > 0 else { return .nan }
        let p = Distribution(prediction), b = Distribution(baseline)
        var sum = 0.0
        for i in fixations.indices {
            sum += log2(klEpsilon + p.probability(prediction.samples[i])) - log2(klEpsilon + b.probability(baseline.samples[i]))
        }
        return sum / Double(fixations.count)
    }

    /// A map min–max rescaled and divided by its sum, as the MIT benchmark's `InfoGain` makes
    /// its densities; uniform when the map is constant.
    private struct Distribution {
        let low: Double, range: Double, sum: Double, count: Double

        init(_ map: FloatImage) {
            var low = Double.infinity, high = -Double.infinity, total = 0.0
            for value in map.samples {
                low = min(low, Double(value))
                high = max(high, Double(value))
                total += Double(value)
            }
            self.low = low
            range = high - low
            count = Double(map.samples.count)
            sum = range > 0 ? (total - low * count) / range : 0
        }

        func probability(_ value: Float) -> Double {
            range > 0 ? (Double(value) - low) / range / sum : 1 / count
        }
    }
}
