import LineworkEvaluation

/// The dataset-level part of the page: the chosen score over the grid for the whole dataset,
/// and with ground truth the evaluation tables — ODS/OIS, saliency means with the chance and
/// centre-bias baselines (best model per metric highlighted), and per-image scores sorted from
/// worst to best.
struct EvaluationSection {
    let plan: ReportPlan
    let results: [ImageResult]
    let summary: ReportSummary

    var html: String {
        var html = "<section id=\"dataset\"><h2>Dataset</h2>"
        let chart = HeatmapChart(
            title: "\(plan.score.label) over all images" + (plan.score.needsBoundaries ? " (summed counts)" : " (mean)"),
            pivots: plan.grid.pivots.values, adjustments: plan.grid.adjustments.values,
            values: plan.grid.settings.indices.map { summary.datasetValue(plan.score, setting: $0, results: results) },
            integers: !plan.score.needsBoundaries)
        html += chart.svg
        if let boundary = summary.boundary { html += boundaries(boundary) }
        if !summary.modelMeans.isEmpty { html += saliency() }
        return html + "</section>\n"
    }

    private func settingName(_ s: Int) -> String {
        let setting = plan.grid.settings[s]
        return "pivot \(HTMLText.setting(setting.pivot)) · adjustment \(HTMLText.setting(setting.adjustment))"
    }

    private func boundaries(_ boundary: BoundarySweepSummary) -> String {
        var html = "<h3>Boundaries (BSDS)</h3><table id=\"ods-ois\"><thead><tr><th>Measure</th><th>Setting</th>"
            + "<th>Precision</th><th>Recall</th><th>F</th></tr></thead><tbody>"
        html += "<tr class=\"best\"><td>ODS</td><td>\(settingName(boundary.odsSetting))</td>"
            + "<td>\(HTMLText.score(boundary.ods.precision))</td><td>\(HTMLText.score(boundary.ods.recall))</td>"
            + "<td>\(HTMLText.score(boundary.ods.f))</td></tr>"
        html += "<tr><td>OIS</td><td>each image's best</td><td>\(HTMLText.score(boundary.ois.precision))</td>"
            + "<td>\(HTMLText.score(boundary.ois.recall))</td><td>\(HTMLText.score(boundary.ois.f))</td></tr>"
        html += "</tbody></table>"
        html += "<p class=\"muted\">ODS: the one setting best over the dataset; OIS: each image at its own best setting. "
            + "Both from counts summed over images; a predicted pixel matches at most one truth pixel (maximum bipartite matching).</p>"
        html += "<h3>Per image, worst to best (F at the ODS setting)</h3>"
        html += "<table class=\"sortable\" id=\"boundary-images\"><thead><tr><th>Image</th><th>F at ODS</th>"
            + "<th>Best F</th><th>Best setting</th></tr></thead><tbody>"
        let rows = results.enumerated().map { i, result in
            (i, result, result.settings[boundary.odsSetting].boundary?.f ?? .nan, boundary.oisSettings[i])
        }.sorted { ($0.2, $0.0) < ($1.2, $1.0) }
        for (i, result, f, best) in rows {
            html += "<tr><td><a href=\"#image-\(i)\">\(HTMLText.escape(result.name))</a></td><td>\(HTMLText.score(f))</td>"
                + "<td>\(HTMLText.score(result.settings[best].boundary?.f ?? .nan))</td><td>\(settingName(best))</td></tr>"
        }
        return html + "</tbody></table>"
    }

    private func saliency() -> String {
        let metrics = SaliencyScores.names
        var html = "<h3>Saliency (MIT benchmark metrics, mean over images)</h3>"
        html += "<table class=\"sortable\" id=\"saliency-means\"><thead><tr><th>Model</th>"
            + metrics.map { "<th>\($0)\(MetricScores.higherIsBetter($0) ? " ↑" : " ↓")</th>" }.joined() + "</tr></thead><tbody>"
        let best = Dictionary(uniqueKeysWithValues: metrics.map { ($0, summary.bestModel($0)) })
        for (name, scores) in summary.modelMeans {
            html += "<tr><td>\(name)</td>" + metrics.map { metric in
                "<td\(best[metric] == name ? " class=\"best\"" : "") data-v=\"\(scores[metric])\">\(HTMLText.score(scores[metric]))</td>"
            }.joined() + "</tr>"
        }
        for (name, scores) in summary.baselineMeans {
            html += "<tr class=\"muted\"><td>baseline: \(name)</td>"
                + metrics.map { "<td data-v=\"\(scores[$0])\">\(HTMLText.score(scores[$0]))</td>" }.joined() + "</tr>"
        }
        html += "</tbody></table>"
        guard let lead = summary.bestModel("NSS"), let m = summary.modelMeans.firstIndex(where: { $0.name == lead }) else {
            return html
        }
        html += "<h3>Per image, worst to best (\(lead), the best model by NSS)</h3>"
        html += "<table class=\"sortable\" id=\"saliency-images\"><thead><tr><th>Image</th>"
            + metrics.map { "<th>\($0)</th>" }.joined() + "<th>centre NSS</th></tr></thead><tbody>"
        let rows = results.enumerated().compactMap { i, result -> (Int, ImageResult, MetricScores)? in
            result.models.count > m ? result.models[m].scores.map { (i, result, $0) } : nil
        }.sorted { ($0.2["NSS"], $0.0) < ($1.2["NSS"], $1.0) }
        for (i, result, scores) in rows {
            let centre = result.baselines.first { $0.name == "centre" }?.scores["NSS"] ?? .nan
            html += "<tr><td><a href=\"#image-\(i)\">\(HTMLText.escape(result.name))</a></td>"
                + metrics.map { "<td>\(HTMLText.score(scores[$0]))</td>" }.joined() + "<td>\(HTMLText.score(centre))</td></tr>"
        }
        return html + "</tbody></table>"
    }
}
