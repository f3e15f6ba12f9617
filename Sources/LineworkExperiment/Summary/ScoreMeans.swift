/// One score family's means over images: per model (in the spec's order) and per baseline
/// (chance, centre), undefined scores skipped as pysaliency does, and the best model per metric.
/// Images without the family's ground truth have no scores and do not count.
public struct ScoreMeans: Sendable {
    /// Models with scores on at least one image, and their means.
    public var models: [(name: String, scores: MetricScores)]
    /// Baselines, and their means.
    public var baselines: [(name: String, scores: MetricScores)]

    /// The means of one score family over a run's results.
    ///
    /// - Parameters:
    ///   - family: saliency (fixations) or salient objects (object masks).
    ///   - results: the images' results; those without the family's ground truth do not count.
    public init(_ family: ScoreFamily, results: [ImageResult]) {
        // Every image's models, in order of first appearance: an own model with a gap
        // (`missing: skip`) may lack the first image.
        var modelNames: [String] = []
        for result in results {
            for model in result.models where !modelNames.contains(model.model.rawValue) { modelNames.append(model.model.rawValue) }
        }
        models = modelNames.compactMap { name in
            let scores = results.compactMap { result in
                family.scores(of: name, in: result)
            }
            return scores.isEmpty ? nil : (name, MetricScores.mean(scores))
        }
        // The first image with this family's ground truth names the baselines (images without
        // it have none).
        let baselineNames = results.lazy.map(family.baselines).first { !$0.isEmpty }?.map(\.name) ?? []
        baselines = baselineNames.map { name in
            (name, MetricScores.mean(results.compactMap { family.baselines($0).first { $0.name == name }?.scores }))
        }
    }

    /// The model with the best mean of one metric.
    ///
    /// - Parameter metric: the metric's JSON name (`NSS`, `KLD`, `maxF`, …).
    /// - Returns: the model's name, by the largest mean (the smallest for KLD and MAE), the
    ///   first in the spec's order on a tie; nil without scores.
    public func best(_ metric: String) -> String? {
        MetricScores.best(of: models, by: metric)
    }
}
