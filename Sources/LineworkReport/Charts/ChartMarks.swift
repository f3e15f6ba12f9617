import Foundation
import LineworkRender
import Plot

/// The SVG elements the page's inline charts are drawn with (`HeatmapChart`, the settings
/// explorer's parallel coordinates and Pareto front). Plot has no SVG vocabulary, so the charts
/// build elements by name in one context, `SVG`; Plot escapes text content, and attribute values
/// are numbers and fixed names only.
enum ChartMarks {
    /// The context of the charts' SVG elements.
    enum SVG {}

    /// A `<text>` at (`x`, `y`) with further attributes.
    static func text(_ content: String, x: Double, y: Double, _ attributes: Node<SVG>...) -> Node<SVG> {
        .element(named: "text", nodes: [.attribute(named: "x", value: "\(x)"), .attribute(named: "y", value: "\(y)")]
            + attributes + [.text(content)])
    }

    /// A dark gray `<line>` from (x1, y1) to (x2, y2): an axis.
    static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Node<SVG> {
        .element(named: "line", nodes: [
            .attribute(named: "x1", value: "\(x1)"), .attribute(named: "y1", value: "\(y1)"),
            .attribute(named: "x2", value: "\(x2)"), .attribute(named: "y2", value: "\(y2)"),
            .attribute(named: "stroke", value: "#444")])
    }

    /// `#rrggbb` of a colour (components clamped to 0…1).
    static func hex(_ color: Color) -> String {
        func byte(_ v: Double) -> String {
            let text = String(Int((min(max(v, 0), 1) * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    /// A `text` at coordinates rounded by `rounded`, anchored and classed.
    static func label(_ content: String, x: Double, y: Double, anchor: String, className: String) -> Node<SVG> {
        text(content, x: rounded(x), y: rounded(y),
             .attribute(named: "text-anchor", value: anchor), .attribute(named: "class", value: className))
    }

    /// An axis label: whole numbers without decimals, others with up to three.
    static func tick(_ v: Double) -> String {
        guard v.isFinite else { return "—" }
        return v == v.rounded() && abs(v) < 1e9 ? "\(Int(v))" : String(format: "%.3f", v)
    }

    /// The height a legend of `count` entries takes under a chart.
    static func legendHeight(_ count: Int) -> Double { count == 0 ? 0 : Double(count) * 16 + 6 }

    /// The width a legend drawn at `x` needs: its longest text at 11 px (about 6.6 units a
    /// character) after the stroke.
    static func legendWidth(_ texts: [String], x: Double) -> Double {
        x + 22 + Double(texts.map(\.count).max() ?? 0) * 6.6 + 8
    }

    /// A legend inside the chart, one entry a line from `y` down: a short stroke in the entry's
    /// colour and its text, so that a figure cut from the page names its curves.
    static func legend(_ entries: [(colour: String, text: String)], x: Double, y: Double) -> [Node<SVG>] {
        entries.enumerated().flatMap { k, entry -> [Node<SVG>] in
            let baseline = y + 16 * Double(k) + 12
            return [
                .element(named: "line", nodes: [
                    .attribute(named: "x1", value: "\(x)"), .attribute(named: "y1", value: "\(baseline - 4)"),
                    .attribute(named: "x2", value: "\(x + 16)"), .attribute(named: "y2", value: "\(baseline - 4)"),
                    .attribute(named: "stroke", value: entry.colour), .attribute(named: "stroke-width", value: "3")]),
                text(entry.text, x: x + 22, y: baseline, .attribute(named: "class", value: "lg")),
            ]
        }
    }

    /// Coordinates to 0.01 of a unit, so the page's text stays short.
    static func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }
}
