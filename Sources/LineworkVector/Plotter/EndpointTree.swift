import LineworkContours

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
/// sorted into tree order ("slots"); node k holds slots `lower ..< upper`, a bounding box and a
/// live count; leaves hold at most `leafSize` points. Nodes and points are packed structs read
/// through unsafe buffers in the queries, which run once or twice per stroke. Coordinates are pixels. Points are
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

    /// A node: its slots, how many of them are live, and their bounding box.
    struct Node {
        var lower: Int32 = 0, upper: Int32 = 0, count: Int32 = 0
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
    /// Slot of each id (-1 for ids not in the tree).
    private var slotOf: [Int32]
    /// Points in the tree that have not been removed.
    private(set) var liveCount: Int
    /// Room for a depth-first search's stack: two entries per level, plus spare.
    private let stackSize: Int

    /// Indexes `points`, point k with id `ids[k]`.
    /// - Precondition: the points are finite; every id lies in `0 ..< idCount` and is unique.
    init(_ points: [Point2], ids pointIds: [Int32], idCount: Int) {
        let n = points.count
        var depth = 0
        while (n + (1 << depth) - 1) >> depth > Self.leafSize { depth += 1 }
        stackSize = 2 * depth + 4
        nodes = [Node](repeating: Node(), count: 2 << depth)
        slotOf = [Int32](repeating: -1, count: idCount)
        liveCount = n
        let px = points.map(\.x), py = points.map(\.y)
        var order = [Int32](0 ..< Int32(n))
        if n > 0 {
            nodes.withUnsafeMutableBufferPointer { nodes in
                order.withUnsafeMutableBufferPointer { order in
                    px.withUnsafeBufferPointer { px in
                        py.withUnsafeBufferPointer { py in
                            pointIds.withUnsafeBufferPointer { ids in
                                Self.build(1, 0, n, nodes: nodes, order: order, px: px, py: py, ids: ids)
                            }
                        }
                    }
                }
            }
        }
        entries = order.map { Entry(x: px[Int($0)], y: py[Int($0)], id: pointIds[Int($0)], live: true) }
        for (slot, entry) in entries.enumerated() { slotOf[Int(entry.id)] = Int32(slot) }
    }

    /// Median split of `order[lo..<hi]` along the longer side of its box, then both halves.
    private static func build(_ node: Int, _ lo: Int, _ hi: Int, nodes: UnsafeMutableBufferPointer<Node>,
                              order: UnsafeMutableBufferPointer<Int32>, px: UnsafeBufferPointer<Double>,
                              py: UnsafeBufferPointer<Double>, ids: UnsafeBufferPointer<Int32>) {
        var (x0, y0, x1, y1) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for k in lo ..< hi {
            let p = Int(order[k])
            x0 = min(x0, px[p]); x1 = max(x1, px[p]); y0 = min(y0, py[p]); y1 = max(y1, py[p])
        }
        nodes[node] = Node(lower: Int32(lo), upper: Int32(hi), count: Int32(hi - lo), minX: x0, minY: y0, maxX: x1, maxY: y1)
        guard hi - lo > leafSize else { return }
        let mid = (lo + hi) / 2
        select(mid, order, lo, hi, key: x1 - x0 >= y1 - y0 ? px : py, ids: ids)
        build(2 &* node, lo, mid, nodes: nodes, order: order, px: px, py: py, ids: ids)
        build(2 &* node &+ 1, mid, hi, nodes: nodes, order: order, px: px, py: py, ids: ids)
    }

    /// Quickselect (Hoare, median-of-three pivot): afterwards `order[k]` is the point a full sort
    /// by (key, id) would put there, smaller ones before it and larger after.
    private static func select(_ k: Int, _ order: UnsafeMutableBufferPointer<Int32>, _ lo: Int, _ hi: Int,
                               key: UnsafeBufferPointer<Double>, ids: UnsafeBufferPointer<Int32>) {
        @inline(__always) func less(_ a: Int32, _ b: Int32) -> Bool {
            let (ka, kb) = (key[Int(a)], key[Int(b)])
            return ka < kb || (ka == kb && ids[Int(a)] < ids[Int(b)])
        }
        var (lo, hi) = (lo, hi - 1)
        while hi > lo {
            let m = (lo + hi) / 2
            if less(order[m], order[lo]) { order.swapAt(m, lo) }
            if less(order[hi], order[lo]) { order.swapAt(hi, lo) }
            if less(order[hi], order[m]) { order.swapAt(hi, m) }
            let pivot = order[m]
            var (i, j) = (lo, hi)
            while i <= j {
                while less(order[i], pivot) { i &+= 1 }
                while less(pivot, order[j]) { j &-= 1 }
                if i <= j { order.swapAt(i, j); i &+= 1; j &-= 1 }
            }
            if k <= j { hi = j } else if k >= i { lo = i } else { return }
        }
    }

    /// Forgets the point with `id` (nothing happens if it is gone already or was never added).
    mutating func remove(_ id: Int) {
        let slot = Int32(slotOf[id])
        guard slot >= 0, entries[Int(slot)].live else { return }
        entries[Int(slot)].live = false
        liveCount -= 1
        nodes.withUnsafeMutableBufferPointer { nodes in
            var node = 1
            while true {
                nodes[node].count &-= 1
                guard !nodes[node].isLeaf else { return }
                node = slot < nodes[2 &* node].upper ? 2 &* node : 2 &* node &+ 1
            }
        }
    }

    /// Brings every point back (after the greedy order has removed them all).
    mutating func restoreAll() {
        for k in entries.indices { entries[k].live = true }
        for k in nodes.indices { nodes[k].count = nodes[k].upper &- nodes[k].lower }
        liveCount = entries.count
    }

    /// The live point nearest `p` (smaller id on ties), or nil when none is left (or `p` is NaN).
    func nearest(to p: Point2) -> Int? {
        let (x, y) = (p.x, p.y)
        var best = Double.infinity, bestId = Int32.max
        // Depth-first, nearer child first; a subtree is skipped when it is empty or its box lies
        // farther than the best so far (equal distance may still hold a smaller id).
        search(x, y) { node, entries in
            guard node.count > 0, node.distance(x, y) <= best else { return false }
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

    /// The live point with the smallest id whose distance from `p` is at most `radius`, or nil.
    /// The distance is computed as `Polygon.distance` computes it, so the two agree exactly.
    func smallestId(within radius: Double, of p: Point2) -> Int? {
        let (x, y) = (p.x, p.y)
        var bestId = Int32.max
        search(x, y) { node, entries in
            guard node.count > 0, node.distance(x, y).squareRoot() <= radius else { return false }
            guard node.isLeaf else { return true }
            for slot in Int(node.lower) ..< Int(node.upper) where entries[slot].live && entries[slot].id < bestId {
                let dx = entries[slot].x - x, dy = entries[slot].y - y
                if (dx * dx + dy * dy).squareRoot() <= radius { bestId = entries[slot].id }
            }
            return false
        }
        return bestId == Int32.max ? nil : Int(bestId)
    }

    /// The ids of the (at most) `result.count` live points nearest `p` and strictly nearer than
    /// `bound`, nearest first (smaller id on ties), leaving out those `excluded` rejects.
    ///
    /// - Parameters:
    ///   - distances: scratch room for as many squared distances as `result` has ids.
    /// - Returns: how many were found; `result` holds them first.
    func nearest(to p: Point2, closerThan bound: Double, into result: UnsafeMutableBufferPointer<Int32>,
                 distances: UnsafeMutableBufferPointer<Double>, excluding excluded: (Int32) -> Bool) -> Int {
        let k = result.count
        guard k > 0 else { return 0 }
        let (x, y) = (p.x, p.y)
        // The found points, kept sorted by (distance, id); the k-th bounds the search once full.
        var found = 0, limit = bound * bound
        search(x, y) { node, entries in
            guard node.count > 0, node.distance(x, y) <= limit else { return false }
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

    /// Depth-first search from the root: `visit` handles a node (scanning it if it is a leaf)
    /// and returns whether to descend into its children, which are visited nearer box first.
    /// The stack lives on the call's stack frame: a query allocates nothing.
    @inline(__always) private func search(_ x: Double, _ y: Double, _ visit: (Node, UnsafeBufferPointer<Entry>) -> Bool) {
        entries.withUnsafeBufferPointer { entries in
            nodes.withUnsafeBufferPointer { nodes in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: stackSize) { stack in
                    stack[0] = 1
                    var top = 1
                    while top > 0 {
                        top &-= 1
                        let node = stack[top]
                        guard visit(nodes[node], entries) else { continue }
                        let (a, b) = (2 &* node, 2 &* node &+ 1)
                        let nearFirst = nodes[a].distance(x, y) <= nodes[b].distance(x, y)
                        stack[top] = nearFirst ? b : a
                        stack[top &+ 1] = nearFirst ? a : b
                        top &+= 2
                    }
                }
            }
        }
    }
}
