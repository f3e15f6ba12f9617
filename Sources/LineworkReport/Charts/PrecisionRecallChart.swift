import LineworkEvaluation
import Plot

/// The BSDS precision–recall plot: every setting of the grid as a point of its dataset
/// precision and recall (counts summed over the images), with the iso-F curves F = 0.1 … 0.9,
/// the ODS setting and the OIS point marked, and each `draw:` line source as a square. Axes are
/// fixed at 0…1, as the benchmark draws them, so two reports' plots compare by eye.
struct PrecisionRecallChart {
    /// A point: its name (shown on hover), recall and precision.
    struct Point {
        var name: String
        var recall: Double
        var precision: Double
        /// Two polarities of the grid are told apart by colour.
        var lightOnDark: Bool
    }

    let settings: [Point]
    let ods: Point
    let ois: Point
    let drawings: [Point]
    /// The soft boundary models' precision–recall curves over their thresholds (points as
    /// (recall, precision)), each in `CurveChart`'s colour of its position.
    var curves: [CurveChart.Series] = []

    private static let side = 340.0, left = 44.0, bottom = 36.0, top = 14.0, right = 14.0

    private func x(_ recall: Double) -> Double { Self.left + (Self.side - Self.left - Self.right) * recall }
    private func y(_ precision: Double) -> Double { Self.side - Self.bottom - (Self.side - Self.top - Self.bottom) * precision }

    /// `<svg class="chart pr">`.
    var node: Node<HTML.BodyContext> {
        typealias SVG = ChartMarks.SVG
        let (s, l, b, t, r) = (Self.side, Self.left, Self.bottom, Self.top, Self.right)
        var marks: [Node<SVG>] = [ChartMarks.line(l, s - b, s - r, s - b), ChartMarks.line(l, t, l, s - b)]
        for tick in stride(from: 0.0, through: 1.0, by: 0.2) {
            let label = String(format: "%.1f", tick)
            marks.append(ChartMarks.text(label, x: Self.rounded(x(tick)), y: s - b + 14,
                                         .attribute(named: "text-anchor", value: "middle"), .attribute(named: "class", value: "cv")))
            marks.append(ChartMarks.text(label, x: l - 4, y: Self.rounded(y(tick) + 3),
                                         .attribute(named: "text-anchor", value: "end"), .attribute(named: "class", value: "cv")))
        }
        marks.append(ChartMarks.text("recall →", x: s - r, y: s - 6, .attribute(named: "text-anchor", value: "end"),
                                     .attribute(named: "class", value: "ax")))
        marks.append(ChartMarks.text("precision ↑", x: l + 4, y: t + 10, .attribute(named: "class", value: "ax")))
        // Iso-F: precision = F·recall / (2·recall − F), for recall from F / 2 (precision 1) to 1.
        for tenth in 1 ... 9 {
            let f = Double(tenth) / 10
            let points = stride(from: f / (2 - f), through: 1.0, by: 0.01).map { recall -> String in
                let precision = f * recall / (2 * recall - f)
                return "\(Self.rounded(x(recall))),\(Self.rounded(y(min(precision, 1))))"
            }
            marks.append(.element(named: "polyline", nodes: [
                .attribute(named: "points", value: points.joined(separator: " ")),
                .attribute(named: "fill", value: "none"), .attribute(named: "stroke", value: "#cfd8e3"),
                .attribute(named: "stroke-width", value: "1")]))
            marks.append(ChartMarks.text("F=\(String(format: "%.1f", f))", x: Self.rounded(x(1) - 2),
                                         y: Self.rounded(y(f / (2 - f)) - 3),
                                         .attribute(named: "text-anchor", value: "end"), .attribute(named: "class", value: "iso")))
        }
        for (k, curve) in curves.enumerated() {
            let points = curve.points.filter { $0.x.isFinite && $0.y.isFinite }
                .map { "\(Self.rounded(x($0.x))),\(Self.rounded(y($0.y)))" }
            marks.append(.element(named: "polyline", nodes: [
                .attribute(named: "points", value: points.joined(separator: " ")),
                .attribute(named: "fill", value: "none"), .attribute(named: "stroke", value: CurveChart.colour(k)),
                .attribute(named: "stroke-width", value: "1.8"), .attribute(named: "data-model", value: curve.name),
                .element(named: "title", text: curve.title)]))
        }
        for point in settings where point.recall.isFinite && point.precision.isFinite {
            marks.append(dot(point, radius: 3, fill: point.lightOnDark ? "#2b6cb0" : "#8a8a8a"))
        }
        for point in drawings where point.recall.isFinite && point.precision.isFinite {
            let side = 8.0
            marks.append(.element(named: "rect", nodes: [
                .attribute(named: "x", value: "\(Self.rounded(x(point.recall) - side / 2))"),
                .attribute(named: "y", value: "\(Self.rounded(y(point.precision) - side / 2))"),
                .attribute(named: "width", value: "\(side)"), .attribute(named: "height", value: "\(side)"),
                .attribute(named: "fill", value: "#2f855a"),
                .element(named: "title", text: "\(point.name): P \(HTMLText.score(point.precision)), R \(HTMLText.score(point.recall))")]))
            marks.append(label(point.name, at: point, dy: 4))
        }
        marks.append(dot(ois, radius: 5, fill: "none", stroke: "#e0115f"))
        marks.append(dot(ods, radius: 5, fill: "#e0115f"))
        marks.append(label("ODS", at: ods, dy: 12))
        marks.append(label("OIS", at: ois, dy: -6))
        marks += ChartMarks.legend(curves.enumerated().map { (CurveChart.colour($0), $1.legend) }, x: l, y: s)
        let height = Int(s + ChartMarks.legendHeight(curves.count))
        let width = Int(max(s, ChartMarks.legendWidth(curves.map(\.legend), x: l)))
        return .element(named: "svg", nodes: [
            .attribute(named: "class", value: "chart pr"), .attribute(named: "id", value: "precision-recall"),
            .attribute(named: "width", value: "\(width)"), .attribute(named: "height", value: "\(height)"),
            .attribute(named: "viewBox", value: "0 0 \(width) \(height)"),
            .attribute(named: "role", value: "img"), .attribute(named: "aria-label", value: "Precision against recall"),
        ] + marks)
    }

    /// A label beside a point: to its right, or to its left near the right edge.
    private func label(_ text: String, at point: Point, dy: Double) -> Node<ChartMarks.SVG> {
        let leftward = point.recall > 0.7
        return ChartMarks.text(text, x: Self.rounded(x(point.recall) + (leftward ? -8 : 8)), y: Self.rounded(y(point.precision) + dy),
                               .attribute(named: "text-anchor", value: leftward ? "end" : "start"),
                               .attribute(named: "class", value: "cv"))
    }

    private func dot(_ point: Point, radius: Double, fill: String, stroke: String? = nil) -> Node<ChartMarks.SVG> {
        .element(named: "circle", nodes: [
            .attribute(named: "cx", value: "\(Self.rounded(x(point.recall)))"),
            .attribute(named: "cy", value: "\(Self.rounded(y(point.precision)))"),
            .attribute(named: "r", value: "\(radius)"), .attribute(named: "fill", value: fill),
            .attribute(named: "stroke", value: stroke ?? "none"), .attribute(named: "stroke-width", value: "1.5"),
            .element(named: "title", text: "\(point.name): P \(HTMLText.score(point.precision)), R \(HTMLText.score(point.recall)), "
                + "F \(HTMLText.score(Self.f(point)))")])
    }

    private static func f(_ point: Point) -> Double {
        let (p, r) = (point.precision, point.recall)
        return p + r == 0 ? 0 : 2 * p * r / (p + r)
    }

    /// Coordinates to 0.01 of a unit, so the page's text stays short.
    private static func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }
}
