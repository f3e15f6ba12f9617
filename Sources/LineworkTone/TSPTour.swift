import LineworkCore

/// A short closed tour through points (the travelling salesman's), for one-line drawings.
///
/// 1. Candidates: each point's `neighbours` nearest points (`PointBuckets`), the only edges
///    the construction and the improvements consider (Johnson & McGeoch's neighbour lists).
/// 2. Start: the greedy edge matching: candidate edges, shortest first, each taken when both
///    its ends have fewer than two edges and it closes no cycle (union–find); the fragments
///    left are chained end to nearest end. About 15–20 % above optimal.
/// 3. Improvement: 2-opt and Or-opt (a run of 1–3 points moved elsewhere, either way round)
///    over the neighbour lists, with a queue of points to look at again (don't-look bits):
///    a point leaves the queue when no move around it shortens the tour, and re-enters when
///    one of its edges changes. The tour is an array with each point's position; a 2-opt
///    move reverses the shorter side, an Or-opt move shifts the shorter block.
/// 4. Uncrossing (`TourArray.uncross`): any two edges that still cross (a crossing's
///    endpoints need not be neighbours) are swapped by 2-opt, which always shortens the
///    tour, until none cross.
///
/// Coordinates are any plane units; `order` visits every index of the points once.
struct TSPTour: Sendable, Equatable {
    /// The points' indices in tour order; the tour closes from the last back to the first.
    var order: [Int]

    /// The candidate neighbours per point: 8. With 5, the tours of the fixtures were 1–2 %
    /// longer; with 12, no shorter and a third slower.
    static let neighbours = 8
    /// The least gain a move must bring, in the points' units: moves below it could loop on
    /// rounding.
    static let epsilon = 1e-9

    /// A tour through `points`; the empty tour for none. Abandoned work (`Cancellation`)
    /// ends early with a tour that is not improved, which the caller's next checkpoint drops.
    init(_ points: [Point2]) {
        let n = points.count
        guard n > 3 else { order = Array(0..<n); return }
        let candidates = Self.candidates(points)
        guard !Cancellation.isCancelled else { order = Array(0..<n); return }
        var state = TourArray(order: Self.greedy(points, candidates: candidates), points: points)
        state.improve(candidates: candidates)
        state.uncross()
        order = state.tour
    }

    /// The length of the closed tour `order` through `points`.
    static func length(_ order: [Int], _ points: [Point2]) -> Double {
        guard order.count > 1 else { return 0 }
        var total = 0.0
        for k in order.indices {
            let d = points[order[k]] - points[order[(k + 1) % order.count]]
            total += (d * d).sum().squareRoot()
        }
        return total
    }

    /// Each point's `neighbours` nearest points, flat (`n · neighbours`, −1 where a point has fewer).
    static func candidates(_ points: [Point2]) -> [Int32] {
        let n = points.count, k = min(neighbours, n - 1)
        var low = points[0], high = points[0]
        for p in points { low = pointwiseMin(low, p); high = pointwiseMax(high, p) }
        let shifted = points.map { $0 - low }
        let size = high - low
        // About two points a cell.
        let side = max(1e-6, (max(size.x, 1e-6) * max(size.y, 1e-6) * 2 / Double(n)).squareRoot())
        var buckets = PointBuckets(width: Int((size.x / side).rounded(.up)) + 1,
                                   height: Int((size.y / side).rounded(.up)) + 1, side: 1)
        let unit = shifted.map { $0 / side }
        buckets.rebuild(unit)
        var out = [Int32](repeating: -1, count: n * neighbours)
        let token = Cancellation.current
        out.withUnsafeMutableBufferPointer { out in
            let base = out.baseAddress!
            Parallel.forEachChunk(n, minimumChunk: 1024) { range in
                var found: [(distance: Double, index: Int32)] = []
                found.reserveCapacity(k)
                for i in range {
                    // Abandoned work (`Cancellation`) stops, polled every 1,024 points on each thread.
                    if i & 1023 == 0, token?.isCancelled == true { return }
                    buckets.nearest(k, to: i, in: unit, into: &found)
                    for (slot, hit) in found.enumerated() { base[i * neighbours + slot] = hit.index }
                }
            }
        }
        return out
    }

    /// The greedy edge tour: candidate edges shortest first, kept while both ends have degree
    /// below 2 and no cycle closes; the remaining paths chained each to the nearest free end.
    static func greedy(_ points: [Point2], candidates: [Int32]) -> [Int] {
        let n = points.count
        func distance(_ a: Int, _ b: Int) -> Double { let d = points[a] - points[b]; return (d * d).sum() }
        var edges: [(distance: Double, a: Int32, b: Int32)] = []
        edges.reserveCapacity(n * neighbours / 2 + 1)
        let token = Cancellation.current
        for i in 0..<n {
            // Abandoned work (`Cancellation`): the points in order, a tour the caller drops.
            if i & 4095 == 0, token?.isCancelled == true { return Array(0..<n) }
            for slot in 0..<neighbours {
                let j = Int(candidates[i * neighbours + slot])
                if j > i || (j >= 0 && !candidates[j * neighbours..<(j + 1) * neighbours].contains(Int32(i))) {
                    edges.append((distance(i, j), Int32(i), Int32(j)))
                }
            }
        }
        if token?.isCancelled == true { return Array(0..<n) }
        edges.sort { ($0.distance, $0.a, $0.b) < ($1.distance, $1.a, $1.b) }
        var link = [Int32](repeating: -1, count: n * 2)   // each point's up to two partners
        var parent = Array(0..<n)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        func degree(_ i: Int) -> Int { (link[2 * i] >= 0 ? 1 : 0) + (link[2 * i + 1] >= 0 ? 1 : 0) }
        func connect(_ a: Int, _ b: Int) {
            link[2 * a + (link[2 * a] >= 0 ? 1 : 0)] = Int32(b)
            link[2 * b + (link[2 * b] >= 0 ? 1 : 0)] = Int32(a)
            parent[root(a)] = root(b)
        }
        for edge in edges {
            let (a, b) = (Int(edge.a), Int(edge.b))
            if degree(a) < 2 && degree(b) < 2 && root(a) != root(b) { connect(a, b) }
        }
        // The paths (single points included), each from one free end to the other.
        var seen = [Bool](repeating: false, count: n)
        var paths: [[Int]] = []
        for start in 0..<n where !seen[start] && degree(start) < 2 {
            var path = [start]
            seen[start] = true
            var (previous, current) = (-1, start)
            while true {
                let next = [link[2 * current], link[2 * current + 1]].map(Int.init).first { $0 >= 0 && $0 != previous }
                guard let next, !seen[next] else { break }
                path.append(next)
                seen[next] = true
                (previous, current) = (current, next)
            }
            paths.append(path)
        }
        // Chained end to nearest free end, from the first path on.
        var used = [Bool](repeating: false, count: paths.count)
        var order = paths[0]
        used[0] = true
        for _ in 1..<max(1, paths.count) {
            // Quadratic in the paths: abandoned work (`Cancellation`) takes the rest in order.
            if token?.isCancelled == true {
                for (index, path) in paths.enumerated() where !used[index] { order += path }
                break
            }
            let end = points[order[order.count - 1]]
            var best = (distance: Double.infinity, path: -1, reversed: false)
            for (index, path) in paths.enumerated() where !used[index] {
                let d0 = points[path[0]] - end, d1 = points[path[path.count - 1]] - end
                let (a, b) = ((d0 * d0).sum(), (d1 * d1).sum())
                if a < best.distance { best = (a, index, false) }
                if b < best.distance { best = (b, index, true) }
            }
            guard best.path >= 0 else { break }
            used[best.path] = true
            order.append(contentsOf: best.reversed ? paths[best.path].reversed() : paths[best.path])
        }
        return order
    }
}
