import Foundation
import LineworkContours
import LineworkCore
import Testing

@testable import LineworkVector

struct PathSmoothingTests {
    /// Distance from `p` to the polygon's edges.
    func distance(_ p: Point2, toPolygon vertices: [Point2], closed: Bool) -> Double {
        let edges = Array(zip(vertices, vertices.dropFirst())) + (closed ? [(vertices.last!, vertices[0])] : [])
        return edges.map { Polygon.segmentDistance(p, $0.0, $0.1) }.min()!
    }

    @Test func smoothPathStaysWithinToleranceOfThePolygon() {
        var generator = SplitMix64(seed: 11)
        for closed in [true, false] {
            for _ in 0..<40 {
                let n = Int.random(in: 3...30, using: &generator)
                let polygon = (0..<n).map { k -> Point2 in
                    let angle = 2 * Double.pi * Double(k) / Double(n)
                    let radius = Double.random(in: 10...40, using: &generator)
                    return Point2(50 + radius * cos(angle), 50 + radius * sin(angle))
                }
                let tolerance = Double.random(in: 0.5...3, using: &generator)
                let path = PathSmoothing(cornerAngle: 70, tolerance: tolerance).smooth(polygon, closed: closed)
                for point in path.flattened(curveSteps: 32) {
                    #expect(distance(point, toPolygon: polygon, closed: closed) <= tolerance + 1e-9)
                }
                #expect(path.closed == closed)
                if closed { #expect(Polygon.distance(path.end, path.start) < 1e-9) }
                if !closed { #expect(path.start == polygon.first && path.end == polygon.last) }
            }
        }
    }

    @Test func rightAnglesStayCornersAndGentleBendsRoundOff() {
        let square = [Point2(0, 0), Point2(40, 0), Point2(40, 40), Point2(0, 40)]
        let sharp = PathSmoothing().smooth(square, closed: true)
        #expect(sharp.segments.allSatisfy { if case .line = $0 { return true } else { return false } })
        #expect(sharp.flattened().contains(Point2(40, 40)))
        let octagon = (0..<16).map { k in Point2(50 + 30 * cos(Double(k) * .pi / 8), 50 + 30 * sin(Double(k) * .pi / 8)) }
        let round = PathSmoothing().smooth(octagon, closed: true)
        #expect(round.segments.allSatisfy { if case .cubic = $0 { return true } else { return false } })
    }
}
