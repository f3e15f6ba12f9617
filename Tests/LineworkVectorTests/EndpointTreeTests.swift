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

    @Test func anEmptyTreeFindsNothing() {
        let tree = EndpointTree([], ids: [], idCount: 0)
        #expect(tree.nearest(to: .zero) == nil)
        #expect(tree.smallestId(within: 1, of: .zero) == nil)
    }
}
