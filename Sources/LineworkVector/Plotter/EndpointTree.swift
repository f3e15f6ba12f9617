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
/// sorted into tree order ("slots"); node k holds slots `lower[k] ..< upper[k]`, a bounding box
/// and a live count; leaves hold at most `leafSize` points. Coordinates are pixels. Points are
/// numbered by the caller (`ids`); ties in distance go to the smaller id, so every answer is
/// deterministic. Points must be finite (a difference of finite numbers may overflow to
/// infinity but is never NaN, so every comparison means what it says).
struct EndpointTree {
    /// Points per leaf: 8, a cache line of ids, few enough that a leaf scan is cheap.
    static let leafSize = 8

    private var xs: [Double] = []
    private var ys: [Double] = []
    private var ids: [Int32] = []
    private var live: [Bool] = []
    /// Slot of each id (-1 for ids not in the tree).
    private var slotOf: [Int32]
    private var lower: [Int32]
    private var upper: [Int32]
    private var counts: [Int32]
    /// Bounding boxes, four per node: minimum x, minimum y, maximum x, maximum y.
    private var boxes: [Double]

    /// Points in the tree that have not been removed.
    private(set) var liveCount: Int
    /// Room for a depth-first search's stack: two entries per level, plus one.
    private let stackSize: Int

    /// Indexes `points`, point k with id `ids[k]`.
    /// - Precondition: the points are finite; every id lies in `0 ..< idCount` and is unique.
    init(_ points: [Point2], ids pointIds: [Int32], idCount: Int) {
        let n = points.count
        var depth = 0
        while (n + (1 << depth) - 1) >> depth > Self.leafSize { depth += 1 }
        let nodes = 2 << depth
        stackSize = 2 * depth + 4
        lower = [Int32](repeating: 0, count: nodes)
        upper = [Int32](repeating: 0, count: nodes)
        counts = [Int32](repeating: 0, count: nodes)
        boxes = [Double](repeating: 0, count: 4 * nodes)
        slotOf = [Int32](repeating: -1, count: idCount)
        liveCount = n
        let px = points.map(\.x), py = points.map(\.y)
        var order = [Int32](0 ..< Int32(n))
        if n > 0 { build(node: 1, lo: 0, hi: n, order: &order, px: px, py: py, ids: pointIds) }
        xs = order.map { px[Int($0)] }
        ys = order.map { py[Int($0)] }
        ids = order.map { pointIds[Int($0)] }
        live = [Bool](repeating: true, count: n)
        for (slot, id) in ids.enumerated() { slotOf[Int(id)] = Int32(slot) }
    }

    /// Median split of `order[lo..<hi]` along the longer side of its box, then both halves.
    private mutating func build(node: Int, lo: Int, hi: Int, order: inout [Int32], px: [Double], py: [Double], ids: [Int32]) {
        var (x0, y0, x1, y1) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for k in lo ..< hi {
            let p = Int(order[k])
            x0 = min(x0, px[p]); x1 = max(x1, px[p]); y0 = min(y0, py[p]); y1 = max(y1, py[p])
        }
        lower[node] = Int32(lo); upper[node] = Int32(hi); counts[node] = Int32(hi - lo)
        boxes[4 &* node] = x0; boxes[4 &* node &+ 1] = y0; boxes[4 &* node &+ 2] = x1; boxes[4 &* node &+ 3] = y1
        guard hi - lo > Self.leafSize else { return }
        let mid = (lo + hi) / 2
        let key = x1 - x0 >= y1 - y0 ? px : py
        Self.select(mid, in: &order, lo: lo, hi: hi) { a, b in
            let (ka, kb) = (key[Int(a)], key[Int(b)])
            return ka < kb || (ka == kb && ids[Int(a)] < ids[Int(b)])
        }
        build(node: 2 &* node, lo: lo, hi: mid, order: &order, px: px, py: py, ids: ids)
        build(node: 2 &* node &+ 1, lo: mid, hi: hi, order: &order, px: px, py: py, ids: ids)
    }

    /// Quickselect (Hoare, median-of-three pivot): afterwards `order[k]` is the element a full sort
    /// would put there, smaller ones before it and larger after. `less` is a total order.
    private static func select(_ k: Int, in order: inout [Int32], lo: Int, hi: Int, less: (Int32, Int32) -> Bool) {
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
        let slot = Int(slotOf[id])
        guard slot >= 0, live[slot] else { return }
        live[slot] = false
        liveCount -= 1
        var node = 1
        while true {
            counts[node] &-= 1
            guard upper[node] &- lower[node] > Int32(Self.leafSize) else { return }
            node = slot < Int(upper[2 &* node]) ? 2 &* node : 2 &* node &+ 1
        }
    }

    /// Brings every point back (after the greedy order has removed them all).
    mutating func restoreAll() {
        for k in live.indices { live[k] = true }
        for node in counts.indices { counts[node] = upper[node] &- lower[node] }
        liveCount = live.count
    }

    /// Squared distance from (x, y) to node's box.
    @inline(__always) private func boxDistance(_ node: Int, _ x: Double, _ y: Double) -> Double {
        let dx = max(boxes[4 &* node] - x, 0, x - boxes[4 &* node &+ 2])
        let dy = max(boxes[4 &* node &+ 1] - y, 0, y - boxes[4 &* node &+ 3])
        return dx * dx + dy * dy
    }

    /// The live point nearest `p` (smaller id on ties), or nil when none is left (or `p` is NaN).
    func nearest(to p: Point2) -> Int? {
        let (x, y) = (p.x, p.y)
        var best = Double.infinity, bestId = Int32.max
        // Depth-first, nearer child first; a subtree is skipped when it is empty or its box lies
        // farther than the best so far (equal distance may still hold a smaller id).
        search(x, y) { node in
            guard counts[node] > 0, boxDistance(node, x, y) <= best else { return false }
            if upper[node] &- lower[node] <= Int32(Self.leafSize) {
                for slot in Int(lower[node]) ..< Int(upper[node]) where live[slot] {
                    let dx = xs[slot] - x, dy = ys[slot] - y
                    let d = dx * dx + dy * dy
                    if d < best || (d == best && ids[slot] < bestId) { (best, bestId) = (d, ids[slot]) }
                }
                return false
            }
            return true
        }
        return bestId == Int32.max ? nil : Int(bestId)
    }

    /// The live point with the smallest id whose distance from `p` is at most `radius`, or nil.
    /// The distance is computed as `Polygon.distance` computes it, so the two agree exactly.
    func smallestId(within radius: Double, of p: Point2) -> Int? {
        let (x, y) = (p.x, p.y)
        var bestId = Int32.max
        search(x, y) { node in
            guard counts[node] > 0, boxDistance(node, x, y).squareRoot() <= radius else { return false }
            if upper[node] &- lower[node] <= Int32(Self.leafSize) {
                for slot in Int(lower[node]) ..< Int(upper[node]) where live[slot] && ids[slot] < bestId {
                    let dx = xs[slot] - x, dy = ys[slot] - y
                    if (dx * dx + dy * dy).squareRoot() <= radius { bestId = ids[slot] }
                }
                return false
            }
            return true
        }
        return bestId == Int32.max ? nil : Int(bestId)
    }

    /// The ids of the (at most) `k` points nearest `p`, nearest first (smaller id on ties),
    /// leaving out those `excluded` rejects, written to `result` (k entries, -1 past the found).
    func nearest(_ k: Int, to p: Point2, into result: UnsafeMutableBufferPointer<Int32>,
                 excluding excluded: (Int32) -> Bool) {
        guard k > 0 else { return }
        let (x, y) = (p.x, p.y)
        // The found points, kept sorted by (distance, id) in two small parallel buffers.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: k) { distances in
        for i in 0 ..< k { result[i] = -1; distances[i] = .infinity }
        var found = 0
        search(x, y) { node in
            let bound = found < k ? Double.infinity : distances[k &- 1]
            guard counts[node] > 0, boxDistance(node, x, y) <= bound else { return false }
            if upper[node] &- lower[node] <= Int32(Self.leafSize) {
                for slot in Int(lower[node]) ..< Int(upper[node]) where live[slot] && !excluded(ids[slot]) {
                    let dx = xs[slot] - x, dy = ys[slot] - y
                    let d = dx * dx + dy * dy, id = ids[slot]
                    if found == k && (d > distances[k &- 1] || (d == distances[k &- 1] && id > result[k &- 1])) { continue }
                    var i = found < k ? found : k &- 1
                    while i > 0 && (distances[i &- 1] > d || (distances[i &- 1] == d && result[i &- 1] > id)) {
                        distances[i] = distances[i &- 1]; result[i] = result[i &- 1]; i &-= 1
                    }
                    distances[i] = d; result[i] = id
                    if found < k { found &+= 1 }
                }
                return false
            }
            return true
        }
        }
    }

    /// Depth-first search from the root: `visit` handles a node (scanning it if it is a leaf)
    /// and returns whether to descend into its children, which are visited nearer box first.
    /// The stack lives on the call's stack frame: a query allocates nothing.
    @inline(__always) private func search(_ x: Double, _ y: Double, _ visit: (Int) -> Bool) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: stackSize) { stack in
            stack[0] = 1
            var top = 1
            while top > 0 {
                top &-= 1
                let node = stack[top]
                guard visit(node) else { continue }
                let (a, b) = (2 &* node, 2 &* node &+ 1)
                let nearFirst = boxDistance(a, x, y) <= boxDistance(b, x, y)
                stack[top] = nearFirst ? b : a
                stack[top &+ 1] = nearFirst ? a : b
                top &+= 2
            }
        }
    }
}
