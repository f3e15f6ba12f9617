import Foundation
import LineworkContours
import LineworkCore
import LineworkPlotter

/// Straight edges drawn as straight strokes: the dashes of one straight edge joined end to end,
/// and a stroke that is straight within a pixel drawn as its fitted line (issue 50, item 2).
///
/// Why: an edge detector's line breaks wherever the edge's contrast dips below its threshold (a
/// fold's shade across a flag's stripe, a pipe across a floor line) or where thinning splits it
/// at a junction, and the centre line tracer bridges gaps of a pen width only
/// (`CenterlineOptions.gapLength`). A long straight edge then comes out as a row of dashes, which
/// reads as a dotted line, not as the edge. Where two pieces are straight at their facing ends,
/// point at each other and lie on one line (the colinearity test of Lowe's perceptual grouping,
/// "Perceptual Organization and Visual Recognition", 1985, §4: parallel, collinear segments
/// whose gap is small next to their length are unlikely to be an accident), they are one edge.
/// And a pixel chain that is straight to within `straightness` is a line: drawing it as its
/// total-least-squares fit removes the pixel grid's and the noise's wobble (a floor line of the
/// issue's photo wandered 3.05 px off straight, Canny's 1.42).
///
/// Conventions: working pixels, x right, y down. Closed strokes are left alone; only open ones
/// are joined and fitted. Cost: O(n) for the ends' descriptors over n points, and the ends are
/// bucketed on a grid of `maximumGap`-wide cells so each end meets only its 3 × 3 cells.
public enum StraightEdges {
    /// Arc length, in pixels, over which an end's direction is measured: 12, long enough that
    /// the fitted direction is good to a few degrees on a pixel chain, short enough to be the
    /// end's own straight run, not the stroke's bend.
    static let tail = 12.0
    /// The largest distance, in pixels, of an end's points from its fitted line for the end to
    /// count as straight: 0.75, a pixel staircase's deviation (≤ 0.71 px) and no more.
    static let tailResidual = 0.75
    /// The longest gap, along the line, that is joined, in pixels: 12 (three times the XDoG band
    /// width); a longer gap with nothing drawn in it is more likely two edges than one.
    static let maximumGap = 12.0
    /// The largest angle between the two ends' lines, in degrees: 8.
    static let maximumAngle = 8.0
    /// The largest offset of one end from the other end's line, in pixels: 1.5.
    static let maximumOffset = 1.5
    /// The shortest stroke drawn as a fitted line, in pixels: 24 (the straight runs of curves
    /// are shorter; a 60 px edge in two halves is fitted in both).
    static let minimumLineLength = 24.0
    /// The largest distance, in pixels, of a stroke's points from its fitted line for it to be
    /// drawn as that line: 0.9, within the 2 px the drawing is scored at and under a pixel, so
    /// a gentle curve (a 100 px arc of radius 1,400 px bulges by 0.9 px) is all but untouched.
    static let straightness = 0.9

    /// The strokes with collinear dashes joined and straight strokes drawn as lines.
    /// - Parameter strokes: polylines (closed ones without a repeated first point).
    /// - Returns: the closed strokes unchanged, in order, then the open ones: each joined chain
    ///   once, in the order of its first stroke.
    public static func straightened(_ strokes: [PlotterOrder.Stroke]) -> [PlotterOrder.Stroke] {
        let open = strokes.filter { !$0.closed && $0.points.count >= 2 }.map(\.points)
        let others = strokes.filter { $0.closed || $0.points.count < 2 }
        let joined = Self.joined(open)
        return others + joined.map { (fittedLine($0) ?? $0, false) }
    }

    /// An end of an open stroke: its last point projected on the line of its last `tail` px,
    /// that line's outward direction, and whether the run is straight.
    struct End {
        var anchor: Point2
        var direction: Point2
    }

    /// The end of `points` at its last point (`atLast`) or its first, if straight.
    static func end(of points: [Point2], atLast: Bool) -> End? {
        let n = points.count
        var run: [Point2] = []
        run.reserveCapacity(16)
        var length = 0.0
        var k = atLast ? n - 1 : 0
        run.append(points[k])
        while length < tail {
            let next = atLast ? k - 1 : k + 1
            guard next >= 0 && next < n else { break }
            length += Polygon.distance(points[k], points[next])
            k = next
            run.append(points[k])
        }
        guard length >= 0.75 * tail, let line = Line(fitting: run), line.largestDistance(of: run) <= tailResidual else {
            return nil
        }
        var direction = line.direction
        let tip = run[0]
        if ((tip - line.centre) * direction).sum() < 0 { direction = -direction }
        return End(anchor: line.projection(of: tip), direction: direction)
    }

    /// Open strokes chained through the joins of their facing, collinear ends.
    static func joined(_ strokes: [[Point2]]) -> [[Point2]] {
        let count = strokes.count
        guard count > 1 else { return strokes }
        // End 2k is stroke k's first point, end 2k + 1 its last.
        var ends = [End?](repeating: nil, count: 2 * count)
        for (k, points) in strokes.enumerated() {
            ends[2 * k] = end(of: points, atLast: false)
            ends[2 * k + 1] = end(of: points, atLast: true)
        }
        var grid: [SIMD2<Int>: [Int]] = [:]
        func cell(_ p: Point2) -> SIMD2<Int> { SIMD2(Int((p.x / maximumGap).rounded(.down)), Int((p.y / maximumGap).rounded(.down))) }
        for (id, end) in ends.enumerated() { if let end { grid[cell(end.anchor), default: []].append(id) } }
        let cosine = cos(maximumAngle * .pi / 180)
        var candidates: [(score: Double, a: Int, b: Int)] = []
        for (a, endA) in ends.enumerated() {
            guard let endA else { continue }
            let home = cell(endA.anchor)
            for dy in -1...1 {
                for dx in -1...1 {
                    for b in grid[home &+ SIMD2(dx, dy)] ?? [] where b > a && b >> 1 != a >> 1 {
                        let endB = ends[b]!
                        guard (endA.direction * -endB.direction).sum() >= cosine else { continue }
                        let gap = endB.anchor - endA.anchor
                        let along = (gap * endA.direction).sum(), back = -(gap * endB.direction).sum()
                        guard along >= -2, along <= maximumGap, back >= -2, back <= maximumGap else { continue }
                        let normalA = Point2(-endA.direction.y, endA.direction.x)
                        let normalB = Point2(-endB.direction.y, endB.direction.x)
                        let offset = max(abs((gap * normalA).sum()), abs((gap * normalB).sum()))
                        guard offset <= maximumOffset else { continue }
                        candidates.append((max(along, 0) + 2 * offset, a, b))
                    }
                }
            }
        }
        candidates.sort { ($0.score, $0.a, $0.b) < ($1.score, $1.a, $1.b) }
        var partner = [Int](repeating: -1, count: 2 * count)
        var chains = UnionFind(count: count)
        for candidate in candidates where partner[candidate.a] < 0 && partner[candidate.b] < 0 {
            // No cycles: a chain's two free ends are not joined to each other.
            guard chains.find(candidate.a >> 1) != chains.find(candidate.b >> 1) else { continue }
            chains.union(candidate.a >> 1, candidate.b >> 1)
            partner[candidate.a] = candidate.b
            partner[candidate.b] = candidate.a
        }
        var visited = [Bool](repeating: false, count: count)
        var out: [[Point2]] = []
        out.reserveCapacity(count)
        for first in 0..<count where !visited[first] {
            // Back to the chain's free end, then along it.
            var start = 2 * first
            while partner[start] >= 0 { start = partner[start] ^ 1 }
            var points: [Point2] = []
            var entry = start
            while true {
                let k = entry >> 1
                visited[k] = true
                points += entry & 1 == 0 ? strokes[k] : strokes[k].reversed()
                let exit = entry ^ 1
                guard partner[exit] >= 0 else { break }
                entry = partner[exit]
            }
            out.append(points)
        }
        return out
    }

    /// The longest hook, in pixels of arc, that a straight stroke may have at either end and
    /// still be drawn as its line: 8, with its points at most `hookOffset` off the line. Where a
    /// line meets another at a T, thinning bends its last pixels into the junction by up to the
    /// band's width, and curve fitting then tilts the whole line towards the hook: a flag
    /// stripe's 220 px edge with a hook of 5 px of arc (3.5 px off the line) at the canton came
    /// out sloping 1.5 px from end to end. The line is fitted without the hooks and drawn to the
    /// projections of the stroke's own ends, so it still meets the other line.
    static let hook = 8.0
    /// How far off the line a hook's points may lie, in pixels: 4.5, the XDoG band's width and a
    /// half; a corner's leg that turns further away keeps its stroke.
    static let hookOffset = 4.5

    /// The stroke as the segment of its fitted line between its ends' projections, when it is
    /// at least `minimumLineLength` long and, but for a `hook` at each end, straight within
    /// `straightness`; nil otherwise.
    static func fittedLine(_ points: [Point2]) -> [Point2]? {
        guard let first = points.first, let last = points.last, Polygon.distance(first, last) >= minimumLineLength
        else { return nil }
        var lower = 0, upper = points.count - 1, arc = 0.0
        while lower < upper, arc + Polygon.distance(points[lower], points[lower + 1]) <= hook {
            arc += Polygon.distance(points[lower], points[lower + 1])
            lower += 1
        }
        arc = 0
        while upper > lower, arc + Polygon.distance(points[upper], points[upper - 1]) <= hook {
            arc += Polygon.distance(points[upper], points[upper - 1])
            upper -= 1
        }
        let body = Array(points[lower...upper])
        guard Polygon.distance(body[0], body[body.count - 1]) >= minimumLineLength,
              let line = Line(fitting: body), line.largestDistance(of: body) <= straightness,
              line.largestDistance(of: points) <= hookOffset else { return nil }
        return [line.projection(of: first), line.projection(of: last)]
    }

    /// A total-least-squares line: through the centroid, along the principal axis.
    struct Line {
        var centre: Point2
        var direction: Point2

        init?(fitting points: [Point2]) {
            guard points.count >= 2 else { return nil }
            var sum = Point2.zero
            for p in points { sum += p }
            let c = sum / Double(points.count)
            var xx = 0.0, xy = 0.0, yy = 0.0
            for p in points {
                let d = p - c
                xx += d.x * d.x
                xy += d.x * d.y
                yy += d.y * d.y
            }
            guard xx + yy > 1e-12 else { return nil }
            let angle = 0.5 * atan2(2 * xy, xx - yy)
            centre = c
            direction = Point2(cos(angle), sin(angle))
        }

        func projection(of p: Point2) -> Point2 { centre + ((p - centre) * direction).sum() * direction }

        func largestDistance(of points: [Point2]) -> Double {
            let normal = Point2(-direction.y, direction.x)
            var largest = 0.0
            for p in points { largest = max(largest, abs(((p - centre) * normal).sum())) }
            return largest
        }
    }
}
