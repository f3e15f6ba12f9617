import Foundation
import LineworkContours
import LineworkCore
import Testing

@testable import LineworkVector

/// Issue #16's gap rule: a pen lifted for up to its own width, the ends pointing at each other,
/// is one stroke; ends side by side, or further apart, stay apart. Coordinates are pixel
/// centres, x right, y down.
struct CenterlineGapTests {
    /// A pen `width` px wide swept along the segments (round ends): ink where a pixel centre is
    /// within `width / 2` of one of them.
    static func pen(_ segments: [(Point2, Point2)], width: Double, size: Int = 120) -> BinaryMask {
        CenterlineGrids.mask(width: size, height: size) { x, y in
            let p = Point2(Double(x), Double(y))
            return segments.contains { a, b in
                let d = b - a, t = min(max(((p - a) * d).sum() / (d * d).sum(), 0), 1)
                return Polygon.distance(p, a + d * t) <= width / 2
            }
        }
    }

    /// A line through the middle at `degrees`, broken by `gap` px of background between the
    /// two pieces' round tips.
    static func brokenLine(width: Double, gap: Double, degrees: Double) -> BinaryMask {
        let u = Point2(cos(degrees * .pi / 180), sin(degrees * .pi / 180)), centre = Point2(60, 60)
        let inner = (gap + width) / 2
        return pen([(centre - u * 45, centre - u * inner), (centre + u * inner, centre + u * 45)], width: width)
    }

    @Test(arguments: [3.0, 5, 7], [0.0, 30])
    func penLiftedForItsOwnWidthIsOneStroke(width: Double, degrees: Double) throws {
        let strokes = try Centerlines.trace(Self.brokenLine(width: width, gap: width, degrees: degrees))
        #expect(strokes.count == 1)
        #expect(strokes.allSatisfy { Polygon.perimeter($0.points, closed: false) > 80 })
    }

    @Test(arguments: [3.0, 5, 7])
    func lineCutSquareAcrossItsWidthIsOneStroke(width: Double) throws {
        // A horizontal bar `width` rows tall with `width` columns cut out of its middle.
        let rows = Int(width), cut = Int(width)
        let bar = CenterlineGrids.mask(width: 100, height: 30) { x, y in
            (10..<10 + rows).contains(y) && (10...89).contains(x) && !(50..<50 + cut).contains(x)
        }
        #expect(try Centerlines.trace(bar).count == 1)
    }

    @Test(arguments: [3.0, 5, 7])
    func gapOfTwoPenWidthsStaysOpen(width: Double) throws {
        let strokes = try Centerlines.trace(Self.brokenLine(width: width, gap: 2 * width + 1, degrees: 0))
        #expect(strokes.count == 2)
    }

    @Test(arguments: [3.0, 5, 7])
    func parallelStrokesEndingSideBySideStayApart(width: Double) throws {
        // Two horizontal strokes a pen width apart, both ending at x = 60; then the same two
        // facing each other but offset sideways by two pen widths.
        let side = Self.pen([(Point2(15, 50), Point2(60, 50)), (Point2(15, 50 + 2 * width), Point2(60, 50 + 2 * width))],
                            width: width)
        #expect(try Centerlines.trace(side).count == 2)
        let offset = Self.pen([(Point2(15, 50), Point2(58, 50)), (Point2(62 + width, 50 + 2 * width), Point2(105, 50 + 2 * width))],
                              width: width)
        #expect(try Centerlines.trace(offset).count == 2)
    }

    @Test func gapFactorZeroBridgesGapLengthAlone() throws {
        var options = CenterlineOptions()
        options.gapFactor = 0
        #expect(try Centerlines.trace(Self.brokenLine(width: 7, gap: 7, degrees: 0), options: options).count == 2)
        #expect(try Centerlines.trace(Self.brokenLine(width: 7, gap: 2, degrees: 0), options: options).count == 1)
    }
}
