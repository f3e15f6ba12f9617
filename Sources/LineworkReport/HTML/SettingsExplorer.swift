import Foundation
import LineworkExperiment
import LineworkRender
import Plot

/// `<section id="settings">`: the grid over the whole dataset, in the views researchers reach
/// for when tuning (all offline, drawn as inline SVG; the page script adds the interaction).
///
/// - Parallel coordinates (`svg.parcoords`): one axis per knob and score, one line per setting
///   (coloured by F with boundary truth, else by contours kept). Dragging along an axis brushes
///   a range; the settings table then shows only the settings inside every brush, and the
///   others' lines fade. Double-clicking an axis clears its brush. The brushes are kept in the
///   page's address as `#brush=KEY:LOW:HIGH,…` (keys as in `results.json`: `pivot`,
///   `adjustment`, `traced`, `kept`, `precision`, `recall`, `F`, and `lightOnDark`, 0 or 1,
///   when the spec compares polarities), so a filtered view can be
///   linked; opening such an address applies them.
/// - The settings table (`#settings-table`): per setting its mean counts and the dataset's P,
///   R and F, and whether it is on the Pareto front.
/// - Parameter importance (`#importance`): the share of each score's variance explained by
///   the pivot, by the adjustment and by neither alone (`ParameterImportance`).
/// - With boundary truth, the Pareto front of F against contours traced (`svg.pareto`).
///
/// The script finds the parts by these names: each axis is a `g.pc-axis` with `data-key`,
/// `data-min`, `data-max`, `data-top`, `data-bottom` (the value range and its pixel span),
/// holding `rect.pc-hit` and `rect.pc-brush`; lines are `polyline` with `data-row`; table rows
/// carry `data-row` and their cells `data-v`; `#settings-shown` counts the rows shown.
struct SettingsExplorer {
    let overview: SettingsOverview

    typealias SVG = ChartMarks.SVG

    var node: Node<HTML.BodyContext> {
        let keys = (comparesPolarity ? ["lightOnDark"] : []) + ["pivot", "adjustment"] + overview.scoreKeys
        let count = overview.rows.count
        return .section(
            .id("settings"),
            .h2("Settings over the dataset"),
            .p(.class("muted"), .text("Drag along an axis to keep only the settings in that range (several axes combine); "
                + "double-click an axis to clear it. The brushes are kept in the address (#brush=F:0.8:1) so the view can be linked.")),
            parallelCoordinates(keys),
            .p(.span(.id("settings-shown"), .text("\(count) of \(count)")), " settings shown"),
            table(keys),
            importanceTable(),
            .unwrap(paretoChart(), { $0 }))
    }

    /// Whether the grid has both polarities: then `lightOnDark` (0 or 1) is an axis and a column.
    private var comparesPolarity: Bool { Set(overview.rows.map(\.lightOnDark)).count > 1 }

    private func value(_ row: SettingsOverview.Row, _ key: String) -> Double {
        switch key {
        case "lightOnDark": return row.lightOnDark ? 1 : 0
        case "pivot": return row.pivot
        case "adjustment": return row.adjustment
        default: return row.scores.first { $0.name == key }?.value ?? .nan
        }
    }

    /// A setting as the tooltips name it: "pivot 0.30, adjustment 1.50", after its polarity
    /// when the grid has both.
    private func name(_ row: SettingsOverview.Row) -> String {
        (comparesPolarity ? ReportPlan.polarityName(row.lightOnDark) + ", " : "")
            + "pivot \(ReportPlan.gridValue(row.pivot)), adjustment \(ReportPlan.gridValue(row.adjustment))"
    }

    /// A column's name on the page: the score's chart label, or the knob's key.
    private func label(_ key: String) -> String {
        ChartScore(rawValue: key)?.label ?? key
    }

    private func parallelCoordinates(_ keys: [String]) -> Node<HTML.BodyContext> {
        ParallelCoordinates(
            keys: keys, colour: overview.scoreKeys.contains("F") ? "F" : "kept",
            lines: overview.rows.map { row in
                .init(row: row.index, values: keys.map { value(row, $0) }, title: "#\(row.index): \(name(row))", emphasised: row.pareto)
            },
            table: "settings-table", shown: "settings-shown", label: "parallel coordinates of the settings").node
    }

    private func table(_ keys: [String]) -> Node<HTML.BodyContext> {
        .table(
            .class("sortable"), .id("settings-table"),
            .thead(.tr(.th("#"), .forEach(keys) { key in .th(.data(named: "key", value: key), .text(label(key))) },
                       .if(overview.scoreKeys.contains("F"), .th("Pareto (F vs traced)")))),
            .tbody(.forEach(overview.rows) { row in
                .tr(.data(named: "row", value: "\(row.index)"), .if(row.pareto, .class("front")),
                    .td(.data(named: "v", value: "\(row.index)"), .text("\(row.index)")),
                    .forEach(keys) { key in
                        let v = value(row, key)
                        return .td(.data(named: "v", value: "\(v)"),
                                   .text(key == "lightOnDark" ? ReportPlan.polarityName(v == 1)
                                       : key == "pivot" || key == "adjustment" ? ReportPlan.gridValue(v) : HTMLText.score(v)))
                    },
                    .if(overview.scoreKeys.contains("F"), .td(.text(row.pareto ? "✓" : ""))))
            }))
    }

    private func importanceTable() -> Node<HTML.BodyContext> {
        guard !overview.importance.isEmpty else { return .empty }
        return .group(
            .h3("Parameter importance"),
            .table(
                .id("importance"),
                .thead(.tr(.th("Score"), .if(comparesPolarity, .th("polarity")), .th("pivot"), .th("adjustment"),
                           .th("interaction"))),
                .tbody(.forEach(overview.importance) { key, shares in
                    .tr(.td(.text(label(key))),
                        .unwrap(shares.polarity) { .td(.text(HTMLText.score($0))) },
                        .td(.text(HTMLText.score(shares.pivot))), .td(.text(HTMLText.score(shares.adjustment))),
                        .td(.text(HTMLText.score(shares.interaction))))
                })),
            .p(.class("muted"), .text("The share of each score's variance over the grid that each knob explains alone "
                + "(η² of its main effect); interaction: the rest, which only the two together explain.")))
    }

    /// F (up) against contours traced (right), every setting a dot, the front joined and outlined.
    private func paretoChart() -> Node<HTML.BodyContext>? {
        guard overview.scoreKeys.contains("F") else { return nil }
        let points = overview.rows.map { (row: $0, x: value($0, "traced"), y: value($0, "F")) }
            .filter { $0.x.isFinite && $0.y.isFinite }
        guard !points.isEmpty else { return nil }
        let width = 420.0, height = 270.0, l = 50.0, r = 16.0, t = 26.0, b = 36.0
        let xs = points.map(\.x), ys = points.map(\.y)
        let (x0, x1) = (xs.min()!, xs.max()!), (y0, y1) = (ys.min()!, ys.max()!)
        func px(_ v: Double) -> Double { x1 > x0 ? l + (width - l - r) * (v - x0) / (x1 - x0) : (l + width - r) / 2 }
        func py(_ v: Double) -> Double { y1 > y0 ? height - b - (height - t - b) * (v - y0) / (y1 - y0) : (t + height - b) / 2 }
        var marks: [Node<SVG>] = [ChartMarks.line(l, height - b, width - r, height - b), ChartMarks.line(l, t, l, height - b),
                                  ChartMarks.label("contours traced (mean) →", x: l, y: height - 6, anchor: "start", className: "ax"),
                                  ChartMarks.label("F ↑", x: l, y: 12, anchor: "middle", className: "ax"),
                                  ChartMarks.label(ChartMarks.tick(x0), x: l, y: height - b + 14, anchor: "middle", className: "cv"),
                                  ChartMarks.label(ChartMarks.tick(x1), x: width - r, y: height - b + 14, anchor: "end", className: "cv"),
                                  ChartMarks.label(ChartMarks.tick(y0), x: l - 4, y: height - b, anchor: "end", className: "cv"),
                                  ChartMarks.label(ChartMarks.tick(y1), x: l - 4, y: t + 8, anchor: "end", className: "cv")]
        let front = points.filter(\.row.pareto).sorted { $0.x < $1.x }
        marks.append(.element(named: "polyline", nodes: [
            .attribute(named: "points", value: front.map { "\(ChartMarks.rounded(px($0.x))),\(ChartMarks.rounded(py($0.y)))" }.joined(separator: " ")),
            .attribute(named: "fill", value: "none"), .attribute(named: "stroke", value: "#e0115f"),
            .attribute(named: "stroke-width", value: "1.5")]))
        for point in points {
            marks.append(.element(named: "circle", nodes: [
                .attribute(named: "cx", value: "\(ChartMarks.rounded(px(point.x)))"), .attribute(named: "cy", value: "\(ChartMarks.rounded(py(point.y)))"),
                .attribute(named: "r", value: point.row.pareto ? "4.5" : "3"),
                .attribute(named: "fill", value: point.row.pareto ? "#e0115f" : "#8a8a8a"),
                .element(named: "title", text: "#\(point.row.index): \(name(point.row)): F \(HTMLText.score(point.y)), "
                    + "\(ChartMarks.tick(point.x)) contours traced"),
            ]))
        }
        let choices = overview.scoreKeys
        func picker(_ id: String, _ chosen: String) -> Node<HTML.BodyContext> {
            .element(named: "select", nodes: [.attribute(named: "id", value: id)]
                + choices.map { key in
                    .element(named: "option", nodes: [.attribute(named: "value", value: key)]
                        + (key == chosen ? [.attribute(named: "selected", value: "selected")] : []) + [.text(label(key))])
                })
        }
        return .group(
            .h3(.id("pareto-title"), .text("Pareto front: F against contours traced")),
            .p(.class("pareto-axes"), .text("Across: "), picker("pareto-x", "traced"), .text(" Up: "), picker("pareto-y", "F")),
            .element(named: "svg", nodes: [
                .attribute(named: "class", value: "pareto"),
                .attribute(named: "data-x", value: "traced"), .attribute(named: "data-y", value: "F"),
                .attribute(named: "width", value: "\(Int(width))"), .attribute(named: "height", value: "\(Int(height))"),
                .attribute(named: "viewBox", value: "0 0 \(Int(width)) \(Int(height))"),
                .attribute(named: "role", value: "img"), .attribute(named: "aria-label", value: "Pareto front"),
            ] + marks),
            .p(.class("muted"), .text("A setting is on the front (red, ✓ in the table) when no other setting has an F at "
                + "least as high with no more contours traced. Pick other axes above (precision, recall and F are better "
                + "higher, contours traced and kept better fewer; the table's ✓ stays F against traced); "
                + "#pareto=recall:precision in the address picks them on opening. Hover a dot for its setting.")))
    }
}
