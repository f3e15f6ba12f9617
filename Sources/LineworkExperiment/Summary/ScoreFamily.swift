import LineworkEvaluation

/// A kind of per-model score the report averages and tables, each against its own ground
/// truth and with its own chance and centre-bias baselines: the MIT saliency metrics against
/// fixations, or the salient-object metrics against object masks.
public enum ScoreFamily: Sendable, CaseIterable {
    /// AUC-Judd, NSS, CC, SIM and KLD (`SaliencyScores`), with `groundTruth.fixations`.
    case saliency
    /// MAE, max F, box IoU, S-measure, mean E-measure, weighted F, the unscaled MAE, mean and
    /// adaptive F, max and adaptive E (`SalientObjectScores`, as `linework evaluate objects`
    /// names them), with `groundTruth.objects`.
    case objects

    /// The family's key in `results.json` and `results.csv`: "saliency" or "objects".
    public var key: String {
        switch self {
        case .saliency: return "saliency"
        case .objects: return "objects"
        }
    }

    /// The metrics' names (the JSON keys), in column order.
    public var metrics: [String] {
        switch self {
        case .saliency: return SaliencyScores.names
        case .objects: return SalientObjectScores.names + SalientObjectScores.curveNames
        }
    }

    /// The metric that picks the best model for the per-image table: NSS, the MIT benchmark's
    /// fixation-based score, and max F, the salient-object benchmarks' headline measure.
    public var lead: String {
        switch self {
        case .saliency: return "NSS"
        case .objects: return "maxF"
        }
    }

    /// A model's scores in this family.
    ///
    /// - Parameter model: a model's result on one image.
    /// - Returns: its scores, or nil when this family's ground truth was not given.
    public func scores(_ model: ModelResult) -> MetricScores? {
        switch self {
        case .saliency: return model.scores
        case .objects: return model.objectScores
        }
    }

    /// One model's scores in this family on one image.
    ///
    /// - Parameters:
    ///   - model: the model's name (`SaliencyModel.rawValue`).
    ///   - result: one image's result.
    /// - Returns: its scores, or nil when the image has no result of that model or no ground
    ///   truth of this family.
    public func scores(of model: String, in result: ImageResult) -> MetricScores? {
        result.models.first { $0.model.rawValue == model }.flatMap(scores)
    }

    /// One model's value of `metric` on one image; NaN where `scores(of:in:)` has none.
    public func score(of model: String, _ metric: String, in result: ImageResult) -> Double {
        scores(of: model, in: result)?[metric] ?? .nan
    }

    /// The baselines' scores in this family.
    ///
    /// - Parameter result: one image's result.
    /// - Returns: the chance and centre-bias baselines' scores; empty without this family's
    ///   ground truth.
    public func baselines(_ result: ImageResult) -> [BaselineResult] {
        switch self {
        case .saliency: return result.baselines
        case .objects: return result.objectBaselines
        }
    }

    /// A metric's name as the page shows it ("max F", "S-measure", … for the JSON keys "maxF",
    /// "sMeasure", …), other names as they are.
    package static func label(_ metric: String) -> String {
        switch metric {
        case "maxF": return "max F"
        case "boxIoU": return "box IoU"
        case "sMeasure": return "S-measure"
        case "eMeasure": return "mean E-measure"
        case "weightedF": return "weighted F"
        case "unscaledMAE": return "MAE (unscaled)"
        case "meanF": return "mean F"
        case "adaptiveF": return "adaptive F"
        case "maxE": return "max E-measure"
        case "adaptiveE": return "adaptive E-measure"
        default: return metric
        }
    }
}
