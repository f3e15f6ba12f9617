import LineworkExperiment
import Plot

/// Per model, the ROC curve averaged over the images (`SaliencyROCCurves`): hit rate against
/// false-positive rate on fixed 0…1 axes, with chance's diagonal, each model in its own colour
/// and named in the legend with its mean AUC-Judd.
struct ROCChart {
    let curves: SaliencyROCCurves
    /// The mean AUC-Judd per model, for the legend.
    let areas: [String: Double]

    private static let side = 300.0, left = 44.0, bottom = 36.0, top = 14.0, right = 14.0
    private static let colours = ["#e0115f", "#2b6cb0", "#2f855a", "#b7791f", "#6b46c1", "#4a5568"]

    private func x(_ rate: Double) -> Double { Self.rounded(Self.left + (Self.side - Self.left - Self.right) * rate) }
    private func y(_ rate: Double) -> Double { Self.rounded(Self.side - Self.bottom - (Self.side - Self.top - Self.bottom) * rate) }

    /// `<svg class="chart roc">` and its legend, or nothing without curves.
    var node: Node<HTML.BodyContext> {
        guard !curves.curves.isEmpty else { return .empty }
        let (s, l, b, t, r) = (Self.side, Self.left, Self.bottom, Self.top, Self.right)
        var marks: [Node<ChartMarks.SVG>] = [ChartMarks.line(l, s - b, s - r, s - b), ChartMarks.line(l, t, l, s - b)]
        for tick in stride(from: 0.0, through: 1.0, by: 0.2) {
            let label = String(format: "%.1f", tick)
            marks.append(ChartMarks.text(label, x: x(tick), y: s - b + 14, .attribute(named: "text-anchor", value: "middle"),
                                         .attribute(named: "class", value: "cv")))
            marks.append(ChartMarks.text(label, x: l - 4, y: Self.rounded(y(tick) + 3), .attribute(named: "text-anchor", value: "end"),
                                         .attribute(named: "class", value: "cv")))
        }
        marks.append(ChartMarks.text("false-positive rate →", x: s - r, y: s - 6, .attribute(named: "text-anchor", value: "end"),
                                     .attribute(named: "class", value: "ax")))
        marks.append(ChartMarks.text("hit rate ↑", x: l + 4, y: t + 10, .attribute(named: "class", value: "ax")))
        marks.append(.element(named: "line", nodes: [
            .attribute(named: "x1", value: "\(x(0))"), .attribute(named: "y1", value: "\(y(0))"),
            .attribute(named: "x2", value: "\(x(1))"), .attribute(named: "y2", value: "\(y(1))"),
            .attribute(named: "stroke", value: "#bbb"), .attribute(named: "stroke-dasharray", value: "4 3")]))
        for (k, curve) in curves.curves.enumerated() {
            let points = zip(SaliencyROCCurves.rates, curve.hitRates).map { "\(x($0)),\(y($1))" }
            marks.append(.element(named: "polyline", nodes: [
                .attribute(named: "points", value: points.joined(separator: " ")),
                .attribute(named: "fill", value: "none"), .attribute(named: "stroke", value: Self.colours[k % Self.colours.count]),
                .attribute(named: "stroke-width", value: "1.8"), .attribute(named: "data-model", value: curve.model),
                .element(named: "title", text: "\(curve.model), over \(curve.images) images")]))
        }
        return .div(
            .class("roc"),
            .element(named: "svg", nodes: [
                .attribute(named: "class", value: "chart roc"), .attribute(named: "id", value: "roc"),
                .attribute(named: "width", value: "\(Int(s))"), .attribute(named: "height", value: "\(Int(s))"),
                .attribute(named: "viewBox", value: "0 0 \(Int(s)) \(Int(s))"),
                .attribute(named: "role", value: "img"), .attribute(named: "aria-label", value: "ROC curves of the saliency models"),
            ] + marks),
            .ul(.class("legend"), .forEach(Array(curves.curves.enumerated())) { k, curve in
                .li(.span(.class("swatch"), .style("background:\(Self.colours[k % Self.colours.count])")),
                    .text("\(curve.model): AUC-Judd \(HTMLText.score(areas[curve.model] ?? .nan))"))
            }))
    }

    /// Coordinates to 0.01 of a unit, so the page's text stays short.
    private static func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }
}
