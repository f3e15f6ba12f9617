import LineworkEvaluation

/// The grid seen over the whole dataset, for the page's settings explorer (parallel
/// coordinates, the settings table, parameter importance and the Pareto front) and the exports.
///
/// Per setting: the mean number of contours traced and kept over the images and, with boundary
/// ground truth, the dataset's precision, recall and F at that setting (from summed counts, as
/// ODS is). Scores are named by their `results.json` keys: `traced`, `kept`, `precision`,
/// `recall`, `F`.
package struct SettingsOverview {
    /// One setting.
    package struct Row {
        /// Position in sweep order (the page's "#").
        package var index: Int
        package var lightOnDark: Bool
        package var pivot: Double
        package var adjustment: Double
        /// (key, value) in `scoreKeys` order.
        package var scores: ResultsTable.Numbers
        /// On the Pareto front of F against contours traced (with boundary ground truth).
        package var pareto: Bool
        /// The boundary pixel counts summed over the images (with boundary ground truth): what
        /// `precision`, `recall` and `F` are computed from, and ODS with them.
        package var counts: BoundaryCounts?
    }

    /// The score keys, in column order.
    package let scoreKeys: [String]
    package let rows: [Row]
    /// Per score key that varies over the grid, each knob's share of its variance.
    package let importance: [(key: String, shares: ParameterImportance)]

    package init(plan: ReportPlan, results: [ImageResult], summary: ReportSummary) {
        // The keys are the scores' raw values, which are also their results.json keys.
        var scores: [ChartScore] = [.traced, .kept]
        if summary.boundary != nil { scores += [.precision, .recall, .f] }
        let keys = scores.map(\.rawValue)
        scoreKeys = keys
        let settings = plan.settings
        let values = scores.map { score in
            settings.indices.map { summary.datasetValue(score, setting: $0, results: results) }
        }
        let front = summary.boundary == nil ? [] : ParetoFront.indices(score: values[scores.count - 1], cost: values[0])
        rows = settings.indices.map { s in
            Row(index: s, lightOnDark: settings[s].lightOnDark, pivot: settings[s].pivot, adjustment: settings[s].adjustment,
                scores: scores.indices.map { (keys[$0], values[$0][s]) }, pareto: front.contains(s),
                counts: summary.boundary?.perSetting[s])
        }
        let pivots = settings.map(\.pivot), adjustments = settings.map(\.adjustment)
        let polarities = plan.comparesPolarity ? settings.map(\.lightOnDark) : nil
        importance = scores.indices.compactMap { k in
            ParameterImportance(values: values[k], pivots: pivots, adjustments: adjustments, polarities: polarities)
                .map { (keys[k], $0) }
        }
    }
}
