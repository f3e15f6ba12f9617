import LineworkExperiment
import LineworkRender
import Plot

/// A heat-map chart of one score over the pivot × adjustment grid, as inline SVG.
///
/// Layout: pivots down the rows (ascending from the top, as the sweep's pivot-major order and
/// the settings table read), adjustments along the columns (ascending to the right). Each cell
/// is coloured by viridis over the chart's own min…max (a constant chart is mid-scale) and
/// carries its value; the best cell (largest value) is outlined. Undefined values are gray.
///
/// Plot has no SVG vocabulary, so the chart is made of Plot's generic named elements and
/// attributes in their own context, `SVG`, where no HTML element can be placed.
struct HeatmapChart {
    /// Shown above the chart and as its `aria-label`. Plot writes attribute values verbatim,
    /// so this is a fixed label (a `ChartScore`'s), never user text.
    var title: String
    var pivots: [Double]
    var adjustments: [Double]
    /// `values[p * adjustments.count + a]`, in sweep order.
    var values: [Double]
    /// Whether the values are counts (printed without decimals).
    var integers: Bool

    typealias SVG = ChartMarks.SVG

    /// Cell size and margins in SVG user units (pixels at 100 %).
    private let cell = (width: 44.0, height: 26.0)
    private let left = 52.0, top = 34.0, bottom = 34.0

    /// One chart per polarity of `plan` over `values` (one per `plan.settings`, polarity-major),
    /// each titled with its polarity when the plan compares both.
    static func perPolarity(plan: ReportPlan, title: String, values: [Double], integers: Bool) -> [Node<HTML.BodyContext>] {
        let size = plan.grid.settings.count
        return plan.polarities.enumerated().map { k, lightOnDark in
            HeatmapChart(title: title + (plan.comparesPolarity ? ", " + ReportPlan.polarityName(lightOnDark) : ""),
                         pivots: plan.grid.pivots.values, adjustments: plan.grid.adjustments.values,
                         values: Array(values[min(values.count, k * size)..<min(values.count, (k + 1) * size)]),
                         integers: integers).node
        }
    }

    /// The chart as an inline `<svg class="chart">` element.
    var node: Node<HTML.BodyContext> {
        // Wide enough for the title too (about 8.5 units per character at 13 px).
        let width = Int(max(left + Double(adjustments.count) * cell.width + 12, left + Double(title.count) * 8.5))
        let height = Int(top + Double(pivots.count) * cell.height + bottom)
        let finite = values.filter(\.isFinite)
        let low = finite.min() ?? 0, high = finite.max() ?? 0
        let best = values.indices.filter { values[$0].isFinite }.max { values[$0] < values[$1] }
        var marks: [Node<SVG>] = [ChartMarks.text(title, x: left, y: 14, .attribute(named: "class", value: "ct"))]
        for (p, pivot) in pivots.enumerated() {
            let y = top + Double(p) * cell.height
            marks.append(ChartMarks.text(ReportPlan.gridValue(pivot), x: left - 6, y: y + cell.height / 2 + 4,
                              .attribute(named: "text-anchor", value: "end")))
            for (a, adjustment) in adjustments.enumerated() {
                let i = p * adjustments.count + a
                let value = i < values.count ? values[i] : .nan
                let x = left + Double(a) * cell.width
                let t = high > low ? (value - low) / (high - low) : 0.5
                marks.append(.element(named: "rect", nodes: [
                    .attribute(named: "x", value: "\(x)"), .attribute(named: "y", value: "\(y)"),
                    .attribute(named: "width", value: "\(cell.width - 1)"),
                    .attribute(named: "height", value: "\(cell.height - 1)"),
                    .attribute(named: "fill", value: value.isFinite ? ChartMarks.hex(ColorMap.viridis.color(at: t)) : "#ccc"),
                    .if(i == best, .group(.attribute(named: "stroke", value: "#e0115f"),
                                          .attribute(named: "stroke-width", value: "3"))),
                    .element(named: "title", text: "pivot \(ReportPlan.gridValue(pivot)), "
                        + "adjustment \(ReportPlan.gridValue(adjustment)): \(label(value))"),
                ]))
                marks.append(ChartMarks.text(label(value), x: x + cell.width / 2, y: y + cell.height / 2 + 4,
                                  .attribute(named: "text-anchor", value: "middle"),
                                  .attribute(named: "fill", value: value.isFinite && t > 0.6 ? "#000" : "#fff"),
                                  .attribute(named: "class", value: "cv")))
            }
        }
        let axisY = top + Double(pivots.count) * cell.height
        for (a, adjustment) in adjustments.enumerated() {
            marks.append(ChartMarks.text(ReportPlan.gridValue(adjustment), x: left + Double(a) * cell.width + cell.width / 2, y: axisY + 14,
                              .attribute(named: "text-anchor", value: "middle")))
        }
        marks.append(ChartMarks.text("adjustment →", x: left, y: axisY + 30, .attribute(named: "class", value: "ax")))
        marks.append(ChartMarks.text("pivot ↓", x: 4, y: top - 6, .attribute(named: "class", value: "ax")))
        let attributes: [Node<SVG>] = [
            .attribute(named: "class", value: "chart"),
            .attribute(named: "width", value: "\(width)"), .attribute(named: "height", value: "\(height)"),
            .attribute(named: "viewBox", value: "0 0 \(width) \(height)"),
            .attribute(named: "role", value: "img"), .attribute(named: "aria-label", value: title),
        ]
        return .element(named: "svg", nodes: attributes + marks)
    }

    private func label(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        if integers && value == value.rounded() { return "\(Int(value))" }
        return integers ? String(format: "%.1f", value) : String(format: "%.2f", value)
    }
}
