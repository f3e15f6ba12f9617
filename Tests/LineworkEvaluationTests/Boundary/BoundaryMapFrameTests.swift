import LineworkCore
import LineworkEvaluation
import Testing

/// `BoundaryMap.removingFrameRuns()`: the image's frame is not a predicted boundary.
struct BoundaryMapFrameTests {
    @Test func aTracedFrameAroundARegionCutByTheEdgeIsRemoved() throws {
        // A region filling the left of the image is outlined along the top, left and bottom
        // edges by the tracer; only its inner side, column 3, is a boundary in the picture.
        let traced = try BoundaryMap(rows: [
            "####....",
            "#..#....",
            "#..#....",
            "####....",
        ])
        #expect(try traced.removingFrameRuns() == BoundaryMap(rows: [
            "........",
            "...#....",
            "...#....",
            "........",
        ]))
    }

    @Test func aLonePixelWhereABoundaryCrossesTheEdgeIsKept() throws {
        // A diagonal leaving the image through the top row and a vertical line through the bottom
        // row touch the frame at one pixel each: no run along it.
        let crossing = try BoundaryMap(rows: [
            "..#.....",
            "...#..#.",
            "....#.#.",
            "......#.",
        ])
        #expect(crossing.removingFrameRuns() == crossing)
    }

    @Test func runsOnTheRightAndBottomEdgesAndCornersAreRemoved() throws {
        let map = try BoundaryMap(rows: [
            ".......#",
            ".#.....#",
            ".#......",
            ".#..####",
        ])
        #expect(try map.removingFrameRuns() == BoundaryMap(rows: [
            "........",
            ".#......",
            ".#......",
            ".#......",
        ]))
    }

    /// Issue 20: no rows, an empty row or a ragged grid used to trap on a precondition.
    @Test func rowsThatMakeNoGridAreRefusedByName() {
        for rows in [[], [""], ["#.", "#"], ["#", "##", "#"]] {
            #expect {
                try BoundaryMap(rows: rows)
            } throws: { error in
                guard case LineworkError.invalidOption("rows", _, _) = error else { return false }
                return true
            }
        }
    }
}
