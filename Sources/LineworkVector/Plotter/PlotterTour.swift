import LineworkContours

/// The order in which a plotter draws strokes, computed from their ends alone: greedy nearest
/// neighbour, then 2-opt with neighbour lists. The engine behind `PlotterOrder.sort`.
///
/// Stroke k goes from `starts[k]` to `ends[k]`; a loop starts and ends at `starts[k]`. The pen
/// starts at the origin. A stroke may be drawn reversed (from its end), except a loop, which
/// keeps its direction (its start is its end, so the way round changes no travel).
///
/// Complexity, near linear where the old rescan was quadratic (issue #38: 58 of 65 s of a
/// 3200-px noise drawing): the greedy step asks an `EndpointTree` for the nearest end not yet
/// drawn, O(log n) a stroke. 2-opt looks only at the `neighbours` nearest ends of each end
/// (Johnson & McGeoch, "The Traveling Salesman Problem: A Case Study in Local Optimization",
/// 1997, §3: neighbour lists and don't-look bits), so a pass costs O(n · neighbours) plus the
/// reversals, which `window` caps at that many strokes; a pass visits only strokes next to a
/// change since they were last looked at.
struct PlotterTour {
    /// Ends of each end's list: 8 catches nearly every improving move (Johnson & McGeoch find
    /// 2-opt with 8 to 10 quadrant neighbours within a few tenths of a per cent of full 2-opt).
    static let neighbours = 8

    /// The strokes in drawing order: each stroke's index and whether it is drawn from its end.
    private(set) var order: [(index: Int, reversed: Bool)] = []

    /// Orders the strokes.
    ///
    /// - Parameters:
    ///   - starts: each stroke's first point.
    ///   - ends: each stroke's last point (ignored for loops).
    ///   - closed: whether each stroke is a loop.
    ///   - twoOpt: whether to improve the greedy order.
    ///   - maxPasses: 2-opt passes at most; 0 or less keeps the greedy order.
    ///   - window: the most strokes one 2-opt move reverses; 0 or less keeps the greedy order.
    init(starts: [Point2], ends: [Point2], closed: [Bool], twoOpt: Bool, maxPasses: Int, window: Int) {
        let n = starts.count
        guard n > 0 else { return }
        var state = State(starts: starts, ends: ends, closed: closed)
        state.greedy()
        if twoOpt, maxPasses > 0, window > 0, n > 2 {
            state.improve(maxPasses: maxPasses, window: min(window, n))
        }
        order = state.tour.map { (Int($0), state.flipped[Int($0)] && !closed[Int($0)]) }
    }

    /// The working state: end points by id (stroke k's start is id 2k, its end 2k + 1), the tour
    /// (stroke at each position), each stroke's position and direction.
    private struct State {
        let n: Int
        var points: [Point2]
        let closed: [Bool]
        var tree: EndpointTree
        var tour: [Int32] = []
        var position: [Int32]
        var flipped: [Bool]

        init(starts: [Point2], ends: [Point2], closed: [Bool]) {
            n = starts.count
            self.closed = closed
            points = [Point2](repeating: .zero, count: 2 * n)
            var indexed: [Point2] = [], ids: [Int32] = []
            indexed.reserveCapacity(2 * n)
            ids.reserveCapacity(2 * n)
            for k in 0 ..< n {
                let (start, end) = (Self.finite(starts[k]), Self.finite(closed[k] ? starts[k] : ends[k]))
                points[2 &* k] = start
                points[2 &* k &+ 1] = end
                indexed.append(start); ids.append(Int32(2 &* k))
                // A loop has one end, indexed once: it is both where the pen enters and leaves.
                if !closed[k] { indexed.append(end); ids.append(Int32(2 &* k &+ 1)) }
            }
            tree = EndpointTree(indexed, ids: ids, idCount: 2 * n)
            position = [Int32](repeating: 0, count: n)
            flipped = [Bool](repeating: false, count: n)
        }

        /// A point the index can hold: NaN as 0, an infinity as ±1e300. Such a stroke is then
        /// ordered somewhere, deterministically; where exactly does not matter.
        static func finite(_ p: Point2) -> Point2 {
            func coordinate(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -1e300), 1e300) }
            return Point2(coordinate(p.x), coordinate(p.y))
        }

        /// Nearest neighbour from the origin: each step draws the stroke with the nearest
        /// undrawn end, from that end (smaller stroke index on ties, its start before its end).
        mutating func greedy() {
            tour.reserveCapacity(n)
            var pen = Point2.zero
            while let id = tree.nearest(to: pen) {
                let k = id >> 1
                tree.remove(2 &* k)
                tree.remove(2 &* k &+ 1)
                flipped[k] = id & 1 == 1
                position[k] = Int32(tour.count)
                tour.append(Int32(k))
                pen = points[flipped[k] ? 2 &* k : 2 &* k &+ 1]
            }
        }

        /// Id of the end where the pen goes down on stroke k, and where it lifts.
        @inline(__always) func entry(_ k: Int) -> Int { flipped[k] && !closed[k] ? 2 &* k &+ 1 : 2 &* k }
        @inline(__always) func exit(_ k: Int) -> Int { closed[k] ? 2 &* k : (flipped[k] ? 2 &* k : 2 &* k &+ 1) }

        /// 2-opt on the pen-up moves. Reversing the strokes at positions l…r (their order and
        /// each one's direction) replaces the move into l and the move out of r, and nothing
        /// else changes: the moves inside are the same ones run backwards.
        ///
        /// For the move a → b into position i, an improving reversal creates a move shorter than
        /// a → b from a or from b (the neighbour-list argument), so it suffices to look at ends
        /// c nearer a (c a lifting end: the reversal makes a → c) or nearer b (c a lowering end:
        /// it makes c → b, from the other side). Every move judged in O(1).
        mutating func improve(maxPasses: Int, window: Int) {
            let k = PlotterTour.neighbours
            // Neighbour lists: each end's nearest other-stroke ends, and the origin's nearest ends.
            tree.restoreAll()
            var lists = [Int32](repeating: -1, count: 2 * n * k)
            let tree = self.tree, points = self.points, closed = self.closed
            lists.withUnsafeMutableBufferPointer { lists in
                for id in 0 ..< 2 * n where id & 1 == 0 || !closed[id >> 1] {
                    let own = Int32(id >> 1)
                    tree.nearest(k, to: points[id], into: UnsafeMutableBufferPointer(rebasing: lists[(id * k) ..< (id * k + k)])) {
                        $0 >> 1 == own
                    }
                }
            }
            var origin = [Int32](repeating: -1, count: k)
            origin.withUnsafeMutableBufferPointer { tree.nearest(k, to: .zero, into: $0) { _ in false } }

            var dirty = [Bool](repeating: true, count: n)
            for _ in 0 ..< maxPasses {
                var improved = false
                var i = 0
                while i < n {
                    let stroke = Int(tour[i])
                    if dirty[stroke] {
                        dirty[stroke] = false
                        if let (l, r) = bestMove(into: i, lists: lists, origin: origin, window: window) {
                            reverse(l, r)
                            for p in max(l - 1, 0) ... min(r + 1, n - 1) { dirty[Int(tour[p])] = true }
                            improved = true
                        }
                    }
                    i &+= 1
                }
                if !improved { break }
            }
        }

        /// The best reversal that shortens the move into position i, if any.
        func bestMove(into i: Int, lists: [Int32], origin: [Int32], window: Int) -> (Int, Int)? {
            let k = PlotterTour.neighbours
            let aId = i > 0 ? exit(Int(tour[i &- 1])) : -1
            let a = aId >= 0 ? points[aId] : .zero
            let bId = entry(Int(tour[i])), b = points[bId]
            let ab = Polygon.distance(a, b)
            var bestGain = 1e-9, best: (Int, Int)? = nil
            // From a: c lifts the pen at position j; the reversal joins a → c.
            for slot in 0 ..< k {
                let c = Int(aId >= 0 ? lists[aId &* k &+ slot] : origin[slot])
                guard c >= 0 else { break }
                let ac = Polygon.distance(a, points[c])
                guard ac < ab else { break }
                let stroke = c >> 1
                guard exit(stroke) == c else { continue }
                let j = Int(position[stroke])
                if j >= i {
                    // Reverse i…j: a → c and b → (entry of j + 1).
                    guard j &- i < window else { continue }
                    var gain = ab - ac
                    if j &+ 1 < n {
                        let e = points[entry(Int(tour[j &+ 1]))]
                        gain += Polygon.distance(points[c], e) - Polygon.distance(b, e)
                    }
                    if gain > bestGain { (bestGain, best) = (gain, (i, j)) }
                } else if j < i &- 1 {
                    // Reverse j+1…i−1: c → a and (entry of j + 1) → b.
                    guard i &- 1 &- j <= window else { continue }
                    let e = points[entry(Int(tour[j &+ 1]))]
                    let gain = Polygon.distance(points[c], e) + ab - ac - Polygon.distance(e, b)
                    if gain > bestGain { (bestGain, best) = (gain, (j &+ 1, i &- 1)) }
                }
            }
            // From b: c lowers the pen at position p; the reversal joins c → b.
            for slot in 0 ..< k {
                let c = Int(lists[bId &* k &+ slot])
                guard c >= 0 else { break }
                let bc = Polygon.distance(b, points[c])
                guard bc < ab else { break }
                let stroke = c >> 1
                guard entry(stroke) == c else { continue }
                let p = Int(position[stroke])
                if p > i {
                    // Reverse i…p−1: a → (exit of p − 1) and b → c.
                    guard p &- i <= window else { continue }
                    let f = points[exit(Int(tour[p &- 1]))]
                    let gain = ab + Polygon.distance(f, points[c]) - Polygon.distance(a, f) - bc
                    if gain > bestGain { (bestGain, best) = (gain, (i, p &- 1)) }
                } else if p < i {
                    // Reverse p…i−1: (exit of p − 1, or the origin) → a and c → b.
                    guard i &- p <= window else { continue }
                    let f = p > 0 ? points[exit(Int(tour[p &- 1]))] : .zero
                    let gain = Polygon.distance(f, points[c]) + ab - Polygon.distance(f, a) - bc
                    if gain > bestGain { (bestGain, best) = (gain, (p, i &- 1)) }
                }
            }
            return best
        }

        /// Reverses positions l…r: their order and each stroke's direction.
        mutating func reverse(_ l: Int, _ r: Int) {
            var (i, j) = (l, r)
            while i < j { tour.swapAt(i, j); i &+= 1; j &-= 1 }
            for p in l ... r {
                let k = Int(tour[p])
                position[k] = Int32(p)
                flipped[k].toggle()
            }
        }
    }
}
