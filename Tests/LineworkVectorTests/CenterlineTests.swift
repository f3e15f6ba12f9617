import Foundation
import LineworkContours
import Testing

@testable import LineworkVector

struct CenterlineTests {
    func mask(width: Int, height: Int, _ inside: (Int, Int) -> Bool) -> BinaryMask {
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width where inside(x, y) { pixels[y * width + x] = 255 } }
        return BinaryMask(width: width, height: height, pixels: pixels)
    }

    @Test(arguments: [3, 5, 7])
    func straightStrokeBecomesOnePolylineOnItsCentre(width: Int) {
        // A horizontal pen stroke centred on y = 20, from x = 10 to 89.
        let stroke = mask(width: 100, height: 40) { x, y in (10...89).contains(x) && abs(y - 20) <= width / 2 }
        let lines = VectorArt.centerlines(of: stroke)
        #expect(lines.count == 1)
        let line = lines[0].points
        #expect(!lines[0].closed)
        #expect(line.allSatisfy { abs($0.y - 20) <= 1 })
        let xs = line.map(\.x)
        #expect(xs.min()! <= 10 + Double(width) && xs.max()! >= 89 - Double(width))
    }

    @Test func diagonalStrokeFollowsItsAxis() {
        let stroke = mask(width: 80, height: 80) { x, y in abs(x - y) <= 2 && (10...70).contains(x) }
        let lines = VectorArt.centerlines(of: stroke)
        #expect(lines.count == 1)
        #expect(lines[0].points.allSatisfy { abs($0.x - $0.y) <= 1.5 })
    }

    @Test func ringBecomesOneClosedLoopNearItsRadius() {
        let ring = mask(width: 80, height: 80) { x, y in
            let r = ((Double(x) - 40) * (Double(x) - 40) + (Double(y) - 40) * (Double(y) - 40)).squareRoot()
            return r >= 18 && r <= 22
        }
        let lines = VectorArt.centerlines(of: ring)
        #expect(lines.count == 1)
        #expect(lines[0].closed)
        let radii = lines[0].points.map { Polygon.distance($0, Point2(40, 40)) }
        #expect(radii.allSatisfy { abs($0 - 20) <= 1.5 })
    }

    @Test func crossingStrokesShareTheirJunction() {
        let plus = mask(width: 60, height: 60) { x, y in (abs(y - 30) <= 2 && (5...55).contains(x)) || (abs(x - 30) <= 2 && (5...55).contains(y)) }
        let lines = VectorArt.centerlines(of: plus)
        // Four arms; the junction's few pixels may add links of a pixel or two between them.
        let arms = lines.filter { Polygon.perimeter($0.points, closed: false) > 10 }
        #expect(arms.count == 4)
        #expect(lines.count - arms.count <= 4)
        let total = lines.reduce(0.0) { $0 + Polygon.perimeter($1.points, closed: false) }
        #expect(total > 80 && total < 110)
    }
}
