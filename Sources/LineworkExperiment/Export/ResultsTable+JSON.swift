import LineworkCore
import LineworkEvaluation

extension ResultsTable {
    /// The JSON file's name in the report's folder; the page links to it, and `RunComparison`
    /// reads it.
    package static let jsonName = "results.json"

    /// `results.json`: `{"title", "spec", "images": [...], "dataset": {...}, "version"}`, one image per
    /// line (see `ResultsTable` for the keys).
    package var json: String {
        var out = JSONBuilder()
        out.open("{")
        out.key("title"); out.string(title)
        out.key("spec"); out.string(spec)
        out.key("images")
        out.open("[")
        for image in images {
            out.lineBreak()
            write(image, into: &out)
        }
        out.newline()
        out.close("]")
        out.lineBreak()
        out.key("dataset")
        out.open("{")
        Self.write(dataset, into: &out, keyed: false)
        out.key("models"); Self.write(models, into: &out)
        out.key("baselines"); Self.write(baselines, into: &out)
        if !drawings.isEmpty { out.key("drawings"); Self.write(drawings, into: &out) }
        out.key("settings")
        out.open("[")
        for row in overview.rows {
            out.lineBreak()
            out.open("{")
            out.key("setting"); out.number(row.index)
            out.key("lightOnDark"); out.bool(row.lightOnDark)
            out.key("pivot"); out.number(row.pivot)
            out.key("adjustment"); out.number(row.adjustment)
            let counts = row.scores.filter { $0.name == "traced" || $0.name == "kept" }
            Self.write(counts, into: &out, keyed: false)
            let boundary = row.scores.filter { $0.name != "traced" && $0.name != "kept" }
            if !boundary.isEmpty {
                let counts = row.counts.map { Array(Self.numbers($0).dropFirst(3)) } ?? []
                out.key("boundary"); Self.write(boundary + counts, into: &out)
            }
            if overview.scoreKeys.contains("F") { out.key("pareto"); out.bool(row.pareto) }
            out.close("}")
        }
        out.close("]")
        out.key("importance")
        out.open("{")
        for (key, shares) in overview.importance {
            out.key(key)
            Self.write(Self.numbers(shares), into: &out)
        }
        out.close("}")
        if !tunings.isEmpty { writeTunings(into: &out) }
        if !objectCurves.isEmpty { writeObjectCurves(into: &out) }
        writeStatistics(into: &out)
        out.close("}")
        out.lineBreak()
        out.key("version"); out.string(LineworkVersion.string)
        out.close("}")
        return out.text
    }

    /// `"bootstrap": {"resamples", "confidence", "seed"}`;
    /// `"intervals": {"<subject>": {"<score>": {"mean", "low", "high", "images"}, …}, …}` (models,
    /// `baseline:centre`, `draw:edges`, `setting 12`); and
    /// `"pairs": {"<first> vs <second>": {"<score>": {"mean", "low", "high", "images", "better",
    /// "wins", "losses", "ties", "p", "pHolm", "resolved"}, …}, …}`, the first and second in the spec's
    /// order, `mean` the first's minus the second's, `wins` the images the first was better on.
    /// `pHolm` is `p` Holm-adjusted over the pairs of the same family and score. One subject or pair per line.
    private func writeStatistics(into out: inout JSONBuilder) {
        let bootstrap = statistics.bootstrap
        out.key("bootstrap")
        out.open("{")
        out.key("resamples"); out.number(bootstrap.resamples)
        out.key("confidence"); out.number(bootstrap.confidence)
        out.key("seed"); out.number(Int(bootstrap.seed))
        out.close("}")
        out.key("intervals")
        out.open("{")
        for (subject, items) in Self.grouped(statistics.intervals, by: \.name) {
            out.lineBreak()
            out.key(subject)
            out.open("{")
            for item in items {
                out.key(item.metric)
                out.open("{")
                Self.write(item.interval, into: &out)
                out.close("}")
            }
            out.close("}")
        }
        out.close("}")
        out.key("pairs")
        out.open("{")
        for (key, pairs) in Self.grouped(statistics.pairs, by: { "\($0.first) vs \($0.second)" }) {
            out.lineBreak()
            out.key(key)
            out.open("{")
            for pair in pairs {
                out.key(pair.metric)
                out.open("{")
                Self.write(pair.difference, into: &out)
                out.key("better"); out.string(pair.better)
                out.key("wins"); out.number(pair.sign.wins)
                out.key("losses"); out.number(pair.sign.losses)
                out.key("ties"); out.number(pair.sign.ties)
                out.key("p"); out.number(pair.sign.p)
                out.key("pHolm"); out.number(pair.holmP)
                out.key("resolved"); out.bool(pair.resolved)
                out.close("}")
            }
            out.close("}")
        }
        out.close("}")
    }

    /// `"tuning": {"<entry>": {"kind", "parameters": [names], "pareto": [models on the Pareto front
    /// of the scores], "best": {"<score>": "<model>"},
    /// "importance": {"<score>": {"<parameter>": η², …, "interaction": rest}}}}`: each own model
    /// tuned over its parameters, as the page's "Own models over their parameters" shows it.
    private func writeTunings(into out: inout JSONBuilder) {
        out.key("tuning")
        out.open("{")
        for tuning in tunings {
            out.lineBreak()
            out.key(tuning.entry)
            out.open("{")
            out.key("kind"); out.string(tuning.kind.rawValue)
            out.key("parameters")
            out.open("[")
            for name in tuning.parameters { out.string(name) }
            out.close("]")
            out.key("pareto")
            out.open("[")
            for row in tuning.paretoFront { out.string(tuning.rows[row].name) }
            out.close("]")
            out.key("best")
            out.open("{")
            for (k, key) in tuning.scoreKeys.enumerated() {
                if let row = tuning.best(k) { out.key(key); out.string(tuning.rows[row].name) }
            }
            out.close("}")
            out.key("importance")
            out.open("{")
            for (key, shares, interaction) in tuning.importance {
                out.key(key)
                Self.write(Array(zip(tuning.parameters, shares)).map { (name: $0.0, value: $0.1) } + [("interaction", interaction)],
                           into: &out)
            }
            out.close("}")
            out.close("}")
        }
        out.close("}")
    }

    /// `"objectCurves": {"<model>": {"images", "maxF", "meanF", "maxE", "meanE", "precision": [256],
    /// "recall": [256], "F": [256], "E": [256]}}`: each salient-object model's curves averaged
    /// over the images, element k at threshold 255 − k, and the dataset scores read off them, as
    /// `linework evaluate objects --json` writes its `curves` and `dataset`.
    private func writeObjectCurves(into out: inout JSONBuilder) {
        out.key("objectCurves")
        out.open("{")
        for (name, curves, images) in objectCurves {
            out.lineBreak()
            out.key(name)
            out.open("{")
            out.key("images"); out.number(images)
            out.key("maxF"); out.number(curves.maximumF)
            out.key("meanF"); out.number(curves.meanF)
            out.key("maxE"); out.number(curves.maximumE)
            out.key("meanE"); out.number(curves.meanE)
            for (key, values) in [("precision", curves.precision), ("recall", curves.recall), ("F", curves.F), ("E", curves.E)] {
                out.key(key)
                out.open("[")
                for value in values { out.number(value) }
                out.close("]")
            }
            out.close("}")
        }
        out.close("}")
    }

    /// `items` grouped by `key`, groups in order of first appearance.
    private static func grouped<Item>(_ items: [Item], by key: (Item) -> String) -> [(String, [Item])] {
        var order: [String] = [], groups: [String: [Item]] = [:]
        for item in items {
            let k = key(item)
            if groups[k] == nil { order.append(k) }
            groups[k, default: []].append(item)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    private static func write(_ interval: BootstrapInterval, into out: inout JSONBuilder) {
        out.key("mean"); out.number(interval.mean)
        out.key("low"); out.number(interval.low)
        out.key("high"); out.number(interval.high)
        out.key("images"); out.number(interval.count)
    }

    private func write(_ image: Image, into out: inout JSONBuilder) {
        out.open("{")
        out.key("name"); out.string(image.name)
        out.key("best")
        out.open("{")
        if let setting = image.bestSetting { out.key("setting"); out.number(setting) }
        if let model = image.bestModel { out.key("model"); out.string(model) }
        out.close("}")
        if !image.notScored.isEmpty {
            out.key("notScored")
            out.open("[")
            for kind in image.notScored { out.string(kind) }
            out.close("]")
        }
        Self.write(image.boundary, into: &out, keyed: false)
        out.key("settings")
        out.open("[")
        for setting in image.settings {
            out.open("{")
            out.key("setting"); out.number(setting.index)
            out.key("lightOnDark"); out.bool(setting.lightOnDark)
            out.key("pivot"); out.number(setting.pivot)
            out.key("adjustment"); out.number(setting.adjustment)
            out.key("threshold"); out.number(setting.threshold)
            out.key("traced"); out.number(setting.traced)
            out.key("kept"); out.number(setting.kept)
            if let boundary = setting.boundary { out.key("boundary"); Self.write(boundary, into: &out) }
            out.close("}")
        }
        out.close("]")
        out.key("models"); Self.write(image.models, into: &out)
        out.key("baselines"); Self.write(image.baselines, into: &out)
        if !image.drawings.isEmpty { out.key("drawings"); Self.write(image.drawings, into: &out) }
        out.close("}")
    }

    /// `[{"name": "edges", "paths": …, "inkLength": …, "doubledInk": …, "boundary": {…}}, …]`.
    private static func write(_ drawings: [Drawing], into out: inout JSONBuilder) {
        out.open("[")
        for drawing in drawings {
            out.open("{")
            out.key("name"); out.string(drawing.name)
            write(drawing.numbers, into: &out, keyed: false)
            if let boundary = drawing.boundary { out.key("boundary"); write(boundary, into: &out) }
            out.close("}")
        }
        out.close("]")
    }

    /// `[{"name": …, "saliency": {…}, "objects": {…}}, …]`; an own model also has `kind` and,
    /// with parameters, `params` (`{"lr": "0.1", …}`, values as text, as the spec or the folder
    /// wrote them), and an own boundary model `boundary` (precision, recall, F).
    private static func write(_ list: [Scored], into out: inout JSONBuilder) {
        out.open("[")
        for scored in list {
            out.open("{")
            out.key("name"); out.string(scored.name)
            if let kind = scored.kind { out.key("kind"); out.string(kind) }
            if !scored.parameters.isEmpty {
                out.key("params")
                out.open("{")
                for parameter in scored.parameters { out.key(parameter.name); out.string(parameter.value) }
                out.close("}")
            }
            for (key, scores) in scored.families { out.key(key); write(scores, into: &out) }
            out.close("}")
        }
        out.close("]")
    }

    /// Named numbers as an object, or (`keyed: false`) as keys of the object being written.
    private static func write(_ numbers: Numbers, into out: inout JSONBuilder, keyed: Bool = true) {
        if keyed { out.open("{") }
        for (name, value) in numbers {
            out.key(name)
            if name.hasSuffix("Setting") || countNames.contains(name), value.isFinite { out.number(Int(value)) } else { out.number(value) }
        }
        if keyed { out.close("}") }
    }
}
