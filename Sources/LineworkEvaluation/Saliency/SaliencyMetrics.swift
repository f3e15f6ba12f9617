import LineworkCore
import LineworkImage

/// The MIT saliency benchmark's metrics, with the definitions pysaliency implements.
///
/// Every function compares a prediction with ground truth of the **same size** (resize first:
/// `SaliencyScores` does it bilinearly) and both must be one-channel. Maps are read as plain
/// numbers: the scale of a prediction does not matter, and sums run in `Double`.
///
/// - AUC-Judd and NSS score the prediction at fixation locations (`FixationMap`);
/// - CC, SIM and KLD compare it with a continuous fixation density (see `FixationDensity`).
///
/// Degenerate cases follow pysaliency and are documented on each function; where pysaliency
/// answers NaN, so does Linework, and JSON writers print `null`.
public enum SaliencyMetrics {
    /// Normalised scanpath saliency (Peters et al. 2005): the mean, over fixations, of the
    /// prediction standardised to zero mean and unit standard deviation over the whole map.
    ///
    /// The standard deviation is the population one (divide by N, as numpy's `std`); a constant
    /// map is only centred, so it scores 0.
    ///
    /// - Returns: the mean standardised value at the fixations; NaN when there are none.
    /// - Throws: `LineworkError.invalidOption` when the prediction is not gray or not the
    ///   fixation map's size.
    public static func nss(prediction: FloatImage, fixations: FixationMap) throws -> Double {
        try check(prediction, fixations: fixations)
        guard fixations.count > 0 else { return .nan }
        let (mean, deviation) = prediction.samples.withUnsafeBufferPointer { MapStatistics.moments($0) }
        var sum = 0.0
        prediction.samples.withUnsafeBufferPointer { values in
            for i in fixations.indices { sum += Double(values[i]) - mean }
        }
        let average = sum / Double(fixations.count)
        return deviation == 0 ? average : average / deviation
    }

    static func check(_ prediction: FloatImage, fixations: FixationMap) throws {
        try MapChecks.requireGray(prediction, "prediction")
        try MapChecks.requireSameSize(
            "prediction", (prediction.width, prediction.height), as: "fixation map", (fixations.width, fixations.height))
    }

    static func check(_ prediction: FloatImage, density: FloatImage) throws {
        try MapChecks.requireGray(prediction, "prediction")
        try MapChecks.requireGray(density, "density")
        try MapChecks.requireSameSize(
            "prediction", (prediction.width, prediction.height), as: "density", (density.width, density.height))
    }
}
