import LineworkContours
import Testing

/// Tiny grids with their exact expected lines (scikit-image gives the same, in (row, col)).
@Suite struct IsolineTracerLiteralTests {
    private func trace(_ rows: [[Double]], level: Double = 0.5) -> [Isoline] {
        IsolineTracer.trace(validValues: rows.flatMap { $0 }, width: rows[0].count, height: rows.count, level: level)
    }

    @Test func peakGivesClosedDiamondWithLowValuesOnTheLeft() {
        let lines = trace([[0, 0, 0], [0, 1, 0], [0, 0, 0]])
        // The first segment found (top-left cell, top → left) is not where the loop starts: joins
        // keep the older piece, and the loop closes where the last segment meets the first.
        #expect(lines == [Isoline(points: [[1, 1.5], [0.5, 1], [1, 0.5], [1.5, 1], [1, 1.5]])])
        #expect(lines[0].isClosed)
    }

    @Test func pitRunsTheOtherWay() {
        let lines = trace([[1, 1, 1], [1, 0, 1], [1, 1, 1]])
        #expect(lines == [Isoline(points: [[1.5, 1], [1, 0.5], [0.5, 1], [1, 1.5], [1.5, 1]])])
    }

    @Test func rampGivesOneOpenLineAcrossTheImage() {
        let lines = trace([[0, 0.25, 0.5, 0.75, 1], [0, 0.25, 0.5, 0.75, 1]], level: 0.6)
        #expect(lines.count == 1)
        #expect(!lines[0].isClosed)
        #expect(lines[0].points.map(\.x).allSatisfy { abs($0 - 2.4) < 1e-12 })
        #expect(lines[0].points.map(\.y) == [1, 0])
    }

    @Test func saddleKeepsHighCornersApart() {
        // High corners top-left and bottom-right: two separate open lines, one per corner.
        let lines = trace([[1, 0], [0, 1]])
        #expect(lines == [
            Isoline(points: [[0.5, 0], [0, 0.5]]),
            Isoline(points: [[0.5, 1], [1, 0.5]]),
        ])
    }

    @Test func gridsWithoutCellsHaveNoLines() {
        #expect(IsolineTracer.trace(validValues: [0, 1, 0], width: 3, height: 1, level: 0.5).isEmpty)
        #expect(IsolineTracer.trace(validValues: [0, 1, 0], width: 1, height: 3, level: 0.5).isEmpty)
        #expect(IsolineTracer.trace(validValues: [], width: 0, height: 0, level: 0.5).isEmpty)
    }

    /// Regression: a sample exactly at the level makes crossings from different edges land on
    /// the same point; they must join as scikit-image joins equal points, not stay apart.
    @Test func sampleAtLevelJoinsLinesAtThatSample() {
        let lines = trace([[0, 0, 0], [0, 0.5, 1], [0, 0, 0]])
        #expect(lines == [Isoline(points: [[2, 1.5], [1, 1], [2, 0.5]])])
        #expect(!lines[0].isClosed)
    }

    @Test func nanCellsProduceNothing() {
        let lines = trace([[.nan, 1], [0, 0]])
        #expect(lines.isEmpty)
    }
}
