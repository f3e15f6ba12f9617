import LineworkCore

extension TourArray {
    /// Whether the segments a–b and c–d cross at a point inside both (touching ends and
    /// collinear overlaps do not count): the four orientation tests.
    static func cross(_ a: Point2, _ b: Point2, _ c: Point2, _ d: Point2) -> Bool {
        func turn(_ p: Point2, _ q: Point2, _ r: Point2) -> Double { (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x) }
        let (d1, d2) = (turn(a, b, c), turn(a, b, d))
        let (d3, d4) = (turn(c, d, a), turn(c, d, b))
        return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
    }

    /// The pairs of tour edges (each named by its first point in tour order) that cross.
    /// Edges are bucketed in square cells over the cells their bounding boxes cover, and only
    /// edges sharing a cell are tested.
    func crossings(limit: Int = .max) -> [(Int, Int)] {
        let n = count
        guard n > 3 else { return [] }
        var low = points[0], high = points[0]
        for p in points { low = pointwiseMin(low, p); high = pointwiseMax(high, p) }
        var total = 0.0
        for i in 0..<n { total += distance(tour[i], tour[(i + 1) % n]) }
        let side = max(1e-6, 2 * total / Double(n))
        let columns = Int(((high.x - low.x) / side).rounded(.down)) + 1
        let rows = Int(((high.y - low.y) / side).rounded(.down)) + 1
        var cells: [Int: [Int32]] = [:]
        for k in 0..<n {
            let (p, q) = (points[tour[k]], points[tour[(k + 1) % n]])
            let x0 = Int((min(p.x, q.x) - low.x) / side), x1 = min(columns - 1, Int((max(p.x, q.x) - low.x) / side))
            let y0 = Int((min(p.y, q.y) - low.y) / side), y1 = min(rows - 1, Int((max(p.y, q.y) - low.y) / side))
            for y in y0...y1 { for x in x0...x1 { cells[y * columns + x, default: []].append(Int32(k)) } }
        }
        var found: [(Int, Int)] = []
        var reported = Set<Int>()
        for key in cells.keys.sorted() {
            let edges = cells[key]!
            for s in edges.indices {
                for t in edges.indices where t > s {
                    let (e, f) = (Int(edges[s]), Int(edges[t]))
                    let (a, b) = (tour[e], tour[(e + 1) % n]), (c, d) = (tour[f], tour[(f + 1) % n])
                    guard Self.cross(points[a], points[b], points[c], points[d]) else { continue }
                    let pair = min(e, f) * n + max(e, f)
                    if reported.insert(pair).inserted { found.append((a, c)) }
                    if found.count >= limit { return found }
                }
            }
        }
        return found
    }

    /// Removes every crossing: for crossing edges a→b and c→d, the 2-opt move to a→c and b→d
    /// (always shorter, by the triangle inequality), until none is left.
    mutating func uncross() {
        while !Cancellation.isCancelled {
            let pairs = crossings()
            if pairs.isEmpty { return }
            for (a, c) in pairs {
                let (b, d) = (next(a), next(c))
                // An earlier move of this round may have changed these edges.
                guard Self.cross(points[a], points[b], points[c], points[d]) else { continue }
                reverse(from: b, to: c)
            }
        }
    }
}
