import LineworkEvaluation
import Plot

/// One score's distribution over the images, per subject: a strip of dots (one per image, spread
/// vertically by a fixed pattern so ties stay visible) with the mean as a bar and its 95 %
/// bootstrap interval as a line, so a winner by the mean that fails on some images shows as
/// the dots it leaves behind.
struct DistributionChart {
    /// One subject's row: its name, its value per image (NaN where it has none) and its interval.
    struct Row {
        var name: String
        var values: [Double]
        var interval: BootstrapInterval?
    }

    let title: String
    let rows: [Row]
    /// Whether a larger value is better (the arrow in the title).
    let higherIsBetter: Bool

    private static let width = 300.0, rowHeight = 22.0, left = 104.0, right = 10.0, top = 20.0, bottom = 18.0

    /// `<svg class="chart strip">`, or nothing when no row has a value.
    var node: Node<HTML.BodyContext> {
        let finite = rows.flatMap(\.values).filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { return .empty }
        let span = high > low ? high - low : 1
        let (w, l, r, t) = (Self.width, Self.left, Self.right, Self.top)
        let height = t + Self.rowHeight * Double(rows.count) + Self.bottom
        func x(_ v: Double) -> Double { Self.rounded(l + (w - l - r) * (v - low) / span) }
        var marks: [Node<ChartMarks.SVG>] = [
            ChartMarks.text(title + (higherIsBetter ? " ↑" : " ↓"), x: 4, y: 13, .attribute(named: "class", value: "ct")),
            ChartMarks.line(l, height - Self.bottom, w - r, height - Self.bottom),
            ChartMarks.text(HTMLText.score(low), x: l, y: height - 4, .attribute(named: "class", value: "cv")),
            ChartMarks.text(HTMLText.score(high), x: w - r, y: height - 4, .attribute(named: "text-anchor", value: "end"),
                            .attribute(named: "class", value: "cv")),
        ]
        for (k, row) in rows.enumerated() {
            let centre = t + Self.rowHeight * (Double(k) + 0.5)
            marks.append(ChartMarks.text(row.name, x: l - 6, y: Self.rounded(centre + 4),
                                         .attribute(named: "text-anchor", value: "end"), .attribute(named: "class", value: "cv")))
            for (i, value) in row.values.enumerated() where value.isFinite {
                // Seven lanes, image by image, so equal values do not hide one another.
                let lane = Double(i % 7 - 3) * 2
                marks.append(.element(named: "circle", nodes: [
                    .attribute(named: "cx", value: "\(x(value))"), .attribute(named: "cy", value: "\(Self.rounded(centre + lane))"),
                    .attribute(named: "r", value: "2.2"), .attribute(named: "fill", value: "#8a8a8a"),
                    .attribute(named: "fill-opacity", value: "0.6")]))
            }
            if let interval = row.interval {
                marks.append(.element(named: "line", nodes: [
                    .attribute(named: "x1", value: "\(x(interval.low))"), .attribute(named: "x2", value: "\(x(interval.high))"),
                    .attribute(named: "y1", value: "\(Self.rounded(centre))"), .attribute(named: "y2", value: "\(Self.rounded(centre))"),
                    .attribute(named: "stroke", value: "#e0115f"), .attribute(named: "stroke-width", value: "2")]))
                marks.append(.element(named: "line", nodes: [
                    .attribute(named: "x1", value: "\(x(interval.mean))"), .attribute(named: "x2", value: "\(x(interval.mean))"),
                    .attribute(named: "y1", value: "\(Self.rounded(centre - 8))"), .attribute(named: "y2", value: "\(Self.rounded(centre + 8))"),
                    .attribute(named: "stroke", value: "#e0115f"), .attribute(named: "stroke-width", value: "2"),
                    .element(named: "title", text: "\(row.name): mean \(HTMLText.score(interval.mean)), 95 % interval "
                        + "\(HTMLText.score(interval.low))–\(HTMLText.score(interval.high)) over \(interval.count) images")]))
            }
        }
        return .element(named: "svg", nodes: [
            .attribute(named: "class", value: "chart strip"),
            .attribute(named: "width", value: "\(Int(w))"), .attribute(named: "height", value: "\(Int(height))"),
            .attribute(named: "viewBox", value: "0 0 \(Int(w)) \(Int(height))"),
            .attribute(named: "role", value: "img"), .attribute(named: "aria-label", value: "\(title) per image"),
        ] + marks)
    }

    /// Coordinates to 0.01 of a unit, so the page's text stays short.
    private static func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }
}
