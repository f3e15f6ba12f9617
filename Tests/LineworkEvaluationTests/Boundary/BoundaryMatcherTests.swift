import LineworkCore
import LineworkEvaluation
import Testing

/// BSDS boundary counts on literal maps with hand-computed values.
///
/// The maps are 30 wide and 40 high, so the diagonal is 50 pixels and a tolerance of 0.03 is a
/// 1.5-pixel radius, 0.05 a 2.5-pixel one.
struct BoundaryMatcherTests {
    static let width = 30, height = 40

    /// A vertical segment x = `x`, rows `rows`, on the 30 × 40 canvas.
    func segment(x: Int, rows: ClosedRange<Int>) -> BoundaryMap {
        pixels(rows.map { (x, $0) })
    }

    func pixels(_ points: [(Int, Int)]) -> BoundaryMap {
        var grid = [[Character]](repeating: Array(repeating: ".", count: Self.width), count: Self.height)
        for (x, y) in points { grid[y][x] = "#" }
        return try! BoundaryMap(rows: grid.map { String($0) })  // a literal grid: rows of one length
    }

    func counts(_ prediction: BoundaryMap, _ truth: BoundaryMap, tolerance: Double) throws -> BoundaryCounts {
        try BoundaryMatcher.counts(prediction: prediction, truth: truth, tolerance: tolerance)
    }

    @Test func identicalMapsScoreOne() throws {
        let line = segment(x: 10, rows: 5...24)
        let c = try counts(line, line, tolerance: 0)
        #expect(c == BoundaryCounts(matchedPredicted: 20, predicted: 20, matchedTruth: 20, truth: 20))
        #expect(c.precision == 1 && c.recall == 1 && c.f == 1)
    }

    @Test func shiftWithinToleranceMatchesEverything() throws {
        let c = try counts(segment(x: 11, rows: 5...24), segment(x: 10, rows: 5...24), tolerance: 0.03)
        #expect(c.matchedPredicted == 20 && c.f == 1)
    }

    @Test func shiftBeyondToleranceMatchesNothing() throws {
        let c = try counts(segment(x: 12, rows: 5...24), segment(x: 10, rows: 5...24), tolerance: 0.03)
        #expect(c == BoundaryCounts(matchedPredicted: 0, predicted: 20, matchedTruth: 0, truth: 20))
        #expect(c.precision == 0 && c.recall == 0 && c.f == 0)
    }

    /// Two predicted pixels next to one truth pixel: only one can match.
    /// P = ½, R = 1, F = 2 · ½ · 1 / (½ + 1) = ⅔.
    @Test func eachTruthPixelMatchesOnce() throws {
        let c = try counts(pixels([(10, 10), (11, 10)]), pixels([(10, 10)]), tolerance: 0.03)
        #expect(c == BoundaryCounts(matchedPredicted: 1, predicted: 2, matchedTruth: 1, truth: 1))
        #expect(c.precision == 0.5 && c.recall == 1 && abs(c.f - 2.0 / 3) < 1e-12)
    }

    /// Truth x = 10, rows 5…24; prediction x = 12, rows 7…26 (shifted by (2, 2)); radius 2.5.
    /// Predicted row k reaches truth rows k − 1 … k + 1 where they exist (distances √5, 2, √5),
    /// so rows 7…25 can pair with truth rows 6…24: 19 matches, P = R = F = 19/20. Taking each
    /// predicted pixel's nearest free truth pixel (same row) finds only 18 — rows 7…24 — and
    /// leaves predicted row 25 and truth row 6 unmatched: the matching must be maximum.
    @Test func matchingIsMaximumNotGreedy() throws {
        let c = try counts(segment(x: 12, rows: 7...26), segment(x: 10, rows: 5...24), tolerance: 0.05)
        #expect(c == BoundaryCounts(matchedPredicted: 19, predicted: 20, matchedTruth: 19, truth: 20))
        #expect(abs(c.f - 0.95) < 1e-12)
    }

    /// Half the prediction on the truth, half far away; all truth found once:
    /// P = 5/10, R = 5/5, F = ⅔.
    @Test func falsePositivesLowerPrecisionOnly() throws {
        let truth = segment(x: 10, rows: 5...9)
        let prediction = pixels((5...9).map { (10, $0) } + (30...34).map { (25, $0) })
        let c = try counts(prediction, truth, tolerance: 0.0075)
        #expect(c.precision == 0.5 && c.recall == 1 && abs(c.f - 2.0 / 3) < 1e-12)
    }

    /// BSDS's convention for empty maps: a zero denominator gives 0.
    @Test func emptyMapsScoreZero() throws {
        let empty = pixels([]), line = segment(x: 3, rows: 0...3)
        let noPrediction = try counts(empty, line, tolerance: 0.0075)
        #expect(noPrediction.precision == 0 && noPrediction.recall == 0 && noPrediction.f == 0)
        let noTruth = try counts(line, empty, tolerance: 0.0075)
        #expect(noTruth.precision == 0 && noTruth.recall == 0)
        #expect(try counts(empty, empty, tolerance: 0.0075) == .zero)
    }

    @Test func badArgumentsAreRefused() throws {
        let line = segment(x: 3, rows: 0...3)
        #expect(throws: LineworkError.self) { try counts(line, line, tolerance: -0.1) }
        #expect(throws: LineworkError.self) { try counts(line, line, tolerance: .nan) }
        #expect(throws: LineworkError.self) { try counts(line, try BoundaryMap(rows: ["#."]), tolerance: 0.01) }
    }

    /// Hopcroft–Karp against a plain augmenting-path matcher (Kuhn's algorithm) on random maps
    /// dense enough that greedy choices conflict.
    @Test(arguments: 0..<20)
    func matchesABruteForceMaximumMatching(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let width = 12, height = 9
        func randomMap(_ share: Double) -> BoundaryMap {
            try! BoundaryMap(rows: (0..<height).map { _ in  // rows of one length
                String((0..<width).map { _ in Double.random(in: 0..<1, using: &random) < share ? "#" : "." })
            })
        }
        let prediction = randomMap(0.3), truth = randomMap(0.3)
        let tolerance = [0.0, 0.07, 0.1, 0.2][seed % 4]
        let radius = tolerance * Double(width * width + height * height).squareRoot()
        let c = try BoundaryMatcher.counts(prediction: prediction, truth: truth, tolerance: tolerance)
        #expect(c.matchedPredicted == kuhn(prediction, truth, width: width, radius: radius))
    }

    /// Maximum matching by one augmenting-path search per predicted pixel, O(V · E).
    func kuhn(_ prediction: BoundaryMap, _ truth: BoundaryMap, width: Int, radius: Double) -> Int {
        let adjacency = prediction.indices.map { p in
            truth.indices.indices.filter { t in
                let dx = Double(p % width - truth.indices[t] % width), dy = Double(p / width - truth.indices[t] / width)
                return dx * dx + dy * dy <= radius * radius
            }
        }
        var owner = [Int](repeating: -1, count: truth.count)
        func augment(_ u: Int, _ seen: inout [Bool]) -> Bool {
            for t in adjacency[u] where !seen[t] {
                seen[t] = true
                if owner[t] < 0 || augment(owner[t], &seen) {
                    owner[t] = u
                    return true
                }
            }
            return false
        }
        var matched = 0
        for u in adjacency.indices {
            var seen = [Bool](repeating: false, count: truth.count)
            if augment(u, &seen) { matched += 1 }
        }
        return matched
    }
}
