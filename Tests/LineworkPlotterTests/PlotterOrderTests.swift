import LineworkContours
import LineworkCore
@testable import LineworkPlotter
import Testing

@testable import LineworkVector

struct PlotterOrderTests {
    static func randomStrokes(_ count: Int, side: Double, seed: UInt64, loops: Bool = false) -> [PlotterOrder.Stroke] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { k in
            let a = Point2(Double.random(in: 0...side, using: &generator), Double.random(in: 0...side, using: &generator))
            let b = a + Point2(Double.random(in: -10...10, using: &generator), Double.random(in: -10...10, using: &generator))
            if loops && k % 5 == 0 { return ([a, b, Point2(b.x, a.y)], true) }
            return ([a, b], false)
        }
    }

    @Test func sortingCutsPenUpTravel() {
        var generator = SplitMix64(seed: 3)
        let strokes: [PlotterOrder.Stroke] = (0..<300).map { _ in
            let a = Point2(Double.random(in: 0...500, using: &generator), Double.random(in: 0...500, using: &generator))
            return ([a, a + Point2(Double.random(in: -10...10, using: &generator), 5)], false)
        }
        let before = PlotterOrder.travel(strokes)
        let greedy = PlotterOrder.travel(PlotterOrder.sort(strokes, twoOpt: false))
        let optimised = PlotterOrder.travel(PlotterOrder.sort(strokes))
        #expect(greedy < before / 3)
        #expect(optimised <= greedy)
        #expect(PlotterOrder.sort(strokes).count == strokes.count)
    }

    /// Greedy from the origin takes the nearest end and draws the stroke from it; 2-opt then
    /// has nothing to improve on this line of strokes.
    @Test func sortDrawsEachStrokeFromItsNearerEnd() {
        let strokes: [PlotterOrder.Stroke] = [
            ([Point2(30, 0), Point2(40, 0)], false),
            ([Point2(20, 0), Point2(11, 0)], false),   // nearer end last: drawn reversed
            ([Point2(50, 0), Point2(50, 5), Point2(45, 5)], true),
            ([Point2(1, 0), Point2(9, 0)], false),
        ]
        let sorted = PlotterOrder.sort(strokes)
        #expect(sorted.map(\.points) == [[Point2(1, 0), Point2(9, 0)], [Point2(11, 0), Point2(20, 0)],
                                          [Point2(30, 0), Point2(40, 0)], [Point2(50, 0), Point2(50, 5), Point2(45, 5)]])
        #expect(PlotterOrder.travel(sorted) == 1 + 2 + 10 + 10)
        let order = PlotterOrder.order(starts: strokes.map(PlotterOrder.start), ends: strokes.map(PlotterOrder.end),
                                       closed: strokes.map(\.closed))
        #expect(order.map(\.index) == [3, 1, 0, 2])
        #expect(order.map(\.reversed) == [false, true, false, false])
    }

    /// The tour is a permutation: every stroke once, open ones possibly reversed, loops as given.
    @Test func sortKeepsEveryStrokeAndEveryLoopsDirection() {
        let strokes = Self.randomStrokes(3000, side: 800, seed: 11, loops: true)
        let sorted = PlotterOrder.sort(strokes)
        #expect(sorted.count == strokes.count)
        func key(_ s: PlotterOrder.Stroke) -> [Double] { s.points.flatMap { [$0.x, $0.y] } }
        let given = Set(strokes.map { key($0) } + strokes.filter { !$0.closed }.map { key(PlotterOrder.reversed($0)) })
        #expect(sorted.allSatisfy { given.contains(key($0)) })
        #expect(Set(strokes.filter(\.closed).map(key)) == Set(sorted.filter(\.closed).map(key)))
        #expect(PlotterOrder.travel(sorted) < PlotterOrder.travel(strokes) / 10)
    }

    /// Strokes with ends that are not finite are ordered somewhere, not lost (the index holds
    /// them at finite stand-ins).
    @Test func sortTakesEndsThatAreNotFinite() {
        let strokes: [PlotterOrder.Stroke] = [([Point2(.nan, 0), Point2(1, 1)], false), ([Point2(.infinity, 0)], false),
                                              ([Point2(2, 2), Point2(3, 3)], false), ([], false)]
        #expect(PlotterOrder.sort(strokes).count == 3)
    }

    @Test func mergeJoinsTouchingEndsInEitherDirection() {
        let strokes: [PlotterOrder.Stroke] = [
            ([Point2(0, 0), Point2(10, 0)], false),
            ([Point2(20, 0), Point2(10.5, 0)], false),   // reversed, end within tolerance
            ([Point2(100, 100), Point2(110, 100)], false),
        ]
        let merged = PlotterOrder.merge(strokes, tolerance: 1)
        #expect(merged.count == 2)
        #expect(merged[0].points == [Point2(0, 0), Point2(10, 0), Point2(20, 0)])
    }

    /// Joins at both ends in all four ways: at the back the joined stroke gives up its point at
    /// the joint, at the front the growing one does; a chain that comes back to its start closes.
    @Test func mergeGrowsAtBothEndsAndCloses() {
        let strokes: [PlotterOrder.Stroke] = [
            ([Point2(10, 0), Point2(20, 0)], false),
            ([Point2(0, 0.2), Point2(10.2, 0)], false),    // before the first: first–last
            ([Point2(20, 10), Point2(20.1, 0.1)], false),  // after it, reversed: last–last
            ([Point2(0.1, 0.1), Point2(0, 10)], false),    // before, reversed: first–first
            ([Point2(0.1, 10.1), Point2(19.9, 10)], false), // after, reversed: last–last, and closes
        ]
        let merged = PlotterOrder.merge(strokes, tolerance: 0.5)
        #expect(merged.count == 1)
        #expect(merged[0].points == [Point2(0, 10), Point2(0.1, 0.1), Point2(10.2, 0), Point2(20, 0), Point2(20, 10),
                                     Point2(0.1, 10.1)])
        #expect(merged[0].closed)
    }

    /// The spatial-index merge gives exactly what the rescan gave (the code before issue #35,
    /// kept here as the reference) on random strokes with many near ends, some of one point.
    @Test(arguments: [0.0, 0.7, 3.0])
    func mergeMatchesTheRescan(tolerance: Double) {
        var generator = SplitMix64(seed: 5)
        var strokes: [PlotterOrder.Stroke] = (0..<600).map { k in
            // Ends on a coarse lattice, so many coincide or nearly do.
            func lattice() -> Point2 {
                Point2(Double(Int.random(in: 0...12, using: &generator)) * 2 + Double.random(in: 0...0.6, using: &generator),
                       Double(Int.random(in: 0...12, using: &generator)) * 2)
            }
            if k % 37 == 0 { return ([lattice()], false) }
            return ((0..<Int.random(in: 2...4, using: &generator)).map { _ in lattice() }, k % 23 == 0)
        }
        strokes.append(([], false))
        let merged = PlotterOrder.merge(strokes, tolerance: tolerance)
        let reference = Self.rescanMerge(strokes, tolerance: tolerance)
        #expect(merged.count == reference.count)
        #expect(merged.map(\.points) == reference.map(\.points))
        #expect(merged.map(\.closed) == reference.map(\.closed))
    }

    /// `PlotterOrder.merge` before issue #35: after every join, rescan every open stroke.
    static func rescanMerge(_ strokes: [PlotterOrder.Stroke], tolerance: Double) -> [PlotterOrder.Stroke] {
        var open = strokes.filter { !$0.closed && !$0.points.isEmpty }
        let closed = strokes.filter { $0.closed }
        var merged: [PlotterOrder.Stroke] = []
        while !open.isEmpty {
            var current = open.removeFirst().points
            var grew = true
            while grew {
                grew = false
                for (k, other) in open.enumerated() {
                    let o = other.points
                    if Polygon.distance(current.last!, o.first!) <= tolerance {
                        current += o.dropFirst()
                    } else if Polygon.distance(current.last!, o.last!) <= tolerance {
                        current += o.reversed().dropFirst()
                    } else if Polygon.distance(current.first!, o.last!) <= tolerance {
                        current = o + current.dropFirst()
                    } else if Polygon.distance(current.first!, o.first!) <= tolerance {
                        current = o.reversed() + current.dropFirst()
                    } else {
                        continue
                    }
                    open.remove(at: k)
                    grew = true
                    break
                }
            }
            let loops = current.count > 2 && Polygon.distance(current.first!, current.last!) <= tolerance
            merged.append((current, loops))
        }
        return merged + closed
    }

    @Test func vectorArtReportsTravelAndDropsDust() {
        var options = VectorArt.Options()
        options.sortForPlotter = true
        let strokes: [PlotterOrder.Stroke] = [([Point2(400, 400), Point2(450, 400)], false), ([Point2(0, 0), Point2(2, 0)], false),
                                              ([Point2(10, 10), Point2(60, 10)], false)]
        let art = VectorArt(strokes: strokes, options: options)
        #expect(art.paths.count == 2)  // the 2 px mark is dust
        #expect(art.travel.after < art.travel.before)
    }
}
