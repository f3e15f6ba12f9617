import LineworkContours
import LineworkCore
@testable import LineworkPlotter
import Testing

@testable import LineworkVector

struct BundleMergerTests {
    func line(_ y: Double, _ x0: Int, _ x1: Int) -> PlotterOrder.Stroke {
        ((x0...x1).map { Point2(Double($0), y) }, false)
    }

    @Test func aBundleOfParallelOutlinesCollapsesToTheLongest() {
        // Three outlines of one edge, a pixel apart, as a sweep draws them.
        let strokes = [line(10, 0, 80), line(11, 0, 100), line(12, 5, 90)]
        let result = BundleMerger().merged(strokes, width: 120, height: 30)
        #expect(result.strokes.count == 1)
        #expect(result.sources == [1])
        #expect(result.lengths.kept == 100)
        #expect(result.lengths.input == 80 + 100 + 85)
    }

    @Test func linesFartherApartThanTheToleranceBothStay() {
        let result = BundleMerger(tolerance: 2).merged([line(10, 0, 50), line(14, 0, 50)], width: 60, height: 30)
        #expect(result.strokes.count == 2)
    }

    @Test func onlyTheNewInkOfAPartlyCoveredStrokeIsKeptAndItMeetsTheOldLine() {
        // B runs 1 px from A for x in 50…100, then on alone to 150.
        let a = line(10, 0, 100), b = line(11, 50, 150)
        let result = BundleMerger().merged([a, b], width: 160, height: 30)
        // Both strokes are 101 points long; ties go to the earlier stroke, so A is kept whole
        // and B keeps x from 102 on (x = 101 is within 2 px of A's end), grown back over the
        // covered points that come closer to A: to (100, 11), 1 px from A's end.
        #expect(result.sources == [0, 1])
        #expect(result.strokes[0].points.count == 101)
        #expect(result.strokes[1].points.first == Point2(100, 11))
        #expect(result.strokes[1].points.last == Point2(150, 11))
    }

    @Test func anUncoveredLoopStaysClosedAndACoveredOneOpensWhereItIsCovered() {
        let square: PlotterOrder.Stroke = ([Point2(10, 10), Point2(40, 10), Point2(40, 40), Point2(10, 40)], true)
        let alone = BundleMerger().merged([square], width: 50, height: 50)
        #expect(alone.strokes.count == 1 && alone.strokes[0].closed)
        // A longer line (200 px against the square's 120) along the square's top edge covers that
        // edge: the rest of the loop stays as one open run.
        let result = BundleMerger().merged([square, line(9, 0, 200)], width: 210, height: 60)
        let loopPieces = zip(result.strokes, result.sources).filter { $0.1 == 0 }.map(\.0)
        #expect(loopPieces.count == 1)
        #expect(loopPieces[0].closed == false)
        #expect(loopPieces[0].points.allSatisfy { $0.y >= 10 })
    }

    @Test func aBranchMeetingALineKeepsTouchingIt() {
        // A vertical stroke ending on a horizontal one (a "T"): its covered foot is kept.
        let bar = line(20, 0, 100)
        let stem: PlotterOrder.Stroke = ((20...60).map { Point2(50, Double($0)) }, false)
        let result = BundleMerger().merged([bar, stem], width: 110, height: 70)
        #expect(result.strokes.count == 2)
        #expect(result.strokes[1].points.first == Point2(50, 21) || result.strokes[1].points.first == Point2(50, 20))
    }

    @Test func shortFuzzIsDropped() {
        // A 4-px stub beside a long line: below the 6-px minimum run.
        let result = BundleMerger().merged([line(10, 0, 100), line(11, 0, 104)], width: 120, height: 30)
        #expect(result.strokes.count == 1)
    }

    @Test func degenerateInputsDoNotTrap() {
        let merger = BundleMerger(tolerance: .nan, minimumRunLength: -.infinity)
        #expect(merger.merged([], width: 0, height: 0).strokes.isEmpty)
        let odd: [PlotterOrder.Stroke] = [([], false), ([Point2(1, 1)], true), ([Point2(.infinity, 0), Point2(0, 0)], false),
                                          ([Point2(-1e12, 5), Point2(1e12, 5)], false)]
        _ = merger.merged(odd, width: 10, height: 10)
        _ = BundleMerger().merged(odd, width: 10, height: 10)
    }

    @Test func runsOfAClosedStrokeWrapAroundTheSeam() {
        // Covered at indices 3…4 of 8: one run from 5 around to 2 (= 8 + 2).
        let covered = [false, false, false, true, true, false, false, false]
        #expect(BundleMerger.runs(of: covered, closed: true) == [5...10])
        #expect(BundleMerger.runs(of: covered, closed: false) == [0...2, 5...7])
    }
}

struct DoubledInkTests {
    @Test func identicalStrokesAreAllDoubledAndALoneStrokeIsNot() {
        let a: PlotterOrder.Stroke = ((0...50).map { Point2(Double($0), 5) }, false)
        #expect(DoubledInk.share(of: [a, a], width: 60, height: 10) == 1)
        #expect(DoubledInk.share(of: [a], width: 60, height: 10) == 0)
        #expect(DoubledInk.share(of: [], width: 60, height: 10) == 0)
    }

    @Test func theShareIsTheLengthWithinTheTolerance() {
        // A: x 0…100 on y = 0; B: x 50…150 on y = 1. A point (x, 0) is within 1.5 of B from
        // x = 50 − √1.25 on; symmetrically for B. Doubled: 2 · (50 + √1.25) of 200.
        let a: PlotterOrder.Stroke = ([Point2(0, 0), Point2(100, 0)], false)
        let b: PlotterOrder.Stroke = ([Point2(50, 1), Point2(150, 1)], false)
        let expected = (50 + 1.25.squareRoot()) / 100
        #expect(abs(DoubledInk.share(of: [a, b], width: 160, height: 10) - expected) < 0.01)
    }

    @Test func parallelLinesFartherThanTheToleranceAreNotDoubled() {
        let a: PlotterOrder.Stroke = ([Point2(0, 0), Point2(100, 0)], false)
        let b: PlotterOrder.Stroke = ([Point2(0, 2), Point2(100, 2)], false)
        #expect(DoubledInk.share(of: [a, b], width: 110, height: 10) == 0)
    }
}
