import LineworkEvaluation
import LineworkSaliency

/// One image's part of the page: the A/B slider, the contact sheet of the settings grid, the
/// chosen score over pivot × adjustment, the sortable settings table and the models side by
/// side. The best setting (largest chosen score; first on ties) is outlined on the sheet and
/// highlighted in the table.
struct ImageSection {
    let plan: ReportPlan
    let index: Int
    let entry: ReportEntry
    let cache: ResultCache
    let summary: ReportSummary

    var result: ImageResult { entry.result }

    /// Reads the image's pictures from the cache and writes the section.
    func html() throws -> String {
        let values = result.settings.map { ReportSummary.imageValue(plan.score, $0) }
        let best = values.indices.filter { values[$0].isFinite }.max { (values[$0], -$0) < (values[$1], -$1) }
        var html = "<section class=\"image\" id=\"image-\(index)\"><h2>\(HTMLText.escape(result.name))</h2>"
        html += "<p class=\"muted\">\(result.width)×\(result.height) px, traced at \(result.workingWidth)×\(result.workingHeight); "
            + "\(result.settings.count) settings, \(result.distinctMasks) distinct masks; "
            + "\(result.tracedTotal) contours traced, \(result.keptTotal) kept.</p>"
        html += try abSlider()
        html += "<h3>Contact sheet <span class=\"muted\">(each setting's traced contours)</span></h3><div class=\"sheet\">"
        for (s, setting) in result.settings.enumerated() {
            let picture = try cache.picture(setting.thumbnail, key: entry.key)
            html += "<figure\(s == best ? " class=\"best\"" : "")><img loading=\"lazy\" alt=\"setting \(s)\" src=\"\(HTMLText.dataURI(picture, name: setting.thumbnail))\">"
                + "<figcaption>p \(HTMLText.setting(setting.pivot)) · a \(HTMLText.setting(setting.adjustment))<br>"
                + "traced \(setting.traced) · kept \(setting.kept)"
                + (setting.boundary.map { " · F \(HTMLText.score($0.f))" } ?? "") + "</figcaption></figure>"
        }
        html += "</div>"
        html += HeatmapChart(title: plan.score.label, pivots: plan.grid.pivots.values,
                             adjustments: plan.grid.adjustments.values, values: values,
                             integers: !plan.score.needsBoundaries).svg
        html += settingsTable(best: best)
        html += try models()
        return html + "</section>\n"
    }

    private func abSlider() throws -> String {
        let side = ImageRunner(plan: plan).largeSide
        let scale = Double(side) / Double(max(result.width, result.height))
        let (w, h) = (Int((Double(result.width) * scale).rounded()), Int((Double(result.height) * scale).rounded()))
        let photo = try cache.picture(result.photo, key: entry.key)
        let pooled = try cache.picture(result.pooled, key: entry.key)
        var html = "<h3>A/B</h3><div class=\"renderings\" style=\"display:none\">"
        html += "<img data-ab=\"photo\" alt=\"photo\" src=\"\(HTMLText.dataURI(photo, name: result.photo))\">"
        html += "<img data-ab=\"pooled drawing\" alt=\"pooled drawing\" src=\"\(HTMLText.dataURI(pooled, name: result.pooled))\">"
        html += "</div><div class=\"ab-block\"><div class=\"ab-controls\">A <select class=\"a\"></select> "
            + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"A/B split\"> B <select class=\"b\"></select></div>"
        html += "<div class=\"ab\" style=\"width:\(w)px;height:\(h)px\">"
            + "<img class=\"under\" data-initial=\"pooled drawing\" alt=\"B\" width=\"\(w)\" height=\"\(h)\">"
            + "<img class=\"top\" data-initial=\"photo\" alt=\"A\" width=\"\(w)\" height=\"\(h)\"></div></div>"
        return html
    }

    private func settingsTable(best: Int?) -> String {
        let id = "settings-\(index)"
        let hasTruth = result.settings.first?.boundary != nil
        var html = "<h3>Settings</h3><label><input type=\"checkbox\" class=\"diff-toggle\" data-table=\"\(id)\"> differences only</label> "
            + "<span class=\"muted\">(hides columns equal in every row, and rows whose results repeat an earlier row)</span>"
        html += "<table class=\"sortable\" id=\"\(id)\"><thead><tr><th data-keep>#</th><th>pivot</th><th>adjustment</th>"
            + "<th data-result>threshold</th><th data-result>traced</th><th data-result>kept</th>"
            + (hasTruth ? "<th data-result>precision</th><th data-result>recall</th><th data-result>F</th>" : "")
            + "</tr></thead><tbody>"
        for (s, setting) in result.settings.enumerated() {
            html += "<tr\(s == best ? " class=\"best\"" : "")><td>\(s)</td><td>\(HTMLText.setting(setting.pivot))</td>"
                + "<td>\(HTMLText.setting(setting.adjustment))</td><td>\(setting.threshold)</td><td>\(setting.traced)</td><td>\(setting.kept)</td>"
            if let counts = setting.boundary {
                html += "<td>\(HTMLText.score(counts.precision))</td><td>\(HTMLText.score(counts.recall))</td><td>\(HTMLText.score(counts.f))</td>"
            }
            html += "</tr>"
        }
        return html + "</tbody></table>"
    }

    private func models() throws -> String {
        guard !result.models.isEmpty else { return "" }
        let bestName = summary.bestModel("NSS")
        var html = "<h3>Saliency models</h3><div class=\"models\">"
        for model in result.models {
            let name = model.model.rawValue
            let overlay = try cache.picture(model.overlay, key: entry.key)
            let heat = try cache.picture(model.heatmap, key: entry.key)
            let crop = try cache.picture(model.cropPicture, key: entry.key)
            html += "<div class=\"model\(name == bestName ? " best" : "")\"><h3>\(name)</h3><div class=\"pics\">"
                + "<img data-ab=\"\(name) heatmap\" alt=\"\(name) heatmap and boxes\" src=\"\(HTMLText.dataURI(overlay, name: model.overlay))\">"
                + "<img class=\"heat\" alt=\"\(name) 68×68 heatmap\" src=\"\(HTMLText.dataURI(heat, name: model.heatmap))\">"
                + "<img alt=\"\(name) crop\" src=\"\(HTMLText.dataURI(crop, name: model.cropPicture))\"></div>"
            html += "<div class=\"muted\">crop \(plan.cropAspect): \(model.crop.width)×\(model.crop.height) at (\(model.crop.x), \(model.crop.y))</div>"
            html += "<div>" + (model.boxes.isEmpty ? "no salient object" : model.boxes.map { box in
                let r = box.boundingBox
                return "box (\(HTMLText.score(r.x)), \(HTMLText.score(r.y)), \(HTMLText.score(r.width))×\(HTMLText.score(r.height))) "
                    + "confidence \(HTMLText.score(box.confidence))"
            }.joined(separator: "<br>")) + "</div>"
            if let scores = model.scores {
                html += "<div>" + SaliencyScores.names.map { "\($0) \(HTMLText.score(scores[$0]))" }.joined(separator: " · ") + "</div>"
            }
            html += "</div>"
        }
        html += "</div>"
        if !result.baselines.isEmpty {
            html += "<p class=\"muted\">Baselines: " + result.baselines.map { baseline in
                "\(baseline.name) " + SaliencyScores.names.map { "\($0) \(HTMLText.score(baseline.scores[$0]))" }.joined(separator: " · ")
            }.joined(separator: "; ") + "</p>"
        }
        return html
    }
}
