import LineworkCore

/// A closed tour as an array of point indices with each point's position in it, and the
/// local moves that shorten it (`TSPTour`'s steps 3 and 4).
struct TourArray {
    /// Point indices in tour order.
    private(set) var tour: [Int]
    /// `position[tour[k]] == k`.
    private var position: [Int]
    let points: [Point2]

    init(order: [Int], points: [Point2]) {
        tour = order
        self.points = points
        position = [Int](repeating: 0, count: order.count)
        for (k, i) in order.enumerated() { position[i] = k }
    }

    var count: Int { tour.count }

    @inline(__always) func next(_ i: Int) -> Int { tour[position[i] + 1 == count ? 0 : position[i] + 1] }
    @inline(__always) func previous(_ i: Int) -> Int { tour[position[i] == 0 ? count - 1 : position[i] - 1] }
    @inline(__always) func distance(_ a: Int, _ b: Int) -> Double {
        let d = points[a] - points[b]
        return (d.x * d.x + d.y * d.y).squareRoot()
    }

    /// Reverses the tour from point `a` forward to point `b` (inclusive); when that part is
    /// longer than half the tour, the rest is reversed instead (the same cycle, run the other
    /// way).
    mutating func reverse(from a: Int, to b: Int) {
        let n = count
        var i = position[a], j = position[b]
        var length = (j - i + n) % n + 1
        if 2 * length > n {
            (i, j) = ((j + 1) % n, (i - 1 + n) % n)
            length = n - length
        }
        for _ in 0..<(length / 2) {
            let (x, y) = (tour[i], tour[j])
            tour[i] = y; position[y] = i
            tour[j] = x; position[x] = j
            i = i + 1 == n ? 0 : i + 1
            j = j == 0 ? n - 1 : j - 1
        }
    }

    /// Moves the run of `length` points starting at `first` (forward) to between `after` and
    /// its successor, reversed when `reversed`. `after` must lie outside the run. The shorter
    /// of the two blocks between run and destination is shifted.
    mutating func move(runFrom first: Int, length: Int, after: Int, reversed: Bool) {
        let n = count
        let start = position[first]
        var run = SIMD4<Int>(repeating: 0)
        for k in 0..<length { run[k] = tour[(start + k) % n] }
        let forward = (position[after] - (start + length) + 2 * n) % n + 1
        let backward = n - length - forward
        var at: Int
        if forward <= backward {
            for k in 0..<forward {
                let i = tour[(start + length + k) % n]
                tour[(start + k) % n] = i; position[i] = (start + k) % n
            }
            at = (start + forward) % n
        } else {
            at = (start - backward + n) % n
            for k in stride(from: backward - 1, through: 0, by: -1) {
                let i = tour[(at + k) % n]
                tour[(at + k + length) % n] = i; position[i] = (at + k + length) % n
            }
        }
        for k in 0..<length {
            let i = run[reversed ? length - 1 - k : k]
            tour[at] = i; position[i] = at
            at = at + 1 == n ? 0 : at + 1
        }
    }

    /// 2-opt and Or-opt over `candidates` (`TSPTour.neighbours` a point) until no move around
    /// any point shortens the tour.
    mutating func improve(candidates: [Int32]) {
        let n = count, k = TSPTour.neighbours
        var queue = tour
        var head = 0
        var queued = [Bool](repeating: true, count: n)
        func push(_ i: Int) { if !queued[i] { queued[i] = true; queue.append(i) } }
        let token = Cancellation.current
        while head < queue.count {
            // Abandoned work (`Cancellation`) stops, polled every 4,096 points.
            if head & 4095 == 0, token?.isCancelled == true { return }
            let a = queue[head]
            head += 1
            queued[a] = false
            if head > 4 * n { queue.removeFirst(head); head = 0 }
            if let touched = twoOpt(a, candidates[(a * k)..<((a + 1) * k)]) ?? orOpt(a, candidates, k) {
                touched.forEach(push)
                push(a)
            }
        }
    }

    /// The first shortening 2-opt move at `a` over its neighbours: the points whose edges it changed.
    private mutating func twoOpt(_ a: Int, _ neighbours: ArraySlice<Int32>) -> [Int]? {
        for forward in [true, false] {
            let b = forward ? next(a) : previous(a)
            let ab = distance(a, b)
            for c32 in neighbours where c32 >= 0 {
                let c = Int(c32)
                let ac = distance(a, c)
                if ac >= ab { break }
                let d = forward ? next(c) : previous(c)
                if c == b || d == a { continue }
                let gain = ab + distance(c, d) - ac - distance(b, d)
                guard gain > TSPTour.epsilon else { continue }
                // Forward: a b … c d → a c … b d. Backward: d c … b a → d b … c a.
                if forward { reverse(from: b, to: c) } else { reverse(from: c, to: b) }
                return [a, b, c, d]
            }
        }
        return nil
    }

    /// The first shortening Or-opt move of a run of 1–3 points starting at `a`: the run moved
    /// between a neighbour of its ends and that neighbour's successor or predecessor.
    private mutating func orOpt(_ a: Int, _ candidates: [Int32], _ k: Int) -> [Int]? {
        let n = count
        for length in 1...3 where length + 3 <= n {
            let last = tour[(position[a] + length - 1) % n]
            let p = previous(a), q = next(last)
            let removal = distance(p, a) + distance(last, q) - distance(p, q)
            guard removal > TSPTour.epsilon else { continue }
            func inRun(_ i: Int) -> Bool { (position[i] - position[a] + n) % n < length }
            for end in [a, last] {
                for c32 in candidates[(end * k)..<((end + 1) * k)] where c32 >= 0 {
                    let c = Int(c32)
                    if distance(end, c) >= removal { break }
                    if inRun(c) { continue }
                    for u in [c, previous(c)] {
                        let v = next(u)
                        if inRun(u) || inRun(v) { continue }
                        let forwardCost = distance(u, a) + distance(last, v)
                        let reverseCost = distance(u, last) + distance(a, v)
                        let gain = removal - (min(forwardCost, reverseCost) - distance(u, v))
                        guard gain > TSPTour.epsilon else { continue }
                        move(runFrom: a, length: length, after: u, reversed: reverseCost < forwardCost)
                        return [p, q, u, v, last]
                    }
                }
            }
        }
        return nil
    }
}
