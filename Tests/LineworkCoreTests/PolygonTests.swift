import LineworkCore
import Testing

struct PolygonTests {
    /// A 4×3 rectangle listed counter-clockwise on screen (y down), as OpenCV lists outer borders.
    let rectangle: [Point2] = [Point2(0, 0), Point2(0, 3), Point2(4, 3), Point2(4, 0)]

    @Test func areaWindingPerimeterAndBox() {
        #expect(Polygon.signedArea(rectangle) == -12)
        #expect(Polygon.winding(rectangle) == .counterClockwise)
        #expect(Polygon.winding(Array(rectangle.reversed())) == .clockwise)
        #expect(Polygon.winding([Point2(0, 0), Point2(1, 1)]) == .degenerate)
        #expect(Polygon.perimeter(rectangle, closed: true) == 14)
        #expect(Polygon.perimeter(rectangle, closed: false) == 10)
        #expect(Polygon.boundingBox(rectangle) == BoundingBox(x: 0, y: 0, width: 4, height: 3))
        // A repeated closing point (isoline style) changes neither area nor perimeter.
        #expect(Polygon.signedArea(rectangle + [rectangle[0]]) == -12)
        #expect(Polygon.perimeter(rectangle + [rectangle[0]], closed: true) == 14)
    }
}
