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

    /// Geometry of the parallel coordinates, in SVG units: the axes' spacing, the least margins
    /// left and right of the first and last axes (widened for a long title, `titleMargin`), and
    /// the plot's top and height.
    private let gap = 110.0, minimumLeft = 40.0, minimumRight = 64.0, top = 30.0, plotHeight = 180.0

    /// The margin a title centred on an axis needs beside it: half its width at the titles'
    /// 13 px bold, estimated at 8 px a character (generous for this font), plus 8 px. A fixed
    /// 40 px clipped "lightOnDark", the first axis when the grid has both polarities.
    private static func titleMargin(_ title: String) -> Double { Double(title.count) * 4 + 8 }

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
        let left = max(minimumLeft, Self.titleMargin(keys.first ?? ""))
        let right = max(minimumRight, Self.titleMargin(keys.last ?? ""))
        let width = Int(left + right + gap * Double(keys.count - 1)), height = Int(top + plotHeight + 24)
        let ranges = keys.map { key -> (Double, Double) in
            let finite = overview.rows.map { value($0, key) }.filter(\.isFinite)
            return (finite.min() ?? 0, finite.max() ?? 0)
        }
        func y(_ v: Double, _ k: Int) -> Double {
            let (low, high) = ranges[k]
            return high > low ? top + plotHeight * (1 - (v - low) / (high - low)) : top + plotHeight / 2
        }
        let colourKey = overview.scoreKeys.contains("F") ? "F" : "kept"
        let colourIndex = keys.firstIndex(of: colourKey)!
        var marks: [Node<SVG>] = []
        for row in overview.rows {
            let points = keys.indices.compactMap { k -> String? in
                let v = value(row, keys[k])
                return v.isFinite ? "\(left + gap * Double(k)),\(Self.rounded(y(v, k)))" : nil
            }
            let (low, high) = ranges[colourIndex]
            let t = high > low ? (value(row, colourKey) - low) / (high - low) : 0.5
            marks.append(.element(named: "polyline", nodes: [
                .attribute(named: "data-row", value: "\(row.index)"),
                .attribute(named: "points", value: points.joined(separator: " ")),
                .attribute(named: "fill", value: "none"),
                .attribute(named: "stroke", value: t.isFinite ? ChartMarks.hex(ColorMap.viridis.color(at: t)) : "#999"),
                .attribute(named: "stroke-width", value: row.pareto ? "2.5" : "1.2"),
                .element(named: "title", text: "#\(row.index): \(name(row))"),
            ]))
        }
        for (k, key) in keys.enumerated() {
            let x = left + gap * Double(k)
            let (low, high) = ranges[k]
            marks.append(.element(named: "g", nodes: [
                .attribute(named: "class", value: "pc-axis"), .attribute(named: "data-key", value: key),
                .attribute(named: "data-min", value: "\(low)"), .attribute(named: "data-max", value: "\(high)"),
                .attribute(named: "data-top", value: "\(top)"), .attribute(named: "data-bottom", value: "\(top + plotHeight)"),
                ChartMarks.line(x, top, x, top + plotHeight),
                text(key, x: x, y: top - 14, anchor: "middle", className: "ct"),
                text(Self.tick(high), x: x + 4, y: top + 4, anchor: "start", className: "cv"),
                text(Self.tick(low), x: x + 4, y: top + plotHeight + 4, anchor: "start", className: "cv"),
                .element(named: "rect", nodes: [
                    .attribute(named: "class", value: "pc-brush"), .attribute(named: "x", value: "\(x - 7)"),
                    .attribute(named: "y", value: "\(top)"), .attribute(named: "width", value: "14"),
                    .attribute(named: "height", value: "0")]),
                .element(named: "rect", nodes: [
                    .attribute(named: "class", value: "pc-hit"), .attribute(named: "x", value: "\(x - 12)"),
                    .attribute(named: "y", value: "\(top - 4)"), .attribute(named: "width", value: "24"),
                    .attribute(named: "height", value: "\(plotHeight + 8)")]),
            ]))
        }
        return .element(named: "svg", nodes: [
            .attribute(named: "class", value: "parcoords"),
            .attribute(named: "width", value: "\(width)"), .attribute(named: "height", value: "\(height)"),
            .attribute(named: "viewBox", value: "0 0 \(width) \(height)"),
            .attribute(named: "role", value: "img"),
            .attribute(named: "aria-label", value: "parallel coordinates of the settings"),
        ] + marks)
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
                                  text("contours traced (mean) →", x: l, y: height - 6, anchor: "start", className: "ax"),
                                  text("F ↑", x: l, y: 12, anchor: "middle", className: "ax"),
                                  text(Self.tick(x0), x: l, y: height - b + 14, anchor: "middle", className: "cv"),
                                  text(Self.tick(x1), x: width - r, y: height - b + 14, anchor: "end", className: "cv"),
                                  text(Self.tick(y0), x: l - 4, y: height - b, anchor: "end", className: "cv"),
                                  text(Self.tick(y1), x: l - 4, y: t + 8, anchor: "end", className: "cv")]
        let front = points.filter(\.row.pareto).sorted { $0.x < $1.x }
        marks.append(.element(named: "polyline", nodes: [
            .attribute(named: "points", value: front.map { "\(Self.rounded(px($0.x))),\(Self.rounded(py($0.y)))" }.joined(separator: " ")),
            .attribute(named: "fill", value: "none"), .attribute(named: "stroke", value: "#e0115f"),
            .attribute(named: "stroke-width", value: "1.5")]))
        for point in points {
            marks.append(.element(named: "circle", nodes: [
                .attribute(named: "cx", value: "\(Self.rounded(px(point.x)))"), .attribute(named: "cy", value: "\(Self.rounded(py(point.y)))"),
                .attribute(named: "r", value: point.row.pareto ? "4.5" : "3"),
                .attribute(named: "fill", value: point.row.pareto ? "#e0115f" : "#8a8a8a"),
                .element(named: "title", text: "#\(point.row.index): \(name(point.row)): F \(HTMLText.score(point.y)), "
                    + "\(Self.tick(point.x)) contours traced"),
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

    /// A `ChartMarks.text` at coordinates rounded by `rounded`, anchored and classed.
    private func text(_ content: String, x: Double, y: Double, anchor: String, className: String) -> Node<SVG> {
        ChartMarks.text(content, x: Self.rounded(x), y: Self.rounded(y),
                        .attribute(named: "text-anchor", value: anchor), .attribute(named: "class", value: className))
    }

    /// An axis label: whole numbers without decimals, others with up to three.
    private static func tick(_ v: Double) -> String {
        guard v.isFinite else { return "—" }
        return v == v.rounded() && abs(v) < 1e9 ? "\(Int(v))" : String(format: "%.3f", v)
    }

    /// Coordinates to 0.01 of a unit, so the page's text stays short.
    private static func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }
}
