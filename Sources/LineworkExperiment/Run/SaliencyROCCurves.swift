import LineworkCodecs
import LineworkEvaluation
import LineworkImage

/// Each model's ROC curve over a run's images with fixations (AUC-Judd's curve,
/// `SaliencyMetrics.rocJudd`), averaged over the images at 101 false-positive rates 0, 0.01, …, 1
/// ("vertical averaging", Fawcett 2006), for the report's ROC plot.
///
/// Computed from what the cache and the spec hold, as sAUC is: each model's scored map
/// (`ModelResult.map`), resized bilinearly to the fixation map's size, and the image's fixations.
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

    /// The curves of a run.
    ///
    /// - Parameters:
    ///   - entries: the run's entries (`ExperimentRun.entries`).
    ///   - plan: the run's plan (for the fixation folder).
    ///   - cache: the cache the entries' maps are read from.
    /// - Throws: what reading a fixation map or a cached map throws.
    public init(entries: [ReportEntry], plan: ReportPlan, cache: ResultCache) throws {
        curves = []
        guard let folder = plan.fixations else { return }
        let decoder = ImageDecoder()
        var sums: [String: [Double]] = [:], counts: [String: Int] = [:], order: [String] = []
        for entry in entries where folder.file(for: entry.result.stem) != nil {
            let fixations = try FixationMap(mask: try folder.map(for: entry.result.stem, decode: decoder.decode(path:)).image)
            for model in entry.result.models where model.scores != nil {
                let bytes = try cache.picture(model.map, key: entry.key)
                guard let map = try decoder.decode(bytes: bytes, path: model.map).pixels.unitGrayImage,
                      let curve = try SaliencyMetrics.rocJudd(
                          prediction: map.resizedBilinear(validWidth: fixations.width, height: fixations.height),
                          fixations: fixations) else { continue }
                let name = model.model.rawValue
                if sums[name] == nil { order.append(name) }
                var sum = sums[name] ?? [Double](repeating: 0, count: Self.rates.count)
                for (k, rate) in Self.rates.enumerated() { sum[k] += curve.hitRate(atFalsePositiveRate: rate) }
                sums[name] = sum
                counts[name, default: 0] += 1
            }
        }
        curves = order.map { name in
            let n = counts[name] ?? 1
            return Curve(model: name, hitRates: (sums[name] ?? []).map { $0 / Double(n) }, images: n)
        }
    }
}
