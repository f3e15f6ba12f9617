import LineworkEvaluation

/// The dataset-level numbers of a report, computed from the per-image results.
///
/// - Boundaries (with ground truth): BSDS's ODS and OIS over the grid (`BoundarySweepSummary`,
///   counts summed over images, never F values averaged), and each image's F at the ODS setting.
/// - Saliency (with fixations): each model's and each baseline's mean scores over images
///   (undefined scores skipped, as pysaliency does), and the best model per metric.
/// - Without ground truth, the charts fall back to the mean counts per setting.
struct ReportSummary {
    /// ODS and OIS, with boundary ground truth.
    var boundary: BoundarySweepSummary?
    /// Mean scores per model (spec order) and per baseline (chance, centre).
    var modelMeans: [(name: String, scores: MetricScores)]
    var baselineMeans: [(name: String, scores: MetricScores)]

    init(_ results: [ImageResult]) throws {
        let counts = results.map { $0.settings.compactMap(\.boundary) }
        if let first = results.first, counts.allSatisfy({ $0.count == first.settings.count && !$0.isEmpty }) {
            boundary = try BoundarySweepSummary(counts: counts)
        } else {
            boundary = nil
        }
        let modelNames = results.first?.models.map(\.model.rawValue) ?? []
        modelMeans = modelNames.enumerated().compactMap { m, name in
            let scores = results.compactMap { $0.models.count > m ? $0.models[m].scores : nil }
            return scores.isEmpty ? nil : (name, MetricScores.mean(scores))
        }
        let baselineNames = results.first?.baselines.map(\.name) ?? []
        baselineMeans = baselineNames.enumerated().map { b, name in
            (name, MetricScores.mean(results.compactMap { $0.baselines.count > b ? $0.baselines[b].scores : nil }))
        }
    }

    /// The model with the best mean `metric`, or nil without scores.
    func bestModel(_ metric: String) -> String? {
        let finite = modelMeans.filter { $0.scores[metric].isFinite }
        let better = MetricScores.higherIsBetter(metric)
        return finite.max { better ? $0.scores[metric] < $1.scores[metric] : $0.scores[metric] > $1.scores[metric] }?.name
    }

    /// The value of `score` at setting `s` over the dataset: F / P / R from summed counts, or
    /// the mean count.
    func datasetValue(_ score: ChartScore, setting s: Int, results: [ImageResult]) -> Double {
        switch score {
        case .f: return boundary?.perSetting[s].f ?? .nan
        case .precision: return boundary?.perSetting[s].precision ?? .nan
        case .recall: return boundary?.perSetting[s].recall ?? .nan
        case .traced, .kept:
            guard !results.isEmpty else { return .nan }
            return Double(results.reduce(0) { $0 + Self.value(score, $1.settings[s]) }) / Double(results.count)
        }
    }

    /// The value of `score` for one image at one setting.
    static func imageValue(_ score: ChartScore, _ setting: SettingResult) -> Double {
        switch score {
        case .f: return setting.boundary?.f ?? .nan
        case .precision: return setting.boundary?.precision ?? .nan
        case .recall: return setting.boundary?.recall ?? .nan
        case .traced, .kept: return Double(value(score, setting))
        }
    }

    private static func value(_ score: ChartScore, _ setting: SettingResult) -> Int {
        score == .traced ? setting.traced : setting.kept
    }
}
