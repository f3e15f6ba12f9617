import LineworkEvaluation
import LineworkExperiment
import Plot

/// The dataset-level part of the page: the chosen score over the grid for the whole dataset,
/// and with ground truth the evaluation tables — ODS/OIS, saliency and salient-object means
/// with the chance and centre-bias baselines (best model per metric highlighted), and
/// per-image scores sorted from worst to best. Tables marked `sortable` sort on a header click
/// (the page script); a cell's `data-v` holds the unrounded value it sorts by.
struct EvaluationSection {
    let plan: ReportPlan
    let results: [ImageResult]
    let summary: ReportSummary
    let statistics: DatasetStatistics
    /// The saliency models' mean ROC curves (with fixations).
    let roc: SaliencyROCCurves
    /// Whether the per-image tables start folded (a lazy page's many images: the image index
    /// is the overview's per-image table there).
    var foldsImageTables = false

    /// `<section id="dataset">`: the dataset chart, then the boundary, saliency and
    /// salient-object tables that the ground truth allows.
    var node: Node<HTML.BodyContext> {
        // The drawings' dataset summary feeds both their table and the precision–recall plot.
        let drawingSummary = DrawingSummary(results)
        let values = plan.settings.indices.map { summary.datasetValue(plan.score, setting: $0, results: results) }
        let charts = HeatmapChart.perPolarity(
            plan: plan, title: "\(plan.score.label) over all images" + (plan.score.needsBoundaries ? " (summed counts)" : " (mean)"),
            values: values, integers: !plan.score.needsBoundaries)
        return .section(
            .id("dataset"),
            .h2("Dataset"),
            .group(charts),
            notScored(),
            .unwrap(summary.boundary) { boundaries($0, drawings: drawingSummary) },
            drawings(drawingSummary),
            ownBoundaryModels(),
            .forEach(ScoreFamily.allCases) { family in .if(!summary.means(family).models.isEmpty, modelTables(family)) },
            statisticsTables())
    }

    /// Per metric, each model's scores over the images as a strip with its mean and interval.
    private func distributions(_ family: ScoreFamily) -> Node<HTML.BodyContext> {
        let models = summary.means(family).models.map(\.name)
        let charts = family.metrics.map { metric in
            DistributionChart(title: ScoreFamily.label(metric), rows: models.map { name in
                DistributionChart.Row(name: name, values: results.map { result in
                    family.score(of: name, metric, in: result)
                }, interval: statistics.interval(family.key, metric, of: name))
            }, higherIsBetter: MetricScores.higherIsBetter(metric)).node
        }
        return .group(
            .h4("Distributions over the images"),
            .div(.class("strips"), .group(charts)),
            .p(.class("muted"), .text((DistributionChart.drawsBoxes(results.count)
                ? "A box per model (quartiles and median; whiskers to the farthest image within 1.5 box lengths; "
                    + "dots beyond, the \(DistributionChart.outlierLimit) most extreme on each side)"
                : "A dot per image") + "; the red bar is the mean and the red line its 95 % interval.")))
    }

    /// The BSDS precision–recall plot of every setting, the ODS and OIS points and the drawings.
    private func precisionRecall(_ boundary: BoundarySweepSummary, drawings summary: DrawingSummary) -> Node<HTML.BodyContext> {
        let settings = boundary.perSetting.enumerated().map { s, counts in
            PrecisionRecallChart.Point(name: settingName(s), recall: counts.recall, precision: counts.precision,
                                       lightOnDark: plan.settings[s].lightOnDark)
        }
        let drawings = summary.rows.compactMap { row in
            row.boundary.map { PrecisionRecallChart.Point(name: row.lines, recall: $0.recall, precision: $0.precision, lightOnDark: false) }
        } + self.summary.boundaryModels.map { name, counts in
            // A swept (soft) model at its ODS; otherwise its non-zero pixels' summed counts.
            if let ods = self.summary.boundarySweeps[name]?.ods {
                return PrecisionRecallChart.Point(name: "\(name) (ODS)", recall: ods.recall, precision: ods.precision, lightOnDark: false)
            }
            return PrecisionRecallChart.Point(name: name, recall: counts.recall, precision: counts.precision, lightOnDark: false)
        }
        let ods = PrecisionRecallChart.Point(name: "ODS: " + settingName(boundary.odsSetting), recall: boundary.ods.recall,
                                             precision: boundary.ods.precision, lightOnDark: false)
        let ois = PrecisionRecallChart.Point(name: "OIS", recall: boundary.ois.recall, precision: boundary.ois.precision,
                                             lightOnDark: false)
        let polarities = Set(plan.settings.map(\.lightOnDark)).count
        // A soft model's curve: its dataset precision and recall at each threshold (summed counts).
        let curves = self.summary.boundaryModels.compactMap { name, _ -> CurveChart.Series? in
            guard let sweep = self.summary.boundarySweeps[name], sweep.curve.count > 1 else { return nil }
            return CurveChart.Series(name: name, points: sweep.curve.map { ($0.recall, $0.precision) },
                                     legend: "\(name): ODS \(HTMLText.score(sweep.ods.F)), AP \(HTMLText.score(sweep.averagePrecision))",
                                     title: "\(name) over \(sweep.curve.count) thresholds")
        }
        return .group(
            .h3("Precision and recall (BSDS)"),
            PrecisionRecallChart(settings: settings, ods: ods, ois: ois, drawings: drawings, curves: curves).node,
            .p(.class("muted"), .text("Each dot a setting, from the counts summed over the images"
                + (polarities > 1 ? " (blue: light on dark)" : "") + "; filled red: ODS; red ring: OIS"
                + (drawings.isEmpty ? "" : "; green squares: the drawings and own boundary models (at their ODS)")
                + (curves.isEmpty ? "" : "; coloured lines: each soft boundary model's precision and recall at each of its "
                    + "thresholds, from counts summed over the images")
                + ". Grey curves: equal F, 0.1 to 0.9.")))
    }

    /// Every interval and every paired comparison (`results.json`'s `dataset.intervals` and
    /// `dataset.pairs`), folded away under the tables they back.
    private func statisticsTables() -> Node<HTML.BodyContext> {
        guard !statistics.intervals.isEmpty else { return .empty }
        let bootstrap = statistics.bootstrap
        return .group(
            .h3("Intervals and paired comparisons"),
            .p(.class("muted"), .text("Means over the images with 95 % percentile bootstrap intervals (confidence "
                + "\(bootstrap.confidence), \(bootstrap.resamples) resamples of the images, seed \(bootstrap.seed)); "
                + "for every pair, the mean per-image difference (the better first) with its paired interval, "
                + "the images each side was better on, and the exact two-sided sign test (ties left out), its p also "
                + "Holm-adjusted over the pairs of the same score (* where it stays ≤ \(DatasetStatistics.holmAlpha): "
                + "a difference that holds with family-wise error at most 5 %). "
                + "A pair is resolved when its interval excludes zero over at least \(DatasetStatistics.minimumImages) images.")),
            .details(
                .summary(.text("Means with intervals (\(statistics.intervals.count))")),
                .table(
                    .class("sortable"), .id("intervals"),
                    .thead(headers(["Scores", "Subject", "Score", "Mean", "Low", "High", "Images"])),
                    .tbody(.forEach(statistics.intervals) { item in
                        .tr(cells([item.family, subjectName(item.name), ScoreFamily.label(item.metric),
                                   HTMLText.score(item.interval.mean), HTMLText.score(item.interval.low),
                                   HTMLText.score(item.interval.high), "\(item.interval.count)"]))
                    }))),
            .details(
                .summary(.text("Paired comparisons (\(statistics.pairs.count))")),
                .table(
                    .class("sortable"), .id("pairs"),
                    .thead(headers(["Scores", "Score", "First", "Second", "First − second", "Low", "High", "Images",
                                    "First better on", "Second better on", "Ties", "Sign test p", "Holm p", "Better", "Resolved"])),
                    .tbody(.forEach(statistics.pairs) { pair in
                        .tr(cells([pair.family, ScoreFamily.label(pair.metric), subjectName(pair.first), subjectName(pair.second),
                                   HTMLText.score(pair.difference.mean), HTMLText.score(pair.difference.low),
                                   HTMLText.score(pair.difference.high), "\(pair.difference.count)",
                                   "\(pair.sign.wins)", "\(pair.sign.losses)", "\(pair.sign.ties)",
                                   HTMLText.score(pair.sign.p), HTMLText.score(pair.holmP) + (pair.holmSignificant ? " *" : ""),
                                   subjectName(pair.better), pair.resolved ? "yes" : "no"]))
                    }))))
    }

    /// A subject's name as the page shows it: a setting by its polarity, pivot and adjustment.
    private func subjectName(_ name: String) -> String {
        guard name.hasPrefix("setting "), let s = Int(name.dropFirst("setting ".count)) else { return name }
        return settingName(s)
    }

    /// Per kind of ground truth, the images without a map of that kind: shown on the page, not
    /// counted in its scores.
    private func notScored() -> Node<HTML.BodyContext> {
        let kinds = ["boundaries", "fixations", "objects"]
        let missing = kinds.compactMap { kind -> String? in
            let names = results.filter { plan.missingTruth(stem: $0.stem).contains(kind) }.map(\.name)
            return names.isEmpty ? nil
                : "\(kind): \(results.count - names.count) of \(results.count) images scored; not \(names.joined(separator: ", "))"
        }
        let gaps = plan.ownModels.compactMap { model -> String? in
            let names = results.filter { plan.missingModels(stem: $0.stem).contains(model.name) }.map(\.name)
            return names.isEmpty ? nil
                : "\(model.name): maps for \(results.count - names.count) of \(results.count) images; none for \(names.joined(separator: ", "))"
        }
        return .group(
            .if(!missing.isEmpty, .p(.class("note"), .text("Images without ground truth are shown but not scored. "
                + missing.joined(separator: ". ") + "."))),
            .if(!gaps.isEmpty, .p(.class("note"), .text("Gaps (models with missing: skip): their means, intervals and "
                + "pairs are over the images they have maps for. " + gaps.joined(separator: ". ") + "."))))
    }

    /// The spec's own boundary models with boundary ground truth: each model's precision, recall
    /// and F from counts summed over the images (`linework evaluate contours`' "overall"), the
    /// best outlined when its lead over the runner-up is resolved.
    private func ownBoundaryModels() -> Node<HTML.BodyContext> {
        let rows = summary.boundaryModels
        guard !rows.isEmpty else { return .empty }
        // The highest F, the first in the spec's order on ties.
        var leader: (name: String, f: Double)?
        for (name, counts) in rows where counts.f.isFinite && counts.f > (leader?.f ?? -1) { leader = (name, counts.f) }
        let best = leader?.name
        let pair = best.flatMap { statistics.winnerPair("boundary", "F", winner: $0) }
        let mark: Node<HTML.TableRowContext> = pair.map { $0.resolved ? .class("best") : .class("best unresolved") } ?? .class("best")
        return .group(
            .h3("Own boundary models"),
            .table(
                .class("sortable"), .id("boundary-models"),
                .thead(headers(["Model", "Maps", "Precision", "Recall", "F", "ODS", "OIS", "AP", "R50"])),
                .tbody(.forEach(rows) { name, counts in
                    let sweep = summary.boundarySweeps[name]
                    let swept = [sweep?.ods.F, sweep?.ois.F, sweep?.averagePrecision, sweep?.recallAtHalfPrecision]
                    return .tr(.if(name == best, mark),
                        .td(.text(name)),
                        .td(.text(plan.ownModels.first { $0.name == name }?.mapsName ?? "")),
                        .forEach([counts.precision, counts.recall, counts.f] + swept.map { $0 ?? .nan }) { value in
                            .td(.data(named: "v", value: "\(value)"), .text(HTMLText.score(value)))
                        })
                })),
            .p(.class("muted"), .text("Each model's maps scored as linework evaluate contours --predictions <maps> "
                + "--ground-truth <groundTruth.boundaries> --tolerance \(plan.tolerance) --thresholds \(plan.boundaryThresholds) "
                + "scores them. Precision, recall, F: non-zero pixels are boundary, runs along the frame dropped, the rest "
                + "thinned and matched one-to-one, counts summed over the images (its \"overall\"). ODS, OIS, AP, R50: the "
                + "map binarised at each of \(plan.boundaryThresholds) thresholds (pixels ≥ t), each binarisation matched the "
                + "same way, counts summed per threshold (BSDS; ODS interpolated between thresholds, OIS each image at its "
                + "best threshold, AP and R50 as pyedgeeval; — where undefined).")),
            .unwrap(pair) { winnerNote([$0], family: "boundary") })
    }

    private func settingName(_ s: Int) -> String { plan.settingName(s) }

    /// A row of text cells.
    private func cells(_ texts: [String]) -> Node<HTML.TableRowContext> {
        .forEach(texts) { .td(.text($0)) }
    }

    /// A row of header cells.
    private func headers(_ texts: [String]) -> Node<HTML.TableContext> {
        .tr(.forEach(texts) { .th(.text($0)) })
    }

    /// The link from a per-image row to that image's section.
    private func imageLink(_ i: Int, _ result: ImageResult) -> Node<HTML.TableRowContext> {
        .td(.a(.href("#image-\(i)"), .text(result.name)))
    }

    /// The `draw:` line sources over the dataset (`DrawingSummary`): mean strokes, ink and
    /// doubled ink, and with boundary ground truth their summed-count scores, the best outlined.
    private func drawings(_ summary: DrawingSummary) -> Node<HTML.BodyContext> {
        guard !summary.rows.isEmpty else { return .empty }
        let scored = summary.rows.contains { $0.boundary != nil }
        let best = summary.best
        let pair = best.flatMap { statistics.winnerPair("boundary", "F", winner: "draw:" + $0) }
        let mark: Node<HTML.TableRowContext> = pair.map { $0.resolved ? .class("best") : .class("best unresolved") } ?? .class("best")
        return .group(
            .h3("Drawings (linework draw)"),
            .table(
                .id("drawings"),
                .thead(headers(["Lines", "strokes (mean)", "ink px (mean)", "doubled ink (mean)"]
                    + (scored ? ["Precision", "Recall", "F"] : []))),
                .tbody(.forEach(summary.rows) { row in
                    let scores = row.boundary.map { [$0.precision, $0.recall, $0.f].map(HTMLText.score) } ?? []
                    return .tr(.if(row.lines == best, mark),
                               cells([row.lines, String(format: "%.2f", row.paths), String(format: "%.0f", row.inkLength),
                                      HTMLText.score(row.doubledInk)] + scores))
                })),
            .p(.class("muted"), .text("Each image drawn by `linework draw IMAGE --lines <lines>` at draw's defaults. "
                + (scored ? "Its strokes, one pixel wide at the truth's size, are scored as the settings' contours are, "
                    + "from counts summed over the images with a boundary map. " : "")
                + "Doubled ink: the share of ink within 1.5 px of another stroke.")),
            .unwrap(pair) { winnerNote([$0], family: "boundary") })
    }

    private func boundaries(_ boundary: BoundarySweepSummary, drawings: DrawingSummary) -> Node<HTML.BodyContext> {
        let (ods, ois) = (boundary.ods, boundary.ois)
        let rows = zip(summary.boundaryImages, boundary.oisSettings).map { i, best in
            (i, results[i], results[i].settings[boundary.odsSetting].boundary?.f ?? .nan, best)
        }.sorted { ($0.2, $0.0) < ($1.2, $1.0) }
        return .group(
            .h3("Boundaries (BSDS)"),
            .table(
                .id("ods-ois"),
                .thead(headers(["Measure", "Setting", "Precision", "Recall", "F"])),
                .tbody(
                    .tr(.class("best"), cells(["ODS", settingName(boundary.odsSetting),
                                               HTMLText.score(ods.precision), HTMLText.score(ods.recall), HTMLText.score(ods.f)])),
                    .tr(cells(["OIS", "each image's best",
                               HTMLText.score(ois.precision), HTMLText.score(ois.recall), HTMLText.score(ois.f)])))),
            .p(.class("muted"), .text("ODS: the one setting best over the dataset; OIS: each image at its own best setting. "
                + "Both from counts summed over images; a predicted pixel matches at most one truth pixel (maximum bipartite matching). "
                + "Each setting's contours are drawn one pixel wide and thinned before matching, as the BSDS benchmark thins "
                + "predictions, so contours side by side count once. "
                + "OIS can fall below ODS: each image's best setting maximises that image's own F, and pooled counts weigh "
                + "images by their boundary pixels, so the per-image choices need not give the best pooled F.")),
            odsNote(boundary, rows: rows.map(\.2)),
            precisionRecall(boundary, drawings: drawings),
            perImage("Per image, worst to best (F at the ODS setting)", .table(
                .class("sortable"), .id("boundary-images"),
                .thead(headers(["Image", "F at ODS", "Best F", "Best setting"])),
                .tbody(.forEach(rows) { i, result, f, best in
                    .tr(imageLink(i, result),
                        cells([HTMLText.score(f), HTMLText.score(result.settings[best].boundary?.f ?? .nan), settingName(best)]))
                }))))
    }

    /// One score family's tables: the models' and baselines' means (best model per metric
    /// highlighted), then the best model's per-image scores, worst first, by the family's lead
    /// metric, beside the centre-bias baseline's and the name of the model best on that image
    /// by the lead metric (which need not be the dataset's best).
    private func modelTables(_ family: ScoreFamily) -> Node<HTML.BodyContext> {
        let table = summary.means(family)
        let metrics = family.metrics
        let best = Dictionary(uniqueKeysWithValues: metrics.map { ($0, table.best($0)) })
        let winners = metrics.compactMap { metric in
            best[metric].flatMap { $0 }.flatMap { statistics.winnerPair(family.key, metric, winner: $0) }
        }
        let resolved = Dictionary(uniqueKeysWithValues: winners.map { ($0.metric, $0.resolved) })
        let (id, heading): (String, String)
        let note: Node<HTML.BodyContext>
        switch family {
        case .saliency:
            (id, heading) = ("saliency", "Saliency (MIT benchmark metrics, mean over images)")
            note = .p(.class("muted"), .text("As pysaliency computes them. sAUC: against the other images' fixations "
                + "(every one, scaled to this image; none sampled); IG: bits per fixation over the centre-bias baseline; "
                + "AUC-Borji: against every pixel (the limit of random sampling; no seed)."))
        case .objects:
            (id, heading) = ("objects", "Salient objects (mean over images)")
            note = .p(.class("muted"), .text("As pysodmetrics computes them, on the map min–max rescaled: MAE against "
                + "the mask (pixels ≥ 0.5 are object); max F: the best F-beta (β² = 0.3) over the 256 thresholds of the "
                + "map truncated to 8 bits; box IoU: the mask's tight box against the map's at that threshold; "
                + "S-measure (α = 0.5), mean E-measure (over the 256 thresholds) and weighted F (β² = 1). "
                + "MAE (unscaled): the map as given, not rescaled. Maps are resized bilinearly to the mask's size; "
                + "the scores are linework evaluate objects'."))
        }
        let means: Node<HTML.BodyContext> = .group(
            .h3(.text(heading)),
            .table(
                .class("sortable"), .id("\(id)-means"),
                .thead(headers(["Model"] + metrics.map {
                    "\(ScoreFamily.label($0))\(MetricScores.higherIsBetter($0) ? " ↑" : " ↓")"
                })),
                .tbody(
                    .forEach(table.models) { name, scores in
                        .tr(.td(.text(name)), .forEach(metrics) { metric in
                            .td(.if(best[metric] == name, resolved[metric] == true ? .class("best") : .class("best unresolved")),
                                .data(named: "v", value: "\(scores[metric])"),
                                .unwrap(statistics.interval(family.key, metric, of: name)) { .title(Self.intervalText($0)) },
                                .text(HTMLText.score(scores[metric])))
                        })
                    },
                    .forEach(table.baselines) { name, scores in
                        .tr(.class("muted"), .td(.text("baseline: \(name)")), .forEach(metrics) { metric in
                            .td(.data(named: "v", value: "\(scores[metric])"),
                                .unwrap(statistics.interval(family.key, metric, of: "baseline:" + name)) { .title(Self.intervalText($0)) },
                                .text(HTMLText.score(scores[metric])))
                        })
                    })),
            note,
            winnerNote(winners, family: family.key),
            .if(family == .saliency && !roc.curves.isEmpty, .group(
                .h4("ROC curves (mean over the images)"),
                ROCChart.chart(roc, areas: Dictionary(table.models.map { ($0.name, $0.scores["AUC-Judd"]) },
                                                        uniquingKeysWith: { a, _ in a })).node,
                .p(.class("muted"), .text("Each model's AUC-Judd curve (fixated against unfixated pixels) read at "
                    + "false-positive rates 0, 0.01, …, 1 and averaged over the images; dashed: chance.")))),
            .if(family == .objects, objectCurves()),
            distributions(family))
        let lead = family.lead
        guard let leader = table.best(lead) else { return means }
        // Worst first: ascending for a larger-is-better lead, descending otherwise.
        let sign = MetricScores.higherIsBetter(lead) ? 1.0 : -1.0
        let rows = results.enumerated().compactMap { i, result -> (Int, ImageResult, MetricScores)? in
            family.scores(of: leader, in: result).map { (i, result, $0) }
        }.sorted { (sign * $0.2[lead], $0.0) < (sign * $1.2[lead], $1.0) }
        return .group(
            means,
            perImage("Per image, worst to best (\(leader), the best model by \(ScoreFamily.label(lead)))", .table(
                .class("sortable"), .id("\(id)-images"),
                .thead(headers(["Image"] + metrics.map(ScoreFamily.label)
                    + ["centre \(ScoreFamily.label(lead))", "best here by \(ScoreFamily.label(lead))"])),
                .tbody(.forEach(rows) { i, result, scores in
                    let centre = family.baselines(result).first { $0.name == "centre" }?.scores[lead] ?? .nan
                    return .tr(imageLink(i, result), cells(metrics.map { HTMLText.score(scores[$0]) }
                        + [HTMLText.score(centre), result.bestModel(family) ?? "—"]))
                }))))
    }

    /// The salient-object models' curves over the 256 thresholds, averaged over the images
    /// (`ReportSummary.objectCurves`): precision against recall, and F-beta against the
    /// threshold, with the dataset scores `pysodmetrics` reads off them.
    private func objectCurves() -> Node<HTML.BodyContext> {
        let curves = summary.objectCurves
        guard !curves.isEmpty else { return .empty }
        // Element k of a curve is threshold 255 − k; the F chart runs from threshold 0 to 255.
        let pr = CurveChart(
            id: "object-pr", ariaLabel: "Precision against recall of the salient-object models", xLabel: "recall →",
            yLabel: "precision ↑",
            series: curves.map { name, curve, images in
                CurveChart.Series(name: name, points: zip(curve.recall, curve.precision).map { ($0, $1) },
                                  legend: "\(name): max F \(HTMLText.score(curve.maximumF))",
                                  title: "\(name), over \(images) images")
            })
        let f = CurveChart(
            id: "object-f", ariaLabel: "F-measure against threshold of the salient-object models", xLabel: "threshold →",
            yLabel: "F (β² = 0.3) ↑",
            series: curves.map { name, curve, images in
                CurveChart.Series(name: name, points: curve.F.enumerated().map { k, value in (Double(255 - k) / 255, value) },
                                  legend: "\(name): mean F \(HTMLText.score(curve.meanF))",
                                  title: "\(name), over \(images) images")
            },
            xTick: { "\(Int(($0 * 255).rounded()))" })
        return .group(
            .h4("Precision–recall and F curves (mean over the images)"),
            .div(.class("strips"), pr.node, f.node),
            .table(
                .class("sortable"), .id("objects-dataset"),
                .thead(headers(["Model", "max F", "mean F", "max E", "mean E", "Images"])),
                .tbody(.forEach(curves) { name, curve, images in
                    .tr(.td(.text(name)), .forEach([curve.maximumF, curve.meanF, curve.maximumE, curve.meanE]) { value in
                        .td(.data(named: "v", value: "\(value)"), .text(HTMLText.score(value)))
                    }, .td(.text("\(images)")))
                })),
            .p(.class("muted"), .text("Each image's precision, recall, F-beta (β² = 0.3) and E-measure at the 256 "
                + "thresholds of its map (min–max rescaled, truncated to 8 bits; pixels at or above the threshold are "
                + "object), averaged over the images threshold by threshold; the table's scores are the largest and the "
                + "mean values of those mean curves, as pysodmetrics reports a dataset and linework evaluate objects writes "
                + "under \"dataset\". (The means table's max F is each image's best, averaged.)")))
    }

    /// A per-image table under its heading; folded, with the heading as its summary, when
    /// `foldsImageTables`.
    private func perImage(_ heading: String, _ table: Node<HTML.BodyContext>) -> Node<HTML.BodyContext> {
        foldsImageTables
            ? .element(named: "details", nodes: [.element(named: "summary", text: heading + " (\(results.count) rows)"), table])
            : .group(.h3(.text(heading)), table)
    }

    /// A cell's tooltip: the mean's interval and the images it is over.
    private static func intervalText(_ interval: BootstrapInterval) -> String {
        "95 % interval \(HTMLText.score(interval.low))–\(HTMLText.score(interval.high)) over \(interval.count) images"
    }

    /// One line per metric: the winner against the runner-up, with the paired difference's
    /// interval and the sign test, and "not resolved" where the interval holds zero.
    private func winnerNote(_ pairs: [DatasetStatistics.Pair], family: String) -> Node<HTML.BodyContext> {
        guard !pairs.isEmpty else { return .empty }
        let bootstrap = statistics.bootstrap
        let lines = pairs.map { pair -> String in
            let seen = Self.fromBetter(pair)
            let label = family == "boundary" ? pair.better : "\(ScoreFamily.label(pair.metric)): \(pair.better)"
            let verdict = pair.resolved ? "resolved"
                : seen.count < DatasetStatistics.minimumImages ? "not resolved (fewer than \(DatasetStatistics.minimumImages) images)"
                : "not resolved"
            return "\(label) ahead of \(pair.worse): difference \(Self.signed(seen.mean)) "
                + "[\(Self.signed(seen.low)), \(Self.signed(seen.high))], better on \(seen.wins) of \(seen.count) images, "
                + "worse on \(seen.losses) (sign test \(Self.pValue(pair.sign.p)), Holm \(Self.pValue(pair.holmP))"
                + (pair.holmSignificant ? " *" : "") + "): \(verdict)"
        }
        let unresolved = pairs.filter { !$0.resolved }.count
        return .div(
            .class("winners"),
            .p(.class("muted"), .text("Winners against the runner-up, as paired differences per image with 95 % bootstrap "
                + "intervals (\(bootstrap.resamples) resamples of the images, seed \(bootstrap.seed); every pair is under "
                + "“Intervals and paired comparisons”). A highlighted winner "
                + "is resolved only when its interval excludes zero; "
                + (unresolved == 0 ? "every one here is." : "\(unresolved) of \(pairs.count) here are not (hatched).")
                + " Hover a mean for its own interval.")),
            .ul(.forEach(lines) { .li(.text($0)) }))
    }

    /// Under the ODS/OIS table: the ODS setting against the runner-up setting, and how many images
    /// score F = 0 at the ODS setting (a dataset winner can fail whole images).
    private func odsNote(_ boundary: BoundarySweepSummary, rows: [Double]) -> Node<HTML.BodyContext> {
        let zero = rows.filter { $0 == 0 }.count
        var texts: [String] = []
        if let pair = statistics.pairs.first(where: { $0.family == "boundary" && $0.first.hasPrefix("setting ") }) {
            let d = pair.difference
            texts.append("Per-image F of \(subjectName(pair.first)) against \(subjectName(pair.second)): \(Self.signed(d.mean)) "
                + "[\(Self.signed(d.low)), \(Self.signed(d.high))] (95 % paired bootstrap), better on \(pair.sign.wins) of "
                + "\(d.count) images, worse on \(pair.sign.losses) (sign test \(Self.pValue(pair.sign.p))): "
                + (pair.resolved ? "resolved." : d.count < DatasetStatistics.minimumImages
                    ? "not resolved (fewer than \(DatasetStatistics.minimumImages) images)." : "not resolved."))
        }
        if zero > 0 { texts.append("At the ODS setting, \(zero) of \(rows.count) images score F = 0.") }
        guard !texts.isEmpty else { return .empty }
        return .p(.class("note"), .text(texts.joined(separator: " ")))
    }

    /// A pair as seen from its better side: the difference `better − worse` and its interval,
    /// and the images the better side won and lost.
    private static func fromBetter(_ pair: DatasetStatistics.Pair)
        -> (mean: Double, low: Double, high: Double, count: Int, wins: Int, losses: Int) {
        let d = pair.difference
        return pair.better == pair.first
            ? (d.mean, d.low, d.high, d.count, pair.sign.wins, pair.sign.losses)
            : (-d.mean, -d.high, -d.low, d.count, pair.sign.losses, pair.sign.wins)
    }

    private static func signed(_ value: Double) -> String {
        (value >= 0 ? "+" : "−") + HTMLText.score(abs(value))
    }

    /// "p = 0.012", "p < 0.001", or "p undefined" (issue 49: the page printed "p = < 0.001").
    static func pValue(_ p: Double) -> String {
        guard p.isFinite else { return "p undefined" }
        return p < 0.001 ? "p < 0.001" : String(format: "p = %.3f", p)
    }
}
