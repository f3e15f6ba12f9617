import LineworkContours
import LineworkCore
@testable import LineworkPlotter
import Testing

@testable import LineworkVector

/// The k-d tree against brute force: nearest live point, nearest k, smallest id in range.
struct EndpointTreeTests {
    static func points(_ count: Int, seed: UInt64) -> [Point2] {
        var generator = SplitMix64(seed: seed)
        // Integer coordinates on a small square: many ties, which must go to the smaller id.
        return (0..<count).map { _ in Point2(Double(Int.random(in: 0...40, using: &generator)), Double(Int.random(in: 0...40, using: &generator))) }
    }

    static func squared(_ a: Point2, _ b: Point2) -> Double { ((a - b) * (a - b)).sum() }

    @Test func nearestLivePointMatchesBruteForceAsPointsGo() {
        let points = Self.points(500, seed: 1)
        var tree = EndpointTree(points, ids: (0..<500).map { Int32($0) }, idCount: 500)
        var live = Set(0..<500)
        var generator = SplitMix64(seed: 2)
        for _ in 0..<500 {
            let q = Point2(Double.random(in: -5...45, using: &generator), Double.random(in: -5...45, using: &generator))
            let expected = live.min { (Self.squared(points[$0], q), $0) < (Self.squared(points[$1], q), $1) }!
            #expect(tree.nearest(to: q) == expected)
            // Started from any point's leaf, the search finds the same one.
            #expect(tree.nearest(to: q, near: Int.random(in: 0..<500, using: &generator)) == expected)
            tree.remove(expected)
            live.remove(expected)
        }
        #expect(tree.nearest(to: .zero) == nil)
        #expect(tree.liveCount == 0)
    }

    /// The nearest 8 other points, and those of them strictly nearer than a bound.
    @Test(arguments: [Double.infinity, 3])
    func nearestKMatchBruteForce(bound: Double) {
        let points = Self.points(300, seed: 3)
        let tree = EndpointTree(points, ids: (0..<300).map { Int32($0) }, idCount: 300)
        var found = [Int32](repeating: 0, count: 8), distances = [Double](repeating: 0, count: 8)
        for (i, p) in points.enumerated() {
            let count = found.withUnsafeMutableBufferPointer { found in
                distances.withUnsafeMutableBufferPointer { distances in
                    tree.nearest(to: p, near: i, closerThan: bound, into: found, distances: distances) { Int($0) == i }
                }
            }
            let expected = (0..<300).filter { $0 != i && Self.squared(points[$0], p) < bound * bound }
                .sorted { (Self.squared(points[$0], p), $0) < (Self.squared(points[$1], p), $1) }
            #expect(found.prefix(count).map(Int.init) == Array(expected.prefix(8)))
        }
    }

    @Test func smallestIdInRangeMatchesBruteForce() {
        let points = Self.points(400, seed: 4)
        var tree = EndpointTree(points, ids: (0..<400).map { Int32(2 * $0 + 1) }, idCount: 800)
        for k in stride(from: 0, to: 400, by: 3) { tree.remove(2 * k + 1) }
        for q in Self.points(100, seed: 5) {
            let expected = (0..<400).filter { $0 % 3 != 0 && Polygon.distance(points[$0], q) <= 2.5 }.map { 2 * $0 + 1 }.min()
            #expect(tree.smallestId(within: 2.5, of: q) == expected)
            #expect(tree.smallestId(within: 2.5, of: q, near: 2 * Int(q.x) + 1) == expected)
        }
    }

    /// Ids within a radius, against brute force, the point exactly on the circle included.
    @Test func idsWithinMatchBruteForce() {
        let points = Self.points(400, seed: 6)
        var tree = EndpointTree(points, ids: (0..<400).map { Int32($0) }, idCount: 400)
        for k in stride(from: 0, to: 400, by: 5) { tree.remove(k) }
        var found = [Int32](repeating: 0, count: 400)
        for (k, q) in Self.points(60, seed: 7).enumerated() {
            let radius = [0.0, 1, 2.5, 3][k % 4]
            let count = found.withUnsafeMutableBufferPointer { tree.ids(within: radius, of: q, into: $0) }
            let expected = (0..<400).filter { $0 % 5 != 0 && Polygon.distance(points[$0], q) <= radius }
            #expect(found.prefix(count).map(Int.init).sorted() == expected)
            // A buffer too small holds some of them and still counts them all.
            var small = [Int32](repeating: -1, count: 2)
            #expect(small.withUnsafeMutableBufferPointer { tree.ids(within: radius, of: q, into: $0) } == expected.count)
        }
    }

    /// Large enough that the build splits over threads (`parallelPoints`): the same tree on
    /// any thread count, and queries as brute force answers them, from any leaf.
    @Test func aLargeTreeIsTheSameOnAnyThreadCountAndAnswersAsBruteForce() {
        let n = 3 * EndpointTree.parallelPoints
        var generator = SplitMix64(seed: 8)
        // Integer coordinates on a 300-px square: many equal coordinates at every split.
        let points = (0..<n).map { _ in Point2(Double(Int.random(in: 0...300, using: &generator)), Double(Int.random(in: 0...300, using: &generator))) }
        let ids = (0..<n).map { Int32($0) }
        let one = EndpointTree(points, ids: ids, idCount: n, threads: 1)
        for threads in [2, 4] {
            #expect(EndpointTree(points, ids: ids, idCount: n, threads: threads).idsInTreeOrder == one.idsInTreeOrder)
        }
        for _ in 0..<40 {
            let q = Point2(Double.random(in: -10...310, using: &generator), Double.random(in: -10...310, using: &generator))
            let near = Int.random(in: 0..<n, using: &generator)
            var best = 0
            for k in 1..<n where (Self.squared(points[k], q), k) < (Self.squared(points[best], q), best) { best = k }
            #expect(one.nearest(to: q, near: near) == best)
            let inRange = (0..<n).first { Polygon.distance(points[$0], q) <= 1.5 }
            #expect(one.smallestId(within: 1.5, of: q, near: near) == inRange)
        }
    }

    /// Renumbered (as 2-opt renumbers strokes in tour order), the tree answers with the new
    /// ids; ids it never held (a loop's second end) stay unknown.
    @Test func aRenumberedTreeAnswersWithTheNewIds() {
        let points = Self.points(200, seed: 9)
        // Ids 0, 2, 4 …: the odd ones are not in the tree.
        var tree = EndpointTree(points, ids: (0..<200).map { Int32(2 * $0) }, idCount: 400)
        let permutation = (0..<200).map { Int32((73 * $0 + 11) % 200) }
        tree.renumber { 2 * permutation[Int($0) / 2] + 1 }
        // Ids that are not in the tree now are unknown to it: removing one removes nothing.
        for id in stride(from: 0, to: 400, by: 2) { tree.remove(id) }
        #expect(tree.liveCount == 200)
        for q in Self.points(50, seed: 10) {
            let expected = (0..<200).min { (Self.squared(points[$0], q), 2 * permutation[$0] + 1) < (Self.squared(points[$1], q), 2 * permutation[$1] + 1) }!
            #expect(tree.nearest(to: q, near: 0) == Int(2 * permutation[expected] + 1))
            #expect(tree.nearest(to: q, near: Int(2 * permutation[expected] + 1)) == Int(2 * permutation[expected] + 1))
        }
        #expect(tree.point(Int(2 * permutation[7] + 1)) == points[7])
    }

    /// Lists filled on several threads are the ones one thread fills; a list over the capacity
    /// is marked, and an item left out of the order has none.
    @Test func neighbourListsAreTheSameOnAnyThreadCount() {
        let count = 20_000
        let order = (0..<count - 1).map { Int32(($0 * 7919) % (count - 1)) }   // item count - 1 left out
        func lists(threads: Int) -> NeighbourLists {
            NeighbourLists(count: count, order: order, capacity: 5, threads: threads) { item, found in
                let n = item % 7
                for k in 0..<min(n, found.count) { found[k] = Int32(item + k) }
                return n
            }
        }
        let one = lists(threads: 1)
        for threads in [2, 3] {
            let other = lists(threads: threads)
            #expect(other.starts == one.starts && other.counts == one.counts && other.ids == one.ids)
        }
        for item in [0, 3, 5, 6, 13, 19_997] {
            let n = item % 7
            if n > 5 {
                #expect(one.counts[item] == -1)
            } else {
                #expect(one.counts[item] == Int32(n))
                #expect(Array(one.ids[one.starts[item] ..< one.starts[item] + n]) == (0..<n).map { Int32(item + $0) })
            }
        }
        #expect(one.counts[count - 1] == 0)
    }

    @Test func anEmptyTreeFindsNothing() {
        let tree = EndpointTree([], ids: [], idCount: 0)
        #expect(tree.nearest(to: .zero) == nil)
        #expect(tree.smallestId(within: 1, of: .zero) == nil)
    }
}
