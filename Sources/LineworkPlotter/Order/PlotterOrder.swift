import LineworkCore

/// Plotter tools: join strokes that meet and order them to minimise pen-up travel.
///
/// The pen starts at the origin (0, 0). Travel is the straight-line distance the pen moves
/// while lifted: from the origin to the first stroke and from each stroke's end to the next
/// stroke's start. A closed loop ends where it starts (the pen goes all the way round).
public enum PlotterOrder {
    /// A stroke to plot: its points and whether it is a closed loop (without its first point
    /// repeated at the end). Ordering never reverses a loop: it starts and ends at its first
    /// point whichever way round it goes.
    public typealias Stroke = (points: [Point2], closed: Bool)

    /// Pen-up travel of `strokes` in their order.
    public static func travel(_ strokes: [Stroke]) -> Double {
        var pen = Point2.zero
        var total = 0.0
        for stroke in strokes where !stroke.points.isEmpty {
            total += Polygon.distance(pen, start(stroke))
            pen = end(stroke)
        }
        return total
    }

    /// Where the pen goes down. Precondition: the stroke has points.
    static func start(_ stroke: Stroke) -> Point2 { stroke.points[0] }

    /// Where the pen lifts: a loop's start, an open stroke's last point.
    static func end(_ stroke: Stroke) -> Point2 { stroke.closed ? stroke.points[0] : stroke.points[stroke.points.count - 1] }

    /// An open stroke drawn the other way, from its last point.
    static func reversed(_ stroke: Stroke) -> Stroke { (stroke.points.reversed(), stroke.closed) }

    /// Linesort: greedy nearest neighbour from the origin, taking each stroke in whichever
    /// direction starts nearer, then (optionally) 2-opt improvement of the tour — reversing a run
    /// of strokes when that shortens the travel — until no reversal helps or `maxPasses` is hit.
    /// Both steps use a spatial index of the strokes' ends (`PlotterTour`), so ordering is
    /// O(n log n) plus the reversals, of at most `window` strokes each: the default, 1000, left
    /// less travel than vpype's `linesort --two-opt` on 400 random strokes and on drawn ones
    /// (`PlotterReferenceTests`). A loop keeps its direction (reversing it saves no travel).
    /// A `maxPasses` or `window` of 0 or less leaves the greedy order as it is.
    public static func sort(_ strokes: [Stroke], twoOpt: Bool = true, maxPasses: Int = 20, window: Int = 1000) -> [Stroke] {
        // One pass over the strokes for their ends, and none copied until they are returned
        // in order: a copy of a stroke retains its points, half a million times here.
        var kept: [Int] = [], starts: [Point2] = [], ends: [Point2] = [], closed: [Bool] = []
        kept.reserveCapacity(strokes.count)
        starts.reserveCapacity(strokes.count)
        ends.reserveCapacity(strokes.count)
        closed.reserveCapacity(strokes.count)
        for (k, stroke) in strokes.enumerated() where !stroke.points.isEmpty {
            kept.append(k)
            starts.append(start(stroke))
            ends.append(end(stroke))
            closed.append(stroke.closed)
        }
        return order(starts: starts, ends: ends, closed: closed, twoOpt: twoOpt, maxPasses: maxPasses, window: window)
            .map { $0.reversed ? reversed(strokes[kept[$0.index]]) : strokes[kept[$0.index]] }
    }

    /// `sort` on the strokes' ends alone: the order to draw strokes k = 0 ..< `starts.count`,
    /// each going from `starts[k]` to `ends[k]` (a loop, `closed[k]`, from and back to
    /// `starts[k]`), as each stroke's index and whether to draw it from its end. For strokes
    /// that are not polylines (Bézier subpaths), which the caller reverses itself.
    /// - Precondition: the three arrays have the same length.
    public static func order(starts: [Point2], ends: [Point2], closed: [Bool], twoOpt: Bool = true, maxPasses: Int = 20,
                             window: Int = 1000) -> [(index: Int, reversed: Bool)] {
        PlotterTour(starts: starts, ends: ends, closed: closed, twoOpt: twoOpt, maxPasses: maxPasses, window: window).order
    }
}
