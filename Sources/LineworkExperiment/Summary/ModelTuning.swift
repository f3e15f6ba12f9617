/// One own model tuned over its parameters: the models of one `models:` entry that carry
/// parameters (a pattern's folders, `runs/lr{lr}_bs{bs}/maps`), seen as a grid of settings, as
/// the settings explorer sees pivot × adjustment: per model its parameters and its dataset
/// scores, each score's variance shares per parameter, and the best model per score.
///
/// A parameter whose values all read as numbers is an axis of those numbers; any other is
/// categorical, its values numbered 0, 1, … in sorted order (`levels` names them).
package struct ModelTuning: Sendable {
    /// One tuned model: a setting of the entry's parameters.
    package struct Row: Sendable {
        /// The model's name (`OwnModel.name`).
        package var name: String
        /// Each parameter's value as written, in `parameters` order ("" where the model lacks it).
        package var texts: [String]
        /// Each parameter's value on its axis, in `parameters` order.
        package var values: [Double]
        /// The dataset scores, in `scoreKeys` order (NaN where undefined).
        package var scores: [Double]
    }

    /// The `models:` entry.
    package var entry: String
    /// The entry's kind.
    package var kind: OwnModel.Kind
    /// The parameters' names, in the spec's order.
    package var parameters: [String]
    /// For a categorical parameter its values in axis order; nil for a numeric one.
    package var levels: [[String]?]
    /// The scores, by their `results.json` names: a family's metrics, or `ODS`, `OIS`, `AP` of
    /// the threshold sweep and `F`, `precision`, `recall` of the summed boundary counts.
    package var scoreKeys: [String]
    /// One row per model, in the spec's order.
    package var rows: [Row]
    /// Per score that varies over the models, each parameter's share of its variance (η² of its
    /// main effect, `ParameterImportance.shares`) and the rest ("interaction").
    package var importance: [(key: String, shares: [Double], interaction: Double)]

    /// The rows on the Pareto front of the scores, in row order: no other row is at least as good
    /// on every score and better on one (larger, or smaller for KLD and the MAEs; a score
    /// undefined on either row is not compared). The settings worth keeping when no single score
    /// decides, as the settings explorer's front is for the contour grid.
    package var paretoFront: [Int] {
        let higher = scoreKeys.map(MetricScores.higherIsBetter)
        func dominates(_ a: Row, _ b: Row) -> Bool {
            var strictly = false
            for k in scoreKeys.indices where a.scores[k].isFinite && b.scores[k].isFinite {
                let (x, y) = higher[k] ? (a.scores[k], b.scores[k]) : (b.scores[k], a.scores[k])
                if x < y { return false }
                if x > y { strictly = true }
            }
            return strictly
        }
        return rows.indices.filter { r in !rows.indices.contains { $0 != r && dominates(rows[$0], rows[r]) } }
    }

    /// The row with the best defined value of score `k` (largest, or smallest for KLD and the
    /// MAEs), the first on ties; nil when none has it.
    package func best(_ k: Int) -> Int? {
        let higher = MetricScores.higherIsBetter(scoreKeys[k])
        var best: Int?
        for (i, row) in rows.enumerated() where row.scores[k].isFinite {
            if let b = best, higher ? row.scores[k] <= rows[b].scores[k] : row.scores[k] >= rows[b].scores[k] { continue }
            best = i
        }
        return best
    }

    /// The scores charted for each kind: the family's metrics but the unscaled MAE, or the
    /// threshold sweep's ODS, OIS and AP (F values) and the non-zero pixels' summed-count scores.
    static func scoreKeys(_ kind: OwnModel.Kind) -> [String] {
        switch kind {
        case .saliency: return ScoreFamily.saliency.metrics
        case .object: return ScoreFamily.objects.metrics.filter { $0 != "unscaledMAE" }
        case .boundary: return ["ODS", "OIS", "AP", "F", "precision", "recall"]
        }
    }

    /// The score a tuned model is ranked by: NSS, max F or the boundary sweep's ODS.
    package static func lead(_ kind: OwnModel.Kind) -> String {
        switch kind {
        case .saliency: return ScoreFamily.saliency.lead
        case .object: return ScoreFamily.objects.lead
        case .boundary: return "ODS"
        }
    }

    /// Every tuned entry of `plan`: entries with at least two models that carry parameters.
    package static func all(plan: ReportPlan, summary: ReportSummary) -> [ModelTuning] {
        var entries: [String] = []
        for model in plan.ownModels where !model.parameters.isEmpty && !entries.contains(model.entry) { entries.append(model.entry) }
        return entries.compactMap { entry in
            let models = plan.ownModels.filter { $0.entry == entry && !$0.parameters.isEmpty }
            guard models.count >= 2, let kind = models.first?.kind else { return nil }
            return ModelTuning(entry: entry, kind: kind, models: models, summary: summary)
        }
    }

    private init(entry: String, kind: OwnModel.Kind, models: [OwnModel], summary: ReportSummary) {
        self.entry = entry
        self.kind = kind
        var parameters: [String] = []
        for parameter in models.flatMap(\.parameters) where !parameters.contains(parameter.name) { parameters.append(parameter.name) }
        self.parameters = parameters
        let texts = models.map { model in parameters.map { model.parameter($0) ?? "" } }
        levels = parameters.indices.map { p in
            let column = texts.map { $0[p] }
            return column.allSatisfy { Double($0)?.isFinite == true } ? nil : Array(Set(column)).sorted()
        }
        let keys = Self.scoreKeys(kind)
        scoreKeys = keys
        let levels = self.levels
        rows = models.enumerated().map { m, model in
            let means: (String) -> Double
            switch kind {
            case .saliency, .object:
                let family: ScoreFamily = kind == .saliency ? .saliency : .objects
                let scores = summary.means(family).models.first { $0.name == model.name }?.scores
                means = { scores?[$0] ?? .nan }
            case .boundary:
                let counts = summary.boundaryModels.first { $0.name == model.name }?.counts
                let sweep = summary.boundarySweeps[model.name]
                means = { key in
                    switch key {
                    case "ODS": return sweep?.ods.F ?? .nan
                    case "OIS": return sweep?.ois.F ?? .nan
                    case "AP": return sweep?.averagePrecision ?? .nan
                    case "F": return counts?.f ?? .nan
                    case "precision": return counts?.precision ?? .nan
                    default: return counts?.recall ?? .nan
                    }
                }
            }
            return Row(name: model.name, texts: texts[m],
                       values: parameters.indices.map { p in
                           levels[p].map { Double($0.firstIndex(of: texts[m][p]) ?? 0) } ?? Double(texts[m][p]) ?? .nan
                       },
                       scores: keys.map(means))
        }
        let rows = self.rows
        importance = keys.indices.compactMap { k in
            ParameterImportance.shares(rows.map { $0.scores[k] }, factors: parameters.indices.map { p in rows.map { $0.values[p] } })
                .map { (keys[k], $0, max(0, 1 - $0.reduce(0, +))) }
        }
    }
}
