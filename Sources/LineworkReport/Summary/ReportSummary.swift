import LineworkEvaluation

/// The dataset-level numbers of a report, computed from the per-image results.
///
/// - Boundaries (with ground truth): BSDS's ODS and OIS over the grid (`BoundarySweepSummary`,
///   counts summed over images, never F values averaged), and each image's F at the ODS setting.
/// - Saliency (with fixations) and salient objects (with object masks): each model's and each
///   baseline's mean scores over images, and the best model per metric (`ScoreMeans`).
/// - Without ground truth, the charts fall back to the mean counts per setting.
struct ReportSummary {
    /// ODS and OIS, with boundary ground truth.
    var boundary: BoundarySweepSummary?
    /// The MIT saliency means, with fixations.
    var saliency: ScoreMeans
    /// The salient-object means, with object masks.
    var objects: ScoreMeans

    init(_ results: [ImageResult]) throws {
        let counts = results.map { $0.settings.compactMap(\.boundary) }
        if let first = results.first, counts.allSatisfy({ $0.count == first.settings.count && !$0.isEmpty }) {
            boundary = try BoundarySweepSummary(counts: counts)
        } else {
            boundary = nil
        }
        saliency = ScoreMeans(.saliency, results: results)
        objects = ScoreMeans(.objects, results: results)
    }

    /// The means of one score family.
    func means(_ family: ScoreFamily) -> ScoreMeans {
        switch family {
        case .saliency: return saliency
        case .objects: return objects
        }
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
