import LineworkRender
import Plot

/// Parallel coordinates as inline SVG (`svg.parcoords`): one vertical axis per key, one
/// polyline per row, coloured by one axis's value (viridis), emphasised rows drawn thicker. The
/// page script brushes it (`PageAssets`): dragging along an axis keeps the rows of the table
/// named by `data-table` inside the range, fading the others' lines, and counts them in the
/// element named by `data-shown`.
///
/// Each axis is a `g.pc-axis` with `data-key`, `data-min`, `data-max`, `data-top`,
/// `data-bottom` (the value range and its pixel span), holding `rect.pc-hit` and
/// `rect.pc-brush`; lines are `polyline` with `data-row`, the row's `data-row` in the table.
struct ParallelCoordinates {
    /// One row: its values in the axes' order (NaN leaves a gap in the line).
    struct Line {
        var row: Int
        var values: [Double]
        var title: String
        var emphasised: Bool
    }

    /// The axes' keys, in order: their titles, and the table columns' `data-key`.
    let keys: [String]
    /// The key whose value colours the lines.
    let colour: String
    let lines: [Line]
    /// The ids of the table the brushes filter and of the count of rows shown.
    let table: String
    let shown: String
    /// The chart's accessible name.
    let label: String

    typealias SVG = ChartMarks.SVG

    /// Geometry, in SVG units: the axes' spacing, the least margins left and right of the first
    /// and last axes (widened for a long title, `titleMargin`), and the plot's top and height.
    private let gap = 110.0, minimumLeft = 40.0, minimumRight = 64.0, top = 30.0, plotHeight = 180.0

    /// The margin a title centred on an axis needs beside it: half its width at the titles'
    /// 13 px bold, estimated at 8 px a character (generous for this font), plus 8 px. A fixed
    /// 40 px clipped "lightOnDark", the first axis when the grid has both polarities.
    private static func titleMargin(_ title: String) -> Double { Double(title.count) * 4 + 8 }

    var node: Node<HTML.BodyContext> {
        let left = max(minimumLeft, Self.titleMargin(keys.first ?? ""))
        let right = max(minimumRight, Self.titleMargin(keys.last ?? ""))
        let width = Int(left + right + gap * Double(max(0, keys.count - 1))), height = Int(top + plotHeight + 24)
        let ranges = keys.indices.map { k -> (Double, Double) in
            let finite = lines.map { $0.values[k] }.filter(\.isFinite)
            return (finite.min() ?? 0, finite.max() ?? 0)
        }
        func y(_ v: Double, _ k: Int) -> Double {
            let (low, high) = ranges[k]
            return high > low ? top + plotHeight * (1 - (v - low) / (high - low)) : top + plotHeight / 2
        }
        let colourIndex = keys.firstIndex(of: colour) ?? max(0, keys.count - 1)
        var marks: [Node<SVG>] = []
        for line in lines {
            let points = keys.indices.compactMap { k -> String? in
                let v = line.values[k]
                return v.isFinite ? "\(left + gap * Double(k)),\(ChartMarks.rounded(y(v, k)))" : nil
            }
            let (low, high) = ranges.isEmpty ? (0, 0) : ranges[colourIndex]
            let t = high > low ? (line.values[colourIndex] - low) / (high - low) : 0.5
            marks.append(.element(named: "polyline", nodes: [
                .attribute(named: "data-row", value: "\(line.row)"),
                .attribute(named: "points", value: points.joined(separator: " ")),
                .attribute(named: "fill", value: "none"),
                .attribute(named: "stroke", value: t.isFinite ? ChartMarks.hex(ColorMap.viridis.color(at: t)) : "#999"),
                .attribute(named: "stroke-width", value: line.emphasised ? "2.5" : "1.2"),
                .element(named: "title", text: line.title),
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
                ChartMarks.label(key, x: x, y: top - 14, anchor: "middle", className: "ct"),
                ChartMarks.label(ChartMarks.tick(high), x: x + 4, y: top + 4, anchor: "start", className: "cv"),
                ChartMarks.label(ChartMarks.tick(low), x: x + 4, y: top + plotHeight + 4, anchor: "start", className: "cv"),
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
            .attribute(named: "data-table", value: table), .attribute(named: "data-shown", value: shown),
            .attribute(named: "width", value: "\(width)"), .attribute(named: "height", value: "\(height)"),
            .attribute(named: "viewBox", value: "0 0 \(width) \(height)"),
            .attribute(named: "role", value: "img"),
            .attribute(named: "aria-label", value: label),
        ] + marks)
    }
}
