import LineworkCore
import LineworkEvaluation
import LineworkExperiment
import Plot

/// The overview's table of every image, one row each, that the reader sorts (a header click),
/// filters (by name, by a range of any column, by a marked subset) and follows to an image's
/// section. It is what makes a 1,000-image page usable: the sections below load one by one
/// (`ReportPlan.SectionLoading.lazy`), the index is there at once.
///
/// Columns: a mark box, the image's name (a link to `#image-N`), with boundary truth the F at
/// the ODS setting and the image's best F, a column per model for each score family (its value
/// of the metric picked above the table; the family's lead metric, NSS or max F, at first) and,
/// with boundary truth, each drawing's F. Every value is one of `results.json`'s.
///
/// The page script finds the parts by these names: `table#image-index` (rows carry
/// `data-image`, model cells `data-family` and `data-model`), `#index-scores` (a JSON
/// `{"<family>": {"metrics": [...], "rows": [[[value per metric] per model] per image]}}` the
/// metric pickers read, null for no value), `select.index-metric[data-family]`,
/// `#index-name`, `#index-subset`, `#index-column`, `#index-min`, `#index-max`,
/// `#index-shown`, `#index-mark-shown` and `#index-clear-marks`.
struct ImageIndex {
    let plan: ReportPlan
    let results: [ImageResult]
    let summary: ReportSummary

    /// A numeric column: its header, and its value per image.
    private struct Column {
        var header: String
        var family: ScoreFamily? = nil
        var model: String? = nil
        var values: [Double]
    }

    /// The families with ground truth, each with the models that have its scores.
    private var families: [(family: ScoreFamily, models: [String])] {
        ScoreFamily.allCases.compactMap { family in
            let models = summary.means(family).models.map(\.name)
            return models.isEmpty ? nil : (family, models)
        }
    }

    private var columns: [Column] {
        var columns: [Column] = []
        if let boundary = summary.boundary {
            columns.append(Column(header: "F at ODS", values: results.map {
                $0.settings.indices.contains(boundary.odsSetting) ? $0.settings[boundary.odsSetting].boundary?.f ?? .nan : .nan
            }))
            columns.append(Column(header: "best F", values: results.map { result in
                result.settings.compactMap { $0.boundary?.f }.max() ?? .nan
            }))
        }
        for (family, models) in families {
            for model in models {
                columns.append(Column(header: model, family: family, model: model,
                                      values: results.map { family.score(of: model, family.lead, in: $0) }))
            }
        }
        let drawings = results.first?.drawings.map(\.lines) ?? []
        for (k, lines) in drawings.enumerated() where results.contains(where: { $0.drawings.indices.contains(k) && $0.drawings[k].boundary != nil }) {
            columns.append(Column(header: "F draw:\(lines)", values: results.map { result in
                result.drawings.indices.contains(k) ? result.drawings[k].boundary?.f ?? .nan : .nan
            }))
        }
        return columns
    }

    /// `<section id="image-index">`: the pickers, the filters and the table.
    var node: Node<HTML.BodyContext> {
        let columns = self.columns
        return .section(
            .id("images"),
            .h2(.text("Images (\(results.count))")),
            .p(.class("muted"), .text("Click a header to sort, a name to open the image's section. Filter by name, by a "
                + "range of one column, or by the images you mark.")),
            .div(.class("index-controls"),
                 .forEach(families) { family, _ in
                     Self.picker(family == .saliency ? "Saliency score" : "Object score",
                                 [("class", "index-metric"), ("data-family", family.key)],
                                 options: family.metrics.map { ($0, ScoreFamily.label($0)) }, chosen: family.lead)
                 },
                 Self.element("label", [], [.text("Name "), Self.element("input", [("type", "search"), ("id", "index-name"),
                                                                                  ("placeholder", "part of a name")], [])]),
                 Self.picker("Show", [("id", "index-subset")],
                             options: [("all", "all images"), ("marked", "marked only"), ("unmarked", "unmarked only")],
                             chosen: "all"),
                 .if(!columns.isEmpty, .group(
                     Self.picker("where", [("id", "index-column")],
                                 options: [("", "any column")] + columns.enumerated().map { k, column in
                                     ("\(k + 2)", column.family.map { "\(column.header) (\($0.key))" } ?? column.header)
                                 }, chosen: ""),
                     .text(" from "), Self.element("input", [("type", "number"), ("id", "index-min"), ("step", "any")], []),
                     .text(" to "), Self.element("input", [("type", "number"), ("id", "index-max"), ("step", "any")], []))),
                 Self.element("button", [("type", "button"), ("id", "index-mark-shown")], [.text("mark shown")]),
                 Self.element("button", [("type", "button"), ("id", "index-clear-marks")], [.text("clear marks")]),
                 .span(.class("muted"), " shown: ", .span(.id("index-shown"), .text("\(results.count) of \(results.count)")))),
            .table(
                .class("sortable"), .id("image-index"),
                .thead(.tr(.th(.attribute(named: "title", value: "mark")), .th("Image"),
                           .forEach(columns) { column in
                               .th(.unwrap(column.family) { .data(named: "family", value: $0.key) },
                                   .unwrap(column.model) { .data(named: "model", value: $0) },
                                   .text(column.family.map { "\(column.header) \(ScoreFamily.label($0.lead))" } ?? column.header))
                           })),
                .tbody(.forEach(results.enumerated()) { i, result in
                    .tr(.data(named: "image", value: "\(i)"),
                        .td(.raw("<input type=\"checkbox\" class=\"mark\" aria-label=\"mark\">")),
                        .td(.a(.href("#image-\(i)"), .text(result.name))),
                        .forEach(columns) { column in
                            .td(.unwrap(column.family) { .data(named: "family", value: $0.key) },
                                .unwrap(column.model) { .data(named: "model", value: $0) },
                                .data(named: "v", value: "\(column.values[i])"),
                                .text(HTMLText.score(column.values[i])))
                        })
                })),
            .raw("<script type=\"application/json\" id=\"index-scores\">" + scoresJSON + "</script>"))
    }

    /// `<NAME attributes…>children</NAME>`, for the form elements Plot types too narrowly.
    private static func element(_ name: String, _ attributes: [(String, String)],
                                _ children: [Node<HTML.BodyContext>]) -> Node<HTML.BodyContext> {
        .element(named: name, nodes: attributes.map { .attribute(named: $0.0, value: $0.1) } + children)
    }

    /// A labelled `<select>` of `options` (value, label), `chosen` selected.
    private static func picker(_ label: String, _ attributes: [(String, String)], options: [(String, String)],
                               chosen: String) -> Node<HTML.BodyContext> {
        element("label", [], [.text(label + " "), element("select", attributes, options.map { value, text in
            element("option", [("value", value)] + (value == chosen ? [("selected", "selected")] : []), [.text(text)])
        })])
    }

    /// Every model's every metric per image, for the metric pickers: JSON with no `<`, so it
    /// cannot end its `<script>` element.
    private var scoresJSON: String {
        var out = JSONBuilder()
        out.open("{")
        for (family, models) in families {
            out.key(family.key)
            out.open("{")
            out.key("metrics")
            out.open("[")
            for metric in family.metrics { out.string(metric) }
            out.close("]")
            out.key("rows")
            out.open("[")
            for result in results {
                out.open("[")
                for model in models {
                    out.open("[")
                    for metric in family.metrics {
                        out.number(family.score(of: model, metric, in: result))
                    }
                    out.close("]")
                }
                out.close("]")
            }
            out.close("]")
            out.close("}")
        }
        out.close("}")
        return String(out.text.dropLast()).replacingOccurrences(of: "<", with: "\\u003c")
    }
}
