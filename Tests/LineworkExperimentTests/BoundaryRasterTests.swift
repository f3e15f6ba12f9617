import LineworkContours
import LineworkCore
import LineworkEvaluation
import Testing
@testable import LineworkExperiment

struct BoundaryRasterTests {
    /// The square's one-pixel outline, thinned as BSDS thins a prediction (`BoundaryMap.thinned()`,
    /// scikit-image's `thin` gives the same): its four corners are 4-connected corner pixels, whose
    /// neighbours touch diagonally without them, so they go and the ring stays 8-connected.
    @Test func aClosedSquareBecomesItsThinnedOutline() throws {
        let square = Isoline(points: [[1, 1], [4, 1], [4, 3], [1, 3], [1, 1]])
        let map = try BoundaryRaster.map(.isolines([square]), working: PixelSize(width: 6, height: 5), width: 6, height: 5)
        #expect(try map == BoundaryMap(rows: [
            "......",
            "..##..",
            ".#..#.",
            "..##..",
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

    /// Issue 39, in the report's path: contours drawn side by side as a 3-pixel band over the truth
    /// (three runs of one row each) are thinned to one line before matching, as `evaluate
    /// contours` thins a prediction, and score as the truth (unthinned, P would be ⅓).
    @Test func aThreePixelBandOverTheTruthScoresAsTheTruth() throws {
        let rows = [9.0, 10, 11].map { y in (points: [Point2(x: 2, y: y), Point2(x: 57, y: y)], closed: false) }
        let band = try BoundaryRaster.map(polylines: rows, working: PixelSize(width: 60, height: 20), width: 60, height: 20)
        let truth = try BoundaryMap(rows: (0..<20).map { y in
            String((0..<60).map { x in y == 10 && (2...57).contains(x) ? "#" : "." })
        })
        let counts = try BoundaryMatcher.counts(prediction: band, truth: truth)
        #expect(band.count < 60 && counts.f >= 0.95, "\(counts)")
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
