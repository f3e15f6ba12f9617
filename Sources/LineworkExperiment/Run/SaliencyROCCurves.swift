import LineworkEvaluation
import LineworkImage

/// Each model's ROC curve over a run's images with fixations (AUC-Judd's curve,
/// `SaliencyMetrics.rocJudd`), averaged over the images at 101 false-positive rates 0, 0.01, …, 1
/// ("vertical averaging", Fawcett 2006), for the report's ROC plot.
///
/// Computed in the pass that computes sAUC (`ShuffledScores`), from what the cache and the spec
/// hold: each model's scored map (`ModelResult.map`), resized bilinearly to the fixation map's
/// size, and the image's fixations; `ExperimentRun.rocCurves` holds them.
public struct SaliencyROCCurves: Sendable, Equatable {
    /// One model's mean curve.
    public struct Curve: Sendable, Equatable {
        /// The model's name.
        public var model: String
        /// The mean hit rate at each of `SaliencyROCCurves.rates`.
        public var hitRates: [Double]
        /// The images averaged.
        public var images: Int
    }

    /// The false-positive rates the curves are read at: 0, 0.01, …, 1.
    public static let rates: [Double] = (0 ... 100).map { Double($0) / 100 }

    /// The models' curves, in the spec's order; models without a scored image are left out.
    public var curves: [Curve]

    /// No curves.
    public init() { curves = [] }

    /// Adds one image's curve of `model` to that model's mean (a new model goes last).
    mutating func add(_ curve: ROCCurve, of model: String) {
        let k: Int
        if let found = curves.firstIndex(where: { $0.model == model }) {
            k = found
        } else {
            curves.append(Curve(model: model, hitRates: [Double](repeating: 0, count: Self.rates.count), images: 0))
            k = curves.count - 1
        }
        // hitRates hold the running mean: each new image moves it by (value − mean) / n.
        curves[k].images += 1
        let n = Double(curves[k].images)
        for (r, rate) in Self.rates.enumerated() {
            curves[k].hitRates[r] += (curve.hitRate(atFalsePositiveRate: rate) - curves[k].hitRates[r]) / n
        }
    }
}
