import LineworkEvaluation

/// Every number the report page shows in its tables and model cards, in one structure that the
/// two export files are written from: `results.json` (`ResultsTable+JSON`) and `results.csv`
/// (`ResultsTable+CSV`), beside `index.html`.
///
/// Key names follow the command-line contract: per image `name`, `best` (`setting`, `model`),
/// `settings` (`pivot`, `adjustment`, `boundary` with `precision`, `recall`, `F` and the pixel
/// counts `matchedPredicted`, `predicted`, `matchedTruth`, `truth`) and `models`
/// (`name`, `saliency`, `objects`, each keyed by the metric names `linework evaluate` writes);
/// `dataset` with `ODS` and `OIS` (the F values), its `settings` (per setting the mean
/// `traced` and `kept`, the dataset's `boundary` scores with the counts summed over the images,
/// and `pareto`) and `importance` (per score,
/// the `pivot`, `adjustment` and `interaction` shares); `bootstrap`, `intervals` and `pairs`
/// (`DatasetStatistics`). More keys are added where the page shows more.
/// Numbers are unrounded (the page rounds them to three decimals); undefined scores are absent
/// from the score objects and rows, as they are "—" on the page. Keys are present only where
/// the spec (and, per image, its ground truth) asks for them.
package struct ResultsTable {
    /// A list of named numbers, in the order the page lists them.
    package typealias Numbers = [(name: String, value: Double)]

    /// One grid setting of one image: the settings table's row.
    package struct Setting {
        /// The setting's position in sweep order (the table's "#").
        package var index: Int
        package var lightOnDark: Bool
        package var pivot: Double
        package var adjustment: Double
        package var threshold: Int
        package var traced: Int
        package var kept: Int
        /// precision, recall and F, with the image's boundary map.
        package var boundary: Numbers?
    }

    /// A model's or a baseline's scores, per score family (`saliency`, `objects`, and for an own
    /// boundary model `boundary`: precision, recall and F).
    package struct Scored {
        package var name: String
        package var families: [(key: String, scores: Numbers)]
        /// An own model's kind (`saliency`, `boundary`, `object`); nil for built-in models and baselines.
        package var kind: String? = nil
        /// An own model's parameters, in the spec's order.
        package var parameters: [OwnModel.Parameter] = []
    }

    /// A `draw:` line source's numbers: `paths`, `inkLength`, `doubledInk` (on one image, or
    /// their means over the dataset) and, with boundary ground truth, `boundary`: precision,
    /// recall and F (over the dataset, of the summed counts).
    package struct Drawing {
        package var name: String
        package var numbers: Numbers
        package var boundary: Numbers?

        init(_ name: String, paths: Double, inkLength: Double, doubledInk: Double, boundary: BoundaryCounts?) {
            self.name = name
            numbers = [("paths", paths), ("inkLength", inkLength), ("doubledInk", doubledInk)]
            self.boundary = boundary.map(ResultsTable.numbers)
        }
    }

    /// One image.
    package struct Image {
        package var name: String
        /// The outlined setting (by the page's charted score) and the model best on this image
        /// (by NSS with fixations, else by max F).
        package var bestSetting: Int?
        package var bestModel: String?
        package var settings: [Setting]
        /// With a boundary map: F at the dataset's ODS setting (`FAtODS`), and this image's own
        /// best F (`OISF`) and its setting (`OISSetting`), as the boundary table shows them.
        package var boundary: Numbers
        package var models: [Scored]
        package var baselines: [Scored]
        package var drawings: [Drawing]
        /// The ground-truth kinds the spec names but this image has no map for (`boundaries`,
        /// `fixations`, `objects`): shown, not scored.
        package var notScored: [String]
    }

    package var title: String
    /// The spec's text as the run read it, so that `report --compare` can show how two runs'
    /// specs differ.
    package var spec: String
    package var images: [Image]
    /// `ODS`, `OIS` (F values), `ODSSetting`, `ODSPrecision`, `ODSRecall`, `OISPrecision`,
    /// `OISRecall`, with boundary ground truth.
    package var dataset: Numbers
    /// The models' and baselines' means over the scored images (the means tables).
    package var models: [Scored]
    package var baselines: [Scored]
    /// The `draw:` line sources over the dataset (`DrawingSummary`).
    package var drawings: [Drawing]
    /// The names of the own models' parameters, each once in first-seen order: the extra
    /// columns of `results.csv`.
    package var parameterNames: [String]
    /// The settings explorer's numbers: per setting the mean counts and the dataset's P, R, F
    /// (`settings`), and each score's variance shares (`importance`).
    package var overview: SettingsOverview
    /// Each own model tuned over its parameters (`ModelTuning`): `dataset.tuning`.
    package var tunings: [ModelTuning]
    /// The intervals and paired comparisons (`dataset.bootstrap`, `dataset.intervals`,
    /// `dataset.pairs`), the same the page marks its winners by.
    package var statistics: DatasetStatistics
    /// The salient-object models' curves over the 256 thresholds, averaged over the images
    /// (`ReportSummary.objectCurves`): `dataset.objectCurves`.
    package var objectCurves: [(name: String, curves: SalientObjectCurves, images: Int)]

    /// Collects the numbers of a report from the same values the page is made of.
    package init(plan: ReportPlan, results: [ImageResult], summary: ReportSummary) {
        /// `scored` with its own model's kind and parameters, when it is one.
        func own(_ scored: Scored) -> Scored {
            guard let model = plan.ownModels.first(where: { $0.name == scored.name }) else { return scored }
            var out = scored
            out.kind = model.kind.rawValue
            out.parameters = model.parameters
            return out
        }
        var parameterNames: [String] = []
        for parameter in plan.ownModels.flatMap(\.parameters) where !parameterNames.contains(parameter.name) {
            parameterNames.append(parameter.name)
        }
        self.parameterNames = parameterNames
        title = plan.title
        spec = plan.specText
        images = results.enumerated().map { i, result in
            var boundary: Numbers = []
            if let sweep = summary.boundary, let best = summary.oisSetting(ofImage: i) {
                boundary = [("FAtODS", result.settings[sweep.odsSetting].boundary?.f ?? .nan),
                            ("OISF", result.settings[best].boundary?.f ?? .nan),
                            ("OISSetting", Double(best))]
            }
            return Image(
                name: result.name,
                bestSetting: result.bestSetting(by: plan.score),
                bestModel: result.cardFamily.flatMap(result.bestModel),
                settings: result.settings.enumerated().map { s, setting in
                    Setting(index: s, lightOnDark: setting.lightOnDark, pivot: setting.pivot, adjustment: setting.adjustment, threshold: setting.threshold,
                            traced: setting.traced, kept: setting.kept,
                            boundary: setting.boundary.map(Self.numbers))
                },
                boundary: boundary,
                models: result.models.map { model in
                    own(Scored(name: model.model.rawValue, families: ScoreFamily.allCases.compactMap { family in
                        family.scores(model).map { (family.key, Self.numbers($0, family)) }
                    }))
                } + result.boundaryModels.map { model in
                    own(Scored(name: model.model.rawValue, families: model.boundary.map { [("boundary", Self.numbers($0))] } ?? []))
                },
                baselines: Self.baselines(ScoreFamily.allCases.map { ($0, $0.baselines(result).map { ($0.name, $0.scores) }) }),
                drawings: result.drawings.map {
                    Drawing($0.lines, paths: Double($0.paths), inkLength: $0.inkLength, doubledInk: $0.doubledInk,
                            boundary: $0.boundary)
                },
                notScored: plan.missingTruth(stem: result.stem))
        }
        var dataset: Numbers = []
        if let boundary = summary.boundary {
            dataset = [("ODS", boundary.ods.f), ("OIS", boundary.ois.f), ("ODSSetting", Double(boundary.odsSetting)),
                       ("ODSPrecision", boundary.ods.precision), ("ODSRecall", boundary.ods.recall),
                       ("OISPrecision", boundary.ois.precision), ("OISRecall", boundary.ois.recall)]
        }
        self.dataset = dataset
        var modelNames: [String] = []
        for family in ScoreFamily.allCases {
            for (name, _) in summary.means(family).models where !modelNames.contains(name) { modelNames.append(name) }
        }
        models = modelNames.map { name in
            own(Scored(name: name, families: ScoreFamily.allCases.compactMap { family in
                summary.means(family).models.first { $0.name == name }.map { (family.key, Self.numbers($0.scores, family)) }
            }))
        } + summary.boundaryModels.map { name, counts in
            own(Scored(name: name, families: [("boundary", Self.numbers(counts) + (summary.boundarySweeps[name].map(Self.numbers) ?? []))]))
        }
        baselines = Self.baselines(ScoreFamily.allCases.map { ($0, summary.means($0).baselines) })
        overview = SettingsOverview(plan: plan, results: results, summary: summary)
        tunings = ModelTuning.all(plan: plan, summary: summary)
        statistics = DatasetStatistics(results, summary: summary, bootstrap: plan.bootstrap)
        objectCurves = summary.objectCurves
        drawings = DrawingSummary(results).rows.map {
            Drawing($0.lines, paths: $0.paths, inkLength: $0.inkLength, doubledInk: $0.doubledInk, boundary: $0.boundary)
        }
    }

    /// A score's variance shares, named as `results.json` names them.
    package static func numbers(_ shares: ParameterImportance) -> Numbers {
        (shares.polarity.map { [("polarity", $0)] } ?? [])
            + [("pivot", shares.pivot), ("adjustment", shares.adjustment), ("interaction", shares.interaction)]
    }

    /// Precision, recall and F of boundary counts, then the counts themselves
    /// (`countNames`), so that ODS, OIS and any pooled score can be recomputed from the file.
    static func numbers(_ counts: BoundaryCounts) -> Numbers {
        [("precision", counts.precision), ("recall", counts.recall), ("F", counts.f),
         ("matchedPredicted", Double(counts.matchedPredicted)), ("predicted", Double(counts.predicted)),
         ("matchedTruth", Double(counts.matchedTruth)), ("truth", Double(counts.truth))]
    }

    /// The pixel counts' keys (`BoundaryCounts`, BSDS's cntP, sumP, cntR, sumR), written as
    /// integers.
    package static let countNames: Set = ["matchedPredicted", "predicted", "matchedTruth", "truth"]

    /// A threshold sweep's dataset scores: `ODS` and `OIS` (their F), `ODSThreshold`, `AP` and
    /// `R50` (absent when undefined), as `linework evaluate contours --thresholds N` names them.
    private static func numbers(_ sweep: BoundaryThresholdSummary) -> Numbers {
        [("ODS", sweep.ods.F), ("ODSThreshold", sweep.ods.threshold ?? .nan), ("OIS", sweep.ois.F),
         ("AP", sweep.averagePrecision), ("R50", sweep.recallAtHalfPrecision ?? .nan)].filter { $0.1.isFinite }
    }

    /// The defined scores of `family`, in its column order.
    private static func numbers(_ scores: MetricScores, _ family: ScoreFamily) -> Numbers {
        family.metrics.compactMap { name in scores[name].isFinite ? (name, scores[name]) : nil }
    }

    /// Baselines named in any family, each with the families that score it, in first-seen order.
    private static func baselines(_ lists: [(ScoreFamily, [(name: String, scores: MetricScores)])]) -> [Scored] {
        var out: [Scored] = []
        for (family, list) in lists {
            for (name, scores) in list {
                if let k = out.firstIndex(where: { $0.name == name }) {
                    out[k].families.append((family.key, numbers(scores, family)))
                } else {
                    out.append(Scored(name: name, families: [(family.key, numbers(scores, family))]))
                }
            }
        }
        return out
    }
}
