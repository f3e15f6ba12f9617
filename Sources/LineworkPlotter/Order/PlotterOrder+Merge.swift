import LineworkCore

extension PlotterOrder {
    /// Partners kept per end: at a random 0.5 px tolerance almost every end has at most one
    /// besides itself; more (a knot of many strokes) asks the tree instead.
    static let partnerCapacity = 8

    /// Linemerge: joins open strokes whose ends lie within `tolerance` pixels, reversing one
    /// when needed, until no two ends are that close. Greedy, in input order, so deterministic:
    /// the first open stroke left grows by the first (lowest-index) stroke with an end within
    /// `tolerance` of either of its ends, tried in the order last–first, last–last, first–last,
    /// first–first; of the two points at a joint, the one at the start of the later piece of the
    /// joined stroke is dropped (the joining stroke's at the back, the growing one's at the
    /// front). Closed strokes are returned after the merged ones, as they are.
    ///
    /// Every end's partners (the ends within `tolerance` of it) are found up front, on all
    /// cores, in an `EndpointTree` of the ends; the joins then only skip partners already
    /// joined, and an end with more than `partnerCapacity` partners (a dense knot) asks the
    /// tree itself. A growing stroke is kept as a list of pieces assembled once at the end, so
    /// merging is O(n log n) in the number of strokes (issue #35: the rescan after every join
    /// was O(n²)), with the same result as the rescan.
    public static func merge(_ strokes: [Stroke], tolerance: Double) -> [Stroke] {
        let open = strokes.filter { !$0.closed && !$0.points.isEmpty }.map(\.points)
        let closed = strokes.filter { $0.closed }
        // Stroke k's first point has id 2k, its last 2k + 1. An end that is not finite is never
        // within a finite tolerance of anything, and is left out of the index.
        var ends: [Point2] = [], ids: [Int32] = []
        ends.reserveCapacity(2 * open.count)
        ids.reserveCapacity(2 * open.count)
        for (k, points) in open.enumerated() {
            let (first, last) = (points[0], points[points.count - 1])
            if first.x.isFinite && first.y.isFinite { ends.append(first); ids.append(Int32(2 * k)) }
            if last.x.isFinite && last.y.isFinite { ends.append(last); ids.append(Int32(2 * k + 1)) }
        }
        let tree = EndpointTree(ends, ids: ids, idCount: 2 * open.count)
        // Each end's partners, the ends of other strokes, by increasing id: the first whose
        // stroke is not used yet is the one the rescan would take. Most lists are empty.
        let partners = NeighbourLists(count: 2 * open.count, order: tree.idsInTreeOrder, capacity: partnerCapacity) { id, found in
            let stroke = id >> 1
            let n = tree.ids(within: tolerance, of: tree.point(id), near: id, into: found)
            guard n <= found.count else { return n }
            // The stroke's own ends (itself, and the other when the stroke is that short) go.
            var kept = 0
            for slot in 0 ..< n where Int(found[slot]) >> 1 != stroke {
                found[kept] = found[slot]
                kept += 1
            }
            found[0 ..< kept].sort()
            return kept
        }
        var used = [Bool](repeating: false, count: open.count)
        /// The lowest-index stroke not used yet with an end within `tolerance` of end `id`
        /// (which lies at `point`), or `Int.max`.
        func partner(of id: Int, at point: Point2) -> Int {
            let count = Int(partners.counts[id])
            guard count >= 0 else {
                return tree.smallestId(within: tolerance, of: point, near: id) { used[Int($0) >> 1] }.map { $0 >> 1 } ?? Int.max
            }
            let start = partners.starts[id]
            for slot in start ..< start + count where !used[Int(partners.ids[slot]) >> 1] {
                return Int(partners.ids[slot]) >> 1
            }
            return Int.max
        }
        var merged: [Stroke] = []
        /// A piece of a growing stroke: which stroke, and whether it runs backwards.
        typealias Piece = (index: Int, reversed: Bool)
        var front: [Piece] = [], back: [Piece] = []
        for k in open.indices where !used[k] {
            used[k] = true
            // The growing stroke is front (outermost last), stroke k, back; only its two end
            // points and its length are tracked until it is assembled.
            front.removeAll(keepingCapacity: true)
            back.removeAll(keepingCapacity: true)
            var first = open[k][0], last = open[k][open[k].count - 1], count = open[k].count
            // The ids of the stroke ends that first and last are: where their searches start.
            var firstId = 2 * k, lastId = 2 * k + 1
            while true {
                let o = min(partner(of: lastId, at: last), partner(of: firstId, at: first))
                guard o != Int.max else { break }
                let points = open[o]
                let (oFirst, oLast) = (points[0], points[points.count - 1])
                if Polygon.distance(last, oFirst) <= tolerance {
                    back.append((o, false))
                    if points.count > 1 { (last, lastId) = (oLast, 2 * o + 1) }
                } else if Polygon.distance(last, oLast) <= tolerance {
                    back.append((o, true))
                    if points.count > 1 { (last, lastId) = (oFirst, 2 * o) }
                } else if Polygon.distance(first, oLast) <= tolerance {
                    front.append((o, false))
                    if count == 1 { (last, lastId) = (oLast, 2 * o + 1) }
                    (first, firstId) = (oFirst, 2 * o)
                } else {
                    // first–first: the index found o within tolerance of one of the two ends, with
                    // the arithmetic of `Polygon.distance`, so this is the one left.
                    front.append((o, true))
                    if count == 1 { (last, lastId) = (oFirst, 2 * o) }
                    (first, firstId) = (oLast, 2 * o + 1)
                }
                count += points.count - 1
                used[o] = true
            }
            // Most strokes join nothing: they are passed on as they are, without a copy.
            guard !front.isEmpty || !back.isEmpty else {
                merged.append((open[k], count > 2 && Polygon.distance(first, last) <= tolerance))
                continue
            }
            var joined: [Point2] = []
            joined.reserveCapacity(count)
            // Each piece after the first gives up its first point, the one at the joint (the
            // first piece has at least one point, so `joined` is empty only before it).
            func add(_ piece: Piece) {
                let points = open[piece.index], skip = joined.isEmpty ? 0 : 1
                if piece.reversed {
                    joined.append(contentsOf: points.reversed().dropFirst(skip))
                } else {
                    joined.append(contentsOf: points.dropFirst(skip))
                }
            }
            for piece in front.reversed() { add(piece) }
            add((k, false))
            for piece in back { add(piece) }
            let loops = joined.count > 2 && Polygon.distance(joined[0], joined[joined.count - 1]) <= tolerance
            merged.append((joined, loops))
        }
        return merged + closed
    }
}
