import Foundation
import LineworkContours
import LineworkCore
import PropertyBased
import Testing

@testable import LineworkVector

/// `DistanceTransform` against a brute-force search and `StrokeRadius`, and its pen widths on
/// bars and discs of known width.
struct DistanceTransformTests {
    @Test func literalGridHasExactSquaredDistances() {
        let mask = CenterlineGrids.mask("""
            #####.
            #####.
            #####.
            ......
            """)
        // Rows −1 and 4 and columns −1 and 6 are background too.
        #expect(DistanceTransform(mask).squaredDistances == [
            1, 1, 1, 1, 1, 0,
            1, 4, 4, 4, 1, 0,
            1, 1, 1, 1, 1, 0,
            0, 0, 0, 0, 0, 0,
        ])
    }

    @Test func emptyAndFullMasks() {
        #expect(DistanceTransform(BinaryMask(validWidth: 0, height: 3)).squaredDistances.isEmpty)
        #expect(DistanceTransform(BinaryMask(validWidth: 3, height: 2)).squaredDistances == [0, 0, 0, 0, 0, 0])
        let full = CenterlineGrids.mask(width: 7, height: 1) { _, _ in true }
        #expect(DistanceTransform(full).squaredDistances == [1, 1, 1, 1, 1, 1, 1])
    }

    @Test func matchesBruteForceOnRandomMasks() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0 ... 30), Gen.int(in: 0 ... 30), Gen.int(in: 0 ... 100),
                            Gen.int(in: 0 ... Int.max)) { w, h, p, seed in
            let mask = CenterlineGrids.random(width: w, height: h, percent: p, seed: UInt64(seed))
            #expect(DistanceTransform(mask).squaredDistances == Self.bruteForce(mask))
        }
    }

    @Test func agreesWithStrokeRadius() {
        let blobs = CenterlineGrids.random(width: 90, height: 70, percent: 93, seed: 16)
        let transform = DistanceTransform(blobs)
        for y in 0..<blobs.height {
            for x in 0..<blobs.width where blobs[x, y] {
                #expect(transform.distance(x, y) == StrokeRadius.at(Point2(Double(x), Double(y)), in: blobs))
            }
        }
    }

    /// Every pixel's squared distance to the nearest background pixel, the frame included.
    static func bruteForce(_ mask: BinaryMask) -> [UInt32] {
        var out: [UInt32] = []
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                guard mask[x, y] else { out.append(0); continue }
                var best = min(x + 1, y + 1, mask.width - x, mask.height - y)
                best *= best
                for v in 0..<mask.height {
                    for u in 0..<mask.width where !mask[u, v] { best = min(best, (u - x) * (u - x) + (v - y) * (v - y)) }
                }
                out.append(UInt32(best))
            }
        }
        return out
    }

    @Test(arguments: 1...12)
    func penWidthOfAHorizontalBarIsItsRowCount(width: Int) {
        let bar = CenterlineGrids.mask(width: 80, height: 40) { x, y in (10...69).contains(x) && (10..<10 + width).contains(y) }
        let axis = 10 + Double(width - 1) / 2
        // Traced along the pixel row nearest the axis, as a skeleton would be.
        let row = axis.rounded(.down)
        let measured = DistanceTransform(bar).penWidth(along: [Point2(15, row), Point2(64, row)], closed: false)
        #expect(abs(measured - Double(width)) < 0.01, "\(measured)")
    }

    @Test(arguments: [3.0, 6, 10], [0.0, 17, 30, 45])
    func penWidthOfATurnedBarIsWithinAPixel(width: Double, degrees: Double) {
        let angle = degrees * .pi / 180, u = Point2(cos(angle), sin(angle))
        let centre = Point2(50, 50)
        let bar = CenterlineGrids.mask(width: 101, height: 101) { x, y in
            let d = Point2(Double(x), Double(y)) - centre
            return abs((d * u).sum()) <= 35 && abs((d * Point2(-u.y, u.x)).sum()) <= width / 2
        }
        let axis = (-25...25).map { centre + u * Double($0) }
        let measured = DistanceTransform(bar).penWidth(along: axis, closed: false)
        #expect(abs(measured - width) <= 1, "\(measured)")
    }

    @Test func penWidthOfARingAlongItsCentreCircle() {
        let ring = CenterlineGrids.mask(width: 61, height: 61) { x, y in
            let r = Polygon.distance(Point2(Double(x), Double(y)), Point2(30, 30))
            return r >= 17 && r <= 23  // a band 6 px wide: 6 pixel centres per unit of length
        }
        let circle = (0..<120).map { k in
            Point2(30 + 20 * cos(Double(k) * .pi / 60), 30 + 20 * sin(Double(k) * .pi / 60))
        }
        let measured = DistanceTransform(ring).penWidth(along: circle, closed: true)
        #expect(abs(measured - 6) <= 0.5, "\(measured)")
        #expect(DistanceTransform(ring).penWidth(along: [], closed: false) == 0)
    }
}
