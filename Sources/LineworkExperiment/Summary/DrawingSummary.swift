import LineworkEvaluation

/// The `draw:` line sources over the dataset: per source, the mean strokes, ink length and
/// doubled-ink share over the images, and with boundary ground truth the precision, recall and F
/// of the counts summed over the images that have a boundary map (as ODS sums them).
package struct DrawingSummary {
    package struct Row {
        package var lines: String
        package var paths: Double
        package var inkLength: Double
        package var doubledInk: Double
        /// Summed over the images with a boundary map; nil when none has one.
        package var boundary: BoundaryCounts?
    }

    package let rows: [Row]

    /// The source with the highest F (the first on ties), with boundary ground truth.
    package var best: String? {
        var best: Row?
        for row in rows {
            guard let f = row.boundary?.f, f.isFinite else { continue }
            if best == nil || f > best!.boundary!.f { best = row }
        }
        return best?.lines
    }

    package init(_ results: [ImageResult]) {
        var order: [String] = []
        for result in results { for drawing in result.drawings where !order.contains(drawing.lines) { order.append(drawing.lines) } }
        rows = order.map { lines in
            let drawings = results.compactMap { $0.drawings.first { $0.lines == lines } }
            let count = Double(max(1, drawings.count))
            let scored = drawings.compactMap(\.boundary)
            return Row(lines: lines, paths: drawings.reduce(0) { $0 + Double($1.paths) } / count,
                       inkLength: drawings.reduce(0) { $0 + $1.inkLength } / count,
                       doubledInk: drawings.reduce(0) { $0 + $1.doubledInk } / count,
                       boundary: scored.isEmpty ? nil : scored.reduce(.zero, +))
        }
    }
}
