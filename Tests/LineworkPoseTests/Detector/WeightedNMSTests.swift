import LineworkPose
import Testing

@Suite struct WeightedNMSTests {
    func detection(_ score: Float, _ xMin: Float, _ keypointX: Float) -> PoseDetection {
        PoseDetection(score: score, xMin: xMin, yMin: 0, xMax: xMin + 1, yMax: 1,
                      keypoints: [NormalizedPoint(x: keypointX, y: 0.5)])
    }

    @Test func averagesAClusterWithScoreWeightsAndKeepsTheBestScore() throws {
        // IoU of the first two: 0.9 / 1.1 ≈ 0.82 > 0.3; the third overlaps neither.
        let merged = WeightedNMS.suppress([detection(0.6, 0.1, 1), detection(0.9, 0, 0), detection(0.7, 5, 5)])
        #expect(merged.count == 2)
        let first = try #require(merged.first)
        #expect(first.score == 0.9)
        #expect(abs(first.xMin - 0.04) < 1e-6 && abs(first.xMax - 1.04) < 1e-6)
        #expect(abs(first.keypoints[0].x - 0.4) < 1e-6 && first.keypoints[0].y == 0.5)
        #expect(merged[1] == detection(0.7, 5, 5))
    }

    @Test func keepsDetectionsThatOverlapAtTheThresholdOrLess() {
        // Boxes [0, 1] and [0.5, 1.5]: IoU 0.5 / 1.5 = 1/3, above 0.3 but not above 0.4.
        let pair = [detection(0.9, 0, 0), detection(0.8, 0.5, 0)]
        #expect(WeightedNMS.suppress(pair).count == 1)
        #expect(WeightedNMS.suppress(pair, iouThreshold: 0.4).count == 2)
        #expect(WeightedNMS.suppress([]).isEmpty)
    }
}
