import Foundation
import LineworkContours
import LineworkCore
import Testing

@testable import LineworkVector

/// Literal shapes with known answers, and the fitter's behaviour on small or odd input.
@Suite struct CurveFitterTests {
    let fitter = try! CurveFitter()

    func mask(width: Int, height: Int, _ inside: (Int, Int) -> Bool) -> BinaryMask {
        var mask = BinaryMask(validWidth: width, height: height)
        for y in 0..<height { for x in 0..<width where inside(x, y) { mask[x, y] = true } }
        return mask
    }

    func isLine(_ segment: VectorPath.Segment) -> Bool {
        if case .line = segment { return true } else { return false }
    }

    @Test func squareHasFourCornersAndFourStraightSides() {
        let contour = CurveFixtures.contours(mask(width: 30, height: 30) { (5...24).contains($0) && (5...24).contains($1) })
        let path = fitter.fit(contour[0], closed: true)
        #expect(path.segments.count == 4)
        #expect(path.segments.allSatisfy(isLine))
        // The outline runs along the pixel edges, half a pixel outside the border pixels' centres.
        #expect(Set(CurveMeasures.corners(path)) == [Point2(4.5, 4.5), Point2(24.5, 4.5), Point2(24.5, 24.5), Point2(4.5, 24.5)])
        #expect(path.closed && path.end == path.start)
    }

    @Test func largeDiskIsAFewSmoothCurvesNearTheCircle() {
        let centre = Point2(60, 60), radius = 50.0
        let disk = mask(width: 121, height: 121) { Polygon.distance(Point2(Double($0), Double($1)), centre) <= radius }
        let path = fitter.fit(CurveFixtures.contours(disk)[0], closed: true)
        #expect(CurveMeasures.corners(path).isEmpty)
        #expect(path.segments.allSatisfy { !isLine($0) })
        #expect(path.segments.count <= 8)
        // The pixels whose centres lie in the circle cover it (their area is about πr²), so
        // their outline approximates the circle itself.
        for point in CurveMeasures.samples(path, steps: 32) {
            #expect(abs(Polygon.distance(point, centre) - radius) <= 0.6)
        }
    }

    @Test func staircaseDiagonalHasNoSteps() {
        // A band whose edges climb one pixel every three columns.
        let band = mask(width: 64, height: 30) { x, y in
            let edge = 5 + x / 3
            return y >= edge && y < edge + 8 && x >= 2 && x < 62
        }
        let path = fitter.fit(CurveFixtures.contours(band)[0], closed: true)
        // Two long sides and two short ends: stair steps would add a corner every three pixels.
        #expect(CurveMeasures.corners(path).count <= 4)
        #expect(path.segments.count <= 8)
    }

    @Test func openChainKeepsItsEndPointsExactly() {
        let arc = (0...40).map { k -> Point2 in
            let angle = Double(k) / 40 * .pi / 2
            return Point2((30 * cos(angle)).rounded(), (30 * sin(angle)).rounded())
        }
        let path = fitter.fit(arc, closed: false)
        #expect(!path.closed)
        #expect(path.start == arc.first && path.end == arc.last)
        #expect(CurveMeasures.corners(path).isEmpty)
        for point in CurveMeasures.samples(path) {
            #expect(abs(Polygon.distance(point, .zero) - 30) <= 1)
        }
    }

    @Test func openStraightChainIsOneLine() {
        let chain = (0...20).map { Point2(Double($0), Double($0 / 2)) }
        let path = fitter.fit(chain, closed: false)
        #expect(path.segments == [.line(to: Point2(20, 10))])
        #expect(path.start == .zero)
    }

    @Test func tinyAndDegeneratePathsComeBackAsPolylines() {
        #expect(fitter.fit([], closed: true).segments.isEmpty)
        #expect(fitter.fit([Point2(3, 4)], closed: false) == VectorPath(polyline: [Point2(3, 4)], closed: false))
        let two = [Point2(0, 0), Point2(5, 2)]
        #expect(fitter.fit(two, closed: false) == VectorPath(polyline: two, closed: false))
        #expect(fitter.fit([Point2(1, 1), Point2(1, 1), Point2(1, 1)], closed: false).segments.isEmpty)
        let invalid = [Point2(0, 0), Point2(.nan, 1), Point2(4, 4)]
        #expect(fitter.fit(invalid, closed: true).segments.count == 3)
    }

    @Test func oddInputNeverTrapsAndStaysFinite() {
        var generator = SplitMix64(seed: 5)
        let shapes: [[Point2]] = [
            [Point2(0, 0), Point2(5, 0), Point2(10, 0)],                      // collinear
            [Point2(0, 0), Point2(10, 0), Point2(0, 0), Point2(10, 0)],       // back and forth
            (0..<50).map { _ in Point2(0.25, 7) },                            // one repeated point
            (0..<30).map { k in Point2(Double(k) * 0.37, sin(Double(k)) * 3.1) }, // non-lattice
            (0..<40).map { _ in Point2(Double.random(in: -20...20, using: &generator), Double.random(in: -20...20, using: &generator)) },
            [Point2(1, 1)], [Point2(1, 1), Point2(2, 2)],                     // one pixel, two pixels
            (0..<9).map { Point2(Double($0 < 5 ? $0 : 8 - $0), 0) },          // a one-row line, out and back
        ]
        for shape in shapes {
            for closed in [true, false] {
                let path = fitter.fit(shape, closed: closed)
                #expect(path.closed == closed)
                #expect(CurveMeasures.samples(path).allSatisfy { $0.x.isFinite && $0.y.isFinite })
            }
        }
    }

    @Test func singlePixelBecomesASmallRoundOutline() {
        let path = fitter.fit([Point2(7, 7)], closed: true)
        #expect(!path.segments.isEmpty)
        for point in CurveMeasures.samples(path) {
            #expect(CurveMeasures.boundaryDistance(point, mask(width: 15, height: 15) { $0 == 7 && $1 == 7 }) <= 0.5)
        }
    }

    @Test func alphaMaxZeroKeepsThePolygonAndTooLargeIsRejected() throws {
        let disk = mask(width: 41, height: 41) { Polygon.distance(Point2(Double($0), Double($1)), Point2(20, 20)) <= 15 }
        let polygon = try CurveFitter(alphaMax: 0).fit(CurveFixtures.contours(disk)[0], closed: true)
        #expect(polygon.segments.allSatisfy(isLine))
        #expect(throws: LineworkError.self) { try CurveFitter(alphaMax: 2) }
        #expect(throws: LineworkError.self) { try CurveFitter(optimizationTolerance: -1) }
    }

    @Test func optimizationReducesCurves() throws {
        let disk = mask(width: 121, height: 121) { Polygon.distance(Point2(Double($0), Double($1)), Point2(60, 60)) <= 50 }
        let contour = CurveFixtures.contours(disk)[0]
        let unoptimized = try CurveFitter(optimizationTolerance: nil).fit(contour, closed: true)
        let optimized = fitter.fit(contour, closed: true)
        #expect(optimized.segments.count < unoptimized.segments.count)
    }
}
