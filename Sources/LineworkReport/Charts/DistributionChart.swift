import LineworkEvaluation
import Plot

/// One score's distribution over the images, per subject: a strip of dots (one per image, spread
/// vertically by a fixed pattern so ties stay visible) with the mean as a bar and its 95 %
/// bootstrap interval as a line, so a winner by the mean that fails on some images shows as
/// the dots it leaves behind. Above `stripLimit` images a row is a box plot instead (quartiles,
/// median, whiskers to the farthest value within 1.5 box lengths, and the values beyond as
/// dots, at most `outlierLimit` per side, the most extreme), so a 1,000-image page draws a few
/// dozen marks per row rather than a thousand.
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

    /// The most values a row draws as a strip of dots.
    static let stripLimit = 150
    /// The most outliers a box-plot row draws on each side.
    static let outlierLimit = 30

    /// Whether rows of `count` values are drawn as box plots.
    static func drawsBoxes(_ count: Int) -> Bool { count > stripLimit }

    private static let plotWidth = 196.0, rowHeight = 22.0, right = 10.0, top = 20.0, bottom = 18.0
    /// The names' column: wide enough for the longest name at the labels' 10 px (about 6 units a
    /// character), from 104 to 280 units; a longer name is cut with "…" and its row keeps the
    /// whole name as a tooltip (issue 49: tuned models' names such as "net[lr=0.001,bs=32]"
    /// were cut by the chart's edge).
    static let minimumLeft = 104.0, maximumLeft = 280.0

    /// The names' column width for `names`.
    static func left(for names: [String]) -> Double {
        min(maximumLeft, max(minimumLeft, Double(names.map(\.count).max() ?? 0) * 6 + 12))
    }

    /// `name` as it fits in a column of width `left`.
    static func shown(_ name: String, left: Double) -> String {
        let fits = Int((left - 12) / 6)
        return name.count <= fits ? name : String(name.prefix(max(1, fits - 1))) + "…"
    }

    /// `<svg class="chart strip">`, or nothing when no row has a value.
    var node: Node<HTML.BodyContext> {
        let finite = rows.flatMap(\.values).filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { return .empty }
        let span = high > low ? high - low : 1
        let l = Self.left(for: rows.map(\.name))
        let (w, r, t) = (l + Self.plotWidth, Self.right, Self.top)
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
            let name = Self.shown(row.name, left: l)
            marks.append(ChartMarks.text(name, x: l - 6, y: Self.rounded(centre + 4),
                                         .attribute(named: "text-anchor", value: "end"), .attribute(named: "class", value: "cv"),
                                         name == row.name ? .empty : .element(named: "title", text: row.name)))
            let values = row.values.filter(\.isFinite)
            if Self.drawsBoxes(values.count) {
                marks += Self.box(values.sorted(), centre: centre, x: x)
            } else {
                for (i, value) in row.values.enumerated() where value.isFinite {
                    // Seven lanes, image by image, so equal values do not hide one another.
                    marks.append(Self.dot(x: x(value), y: Self.rounded(centre + Double(i % 7 - 3) * 2)))
                }
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

    /// One value's grey dot.
    private static func dot(x: Double, y: Double) -> Node<ChartMarks.SVG> {
        .element(named: "circle", nodes: [
            .attribute(named: "cx", value: "\(x)"), .attribute(named: "cy", value: "\(y)"),
            .attribute(named: "r", value: "2.2"), .attribute(named: "fill", value: "#8a8a8a"),
            .attribute(named: "fill-opacity", value: "0.6")])
    }

    /// A box plot of `sorted` (ascending, finite) about the row's `centre`: the quartiles'
    /// box, the median, whiskers to the farthest values within 1.5 box lengths of the box, and
    /// the values beyond as dots (the `outlierLimit` most extreme on each side).
    private static func box(_ sorted: [Double], centre: Double, x: (Double) -> Double) -> [Node<ChartMarks.SVG>] {
        func quantile(_ q: Double) -> Double {
            let position = q * Double(sorted.count - 1), below = Int(position.rounded(.down))
            let above = min(below + 1, sorted.count - 1), share = position - Double(below)
            return sorted[below] + (sorted[above] - sorted[below]) * share
        }
        let (q1, median, q3) = (quantile(0.25), quantile(0.5), quantile(0.75))
        let reach = 1.5 * (q3 - q1)
        let low = sorted.first { $0 >= q1 - reach } ?? q1, high = sorted.last { $0 <= q3 + reach } ?? q3
        let below = sorted.prefix { $0 < low }, above = sorted.reversed().prefix { $0 > high }
        let (top, bottom) = (rounded(centre - 6), rounded(centre + 6))
        func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Node<ChartMarks.SVG> {
            .element(named: "line", nodes: [
                .attribute(named: "x1", value: "\(x1)"), .attribute(named: "y1", value: "\(y1)"),
                .attribute(named: "x2", value: "\(x2)"), .attribute(named: "y2", value: "\(y2)"),
                .attribute(named: "stroke", value: "#666")])
        }
        var marks: [Node<ChartMarks.SVG>] = [
            line(x(low), rounded(centre), x(q1), rounded(centre)),
            line(x(q3), rounded(centre), x(high), rounded(centre)),
            line(x(low), rounded(centre - 4), x(low), rounded(centre + 4)),
            line(x(high), rounded(centre - 4), x(high), rounded(centre + 4)),
            .element(named: "rect", nodes: [
                .attribute(named: "x", value: "\(x(q1))"), .attribute(named: "y", value: "\(top)"),
                .attribute(named: "width", value: "\(rounded(max(0.5, x(q3) - x(q1))))"),
                .attribute(named: "height", value: "\(bottom - top)"),
                .attribute(named: "fill", value: "#e6e6e6"), .attribute(named: "stroke", value: "#666"),
                .element(named: "title", text: "\(sorted.count) images: quartiles \(HTMLText.score(q1)), "
                    + "\(HTMLText.score(median)), \(HTMLText.score(q3)); \(below.count + above.count) beyond the whiskers")]),
            line(x(median), top, x(median), bottom),
        ]
        for value in below.prefix(outlierLimit) + above.prefix(outlierLimit) {
            marks.append(dot(x: x(value), y: rounded(centre)))
        }
        return marks
    }

    /// Coordinates to 0.01 of a unit, so the page's text stays short.
    private static func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }
}
