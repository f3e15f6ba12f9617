import LineworkContours
import LineworkCore
import LineworkEvaluation
import Testing
@testable import LineworkExperiment

struct BoundaryRasterTests {
    @Test func aClosedSquareBecomesItsOnePixelOutline() throws {
        let square = Isoline(points: [[1, 1], [4, 1], [4, 3], [1, 3], [1, 1]])
        let map = try BoundaryRaster.map(.isolines([square]), working: PixelSize(width: 6, height: 5), width: 6, height: 5)
        #expect(try map == BoundaryMap(rows: [
            "......",
            ".####.",
            ".#..#.",
            ".####.",
            "......",
        ]))
    }

    @Test func aDiagonalIsEightConnectedAndScalesByPixelEdges() throws {
        // Working 3 × 3 drawn at 6 × 6: pixel centre 0 maps to 0.5 → rounds to 1, centre 2 to 4.5 → 5.
        let line = Isoline(points: [[0, 0], [2, 2]])
        let map = try BoundaryRaster.map(.isolines([line]), working: PixelSize(width: 3, height: 3), width: 6, height: 6)
        #expect(try map == BoundaryMap(rows: [
            "......",
            ".#....",
            "..#...",
            "...#..",
            "....#.",
            ".....#",
        ]))
    }

    /// Regression: a region cut by the image's edge is closed along the edge by the tracer, and
    /// that frame was scored as predicted boundary.
    @Test func theImageFrameIsNotDrawn() throws {
        // The left part of a 6 × 5 image, x ≤ 2: only its right side, x = 2, is inside the image.
        let left = Isoline(points: [[0, 0], [2, 0], [2, 4], [0, 4], [0, 0]])
        let map = try BoundaryRaster.map(.isolines([left]), working: PixelSize(width: 6, height: 5), width: 6, height: 5)
        #expect(try map == BoundaryMap(rows: [
            "..#...",
            "..#...",
            "..#...",
            "..#...",
            "..#...",
        ]))
    }

    @Test func aTraceOnTheTruthScoresPerfectly() throws {
        let square = Isoline(points: [[1, 1], [4, 1], [4, 3], [1, 3], [1, 1]])
        let predicted = try BoundaryRaster.map(.isolines([square]), working: PixelSize(width: 6, height: 5), width: 6, height: 5)
        let counts = try BoundaryMatcher.counts(prediction: predicted, truth: predicted, tolerance: 0)
        #expect(counts.f == 1)
    }
}

struct ContentHashTests {
    @Test func theHashIsStableAndSeparatesFields() {
        var a = ContentHash(), b = ContentHash(), c = ContentHash()
        a.add("ab"); a.add("c")
        b.add("a"); b.add("bc")
        c.add("ab"); c.add("c")
        #expect(a.hex != b.hex)
        #expect(a.hex == c.hex)
        #expect(a.hex.count == 32)
    }
}
