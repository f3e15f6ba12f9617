import LineworkContours
import LineworkCore
import LineworkPlotter

/// How much of a drawing's ink is drawn twice: the share of stroke length that runs within a
/// tolerance of another stroke.
///
/// This is the measure behind "one clean stroke where the sweep drew a thick bundle": a sweep
/// without bundle merging draws the hair of a portrait three to six times, and about 90% of its
/// ink lies within 1.5 px of another stroke. Each stroke is sampled every `step` pixels along its
/// length; a sample counts as doubled when a segment of any *other* stroke lies within
/// `tolerance`. A stroke folding back on itself is not counted (it is one pen line).
///
/// Coordinates and lengths are working-image pixels. Cost: O(total length · local density).
public enum DoubledInk {
    /// The tolerance the project's goals are stated in: 1.5 working pixels.
    public static let defaultTolerance = 1.5

    /// The doubled share of `strokes`' length, in [0, 1]; 0 for no ink.
    ///
    /// - Parameters:
    ///   - strokes: polylines in working pixels (closed ones without a repeated first point);
    ///     curves should be flattened first (e.g. `VectorPath.flattened()`).
    ///   - width: the working image's width (for the spatial index; points outside are fine).
    ///   - height: the working image's height.
    ///   - tolerance: the distance under which ink counts as doubled; negative or non-finite
    ///     values are treated as 0.
    public static func share(of strokes: [PlotterOrder.Stroke], width: Int, height: Int,
                             tolerance: Double = defaultTolerance) -> Double {
        let tolerance = tolerance.isFinite ? max(tolerance, 0) : 0
        var grid = SegmentGrid(width: width, height: height, radius: tolerance)
        for (k, stroke) in strokes.enumerated() { grid.insert(polyline: stroke.points, closed: stroke.closed, owner: k) }
        var total = 0.0, doubled = 0.0
        for (k, stroke) in strokes.enumerated() {
            Self.forEachSample(of: stroke.points, closed: stroke.closed, step: 0.5) { p, length in
                total += length
                if grid.hasInk(near: p, excluding: k) { doubled += length }
            }
        }
        return total > 0 ? doubled / total : 0
    }

    /// Calls `body` with points spaced at most `step` apart along the polyline, each with the
    /// length of polyline it stands for (the lengths add up to the perimeter).
    static func forEachSample(of points: [Point2], closed: Bool, step: Double, _ body: (Point2, Double) -> Void) {
        guard points.count > 1 else { return }
        let count = closed ? points.count : points.count - 1
        for k in 0..<count {
            let a = points[k], b = points[(k + 1) % points.count]
            let length = Polygon.distance(a, b)
            guard length > 0, length.isFinite else { continue }
            // Capped so that an absurd coordinate cannot make the loop run for ever.
            let n = max(1, Int(min((length / step).rounded(.up), 65_536)))
            let piece = length / Double(n)
            for i in 0..<n {
                body(a + (Double(i) + 0.5) / Double(n) * (b - a), piece)
            }
        }
    }
}
