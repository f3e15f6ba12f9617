import Plot

/// Curves on fixed 0…1 axes with a legend: the saliency models' ROC curves, the salient-object
/// models' precision–recall and F-against-threshold curves. Each series is a polyline in its own
/// colour, named in the legend with its headline score; axes are fixed so two reports' charts
/// compare by eye.
struct CurveChart {
    /// One curve.
    struct Series {
        /// The model's name (`data-model` on its polyline).
        var name: String
        /// (x, y) points in 0…1, in drawing order; non-finite points are skipped.
        var points: [(x: Double, y: Double)]
        /// The legend's text for it ("mynet: AUC-Judd 0.812").
        var legend: String
        /// The polyline's hover text.
        var title: String
    }

    /// The `<svg>`'s id and its `aria-label`.
    var id: String
    var ariaLabel: String
    /// The axes' names ("false-positive rate →", "hit rate ↑").
    var xLabel: String
    var yLabel: String
    var series: [Series]
    /// Chance's dashed diagonal (ROC).
    var diagonal = false
    /// The x axis' tick labels at 0, 0.2, …, 1; default the values themselves.
    var xTick: (Double) -> String = { String(format: "%.1f", $0) }

    static let side = 300.0
    private static let left = 44.0, bottom = 36.0, top = 14.0, right = 14.0
    /// The series' colours, in order (repeating).
    /// Ten, so that a 3 × 3 tuning grid and a built-in model are told apart.
    static let colours = ["#e0115f", "#2b6cb0", "#2f855a", "#b7791f", "#6b46c1", "#4a5568", "#00a3a3", "#d35400",
                          "#8e44ad", "#7f8c8d"]

    private func x(_ v: Double) -> Double { ChartMarks.rounded(Self.left + (Self.side - Self.left - Self.right) * v) }
    private func y(_ v: Double) -> Double { ChartMarks.rounded(Self.side - Self.bottom - (Self.side - Self.top - Self.bottom) * v) }

    /// The chart, its legend under the axes, or nothing without series.
    var node: Node<HTML.BodyContext> {
        guard !series.isEmpty else { return .empty }
        let (s, l, b, t, r) = (Self.side, Self.left, Self.bottom, Self.top, Self.right)
        var marks: [Node<ChartMarks.SVG>] = [ChartMarks.line(l, s - b, s - r, s - b), ChartMarks.line(l, t, l, s - b)]
        for tick in stride(from: 0.0, through: 1.0, by: 0.2) {
            marks.append(ChartMarks.text(xTick(tick), x: x(tick), y: s - b + 14, .attribute(named: "text-anchor", value: "middle"),
                                         .attribute(named: "class", value: "cv")))
            marks.append(ChartMarks.text(String(format: "%.1f", tick), x: l - 4, y: ChartMarks.rounded(y(tick) + 3),
                                         .attribute(named: "text-anchor", value: "end"), .attribute(named: "class", value: "cv")))
        }
        marks.append(ChartMarks.text(xLabel, x: s - r, y: s - 6, .attribute(named: "text-anchor", value: "end"),
                                     .attribute(named: "class", value: "ax")))
        marks.append(ChartMarks.text(yLabel, x: l + 4, y: t + 10, .attribute(named: "class", value: "ax")))
        if diagonal {
            marks.append(.element(named: "line", nodes: [
                .attribute(named: "x1", value: "\(x(0))"), .attribute(named: "y1", value: "\(y(0))"),
                .attribute(named: "x2", value: "\(x(1))"), .attribute(named: "y2", value: "\(y(1))"),
                .attribute(named: "stroke", value: "#bbb"), .attribute(named: "stroke-dasharray", value: "4 3")]))
        }
        for (k, curve) in series.enumerated() {
            let points = curve.points.filter { $0.x.isFinite && $0.y.isFinite }.map { "\(x($0.x)),\(y($0.y))" }
            marks.append(.element(named: "polyline", nodes: [
                .attribute(named: "points", value: points.joined(separator: " ")),
                .attribute(named: "fill", value: "none"), .attribute(named: "stroke", value: Self.colour(k)),
                .attribute(named: "stroke-width", value: "1.8"), .attribute(named: "data-model", value: curve.name),
                .element(named: "title", text: curve.title)]))
        }
        marks += ChartMarks.legend(series.enumerated().map { (Self.colour($0), $1.legend) }, x: l, y: s)
        let height = Int(s + ChartMarks.legendHeight(series.count))
        let width = Int(max(s, ChartMarks.legendWidth(series.map(\.legend), x: l)))
        return .element(named: "svg", nodes: [
            .attribute(named: "class", value: "chart \(id)"), .attribute(named: "id", value: id),
            .attribute(named: "width", value: "\(width)"), .attribute(named: "height", value: "\(height)"),
            .attribute(named: "viewBox", value: "0 0 \(width) \(height)"),
            .attribute(named: "role", value: "img"), .attribute(named: "aria-label", value: ariaLabel),
        ] + marks)
    }

    /// The colour of series `k`.
    static func colour(_ k: Int) -> String { colours[k % colours.count] }
}
