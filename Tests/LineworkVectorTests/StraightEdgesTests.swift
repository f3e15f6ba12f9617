import Foundation
import LineworkContours
import LineworkCore
import Testing

@testable import LineworkVector

/// `StraightEdges`: the dashes of one straight edge become one stroke, a straight stroke is
/// drawn as its line, and curves and corners are left alone (issue 50, item 2).
struct StraightEdgesTests {
    /// A horizontal pixel chain from x0 to x1 at row y.
    static func row(_ x0: Int, _ x1: Int, y: Double) -> [Point2] {
        stride(from: x0, through: x1, by: x1 >= x0 ? 1 : -1).map { Point2(Double($0), y) }
    }

    @Test func collinearDashesAreJoinedIntoOneLine() {
        // Three dashes along y = 10, with gaps of 6 and 9 px; the middle one drawn backwards.
        let strokes: [(points: [Point2], closed: Bool)] = [
            (Self.row(0, 30, y: 10), false), (Self.row(70, 40, y: 10.4), false), (Self.row(79, 120, y: 10), false),
        ]
        let out = StraightEdges.straightened(strokes)
        #expect(out.count == 1)
        #expect(out[0].points.count == 2, "drawn as its fitted line")
        let ends = Set(out[0].points.map { Int($0.x.rounded()) })
        #expect(ends == [0, 120])
        #expect(out[0].points.allSatisfy { abs($0.y - 10.1) < 0.3 })
    }

    @Test func dashesThatAreParallelButOffsetOrFarApartStayApart() {
        let offset: [(points: [Point2], closed: Bool)] = [(Self.row(0, 30, y: 10), false), (Self.row(36, 70, y: 13), false)]
        #expect(StraightEdges.straightened(offset).count == 2)
        let far: [(points: [Point2], closed: Bool)] = [(Self.row(0, 30, y: 10), false), (Self.row(50, 80, y: 10), false)]
        #expect(StraightEdges.straightened(far).count == 2)
    }

    /// Regression: a flag stripe's edge with a 5 px hook into the canton at one end was fitted
    /// as one curve sloping 1.5 px from end to end. Now it is a line, drawn to the hook's end.
    @Test func aStraightStrokeWithAHookAtAJunctionIsDrawnAsItsLine() {
        let hook = [Point2(0, 13), Point2(1, 12), Point2(2, 12)]
        let out = StraightEdges.straightened([(hook + Self.row(3, 200, y: 9), false)])
        #expect(out.count == 1 && out[0].points.count == 2)
        #expect(out[0].points.allSatisfy { abs($0.y - 9) < 0.05 })
        #expect(abs(out[0].points[0].x) < 0.05 && abs(out[0].points[1].x - 200) < 0.05)
    }

    @Test func curvesCornersAndLoopsAreLeftAlone() {
        let arc = (0...60).map { k -> Point2 in
            let a = Double(k) / 60 * .pi / 2
            return Point2(40 * cos(a), 40 * sin(a))
        }
        let corner = Self.row(0, 30, y: 0) + (1...30).map { Point2(30, Double($0)) }
        let loop = Self.row(0, 30, y: 0) + Self.row(30, 0, y: 20)
        let out = StraightEdges.straightened([(arc, false), (corner, false), (loop, true)])
        #expect(out.count == 3)
        #expect(out.contains { $0.closed && $0.points == loop })
        #expect(out.contains { !$0.closed && $0.points == arc })
        #expect(out.contains { !$0.closed && $0.points == corner })
    }
}
