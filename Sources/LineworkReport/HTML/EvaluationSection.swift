import LineworkEvaluation
import Plot

/// The dataset-level part of the page: the chosen score over the grid for the whole dataset,
/// and with ground truth the evaluation tables — ODS/OIS, saliency means with the chance and
/// centre-bias baselines (best model per metric highlighted), and per-image scores sorted from
/// worst to best. Tables marked `sortable` sort on a header click (the page script); a cell's
/// `data-v` holds the unrounded value it sorts by.
struct EvaluationSection {
    let plan: ReportPlan
    let results: [ImageResult]
    let summary: ReportSummary

    /// `<section id="dataset">`: the dataset chart, then the boundary and saliency tables that
    /// the ground truth allows.
    var node: Node<HTML.BodyContext> {
        let chart = HeatmapChart(
            title: "\(plan.score.label) over all images" + (plan.score.needsBoundaries ? " (summed counts)" : " (mean)"),
            pivots: plan.grid.pivots.values, adjustments: plan.grid.adjustments.values,
            values: plan.grid.settings.indices.map { summary.datasetValue(plan.score, setting: $0, results: results) },
            integers: !plan.score.needsBoundaries)
        return .section(
            .id("dataset"),
            .h2("Dataset"),
            chart.node,
            .unwrap(summary.boundary, boundaries),
            .if(!summary.modelMeans.isEmpty, saliency()))
    }

    private func settingName(_ s: Int) -> String {
        let setting = plan.grid.settings[s]
        return "pivot \(HTMLText.setting(setting.pivot)) · adjustment \(HTMLText.setting(setting.adjustment))"
    }

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

    private func boundaries(_ boundary: BoundarySweepSummary) -> Node<HTML.BodyContext> {
        let (ods, ois) = (boundary.ods, boundary.ois)
        let rows = results.enumerated().map { i, result in
            (i, result, result.settings[boundary.odsSetting].boundary?.f ?? .nan, boundary.oisSettings[i])
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
                + "Both from counts summed over images; a predicted pixel matches at most one truth pixel (maximum bipartite matching).")),
            .h3("Per image, worst to best (F at the ODS setting)"),
            .table(
                .class("sortable"), .id("boundary-images"),
                .thead(headers(["Image", "F at ODS", "Best F", "Best setting"])),
                .tbody(.forEach(rows) { i, result, f, best in
                    .tr(imageLink(i, result),
                        cells([HTMLText.score(f), HTMLText.score(result.settings[best].boundary?.f ?? .nan), settingName(best)]))
                })))
    }

    private func saliency() -> Node<HTML.BodyContext> {
        let metrics = SaliencyScores.names
        let best = Dictionary(uniqueKeysWithValues: metrics.map { ($0, summary.bestModel($0)) })
        let means: Node<HTML.BodyContext> = .group(
            .h3("Saliency (MIT benchmark metrics, mean over images)"),
            .table(
                .class("sortable"), .id("saliency-means"),
                .thead(headers(["Model"] + metrics.map { "\($0)\(MetricScores.higherIsBetter($0) ? " ↑" : " ↓")" })),
                .tbody(
                    .forEach(summary.modelMeans) { name, scores in
                        .tr(.td(.text(name)), .forEach(metrics) { metric in
                            .td(.if(best[metric] == name, .class("best")), .data(named: "v", value: "\(scores[metric])"),
                                .text(HTMLText.score(scores[metric])))
                        })
                    },
                    .forEach(summary.baselineMeans) { name, scores in
                        .tr(.class("muted"), .td(.text("baseline: \(name)")), .forEach(metrics) { metric in
                            .td(.data(named: "v", value: "\(scores[metric])"), .text(HTMLText.score(scores[metric])))
                        })
                    })))
        guard let lead = summary.bestModel("NSS"), let m = summary.modelMeans.firstIndex(where: { $0.name == lead }) else {
            return means
        }
        let rows = results.enumerated().compactMap { i, result -> (Int, ImageResult, MetricScores)? in
            result.models.count > m ? result.models[m].scores.map { (i, result, $0) } : nil
        }.sorted { ($0.2["NSS"], $0.0) < ($1.2["NSS"], $1.0) }
        return .group(
            means,
            .h3(.text("Per image, worst to best (\(lead), the best model by NSS)")),
            .table(
                .class("sortable"), .id("saliency-images"),
                .thead(headers(["Image"] + metrics + ["centre NSS"])),
                .tbody(.forEach(rows) { i, result, scores in
                    let centre = result.baselines.first { $0.name == "centre" }?.scores["NSS"] ?? .nan
                    return .tr(imageLink(i, result), cells(metrics.map { HTMLText.score(scores[$0]) } + [HTMLText.score(centre)]))
                })))
    }
}
