import LineworkRender

/// A heat-map chart of one score over the pivot × adjustment grid, as inline SVG.
///
/// Layout: pivots down the rows (ascending from the top, as the sweep's pivot-major order and
/// the settings table read), adjustments along the columns (ascending to the right). Each cell
/// is coloured by viridis over the chart's own min…max (a constant chart is mid-scale) and
/// carries its value; the best cell (largest value) is outlined. Undefined values are gray.
struct HeatmapChart {
    var title: String
    var pivots: [Double]
    var adjustments: [Double]
    /// `values[p * adjustments.count + a]`, in sweep order.
    var values: [Double]
    /// Whether the values are counts (printed without decimals).
    var integers: Bool

    /// Cell size and margins in SVG user units (pixels at 100 %).
    private let cell = (width: 44.0, height: 26.0)
    private let left = 52.0, top = 34.0, bottom = 34.0

    var svg: String {
        // Wide enough for the title too (about 8.5 units per character at 13 px).
        let width = max(left + Double(adjustments.count) * cell.width + 12, left + Double(title.count) * 8.5)
        let height = top + Double(pivots.count) * cell.height + bottom
        let finite = values.filter(\.isFinite)
        let low = finite.min() ?? 0, high = finite.max() ?? 0
        let best = values.indices.filter { values[$0].isFinite }.max { values[$0] < values[$1] }
        var out = "<svg class=\"chart\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
            + "viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"\(HTMLText.escape(title))\">"
        out += "<text x=\"\(left)\" y=\"14\" class=\"ct\">\(HTMLText.escape(title))</text>"
        for (p, pivot) in pivots.enumerated() {
            let y = top + Double(p) * cell.height
            out += "<text x=\"\(left - 6)\" y=\"\(y + cell.height / 2 + 4)\" text-anchor=\"end\">\(HTMLText.setting(pivot))</text>"
            for (a, _) in adjustments.enumerated() {
                let i = p * adjustments.count + a
                let value = i < values.count ? values[i] : .nan
                let x = left + Double(a) * cell.width
                let t = high > low ? (value - low) / (high - low) : 0.5
                let fill = value.isFinite ? Self.hex(ColorMap.viridis.color(at: t)) : "#ccc"
                let stroke = i == best ? " stroke=\"#e0115f\" stroke-width=\"3\"" : ""
                out += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(cell.width - 1)\" height=\"\(cell.height - 1)\" fill=\"\(fill)\"\(stroke)>"
                out += "<title>pivot \(HTMLText.setting(pivots[p])), adjustment \(HTMLText.setting(adjustments[a])): \(label(value))</title></rect>"
                let ink = value.isFinite && t > 0.6 ? "#000" : "#fff"
                out += "<text x=\"\(x + cell.width / 2)\" y=\"\(y + cell.height / 2 + 4)\" text-anchor=\"middle\" fill=\"\(ink)\" class=\"cv\">\(label(value))</text>"
            }
        }
        let axisY = top + Double(pivots.count) * cell.height
        for (a, adjustment) in adjustments.enumerated() {
            let x = left + Double(a) * cell.width + cell.width / 2
            out += "<text x=\"\(x)\" y=\"\(axisY + 14)\" text-anchor=\"middle\">\(HTMLText.setting(adjustment))</text>"
        }
        out += "<text x=\"\(left)\" y=\"\(axisY + 30)\" class=\"ax\">adjustment →</text>"
        out += "<text x=\"4\" y=\"\(top - 6)\" class=\"ax\">pivot ↓</text>"
        return out + "</svg>"
    }

    private func label(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        if integers && value == value.rounded() { return "\(Int(value))" }
        return integers ? String(format: "%.1f", value) : String(format: "%.2f", value)
    }

    static func hex(_ color: Color) -> String {
        func byte(_ v: Double) -> String {
            let text = String(Int((min(max(v, 0), 1) * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }
}
