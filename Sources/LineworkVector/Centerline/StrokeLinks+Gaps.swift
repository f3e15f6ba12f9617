import Foundation
import LineworkContours
import LineworkCore

extension StrokeLinks {
    /// Joins free stroke ends (end nodes) across gaps of up to a pen width of background when
    /// the step across agrees with both strokes' directions, so a line broken by a missing
    /// pixel or two, or a pen lifted briefly, is drawn as one stroke while two lines that merely
    /// end near each other stay apart.
    ///
    /// The gap is the length of the straight join that lies on background pixels of `mask`
    /// (sampled every quarter pixel), not the distance between the ends: thinning pulls a
    /// stroke's end back into the ink by about its radius, so the ends of a 3 px bar broken by
    /// two pixels are 6 px apart. The most that is bridged is `gapLength`, or `gapFactor` times
    /// `r₁ + r₂ + 1` if that is more, r being the largest `radius` on the end's last pixels —
    /// walked inward until past that radius, since a round end's skeleton reaches into the cap,
    /// where the ink narrows to the tip. `r₁ + r₂ + 1` is the pen's width at the ends (`2r − 1`,
    /// averaged) plus two pixels: where the join cuts a pen's round tips at a slant, their
    /// digitised ink falls short of the true tips by up to a pixel each (a 5 px pen lifted for
    /// 5 px at 30° measures 5.6–6 px of background, and the radius there, 2.83, puts the width
    /// at 4.7). Ends are considered up to that bridge plus `2 (r₁ + r₂)` apart:
    /// twice the radius, because the skeleton of a curved stroke can end off its axis. An end's
    /// direction is the chord of its last `tangentLength` pixels, pointing out of the stroke
    /// (`Edge.direction`); a join from end a to end b needs the step a→b within `gapAngle`
    /// degrees of a's direction and the step b→a within `gapAngle` of b's. Candidates are taken
    /// greedily, nearest first (then by the smaller sum of the two angles), each end once. The
    /// two ends of one stroke are joined — closing it into a loop — only when the stroke is at
    /// least three times the bridge long, so a short hook does not curl shut; and those two
    /// ends need not face each other, only lie within the bridge of each other or not point
    /// away from each other (both angles at most 90°): where thinning opens a small outline at a
    /// sharp point (a star's tip, an eye's corner), its two ends point along the point's two
    /// sides, 100° and more apart, and the angle test kept 12–30 px stars open at tips whose ends
    /// were 2.2 and 4.1 px apart (issue 34: 6 of the 48 stars of `DrawSmallShapesTests`; 2 are
    /// left open, each broken in two places). The 2.2 px ends overlapped, pointing past each
    /// other, which only the bridge rule admits; with no direction test at all the round-pen "T"
    /// of `GlyphStrokeCountTests` closed into a loop. Dots have no
    /// direction and are never joined; `gapLength` 0 joins nothing.
    ///
    /// Ends are bucketed on a grid of cells at least as wide as the search radius, so only the
    /// 3 × 3 cells around an end are searched: O(ends) for drawings whose ends are spread out.
    mutating func joinGaps(of graph: SkeletonGraph, mask: BinaryMask, radius: (Point2) -> Double,
                           gapLength: Double, gapFactor: Double, gapAngle: Double, tangentLength: Double) {
        // The free ends: their edge end, position, outward direction and stroke radius.
        var ends: [(end: Int, at: Point2, out: Point2, radius: Double)] = []
        for node in graph.nodes where node.ends.count == 1 {
            let end = node.ends[0]
            guard let inward = graph.edges[end >> 1].direction(fromStart: end & 1 == 0, skip: 0, length: tangentLength) else { continue }
            let edge = graph.edges[end >> 1]
            ends.append((end, node.position, -inward, Self.capRadius(end & 1 == 0 ? edge.points : edge.points.reversed(), radius)))
        }
        guard ends.count >= 2, gapLength > 0 else { return }
        /// The background bridged between ends of radii ra and rb.
        func bridge(_ ra: Double, _ rb: Double) -> Double { max(gapLength, gapFactor * (ra + rb + 1)) }
        let largest = ends.map(\.radius).max()!
        let reach = bridge(largest, largest) + 4 * largest

        // Counting sort of the ends by grid cell. Cells are at least `reach` wide, so a partner
        // is in a neighbouring cell, and large enough for one end a cell on average, so the
        // grid never outgrows the list of ends.
        let minX = ends.map(\.at.x).min()!, minY = ends.map(\.at.y).min()!
        let spanX = ends.map(\.at.x).max()! - minX + 1, spanY = ends.map(\.at.y).max()! - minY + 1
        let cell = max(reach.rounded(.up), (spanX * spanY / Double(ends.count)).squareRoot().rounded(.up))
        let columns = Int(spanX / cell) + 1, rows = Int(spanY / cell) + 1
        func cellOf(_ p: Point2) -> (Int, Int) { (Int((p.x - minX) / cell), Int((p.y - minY) / cell)) }
        var start = [Int](repeating: 0, count: columns * rows + 1)
        for e in ends { let (cx, cy) = cellOf(e.at); start[cy * columns + cx + 1] += 1 }
        for k in 1..<start.count { start[k] += start[k - 1] }
        var fill = start
        var sorted = [Int](repeating: 0, count: ends.count)
        for (k, e) in ends.enumerated() {
            let (cx, cy) = cellOf(e.at)
            sorted[fill[cy * columns + cx]] = k
            fill[cy * columns + cx] += 1
        }

        var candidates: [(distance: Double, angles: Double, a: Int, b: Int, bridge: Double, closesOnly: Bool)] = []
        for (a, e) in ends.enumerated() {
            let (cx, cy) = cellOf(e.at)
            for ny in max(0, cy - 1)...min(rows - 1, cy + 1) {
                for nx in max(0, cx - 1)...min(columns - 1, cx + 1) {
                    for b in sorted[start[ny * columns + nx]..<start[ny * columns + nx + 1]] where b > a {
                        let step = ends[b].at - e.at
                        let distance = (step * step).sum().squareRoot()
                        let most = bridge(e.radius, ends[b].radius)
                        guard distance <= most + 2 * (e.radius + ends[b].radius), distance > 0 else { continue }
                        let u = step / distance
                        let angleA = Self.degrees(between: e.out, u), angleB = Self.degrees(between: ends[b].out, -u)
                        let facing = angleA <= gapAngle && angleB <= gapAngle
                        // Ends that do not face each other may still close their own stroke.
                        guard facing || distance <= most || max(angleA, angleB) <= 90,
                              Self.backgroundLength(from: e.at, to: ends[b].at, in: mask) <= most else { continue }
                        candidates.append((distance, angleA + angleB, a, b, most, !facing))
                    }
                }
            }
        }
        candidates.sort { ($0.distance, $0.angles, $0.a, $0.b) < ($1.distance, $1.angles, $1.a, $1.b) }

        // Strokes so far (edges chained through junctions), to tell a join from a loop closure.
        var strokes = UnionFind(count: graph.edges.count)
        for end in partner.indices where partner[end] >= 0 { strokes.union(end >> 1, partner[end] >> 1) }
        var length = [Double](repeating: 0, count: graph.edges.count)
        for k in graph.edges.indices { length[strokes.find(k)] += graph.edges[k].length }
        for c in candidates {
            let a = ends[c.a].end, b = ends[c.b].end
            guard partner[a] < 0, partner[b] < 0 else { continue }
            let ra = strokes.find(a >> 1), rb = strokes.find(b >> 1)
            if ra == rb && length[ra] + c.distance < 3 * c.bridge || c.closesOnly && ra != rb { continue }
            link(a, b)
            strokes.union(ra, rb)
            length[strokes.find(ra)] = ra == rb ? length[ra] + c.distance : length[ra] + length[rb] + c.distance
        }
    }

    /// The largest stroke radius on an end's last pixels (`points` from the end inward), walking
    /// until the distance walked passes the largest radius seen (or the edge ends).
    private static func capRadius(_ points: [Point2], _ radius: (Point2) -> Double) -> Double {
        var largest = radius(points[0]), walked = 0.0
        for k in points.indices.dropFirst() {
            walked += Polygon.distance(points[k - 1], points[k])
            if walked > largest + 1 { break }
            largest = max(largest, radius(points[k]))
        }
        return largest
    }

    /// The length of the segment from `a` to `b` whose nearest pixel is background, sampled at
    /// quarter-pixel steps; both ends are pixels of `mask`.
    private static func backgroundLength(from a: Point2, to b: Point2, in mask: BinaryMask) -> Double {
        let distance = Polygon.distance(a, b)
        let steps = Int((distance * 4).rounded(.up))
        var background = 0
        for k in 0..<steps {
            let p = a + (b - a) * ((Double(k) + 0.5) / Double(steps))
            if mask.pixels[Int(p.y.rounded()) * mask.width + Int(p.x.rounded())] == 0 { background += 1 }
        }
        return distance * Double(background) / Double(steps)
    }

    /// The angle between two unit vectors, in degrees.
    private static func degrees(between u: Point2, _ v: Point2) -> Double {
        acos(max(-1, min(1, (u * v).sum()))) * 180 / .pi
    }
}
