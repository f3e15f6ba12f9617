import LineworkCore
import Testing

@testable import LineworkContours

/// The polygon measures LineworkContours adds: the enclosing circle and Douglas–Peucker.
struct PolygonExtensionTests {
    let rectangle: [Point2] = [Point2(0, 0), Point2(0, 3), Point2(4, 3), Point2(4, 0)]

    @Test func enclosingCircleOfRectangleIsItsCircumcircle() {
        let circle = Polygon.minimalEnclosingCircle(rectangle)
        #expect(abs(circle.center.x - 2) < 1e-12 && abs(circle.center.y - 1.5) < 1e-12)
        #expect(abs(circle.radius - 2.5) < 1e-12)
    }

    @Test func enclosingCircleContainsEveryPointAndIsTight() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<50 {
            let points = (0..<Int.random(in: 1...60, using: &generator)).map { _ in
                Point2(Double.random(in: -50...50, using: &generator), Double.random(in: -20...80, using: &generator))
            }
            let circle = Polygon.minimalEnclosingCircle(points)
            #expect(points.allSatisfy { Polygon.distance($0, circle.center) <= circle.radius + 1e-9 })
            // Minimal: at least two points lie on the circle (one when there is a single point).
            let onCircle = points.filter { abs(Polygon.distance($0, circle.center) - circle.radius) < 1e-7 }
            #expect(onCircle.count >= min(2, points.count))
        }
    }

    @Test func douglasPeuckerKeepsEveryDroppedPointWithinEpsilon() {
        var generator = SplitMix64(seed: 7)
        for closed in [false, true] {
            for _ in 0..<30 {
                var walk = [Point2(0, 0)]
                for _ in 0..<200 {
                    walk.append(walk.last! + Point2(Double.random(in: 0...2, using: &generator), Double.random(in: -1...1, using: &generator)))
                }
                let epsilon = Double.random(in: 0.2...3, using: &generator)
                let simple = Polygon.simplified(walk, epsilon: epsilon, closed: closed)
                #expect(simple.first == walk.first)
                // Every original point is within epsilon of the simplified polyline (closed: with its closing edge).
                let segments = Array(zip(simple, simple.dropFirst())) + (closed ? [(simple.last!, simple.first!)] : [])
                for point in walk {
                    let nearest = segments.map { Polygon.segmentDistance(point, $0.0, $0.1) }.min() ?? 0
                    #expect(nearest <= epsilon + 1e-9)
                }
            }
        }
    }

    @Test func douglasPeuckerCollapsesAStraightLine() {
        let line = (0...10).map { Point2(Double($0), 2 * Double($0)) }
        #expect(Polygon.simplified(line, epsilon: 0.1, closed: false) == [Point2(0, 0), Point2(10, 20)])
    }
}
