import Foundation
import LineworkContours
import LineworkCore
@testable import LineworkPlotter
import Testing

@testable import LineworkArt

/// G-code arcs (`ArcFit`): circular runs become one arc with the right centre and turn, other
/// shapes stay straight, and whatever is fitted stays within the tolerance of the polyline.
struct ArcFitTests {
    static func circle(center: Point2, radius: Double, from: Double, sweep: Double, points: Int) -> [Point2] {
        (0..<points).map { k in
            let angle = from + sweep * Double(k) / Double(points - 1)
            return center + radius * Point2(cos(angle), sin(angle))
        }
    }

    /// The points an arc move passes through, its chords within 1 µm of it.
    static func flatten(_ moves: [ArcFit.Move], from start: Point2) -> [Point2] {
        var points = [start], position = start
        for move in moves {
            switch move {
            case .line(let to):
                points.append(to)
                position = to
            case .arc(let to, let center, let clockwise):
                let (u, v) = (position - center, to - center)
                let radius = (u * u).sum().squareRoot()
                var sweep = atan2(v.y, v.x) - atan2(u.y, u.x)
                if clockwise { while sweep >= 0 { sweep -= 2 * .pi } } else { while sweep <= 0 { sweep += 2 * .pi } }
                let step = 2 * acos(max(-1, 1 - 0.001 / max(radius, 0.001)))
                let pieces = max(1, Int((abs(sweep) / step).rounded(.up)))
                for k in 1...pieces {
                    let angle = atan2(u.y, u.x) + sweep * Double(k) / Double(pieces)
                    points.append(center + radius * Point2(cos(angle), sin(angle)))
                }
                position = to
            }
        }
        return points
    }

    /// Largest distance from a point of `a` to the polyline `b`.
    static func distance(_ a: [Point2], to b: [Point2]) -> Double {
        a.map { p in
            zip(b, b.dropFirst()).map { s, e in
                let d = e - s, length = (d * d).sum()
                let t = length > 0 ? min(1, max(0, ((p - s) * d).sum() / length)) : 0
                return Polygon.distance(s + t * d, p)
            }.min() ?? .infinity
        }.max() ?? 0
    }

    @Test(arguments: [false, true])
    func aSampledArcBecomesOneArcAroundItsCentre(clockwise: Bool) throws {
        let center = Point2(40, 60)
        let points = Self.circle(center: center, radius: 30, from: 0.3, sweep: clockwise ? -4 : 4, points: 120)
        let moves = ArcFit.moves(points, tolerance: 0.05)
        #expect(moves.count == 1)
        guard case .arc(let to, let fitted, let turn) = try #require(moves.first) else {
            Issue.record("not an arc: \(moves)")
            return
        }
        #expect(to == points.last!)
        #expect(Polygon.distance(fitted, center) < 1e-9)
        #expect(turn == clockwise)
    }

    @Test func straightRunsAndSharpZigZagsStayLines() {
        let line = (0..<50).map { Point2(Double($0), 2 * Double($0)) }
        #expect(ArcFit.moves(line, tolerance: 0.05).allSatisfy { if case .line = $0 { true } else { false } })
        let zigzag = (0..<50).map { Point2(Double($0), $0 % 2 == 0 ? 0 : 3) }
        #expect(ArcFit.moves(zigzag, tolerance: 0.05) == zigzag.dropFirst().map { .line(to: $0) })
        #expect(ArcFit.moves(line, tolerance: 0) == line.dropFirst().map { .line(to: $0) })
        #expect(ArcFit.moves(line, tolerance: .nan) == line.dropFirst().map { .line(to: $0) })
        #expect(ArcFit.moves([Point2(1, 1)], tolerance: 0.05).isEmpty)
    }

    /// An S: two arcs of opposite turn, meeting at the inflection.
    @Test func anSCurveBecomesTwoArcsOfOppositeTurn() {
        let first = Self.circle(center: Point2(0, 0), radius: 10, from: .pi, sweep: -.pi, points: 40)
        let second = Self.circle(center: Point2(20, 0), radius: 10, from: .pi, sweep: .pi, points: 40)
        let moves = ArcFit.moves(first + second.dropFirst(), tolerance: 0.05)
        let turns = moves.compactMap { move -> Bool? in if case .arc(_, _, let cw) = move { cw } else { nil } }
        #expect(turns == [true, false], "\(moves)")
    }

    /// Wobbly random curves: whatever is fitted, the drawn path and the polyline stay within the
    /// tolerance of each other, and the moves end where the polyline ends.
    @Test(arguments: [0.02, 0.05, 0.2])
    func fittedPathsStayWithinTheTolerance(tolerance: Double) {
        var generator = SplitMix64(seed: 11)
        func random() -> Double { Double.random(in: 0..<1, using: &generator) }
        var arcs = 0
        for _ in 0..<12 {
            var heading = random() * 2 * .pi, turn = (random() - 0.5) * 0.3
            var points = [Point2(random() * 100, random() * 100)]
            for _ in 0..<150 {
                if random() < 0.05 { turn = (random() - 0.5) * 0.3 }
                let wobble: Double = (random() - 0.5) * 0.002
                heading += turn + wobble
                let step = Point2(cos(heading), sin(heading)) * 0.4
                points.append(points[points.count - 1] + step)
            }
            let moves = ArcFit.moves(points, tolerance: tolerance)
            arcs += moves.filter { if case .arc = $0 { true } else { false } }.count
            let drawn = Self.flatten(moves, from: points[0])
            #expect(Self.distance(drawn, to: points) <= tolerance + 1e-6)
            #expect(Self.distance(points, to: drawn) <= tolerance + 1e-6)
            #expect(Polygon.distance(drawn.last!, points.last!) < 1e-9)
        }
        #expect(arcs > 12, "\(arcs) arcs")
    }
}
