import Foundation
import LineworkContours
import LineworkCore
import Testing

@testable import LineworkTone

/// `TSPTour` against LKH's tours (elkai, `Scripts/make-tsp-fixtures`) through the same
/// stipple-like points, and the one-stroke tour of `ToneStrokes`.
struct TSPTourTests {
    struct Fixture: Decodable {
        let points: [[Double]]
        let elkaiLength: Double
    }

    static func fixture(_ count: Int) throws -> [Point2] {
        let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("tsp-\(count).json")
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
        return fixture.points.map { Point2($0[0], $0[1]) }
    }

    static func elkaiLength(_ count: Int) throws -> Double {
        let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("tsp-\(count).json")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url)).elkaiLength
    }

    /// Every pair of non-adjacent edges of the closed tour, tested directly (O(n²), with a
    /// bounding-box test first): the edges that cross, as pairs of edge indices.
    static func crossings(_ order: [Int], _ points: [Point2]) -> [(Int, Int)] {
        let n = order.count
        let edges = (0..<n).map { (points[order[$0]], points[order[($0 + 1) % n]]) }
        let boxes = edges.map { (pointwiseMin($0.0, $0.1), pointwiseMax($0.0, $0.1)) }
        var found: [(Int, Int)] = []
        for i in 0..<n {
            for j in stride(from: i + 2, to: n, by: 1) where !(i == 0 && j == n - 1) {
                let (a, b) = (boxes[i], boxes[j])
                guard a.0.x <= b.1.x, b.0.x <= a.1.x, a.0.y <= b.1.y, b.0.y <= a.1.y else { continue }
                if TourArray.cross(edges[i].0, edges[i].1, edges[j].0, edges[j].1) { found.append((i, j)) }
            }
        }
        return found
    }

    /// Within 1.10 times LKH's tour, every point once, no two edges crossing.
    @Test(arguments: [1_000, 2_000, 5_000])
    func tourIsNearLKHAndNeverCrossesItself(count: Int) throws {
        let points = try Self.fixture(count)
        let tour = TSPTour(points)
        #expect(tour.order.sorted() == Array(0..<count))
        let ratio = TSPTour.length(tour.order, points) / (try Self.elkaiLength(count))
        #expect(ratio <= 1.10, "\(count) points: \(ratio) × elkai's tour")
        #expect(ratio >= 0.999, "shorter than LKH's by more than rounding: the fixture or the length is wrong")
        let crossings = Self.crossings(tour.order, points)
        #expect(crossings.isEmpty, "\(crossings.count) crossings, e.g. \(crossings.prefix(3))")
    }

    /// The crossing test: touching ends and collinear overlaps do not cross; an X does.
    @Test func crossingTest() {
        let (a, b, c, d) = (Point2(0, 0), Point2(2, 2), Point2(0, 2), Point2(2, 0))
        #expect(TourArray.cross(a, b, c, d))
        #expect(!TourArray.cross(a, b, b, Point2(3, 0)))
        #expect(!TourArray.cross(a, Point2(2, 0), Point2(1, 0), Point2(3, 0)))
        #expect(!TourArray.cross(a, Point2(1, 0), Point2(0, 1), Point2(1, 1)))
    }

    /// Or-opt and 2-opt keep a permutation on tiny inputs, and a square's tour is its perimeter.
    @Test func smallTours() {
        #expect(TSPTour([]).order.isEmpty)
        #expect(TSPTour([Point2(1, 1)]).order == [0])
        let square = [Point2(0, 0), Point2(1, 1), Point2(1, 0), Point2(0, 1), Point2(0.5, 0)]
        let tour = TSPTour(square)
        #expect(tour.order.sorted() == Array(0..<5))
        #expect(abs(TSPTour.length(tour.order, square) - 4) < 1e-9)
    }

    /// `--tone tsp` is exactly one stroke through every stipple, without crossings.
    @Test func tspToneIsOneStroke() {
        let gray = ToneTestScenes.discs()
        var options = HatchOptions(style: .tsp)
        options.dots = 1_500
        let tone = ToneStrokes(gray: gray, occluded: nil, options: options)
        #expect(tone.strokes.count == 1)
        let line = tone.strokes.first ?? []
        #expect(line.count == 1_500)
        // Open: the crossing test of the closed tour covers the open one.
        #expect(Self.crossings(Array(line.indices), line).isEmpty)
    }

    /// Regression (hardening IV, item 5): the tour's improvement and uncrossing loops ran to
    /// their end for abandoned work. Under a token cancelled 200 ms in, a tour through 150,000
    /// points ends within a second (its order still a permutation, not improved).
    @Test func anAbandonedTourStopsWithinASecond() {
        var random = SplitMix64(seed: 48)
        let points = (0..<150_000).map { _ in
            Point2(Double.random(in: 0..<1000, using: &random), Double.random(in: 0..<1000, using: &random))
        }
        let token = Cancellation.Token()
        nonisolated(unsafe) var order: [Int] = []
        let done = DispatchSemaphore(value: 0)
        Thread {
            order = Cancellation.run(token) { TSPTour(points).order }
            done.signal()
        }.start()
        Thread.sleep(forTimeInterval: 0.2)
        let cancelled = Date()
        token.cancel()
        done.wait()
        let seconds = Date().timeIntervalSince(cancelled)
        #expect(seconds < 1, "the tour ran \(seconds) s after it was cancelled")
        #expect(order.count == points.count)
    }
}
