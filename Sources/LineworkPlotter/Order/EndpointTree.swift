import Foundation
import LineworkCore

/// A k-d tree of stroke end points that can forget points: the spatial index behind
/// `PlotterOrder`'s merge (ends within a tolerance), greedy order (the nearest end not yet
/// drawn) and 2-opt (each end's nearest neighbours).
///
/// Why a k-d tree and not a uniform grid: the greedy order asks for the nearest *remaining*
/// end, and as strokes are drawn whole regions empty out; a grid's ring search then walks ever
/// more empty cells (the scan becomes a rescan again), and a grid's cell size has to suit both
/// a 0.5 px merge tolerance and the gaps between hatch lines. The tree keeps a count of live
/// points per node and skips empty subtrees, so every query is O(log n) on any layout; it is
/// built once, in O(n log n), by median splits along each node's longer side (vpype's
/// `LineIndex` uses a k-d tree for the same reasons).
///
/// Layout: an implicit binary tree (node 1 the root, children 2k and 2k + 1) over the points
/// sorted into tree order ("slots"); node k holds slots `lower ..< upper`, a bounding box, a
/// cell (the region its splits give it) and a live count; leaves hold at most `leafSize`
/// points. Nodes and points are packed structs read through unsafe buffers in the queries,
/// which run once or twice per stroke; the build runs on all cores. Coordinates are pixels. Points are
/// numbered by the caller (`ids`); ties in distance go to the smaller id, so every answer is
/// deterministic. Points must be finite (a difference of finite numbers may overflow to
/// infinity but is never NaN, so every comparison means what it says).
struct EndpointTree {
    /// Points per leaf: 8, few enough that a leaf scan is cheap, enough to keep the tree shallow.
    static let leafSize = 8

    /// A point in tree order.
    struct Entry {
        var x: Double, y: Double
        var id: Int32
        var live: Bool
    }

    /// A node: its slots and their bounding box (how many are live is kept in `counts`).
    struct Node {
        var lower: Int32 = 0, upper: Int32 = 0
        var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0

        var isLeaf: Bool { upper &- lower <= Int32(EndpointTree.leafSize) }

        /// Squared distance from (x, y) to the box.
        @inline(__always) func distance(_ x: Double, _ y: Double) -> Double {
            let dx = max(minX - x, 0, x - maxX), dy = max(minY - y, 0, y - maxY)
            return dx * dx + dy * dy
        }
    }

    private var entries: [Entry]
    private var nodes: [Node]
    /// Live points under each node, apart from the boxes: `remove` updates a count on every
    /// level, and 4 bytes a node keep the upper levels in cache where the 40-byte nodes did not.
    private var counts: [Int32]
    /// Each node's cell: the region its splits give it (minX, minY, maxX, maxY), infinite where
    /// no split bounds it. No point outside the subtree lies inside it, which is what lets a
    /// query stop climbing (see `search`); its tight box, far smaller, has four of its points on
    /// its edges, and a query from one of them climbed on and on.
    private var cells: [(Double, Double, Double, Double)]
    /// Slot of each id (-1 for ids not in the tree).
    private var slotOf: [Int32]
    /// The leaf node holding each slot.
    private var leaves: [Int32]
    /// Points in the tree that have not been removed.
    private(set) var liveCount: Int
    /// Room for a depth-first search's stack: two entries per level, plus spare.
    private let stackSize: Int

    /// Indexes `points`, point k with id `ids[k]`. The build splits over `threads` threads
    /// (all cores by default); the tree is the same for any number.
    /// - Precondition: the points are finite; every id lies in `0 ..< idCount` and is unique.
    init(_ points: [Point2], ids pointIds: [Int32], idCount: Int, threads: Int = Parallel.threadCount) {
        let n = points.count
        var depth = 0
        while (n + (1 << depth) - 1) >> depth > Self.leafSize { depth += 1 }
        stackSize = 2 * depth + 4
        var nodes = [Node](repeating: Node(), count: 2 << depth)
        var entries = (0 ..< n).map { Entry(x: points[$0].x, y: points[$0].y, id: pointIds[$0], live: true) }
        var leaves = [Int32](repeating: 1, count: n)
        let everywhere = (-Double.infinity, -Double.infinity, Double.infinity, Double.infinity)
        var cells = [(Double, Double, Double, Double)](repeating: everywhere, count: nodes.count)
        if n > 0 {
            nodes.withUnsafeMutableBufferPointer { nodes in
                cells.withUnsafeMutableBufferPointer { cells in
                    entries.withUnsafeMutableBufferPointer { entries in
                        leaves.withUnsafeMutableBufferPointer { leaves in
                            var box = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
                            for e in entries { box = (min(box.0, e.x), min(box.1, e.y), max(box.2, e.x), max(box.3, e.y)) }
                            Self.build(1, 0, n, box: box, cell: everywhere, threads: threads,
                                       into: (nodes, cells, entries, leaves))
                        }
                    }
                }
            }
        }
        self.cells = cells
        var slotOf = [Int32](repeating: -1, count: idCount)
        for (slot, entry) in entries.enumerated() { slotOf[Int(entry.id)] = Int32(slot) }
        (self.nodes, self.entries, self.leaves, self.slotOf, liveCount) = (nodes, entries, leaves, slotOf, n)
        counts = nodes.map { $0.upper &- $0.lower }
    }

    /// The arrays a build writes, as buffers.
    private typealias Buffers = (nodes: UnsafeMutableBufferPointer<Node>, cells: UnsafeMutableBufferPointer<(Double, Double, Double, Double)>,
                                 entries: UnsafeMutableBufferPointer<Entry>, leaves: UnsafeMutableBufferPointer<Int32>)

    /// Subtrees of at least this many points are built on a thread of their own (when there
    /// are threads to spare): below it a task costs more than it saves.
    static let parallelPoints = 1 << 15

    /// Median split of `entries[lo..<hi]` along the longer side of `box` (a box holding them,
    /// not necessarily the tightest; `cell` is the same less the root's bounds), then both halves; each node's box is then the tight one,
    /// a leaf's from its points and an inner node's the union of its children's, so no pass
    /// over the points is spent on boxes. The points themselves are partitioned (not indices to
    /// them), so every pass reads memory in order. The two halves of a large node are built
    /// concurrently while `threads` > 1: they write disjoint slots and nodes, and the tree is
    /// the same whatever the thread count.
    private static func build(_ node: Int, _ lo: Int, _ hi: Int, box: (Double, Double, Double, Double),
                              cell: (Double, Double, Double, Double), threads: Int, into tree: Buffers) {
        let (nodes, cells, entries, leaves) = tree
        cells[node] = cell
        guard hi &- lo > leafSize else {
            var (x0, y0, x1, y1) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
            for k in lo ..< hi {
                x0 = min(x0, entries[k].x); x1 = max(x1, entries[k].x); y0 = min(y0, entries[k].y); y1 = max(y1, entries[k].y)
                leaves[k] = Int32(node)
            }
            nodes[node] = Node(lower: Int32(lo), upper: Int32(hi), minX: x0, minY: y0, maxX: x1, maxY: y1)
            return
        }
        let mid = (lo &+ hi) / 2
        let (x0, y0, x1, y1) = box
        var (left, right, leftCell, rightCell) = (box, box, cell, cell)
        if x1 - x0 >= y1 - y0 {
            select(mid, entries, lo, hi) { $0.x < $1.x || ($0.x == $1.x && $0.id < $1.id) }
            (left.2, right.0, leftCell.2, rightCell.0) = (entries[mid].x, entries[mid].x, entries[mid].x, entries[mid].x)
        } else {
            select(mid, entries, lo, hi) { $0.y < $1.y || ($0.y == $1.y && $0.id < $1.id) }
            (left.3, right.1, leftCell.3, rightCell.1) = (entries[mid].y, entries[mid].y, entries[mid].y, entries[mid].y)
        }
        let (a, b) = (2 &* node, 2 &* node &+ 1)
        if threads > 1 && hi &- lo >= 2 &* parallelPoints {
            Parallel.forEach(2, threads: 2) { half in
                let (child, range) = half == 0 ? (a, (lo, mid)) : (b, (mid, hi))
                build(child, range.0, range.1, box: half == 0 ? left : right, cell: half == 0 ? leftCell : rightCell,
                      threads: threads / 2, into: tree)
            }
        } else {
            build(a, lo, mid, box: left, cell: leftCell, threads: 1, into: tree)
            build(b, mid, hi, box: right, cell: rightCell, threads: 1, into: tree)
        }
        nodes[node] = Node(lower: Int32(lo), upper: Int32(hi),
                           minX: min(nodes[a].minX, nodes[b].minX), minY: min(nodes[a].minY, nodes[b].minY),
                           maxX: max(nodes[a].maxX, nodes[b].maxX), maxY: max(nodes[a].maxY, nodes[b].maxY))
    }

    /// Floyd and Rivest's selection (CACM 18(3), 1975, algorithm 489, as kdbush uses it for the
    /// same build): afterwards `entries[k]` is the point a full sort by `less` (a total order)
    /// would put there, smaller ones before it and larger after. A large range first selects
    /// k within a sample around it, so the pivot lands within a few places of k and one
    /// partition pass nearly finishes the range: about 1.1 passes over the points per level
    /// where median-of-three quickselect made about 2.8, and the build is bound by moving
    /// points through memory (24 bytes each, 40 MB for a million ends, every level).
    private static func select(_ k: Int, _ entries: UnsafeMutableBufferPointer<Entry>, _ lo: Int, _ hi: Int,
                               by less: (Entry, Entry) -> Bool) {
        var (left, right) = (lo, hi &- 1)   // inclusive
        while right > left {
            if right &- left > 600 {
                let n = Double(right &- left &+ 1), i = Double(k &- left &+ 1)
                let z = log(n), s = 0.5 * exp(2 * z / 3)
                let sd = 0.5 * (z * s * (n - s) / n).squareRoot() * (i - n / 2 < 0 ? -1 : 1)
                let newLeft = max(left, Int((Double(k) - i * s / n + sd).rounded(.down)))
                let newRight = min(right, Int((Double(k) + (n - i) * s / n + sd).rounded(.down)))
                select(k, entries, newLeft, newRight &+ 1, by: less)
            }
            // Hoare partition around t = entries[k], parked at `left` (or `right`) meanwhile.
            let t = entries[k]
            var (i, j) = (left, right)
            entries.swapAt(left, k)
            if less(t, entries[right]) { entries.swapAt(left, right) }
            while i < j {
                entries.swapAt(i, j)
                i &+= 1
                j &-= 1
                while less(entries[i], t) { i &+= 1 }
                while less(t, entries[j]) { j &-= 1 }
            }
            if !less(entries[left], t) && !less(t, entries[left]) {
                entries.swapAt(left, j)
            } else {
                j &+= 1
                entries.swapAt(j, right)
            }
            if j <= k { left = j &+ 1 }
            if k <= j { right = j &- 1 }
        }
    }

    /// The ids of the points in tree order: neighbours in the plane lie near each other in it.
    var idsInTreeOrder: [Int32] { entries.map(\.id) }

    /// Where the point with `id` lies. Precondition: the tree holds it.
    func point(_ id: Int) -> Point2 {
        let entry = entries[Int(slotOf[id])]
        return Point2(entry.x, entry.y)
    }

    /// Gives every point a new id, `newId(old)`: a one-to-one map within `0 ..< idCount`.
    mutating func renumber(_ newId: (Int32) -> Int32) {
        for k in slotOf.indices { slotOf[k] = -1 }
        for slot in entries.indices {
            entries[slot].id = newId(entries[slot].id)
            slotOf[Int(entries[slot].id)] = Int32(slot)
        }
    }

    /// Forgets the point with `id` (nothing happens if it is gone already or was never added).
    mutating func remove(_ id: Int) {
        let slot = Int(slotOf[id])
        guard slot >= 0, entries[slot].live else { return }
        entries[slot].live = false
        liveCount -= 1
        var node = Int(leaves[slot])
        counts.withUnsafeMutableBufferPointer { counts in
            while node >= 1 {
                counts[node] &-= 1
                node >>= 1
            }
        }
    }

    /// Brings every point back (after the greedy order has removed them all).
    mutating func restoreAll() {
        for k in entries.indices { entries[k].live = true }
        for k in nodes.indices { counts[k] = nodes[k].upper &- nodes[k].lower }
        liveCount = entries.count
    }

    /// The live point nearest `p` (smaller id on ties), or nil when none is left (or `p` is NaN).
    /// `near`, the id of a point (live or not) at or next to `p`, starts the search in its leaf.
    func nearest(to p: Point2, near: Int = -1) -> Int? {
        let (x, y) = (p.x, p.y)
        var best = Double.infinity, bestId = Int32.max
        // A subtree is skipped when it is empty or its box lies farther than the best so far
        // (equal distance may still hold a smaller id).
        search(x, y, near: near, reach: { best }) { node, count, entries in
            guard count > 0, node.distance(x, y) <= best else { return false }
            guard node.isLeaf else { return true }
            for slot in Int(node.lower) ..< Int(node.upper) where entries[slot].live {
                let dx = entries[slot].x - x, dy = entries[slot].y - y
                let d = dx * dx + dy * dy
                if d < best || (d == best && entries[slot].id < bestId) { (best, bestId) = (d, entries[slot].id) }
            }
            return false
        }
        return bestId == Int32.max ? nil : Int(bestId)
    }

    /// The live point with the smallest id whose distance from `p` is at most `radius`, or nil,
    /// leaving out those `excluded` rejects. The distance is computed as `Polygon.distance`
    /// computes it, so the two agree exactly. `near` as for `nearest(to:near:)`.
    func smallestId(within radius: Double, of p: Point2, near: Int = -1, excluding excluded: (Int32) -> Bool = { _ in false }) -> Int? {
        let (x, y) = (p.x, p.y)
        var bestId = Int32.max
        search(x, y, near: near, reach: { radius * radius }) { node, count, entries in
            guard count > 0, node.distance(x, y).squareRoot() <= radius else { return false }
            guard node.isLeaf else { return true }
            for slot in Int(node.lower) ..< Int(node.upper) where entries[slot].live && entries[slot].id < bestId {
                let dx = entries[slot].x - x, dy = entries[slot].y - y
                if (dx * dx + dy * dy).squareRoot() <= radius && !excluded(entries[slot].id) { bestId = entries[slot].id }
            }
            return false
        }
        return bestId == Int32.max ? nil : Int(bestId)
    }

    /// The ids of the live points within `radius` of `p` (the distance as `Polygon.distance`
    /// computes it), in tree order: as many as `result` holds are written to it, and the count
    /// of all of them is returned. `near` as for `nearest(to:near:)`.
    func ids(within radius: Double, of p: Point2, near: Int = -1, into result: UnsafeMutableBufferPointer<Int32>) -> Int {
        let (x, y) = (p.x, p.y)
        var found = 0
        search(x, y, near: near, reach: { radius * radius }) { node, count, entries in
            guard count > 0, node.distance(x, y).squareRoot() <= radius else { return false }
            guard node.isLeaf else { return true }
            for slot in Int(node.lower) ..< Int(node.upper) where entries[slot].live {
                let dx = entries[slot].x - x, dy = entries[slot].y - y
                guard (dx * dx + dy * dy).squareRoot() <= radius else { continue }
                if found < result.count { result[found] = entries[slot].id }
                found &+= 1
            }
            return false
        }
        return found
    }

    /// The ids of the (at most) `result.count` live points nearest `p` and strictly nearer than
    /// `bound`, nearest first (smaller id on ties), leaving out those `excluded` rejects.
    ///
    /// - Parameters:
    ///   - near: as for `nearest(to:near:)`.
    ///   - distances: scratch room for as many squared distances as `result` has ids.
    /// - Returns: how many were found; `result` holds them first.
    func nearest(to p: Point2, near: Int = -1, closerThan bound: Double, into result: UnsafeMutableBufferPointer<Int32>,
                 distances: UnsafeMutableBufferPointer<Double>, excluding excluded: (Int32) -> Bool) -> Int {
        let k = result.count
        guard k > 0 else { return 0 }
        let (x, y) = (p.x, p.y)
        // The found points, kept sorted by (distance, id); the k-th bounds the search once full.
        var found = 0, limit = bound * bound
        search(x, y, near: near, reach: { limit }) { node, count, entries in
            guard count > 0, node.distance(x, y) <= limit else { return false }
            guard node.isLeaf else { return true }
            for slot in Int(node.lower) ..< Int(node.upper) where entries[slot].live {
                let dx = entries[slot].x - x, dy = entries[slot].y - y
                let d = dx * dx + dy * dy, id = entries[slot].id
                guard d <= limit, !excluded(id) else { continue }
                if found == k {
                    guard d < distances[k &- 1] || (d == distances[k &- 1] && id < result[k &- 1]) else { continue }
                } else if d == bound * bound {
                    continue   // strictly nearer than the bound
                }
                var i = found < k ? found : k &- 1
                while i > 0 && (distances[i &- 1] > d || (distances[i &- 1] == d && result[i &- 1] > id)) {
                    distances[i] = distances[i &- 1]; result[i] = result[i &- 1]; i &-= 1
                }
                distances[i] = d; result[i] = id
                if found < k { found &+= 1 }
                if found == k { limit = distances[k &- 1] }
            }
            return false
        }
        return found
    }

    /// The search behind every query. It starts at the leaf holding `near` (the root when
    /// there is none) and climbs: at each step it searches the sibling subtree depth first,
    /// nearer child first, `visit` pruning and scanning nodes (it returns whether to descend).
    /// It stops as soon as the disc of squared radius `reach()` around (x, y) lies strictly
    /// inside the cell of the node reached: every point outside that subtree lies beyond one
    /// of the split lines that bound the cell, so farther than the disc. From a stroke's own end
    /// most queries end within a leaf or two, instead of descending the whole depth from the
    /// root. The stack lives on the call's stack frame: a query allocates nothing.
    @inline(__always) private func search(_ x: Double, _ y: Double, near: Int, reach: () -> Double,
                                          _ visit: (Node, Int32, UnsafeBufferPointer<Entry>) -> Bool) {
        let slot = near >= 0 && near < slotOf.count ? Int(slotOf[near]) : -1
        var node = slot >= 0 ? Int(leaves[slot]) : 1
        entries.withUnsafeBufferPointer { entries in
            nodes.withUnsafeBufferPointer { nodes in
                counts.withUnsafeBufferPointer { counts in
                    cells.withUnsafeBufferPointer { cells in
                        withUnsafeTemporaryAllocation(of: Int.self, capacity: stackSize) { stack in
                            @inline(__always) func descend(_ start: Int) {
                                stack[0] = start
                                var top = 1
                                while top > 0 {
                                    top &-= 1
                                    let node = stack[top]
                                    guard visit(nodes[node], counts[node], entries) else { continue }
                                    let (a, b) = (2 &* node, 2 &* node &+ 1)
                                    let nearFirst = nodes[a].distance(x, y) <= nodes[b].distance(x, y)
                                    stack[top] = nearFirst ? b : a
                                    stack[top &+ 1] = nearFirst ? a : b
                                    top &+= 2
                                }
                            }
                            descend(node)
                            while node > 1 {
                                // A hair wider than the disc, so rounding in the square root loses nothing.
                                let r = reach().squareRoot() * (1 + 1e-9), cell = cells[node]
                                if x - r > cell.0 && x + r < cell.2 && y - r > cell.1 && y + r < cell.3 { return }
                                descend(node ^ 1)
                                node >>= 1
                            }
                        }
                    }
                }
            }
        }
    }
}
