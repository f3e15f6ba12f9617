import LineworkContours

/// Plotter tools: join strokes that meet and order them to minimise pen-up travel.
///
/// The pen starts at the origin (0, 0). Travel is the straight-line distance the pen moves
/// while lifted: from the origin to the first stroke and from each stroke's end to the next
/// stroke's start. A closed loop ends where it starts (the pen goes all the way round).
public enum PlotterOrder {
    /// A stroke to plot: its points and whether it is a closed loop (without its first point
    /// repeated at the end). A loop keeps its starting point: reversing it runs it the other
    /// way round from the same point, so its drawing is unchanged.
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

    /// The stroke drawn the other way: an open one from its last point, a loop from the same
    /// start in the opposite direction.
    static func reversed(_ stroke: Stroke) -> Stroke {
        guard stroke.closed, stroke.points.count > 2 else { return (stroke.points.reversed(), stroke.closed) }
        return ([stroke.points[0]] + stroke.points[1...].reversed(), true)
    }

    /// Linemerge: joins open strokes whose ends lie within `tolerance` pixels, reversing one
    /// when needed, until no two ends are that close. Greedy, in input order, so deterministic.
    public static func merge(_ strokes: [Stroke], tolerance: Double) -> [Stroke] {
        var open = strokes.filter { !$0.closed && !$0.points.isEmpty }
        let closed = strokes.filter { $0.closed }
        var merged: [Stroke] = []
        while !open.isEmpty {
            var current = open.removeFirst().points
            var grew = true
            while grew {
                grew = false
                for (k, other) in open.enumerated() {
                    let o = other.points
                    if Polygon.distance(current.last!, o.first!) <= tolerance {
                        current += o.dropFirst()
                    } else if Polygon.distance(current.last!, o.last!) <= tolerance {
                        current += o.reversed().dropFirst()
                    } else if Polygon.distance(current.first!, o.last!) <= tolerance {
                        current = o + current.dropFirst()
                    } else if Polygon.distance(current.first!, o.first!) <= tolerance {
                        current = o.reversed() + current.dropFirst()
                    } else {
                        continue
                    }
                    open.remove(at: k)
                    grew = true
                    break
                }
            }
            let loops = current.count > 2 && Polygon.distance(current.first!, current.last!) <= tolerance
            merged.append((current, loops))
        }
        return merged + closed
    }

    /// Linesort: greedy nearest neighbour from the origin, taking each stroke in whichever
    /// direction starts nearer, then (optionally) 2-opt improvement of the tour — reversing a run
    /// of strokes when that shortens the travel — until no reversal helps or `maxPasses` is hit.
    /// The greedy step is O(n²); 2-opt looks at runs of up to `window` strokes, O(n · window) a
    /// pass. The default, 1000, makes it a full 2-opt on most drawings: a 64-stroke window left
    /// 8 % more travel than vpype's `linesort --two-opt` on 400 random strokes, this one 4 % less
    /// (`PlotterReferenceTests`), while a 2,700-stroke drawing still orders in milliseconds.
    /// A `maxPasses` or `window` of 0 or less leaves the greedy order as it is.
    public static func sort(_ strokes: [Stroke], twoOpt: Bool = true, maxPasses: Int = 20, window: Int = 1000) -> [Stroke] {
        var remaining = strokes.filter { !$0.points.isEmpty }
        var order: [Stroke] = []
        var pen = Point2.zero
        while !remaining.isEmpty {
            var best = 0, bestDistance = Double.infinity, reverse = false
            for (k, stroke) in remaining.enumerated() {
                let toStart = Polygon.distance(pen, start(stroke))
                if toStart < bestDistance { (best, bestDistance, reverse) = (k, toStart, false) }
                // A loop starts where it ends: reversing it brings it no nearer.
                guard !stroke.closed else { continue }
                let toEnd = Polygon.distance(pen, end(stroke))
                if toEnd < bestDistance { (best, bestDistance, reverse) = (k, toEnd, true) }
            }
            var stroke = remaining.remove(at: best)
            if reverse { stroke = reversed(stroke) }
            order.append(stroke)
            pen = end(stroke)
        }
        return twoOpt ? improve(order, maxPasses: maxPasses, window: window) : order
    }

    /// 2-opt on the pen-up tour: reversing strokes i…j (order and direction) changes only the two
    /// connecting moves at its ends, so each candidate is judged in O(1).
    static func improve(_ strokes: [Stroke], maxPasses: Int, window: Int) -> [Stroke] {
        var tour = strokes
        let n = tour.count
        guard n > 2, maxPasses > 0, window > 0 else { return tour }
        let window = min(window, n)
        for _ in 0..<maxPasses {
            var improved = false
            for i in 0..<(n - 1) {
                let before = i == 0 ? Point2.zero : end(tour[i - 1])
                for j in (i + 1)..<min(n, i + 1 + window) {
                    let startI = start(tour[i]), endJ = end(tour[j])
                    let after = j + 1 < n ? start(tour[j + 1]) : nil
                    let old = Polygon.distance(before, startI) + (after.map { Polygon.distance(endJ, $0) } ?? 0)
                    let new = Polygon.distance(before, endJ) + (after.map { Polygon.distance(startI, $0) } ?? 0)
                    if new < old - 1e-9 {
                        tour[i...j].reverse()
                        for k in i...j { tour[k] = reversed(tour[k]) }
                        improved = true
                    }
                }
            }
            if !improved { break }
        }
        return tour
    }
}
