import LineworkCore
import LineworkContours
import Testing

@testable import LineworkVector

/// Pen-stroke behaviour of `Centerlines.trace` on strokes 3 px wide: junctions, spurs, gaps,
/// loops, degenerate masks and option checks. Coordinates are pixel centres, x right, y down.
struct CenterlineGraphTests {
    /// A horizontal bar 3 px wide: rows 9–11, columns 5–45.
    static func bar(_ x: Int, _ y: Int) -> Bool { (9...11).contains(y) && (5...45).contains(x) }

    func p(_ x: Double, _ y: Double) -> Point2 { Point2(x, y) }

    @Test func teeIsTheBarThroughAndTheStemEndingOnIt() throws {
        let tee = CenterlineGrids.mask(width: 51, height: 46) { x, y in Self.bar(x, y) || ((24...26).contains(x) && (9...40).contains(y)) }
        let strokes = try Centerlines.trace(tee)
        #expect(strokes.count == 2)
        let bar = strokes[0].points, stem = strokes[1].points
        #expect((bar.first, bar.last) == (p(6, 10), p(43, 10)))
        #expect(bar.allSatisfy { abs($0.y - 10) <= 1 })
        #expect((stem.first, stem.last) == (p(25, 11), p(25, 38)))
        #expect(stem.allSatisfy { $0.x == 25 })
        #expect(bar.contains(stem[0]))
        #expect(!strokes[0].closed && !strokes[1].closed)
    }

    @Test func plusIsTwoStraightStrokesThroughTheCrossing() throws {
        let plus = CenterlineGrids.mask(width: 51, height: 51) { x, y in
            (abs(y - 25) <= 1 && (5...45).contains(x)) || (abs(x - 25) <= 1 && (5...45).contains(y))
        }
        let strokes = try Centerlines.trace(plus)
        #expect(strokes.count == 2)
        #expect((strokes[0].points.first, strokes[0].points.last) == (p(25, 6), p(25, 43)))
        #expect(strokes[0].points.allSatisfy { $0.x == 25 })
        #expect((strokes[1].points.first, strokes[1].points.last) == (p(43, 25), p(6, 25)))
        #expect(strokes[1].points.allSatisfy { $0.y == 25 })
        #expect(strokes.allSatisfy { $0.points.contains(p(25, 25)) })
    }

    @Test func exIsTwoDiagonals() throws {
        let ex = CenterlineGrids.mask(width: 51, height: 51) { x, y in
            (abs(x - y) <= 1 || abs(x + y - 50) <= 1) && (8...42).contains(x) && (8...42).contains(y)
        }
        let strokes = try Centerlines.trace(ex)
        #expect(strokes.count == 2)
        #expect(strokes[0].points == (9...41).map { p(Double($0), Double($0)) })
        #expect(strokes[1].points == (9...41).map { p(Double(50 - $0), Double($0)) })
    }

    @Test func wyeWithAStraightStemContinuesOneArmIntoIt() throws {
        // Stem: columns 24–26 from row 25 down to 45; arms from (25, 25) up at ±30° from vertical.
        let wye = CenterlineGrids.mask(width: 51, height: 51) { x, y in
            let dx = Double(x - 25), dy = Double(25 - y)
            let onArm = dy >= 0 && dy <= 20 && (abs(dx - dy * 0.577) * 0.866 <= 1.2 || abs(dx + dy * 0.577) * 0.866 <= 1.2)
            return (abs(dx) <= 1 && (25...45).contains(y)) || onArm
        }
        let strokes = try Centerlines.trace(wye)
        #expect(strokes.count == 2)
        // Both arms turn 30° into the stem; the tie goes to the first arm (the left one).
        #expect((strokes[0].points.first, strokes[0].points.last) == (p(14, 6), p(25, 43)))
        #expect((strokes[1].points.first, strokes[1].points.last) == (p(36, 6), p(25, 24)))
        #expect(strokes[0].points.contains(p(25, 24)))
    }

    @Test func bumpOnALineLeavesNoSpur() throws {
        let bump = CenterlineGrids.mask(width: 51, height: 21) { x, y in Self.bar(x, y) || (x == 25 && y == 8) }
        let strokes = try Centerlines.trace(bump)
        #expect(strokes.count == 1)
        #expect(strokes[0].points == (6...43).map { p(Double($0), 10) })
    }

    @Test func twoPixelGapIsBridged() throws {
        let broken = CenterlineGrids.mask(width: 51, height: 21) { x, y in Self.bar(x, y) && !(24...25).contains(x) }
        let strokes = try Centerlines.trace(broken)
        #expect(strokes.count == 1)
        // Thinning pulls both ends back into the ink; the stroke steps over 6 px, 2 of them background.
        #expect(strokes[0].points == ((6...21).map { p(Double($0), 10) } + (27...43).map { p(Double($0), 10) }))
        // With the pen's width not counted (gapFactor 0), gapLength alone sets the bridge.
        var options = CenterlineOptions()
        options.gapLength = 1.5
        options.gapFactor = 0
        #expect(try Centerlines.trace(broken, options: options).count == 2)
    }

    @Test(arguments: [1, 3])
    func perpendicularLinesWhoseEndsAreTwoPixelsApartStayApart(width: Int) throws {
        // A horizontal line ending at column 25 and a vertical one starting 2 px below its end.
        let half = width / 2
        let corner = CenterlineGrids.mask(width: 51, height: 51) { x, y in
            (abs(y - 10) <= half && (5...25).contains(x)) || (abs(x - 25) <= half && (12 + 2 * half...40).contains(y))
        }
        let strokes = try Centerlines.trace(corner)
        #expect(strokes.count == 2)
    }

    @Test func ringIsOneClosedStroke() throws {
        let ring = CenterlineGrids.mask(width: 41, height: 41) { x, y in
            let r = Double((x - 20) * (x - 20) + (y - 20) * (y - 20)).squareRoot()
            return r >= 11 && r <= 13.5
        }
        let strokes = try Centerlines.trace(ring)
        #expect(strokes.count == 1)
        #expect(strokes[0].closed)
        #expect(strokes[0].points.count == 68)
        #expect(strokes[0].points.first != strokes[0].points.last)
        #expect(strokes[0].points.allSatisfy { abs(Polygon.distance($0, p(20, 20)) - 12.25) <= 1.5 })
    }

    @Test func ringBrokenByTwoPixelsClosesAcrossTheGap() throws {
        let broken = CenterlineGrids.mask(width: 41, height: 41) { x, y in
            let r = Double((x - 20) * (x - 20) + (y - 20) * (y - 20)).squareRoot()
            return r >= 11 && r <= 13.5 && !(x >= 31 && (19...20).contains(y))
        }
        let strokes = try Centerlines.trace(broken)
        #expect(strokes.count == 1)
        #expect(strokes[0].closed)
        var options = CenterlineOptions()
        options.gapLength = 0
        let open = try Centerlines.trace(broken, options: options)
        #expect(open.count == 1)
        #expect(!open[0].closed)
    }

    @Test func ringTouchingALineEndsOnTheLine() throws {
        let touching = CenterlineGrids.mask(width: 41, height: 41) { x, y in
            let r = Double((x - 20) * (x - 20) + (y - 18) * (y - 18)).squareRoot()
            return (r >= 11 && r <= 13.5) || ((30...32).contains(y) && (2...38).contains(x))
        }
        let strokes = try Centerlines.trace(touching)
        #expect(strokes.count == 2)
        // The ring merges with the line along its bottom; the line goes straight through both
        // junctions and the rest of the ring is an arc whose ends sit on the line.
        let arc = strokes[0].points, line = strokes[1].points
        #expect((line.first, line.last) == (p(3, 31), p(36, 31)))
        #expect(line.allSatisfy { (30...31).contains($0.y) })
        #expect((arc.first, arc.last) == (p(14, 30), p(26, 30)))
        #expect(line.contains(arc.first!) && line.contains(arc.last!))
    }

    @Test func allForegroundIsOneStrokeAlongItsAxis() throws {
        let full = CenterlineGrids.mask(width: 20, height: 10) { _, _ in true }
        let strokes = try Centerlines.trace(full)
        #expect(strokes.count == 1)
        #expect(strokes[0].points == (5...14).map { p(Double($0), 4) })
    }

    @Test func emptyAndTinyMasks() throws {
        #expect(try Centerlines.trace(BinaryMask(validWidth: 0, height: 0)).isEmpty)
        #expect(try Centerlines.trace(BinaryMask(validWidth: 0, height: 7)).isEmpty)
        #expect(try Centerlines.trace(BinaryMask(validWidth: 9, height: 9)).isEmpty)
        let dot = try Centerlines.trace(CenterlineGrids.mask(width: 1, height: 1) { _, _ in true })
        #expect(dot.count == 1)
        #expect(dot[0].points == [p(0, 0)] && !dot[0].closed)
    }

    @Test func maximumTurnZeroEndsEveryStrokeAtTheJunction() throws {
        let plus = CenterlineGrids.mask(width: 51, height: 51) { x, y in
            (abs(y - 25) <= 1 && (5...45).contains(x)) || (abs(x - 25) <= 1 && (5...45).contains(y))
        }
        var options = CenterlineOptions()
        options.maximumTurn = 0
        let strokes = try Centerlines.trace(plus, options: options)
        #expect(strokes.count == 4)
        #expect(strokes.allSatisfy { $0.points.first == p(25, 25) || $0.points.last == p(25, 25) })
    }

    @Test func minimumLengthDropsSmallPiecesAndDots() throws {
        let marks = CenterlineGrids.mask(width: 51, height: 21) { x, y in Self.bar(x, y) || (y == 16 && (5...8).contains(x)) || (x == 20 && y == 18) }
        #expect(try Centerlines.trace(marks).count == 3)
        var options = CenterlineOptions()
        options.minimumLength = 8
        let kept = try Centerlines.trace(marks, options: options)
        #expect(kept.count == 1)
        #expect((kept[0].points.first, kept[0].points.last) == (p(6, 10), p(43, 10)))
    }

    @Test func optionsOutOfRangeAreReportedByName() {
        let mask = BinaryMask(validWidth: 4, height: 4)
        func check(_ name: String, _ value: String, _ allowed: String, _ change: (inout CenterlineOptions) -> Void) {
            var options = CenterlineOptions()
            change(&options)
            #expect(throws: LineworkError.invalidOption(name: name, value: value, allowed: allowed)) {
                try Centerlines.trace(mask, options: options)
            }
        }
        check("gapLength", "-1.0", "must be a number from 0 to 64") { $0.gapLength = -1 }
        check("maximumTurn", "nan", "must be a number from 0 to 180") { $0.maximumTurn = .nan }
        check("tangentLength", "0.5", "must be a number from 1 to 64") { $0.tangentLength = 0.5 }
        check("minimumLength", "inf", "must be a finite number ≥ 0") { $0.minimumLength = .infinity }
        check("spurFactor", "17.0", "must be a number from 0 to 16") { $0.spurFactor = 17 }
        check("crossingFactor", "-0.5", "must be a number from 0 to 16") { $0.crossingFactor = -0.5 }
        check("gapFactor", "nan", "must be a number from 0 to 16") { $0.gapFactor = .nan }
        #expect(throws: Never.self) { try CenterlineOptions().validate() }
    }
}
