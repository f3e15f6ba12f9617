import LineworkExperiment
import Plot

/// `<section id="tuning">`: each own model tuned over its own parameters (`ModelTuning`: a
/// `models:` entry whose folders carry parameters), in the settings explorer's views —
/// parallel coordinates with one axis per parameter and per score (brushing filters the table
/// below it), the table of models with the best per score outlined, and each parameter's share
/// of each score's variance.
struct ModelTuningSection {
    let tunings: [ModelTuning]

    var node: Node<HTML.BodyContext> {
        guard !tunings.isEmpty else { return .empty }
        return .section(
            .id("tuning"),
            .h2("Own models over their parameters"),
            .p(.class("muted"), .text("Each models: entry whose folders carry parameters, one line per folder. Drag along an "
                + "axis to keep only the models in that range; double-click an axis to clear it. Scores are the dataset's "
                + "means (boundary: from counts summed over the images).")),
            .forEach(tunings.enumerated()) { t, tuning in block(t, tuning) })
    }

    private func block(_ t: Int, _ tuning: ModelTuning) -> Node<HTML.BodyContext> {
        let table = "tuning-\(t)-table", shown = "tuning-\(t)-shown"
        let keys = tuning.parameters + tuning.scoreKeys
        let lead = ModelTuning.lead(tuning.kind)
        let leadIndex = tuning.scoreKeys.firstIndex(of: lead)
        let bestLead = leadIndex.flatMap(tuning.best)
        let best = tuning.scoreKeys.indices.map(tuning.best)
        let front = Set(tuning.paretoFront)
        let categorical = tuning.parameters.indices.compactMap { p in
            tuning.levels[p].map { "\(tuning.parameters[p]): " + $0.enumerated().map { "\($0) = \($1)" }.joined(separator: ", ") }
        }
        return .group(
            .h3(.text("\(tuning.entry) (\(tuning.kind.rawValue), \(tuning.rows.count) settings of "
                + tuning.parameters.joined(separator: " × ") + ")")),
            ParallelCoordinates(
                keys: keys, colour: lead,
                lines: tuning.rows.enumerated().map { r, row in
                    .init(row: r, values: row.values + row.scores, title: row.name, emphasised: r == bestLead)
                },
                table: table, shown: shown, label: "parallel coordinates of \(tuning.entry)'s parameters").node,
            .if(!categorical.isEmpty, .p(.class("muted"), .text("Axes of text values: " + categorical.joined(separator: "; ")))),
            .p(.span(.id(shown), .text("\(tuning.rows.count) of \(tuning.rows.count)")), " models shown"),
            .table(
                .class("sortable"), .id(table),
                .thead(.tr(.th("#"), .th("Model"), .th("Pareto"), .forEach(keys) { key in
                    .th(.data(named: "key", value: key), .text(ScoreFamily.label(key)
                        + (tuning.scoreKeys.contains(key) ? (MetricScores.higherIsBetter(key) ? " ↑" : " ↓") : "")))
                })),
                .tbody(.forEach(tuning.rows.enumerated()) { r, row in
                    .tr(.data(named: "row", value: "\(r)"), .if(r == bestLead, .class("front")),
                        .td(.data(named: "v", value: "\(r)"), .text("\(r)")),
                        .td(.text(row.name)),
                        .td(.data(named: "v", value: front.contains(r) ? "1" : "0"), .text(front.contains(r) ? "yes" : "—")),
                        .forEach(tuning.parameters.indices) { p in
                            .td(.data(named: "v", value: "\(row.values[p])"), .text(row.texts[p]))
                        },
                        .forEach(tuning.scoreKeys.indices) { k in
                            .td(.if(best[k] == r, .class("best")), .data(named: "v", value: "\(row.scores[k])"),
                                .text(HTMLText.score(row.scores[k])))
                        })
                })),
            .p(.class("muted"), .text("Outlined: the best model per score; the thick line and the highlighted row: the best "
                + "by \(ScoreFamily.label(lead))" + (bestLead.map { ", \(tuning.rows[$0].name)" } ?? "") + ". Pareto: "
                + "\(front.count) of \(tuning.rows.count) models are on the Pareto front of these scores (no other model is at "
                + "least as good on every score and better on one); the others are beaten outright.")),
            .if(!tuning.importance.isEmpty, .group(
                .h4("Parameter importance"),
                .table(
                    .id("tuning-\(t)-importance"),
                    .thead(.tr(.th("Score"), .forEach(tuning.parameters) { .th(.text($0)) }, .th("interaction"))),
                    .tbody(.forEach(tuning.importance) { key, shares, interaction in
                        .tr(.td(.text(ScoreFamily.label(key))), .forEach(shares) { .td(.text(HTMLText.score($0))) },
                            .td(.text(HTMLText.score(interaction))))
                    })),
                .p(.class("muted"), .text("The share of each score's variance over the models that each parameter explains "
                    + "alone (η² of its main effect); interaction: the rest. On a full grid of parameters the shares add up "
                    + "with the interaction to 1.")))))
    }
}
