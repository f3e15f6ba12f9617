import LineworkCore

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
/// 1997, §3: neighbour lists and don't-look bits), found in the same tree and only nearer than
/// the move they would replace, so a pass costs O(n log n) plus the reversals, which `window`
/// caps at that many strokes; a pass visits only moves whose ends changed since last looked at.
struct PlotterTour {
    /// Candidate ends looked at from each end of a move: 8 catches nearly every improving move
    /// (Johnson & McGeoch find 2-opt with 8 to 10 neighbours within a few tenths of a per cent of
    /// full 2-opt). Only ends of the right kind count (lifting ends from a lifting end, lowering
    /// from lowering), so none of the 8 is wasted.
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
            let original = state.renumberInTourOrder()
            state.improve(maxPasses: maxPasses, window: min(window, n))
            order = state.tour.map { (Int(original[Int($0)]), state.flipped[Int($0)] && !state.closed[Int($0)]) }
        } else {
            order = state.tour.map { (Int($0), state.flipped[Int($0)] && !closed[Int($0)]) }
        }
    }

    /// The working state: end points by id (stroke k's start is id 2k, its end 2k + 1), the tour
    /// (stroke at each position), each stroke's position and direction.
    private struct State {
        let n: Int
        var points: [Point2]
        var closed: [Bool]
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
            var pen = Point2.zero, penId = -1
            while let id = tree.nearest(to: pen, near: penId) {
                let k = id >> 1
                tree.remove(2 &* k)
                tree.remove(2 &* k &+ 1)
                flipped[k] = id & 1 == 1
                position[k] = Int32(tour.count)
                tour.append(Int32(k))
                penId = exit(k)
                pen = points[penId]
            }
        }

        /// Renumbers the strokes in tour order (the stroke at position p becomes stroke p) and
        /// returns each new number's old one. 2-opt walks the tour and looks at ends near each
        /// move, which the greedy tour put next to each other: numbered so, the arrays it reads
        /// by stroke (ends, positions, directions) are read nearly in order, where in input
        /// order nearly every read missed the cache. Ties between equally near candidates then
        /// go to the stroke drawn earlier in the greedy order.
        mutating func renumberInTourOrder() -> [Int32] {
            let original = tour
            var newNumber = [Int32](repeating: 0, count: n)
            var points = self.points, closed = self.closed, flipped = self.flipped
            for (p, k) in original.enumerated() {
                let k = Int(k)
                newNumber[k] = Int32(p)
                (points[2 &* p], points[2 &* p &+ 1]) = (self.points[2 &* k], self.points[2 &* k &+ 1])
                (closed[p], flipped[p]) = (self.closed[k], self.flipped[k])
                tour[p] = Int32(p)
                position[p] = Int32(p)
            }
            (self.points, self.closed, self.flipped) = (points, closed, flipped)
            tree.renumber { id in 2 &* newNumber[Int(id) >> 1] | (id & 1) }
            return original
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
            tree.restoreAll()
            // Don't-look bits, one per end: a move is looked for only where an end's pen-up
            // move changed since it was last looked at. A reversal changes two moves; the moves
            // inside it are the same ones run backwards, so their ends keep their bits.
            var dirty = [Bool](repeating: true, count: 2 * n)
            let k = PlotterTour.neighbours
            // Scratch room for the candidates, allocated here rather than in closures: a closure
            // capturing the mutating `self` copied the whole state (every array retained) on
            // each move looked at.
            let lifting = UnsafeMutableBufferPointer<Int32>.allocate(capacity: k)
            let lowering = UnsafeMutableBufferPointer<Int32>.allocate(capacity: k)
            let distances = UnsafeMutableBufferPointer<Double>.allocate(capacity: k)
            defer { lifting.deallocate(); lowering.deallocate(); distances.deallocate() }
            for _ in 0 ..< maxPasses {
                var improved = false
                var i = 0
                while i < n {
                    let a = i > 0 ? exit(Int(tour[i &- 1])) : -1, b = entry(Int(tour[i]))
                    if dirty[b] || (a >= 0 && dirty[a]) {
                        dirty[b] = false
                        if a >= 0 { dirty[a] = false }
                        if let (l, r) = bestMove(into: i, window: window, lifting: lifting, lowering: lowering, distances: distances) {
                            reverse(l, r)
                            // The new moves into l and into r + 1, and their four ends.
                            if l > 0 { dirty[exit(Int(tour[l &- 1]))] = true }
                            dirty[entry(Int(tour[l]))] = true
                            dirty[exit(Int(tour[r]))] = true
                            if r &+ 1 < n { dirty[entry(Int(tour[r &+ 1]))] = true }
                            improved = true
                        }
                    }
                    i &+= 1
                }
                if !improved { break }
            }
        }

        /// The best reversal that shortens the move a → b into position i, if any. Candidates
        /// are the `neighbours` nearest ends nearer a than b is (lifting ends) and nearer b than
        /// a is (lowering ends), found in the tree when asked: most moves are short after the
        /// greedy order, so the search stays within a leaf or two.
        func bestMove(into i: Int, window: Int, lifting: UnsafeMutableBufferPointer<Int32>,
                      lowering: UnsafeMutableBufferPointer<Int32>, distances: UnsafeMutableBufferPointer<Double>) -> (Int, Int)? {
            let aId = i > 0 ? exit(Int(tour[i &- 1])) : -1
            let a = aId >= 0 ? points[aId] : .zero
            let bId = entry(Int(tour[i])), b = points[bId]
            let ab = Polygon.distance(a, b)
            var bestGain = 1e-9, best: (Int, Int)? = nil
            // From a: c lifts the pen at position j; the reversal joins a → c.
            // The filters read the directions through pointers: a closure capturing `self`
            // would retain its arrays on every call.
            let (fromA, fromB) = flipped.withUnsafeBufferPointer { flipped in
                closed.withUnsafeBufferPointer { closed in
                    // An end lifts the pen when it is a loop's or the end it is not drawn from.
                    let (ownA, ownB) = (aId >> 1, bId >> 1)
                    let fromA = tree.nearest(to: a, near: aId, closerThan: ab, into: lifting, distances: distances) { id in
                        let stroke = Int(id) >> 1
                        return stroke == ownA || !(closed[stroke] || (id & 1 == 1) != flipped[stroke])
                    }
                    let fromB = tree.nearest(to: b, near: bId, closerThan: ab, into: lowering, distances: distances) { id in
                        let stroke = Int(id) >> 1
                        return stroke == ownB || !(closed[stroke] || (id & 1 == 1) == flipped[stroke])
                    }
                    return (fromA, fromB)
                }
            }
            for slot in 0 ..< fromA {
                let c = Int(lifting[slot])
                let ac = Polygon.distance(a, points[c])
                let j = Int(position[c >> 1])
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
            for slot in 0 ..< fromB {
                let c = Int(lowering[slot])
                let bc = Polygon.distance(b, points[c])
                let p = Int(position[c >> 1])
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
