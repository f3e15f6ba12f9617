import LineworkEvaluation
import Testing

/// `BoundaryMap.removingFrameRuns()`: the image's frame is not a predicted boundary.
struct BoundaryMapFrameTests {
    @Test func aTracedFrameAroundARegionCutByTheEdgeIsRemoved() {
        // A region filling the left of the image is outlined along the top, left and bottom
        // edges by the tracer; only its inner side, column 3, is a boundary in the picture.
        let traced = BoundaryMap(rows: [
            "####....",
            "#..#....",
            "#..#....",
            "####....",
        ])
        #expect(traced.removingFrameRuns() == BoundaryMap(rows: [
            "........",
            "...#....",
            "...#....",
            "........",
        ]))
    }

    @Test func aLonePixelWhereABoundaryCrossesTheEdgeIsKept() {
        // A diagonal leaving the image through the top row and a vertical line through the bottom
        // row touch the frame at one pixel each: no run along it.
        let crossing = BoundaryMap(rows: [
            "..#.....",
            "...#..#.",
            "....#.#.",
            "......#.",
        ])
        #expect(crossing.removingFrameRuns() == crossing)
    }

    @Test func runsOnTheRightAndBottomEdgesAndCornersAreRemoved() {
        let map = BoundaryMap(rows: [
            ".......#",
            ".#.....#",
            ".#......",
            ".#..####",
        ])
        #expect(map.removingFrameRuns() == BoundaryMap(rows: [
            "........",
            ".#......",
            ".#......",
            ".#......",
        ]))
    }
}
