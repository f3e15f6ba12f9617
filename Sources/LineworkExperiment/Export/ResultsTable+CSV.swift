import Foundation

extension ResultsTable {
    /// The CSV file's name in the report's folder; the page links to it.
    package static let csvName = "results.csv"

    /// The header of `results.csv`.
    static let csvColumns = ["image", "setting", "polarity", "pivot", "adjustment", "model", "metric", "value"]

    /// `results.csv`: the same numbers as `results.json`, one per row, in long ("tidy") form:
    /// `image,setting,polarity,pivot,adjustment,model,metric,value`.
    ///
    /// - image: the image's name; empty for the dataset's rows (ODS, OIS, means, the dataset's
    ///   settings and the variance shares).
    /// - setting, polarity, pivot, adjustment: for the settings tables' numbers (`threshold`,
    ///   `traced`, `kept`, `precision`, `recall`, `F`; over the dataset, the mean counts and the
    ///   summed counts' scores); empty otherwise. The polarity is `lightOnDark` or `darkOnLight`
    ///   (`lightOnDark` in `results.json`): with both polarities in the grid, a pivot and
    ///   adjustment name two settings.
    /// - model: the model's name, or `baseline:chance` / `baseline:centre`, or `draw:edges` (…)
    ///   for a `draw:` line source's `paths`, `inkLength`, `doubledInk`, `precision`, `recall`
    ///   and `F`; empty for rows that are not a model's.
    /// - metric: the JSON key (`NSS`, `MAE`, `ODS`, …; `bestSetting` for `best.setting`;
    ///   `importance.F.pivot` for a variance share); value: unrounded, `.`
    ///   decimal separator. Undefined scores have no row.
    /// - The intervals and pairs (`dataset.intervals`, `dataset.pairs`): model is the subject
    ///   (`attention`, `draw:edges`, `setting 12`) or the pair (`attention vs objectness`, in the
    ///   spec's order; the difference is the first's minus the second's); metric is `interval.saliency.NSS.low` (`mean`, `low`, `high`, `images`) or
    ///   `pair.saliency.NSS.p` (`difference`, `low`, `high`, `images`, `wins` (the first better),
    ///   `losses`, `ties`, `p` and `pHolm`, p Holm-adjusted over the pairs of one family and score; a pair is resolved when `low` and `high` have one sign over at least
    ///   `DatasetStatistics.minimumImages` images); `bootstrap.resamples`, `bootstrap.confidence`
    ///   and `bootstrap.seed` are the dataset's rows.
    /// Fields are quoted as RFC 4180 asks when they hold a comma, a quote or a line break.
    /// - Own models' parameters: one more column per parameter name (`parameterNames`, e.g.
    ///   `lr`, `bs`), holding the value of the row's model; empty for other rows.
    package var csv: String {
        var lines = [(Self.csvColumns + parameterNames).map(Self.field).joined(separator: ",")]
        var parametersOf: [String: [OwnModel.Parameter]] = [:]
        for scored in models + images.flatMap(\.models) where !scored.parameters.isEmpty {
            parametersOf[scored.name] = scored.parameters
        }
        /// `at`: the setting's index, polarity, pivot and adjustment, for a settings table's number.
        func row(image: String = "", at setting: (index: Int, lightOnDark: Bool, pivot: Double, adjustment: Double)? = nil,
                 model: String = "", _ metric: String, _ value: Double) {
            guard value.isFinite else { return }
            let place = setting.map {
                ["\($0.index)", $0.lightOnDark ? "lightOnDark" : "darkOnLight", "\($0.pivot)", "\($0.adjustment)"]
            } ?? ["", "", "", ""]
            let parameters = parametersOf[model] ?? []
            let values = parameterNames.map { name in parameters.first { $0.name == name }?.value ?? "" }
            lines.append(([image] + place + [model, metric, Self.number(value)] + values).map(Self.field).joined(separator: ","))
        }
        func drawingRows(_ list: [Drawing], image: String) {
            for drawing in list {
                for (metric, value) in drawing.numbers + (drawing.boundary ?? []) {
                    row(image: image, model: "draw:" + drawing.name, metric, value)
                }
            }
        }
        func rows(_ list: [Scored], image: String = "", prefix: String) {
            for scored in list {
                for (_, scores) in scored.families {
                    for (metric, value) in scores { row(image: image, model: prefix + scored.name, metric, value) }
                }
            }
        }
        for image in images {
            if let best = image.bestSetting { row(image: image.name, "bestSetting", Double(best)) }
            for (metric, value) in image.boundary { row(image: image.name, metric, value) }
            for setting in image.settings {
                let place = (setting.index, setting.lightOnDark, setting.pivot, setting.adjustment)
                for (metric, value) in [("threshold", setting.threshold), ("traced", setting.traced), ("kept", setting.kept)] {
                    row(image: image.name, at: place, metric, Double(value))
                }
                for (metric, value) in setting.boundary ?? [] { row(image: image.name, at: place, metric, value) }
            }
            rows(image.models, image: image.name, prefix: "")
            rows(image.baselines, image: image.name, prefix: "baseline:")
            drawingRows(image.drawings, image: image.name)
        }
        for (metric, value) in dataset { row(metric, value) }
        rows(models, prefix: "")
        rows(baselines, prefix: "baseline:")
        drawingRows(drawings, image: "")
        for setting in overview.rows {
            let counts = setting.counts.map { Array(Self.numbers($0).dropFirst(3)) } ?? []
            for (metric, value) in setting.scores + counts {
                row(at: (setting.index, setting.lightOnDark, setting.pivot, setting.adjustment), metric, value)
            }
        }
        for (key, shares) in overview.importance {
            for (knob, value) in Self.numbers(shares) { row("importance.\(key).\(knob)", value) }
        }
        let bootstrap = statistics.bootstrap
        row("bootstrap.resamples", Double(bootstrap.resamples))
        row("bootstrap.confidence", bootstrap.confidence)
        row("bootstrap.seed", Double(bootstrap.seed))
        for item in statistics.intervals {
            let base = "interval.\(item.family).\(item.metric)"
            for (part, value) in [("mean", item.interval.mean), ("low", item.interval.low), ("high", item.interval.high),
                                  ("images", Double(item.interval.count))] {
                row(model: item.name, "\(base).\(part)", value)
            }
        }
        for pair in statistics.pairs {
            let base = "pair.\(pair.family).\(pair.metric)"
            let parts: [(String, Double)] = [
                ("difference", pair.difference.mean), ("low", pair.difference.low), ("high", pair.difference.high),
                ("images", Double(pair.difference.count)), ("wins", Double(pair.sign.wins)),
                ("losses", Double(pair.sign.losses)), ("ties", Double(pair.sign.ties)), ("p", pair.sign.p), ("pHolm", pair.holmP)]
            for (part, value) in parts { row(model: "\(pair.first) vs \(pair.second)", "\(base).\(part)", value) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Integers without a fraction, other numbers in Swift's shortest round-trip form.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }

    private static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
