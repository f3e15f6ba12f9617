import Foundation
import LineworkContours
import LineworkCore
import Testing

@testable import LineworkVector

struct CenterlineTests {
    func mask(width: Int, height: Int, _ inside: (Int, Int) -> Bool) -> BinaryMask {
        CenterlineGrids.mask(width: width, height: height, inside)
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

    @Test func crossingStrokesGoStraightThroughTheirSharedJunction() {
        let plus = mask(width: 60, height: 60) { x, y in (abs(y - 30) <= 2 && (5...55).contains(x)) || (abs(x - 30) <= 2 && (5...55).contains(y)) }
        let lines = VectorArt.centerlines(of: plus)
        // Two strokes, each straight through the crossing, which both keep.
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { Polygon.perimeter($0.points, closed: false) > 40 })
        #expect(Set(lines[0].points).intersection(lines[1].points).count == 1)
        let total = lines.reduce(0.0) { $0 + Polygon.perimeter($1.points, closed: false) }
        #expect(total > 80 && total < 110)
    }
}
