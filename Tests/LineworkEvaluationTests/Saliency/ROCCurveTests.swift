import LineworkCore
import LineworkEvaluation
import LineworkImage
import Testing

/// The ROC curve AUC-Judd is the area under: its points worked out by hand, and the hit rate
/// read between them for averaging curves of several images.
struct ROCCurveTests {
    /// Positives {1, 0.5}, negatives {0.2, 0.5, 0.7}: (0,0) → (0, ½) → (⅔, 1) → (1, 1), whose
    /// area is AUC-Judd's ⅚.
    @Test func pointsAreTheOnesAUCJuddSums() throws {
        let map = FloatImage(validWidth: 5, height: 1, samples: [1, 0.2, 0.5, 0.7, 0.5])
        let fixations = try FixationMap(width: 5, height: 1, points: [(x: 0, y: 0), (x: 2, y: 0)])
        let curve = try #require(try SaliencyMetrics.rocJudd(prediction: map, fixations: fixations))
        let points = curve.points.map { [$0.falsePositiveRate, $0.hitRate] }
        #expect(points.count == 4)
        for (point, expected) in zip(points, [[0, 0], [0, 0.5], [2.0 / 3, 1], [1, 1]]) {
            #expect(abs(point[0] - expected[0]) < 1e-12 && abs(point[1] - expected[1]) < 1e-12, "\(points)")
        }
        var area = 0.0
        for (a, b) in zip(curve.points, curve.points.dropFirst()) {
            area += (b.falsePositiveRate - a.falsePositiveRate) * (a.hitRate + b.hitRate) / 2
        }
        #expect(area == (try SaliencyMetrics.aucJudd(prediction: map, fixations: fixations)))
        #expect(abs(area - 5.0 / 6) < 1e-12)
        // Between the points: on the vertical step at 0 the step's top, then linear.
        #expect(curve.hitRate(atFalsePositiveRate: 0) == 0.5)
        #expect(abs(curve.hitRate(atFalsePositiveRate: 1.0 / 3) - 0.75) < 1e-12)
        #expect(curve.hitRate(atFalsePositiveRate: 0.9) == 1)
        #expect(curve.hitRate(atFalsePositiveRate: 7) == 1)
    }

    @Test func noFixationsGiveNoCurve() throws {
        let map = FloatImage(validWidth: 3, height: 1, samples: [0.1, 0.2, 0.3])
        #expect(try SaliencyMetrics.rocJudd(prediction: map, fixations: FixationMap(width: 3, height: 1, points: [])) == nil)
    }
}
