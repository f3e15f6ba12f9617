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
}
