import LineworkContours
import Testing

/// Tiny masks with their exact expected borders (checked against OpenCV by hand).
@Suite struct BorderTracerLiteralTests {
    @Test func singlePixelIsOnePointWithoutParent() {
        let trace = BorderTracer.trace(TestGrids.mask("...", ".#.", "..."))
        #expect(trace.points == TestGrids.points([(1, 1)]))
        #expect(trace.contours == [TracedContour(start: 0, count: 1, parent: nil, isHole: false)])
    }

    @Test func squareRunsCounterClockwiseFromTopLeft() {
        let trace = BorderTracer.trace(TestGrids.mask(".....", ".###.", ".###.", ".###.", "....."))
        #expect(trace.points == TestGrids.points([(1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (3, 2), (3, 1), (2, 1)]))
        #expect(trace.contours.count == 1)
    }

    @Test func ringHasOuterBorderThenHoleBorderAsItsChild() {
        let mask = TestGrids.mask(".....", ".###.", ".#.#.", ".###.", ".....")
        let trace = BorderTracer.trace(mask)
        #expect(trace.contours == [
            TracedContour(start: 0, count: 8, parent: nil, isHole: false),
            TracedContour(start: 8, count: 4, parent: 0, isHole: true),
        ])
        // The hole border starts left of the hole and runs clockwise on screen.
        #expect(Array(trace[1]) == TestGrids.points([(1, 2), (2, 1), (3, 2), (2, 3)]))
    }

    @Test func listModeGivesBordersInReverseScanOrder() {
        let mask = TestGrids.mask(".....", ".###.", ".#.#.", ".###.", ".....")
        let trace = BorderTracer.trace(mask, retrieval: .list)
        #expect(trace.contours.map(\.isHole) == [true, false])
        #expect(trace.contours.allSatisfy { $0.parent == nil })
    }

    @Test func externalModeDropsHoles() {
        let mask = TestGrids.mask(".....", ".###.", ".#.#.", ".###.", ".....")
        let trace = BorderTracer.trace(mask, retrieval: .external)
        #expect(trace.contours == [TracedContour(start: 0, count: 8, parent: nil, isHole: false)])
    }

    @Test func oneRowLineVisitsEveryPixelTwice() {
        let trace = BorderTracer.trace(TestGrids.mask("#####"))
        #expect(trace.points == TestGrids.points([(0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (3, 0), (2, 0), (1, 0)]))
    }

    @Test func diagonalNeighboursAreOneComponent() {
        let trace = BorderTracer.trace(TestGrids.mask("#.", ".#"))
        #expect(trace.points == TestGrids.points([(0, 0), (1, 1)]))
    }

    @Test func separateCornerPixelsComeLastFoundFirst() {
        let trace = BorderTracer.trace(TestGrids.mask("#.#", "...", "#.#"))
        #expect(trace.points == TestGrids.points([(2, 2), (0, 2), (2, 0), (0, 0)]))
        #expect(trace.contours.allSatisfy { $0.count == 1 && $0.parent == nil })
    }

    @Test func emptyAndAllBackgroundMasksHaveNoContours() {
        #expect(BorderTracer.trace(BinaryMask(validWidth: 0, height: 0)).contours.isEmpty)
        #expect(BorderTracer.trace(BinaryMask(validWidth: 4, height: 3)).contours.isEmpty)
    }

    @Test func foregroundValueOneCountsAsForeground() {
        let trace = BorderTracer.trace(BinaryMask(validWidth: 1, height: 1, pixels: [1]))
        #expect(trace.points == [PixelPoint(x: 0, y: 0)])
    }

    /// Regression: more than 125 borders wrap OpenCV's 7-bit border numbers; parents must still
    /// be the real enclosing borders.
    @Test func parentsSurviveBorderNumberWraparound() {
        var mask = BinaryMask(validWidth: 60, height: 30)
        for y in 0 ..< 30 { for x in 0 ..< 60 { mask[x, y] = !(x % 3 == 1 && y % 3 == 1) } }
        let trace = BorderTracer.trace(mask)
        #expect(trace.contours.count == 1 + 20 * 10)
        #expect(trace.contours.dropFirst().allSatisfy { $0.isHole && $0.parent == 0 })
    }
}
