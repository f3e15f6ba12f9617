import LineworkCore
import LineworkEvaluation
import LineworkImage
import Testing

/// MAE, max F-beta and box IoU on literal cases worked out by hand.
struct SalientObjectMetricsTests {
    func row(_ values: [Float]) -> FloatImage {
        FloatImage(validWidth: values.count, height: 1, samples: values)
    }

    /// |0 − 0| + |0.6 − 1| + |1 − 1| + |0.2 − 0| = 0.6 over 4 pixels (the map spans 0…1, so
    /// rescaling leaves it; 0.6 and 0.2 are 8-bit levels, 153 and 51, so reading them at 16-bit
    /// resolution leaves them too).
    @Test func meanAbsoluteError() throws {
        let mae = try SalientObjectMetrics.meanAbsoluteError(prediction: row([0, 0.6, 1, 0.2]), mask: row([0, 1, 1, 0]))
        #expect(abs(mae - 0.15) < 1e-12)
        let unscaled = try SalientObjectMetrics.unscaledMeanAbsoluteError(prediction: row([0, 0.6, 1, 0.2]), mask: row([0, 1, 1, 0]))
        #expect(abs(unscaled - 0.15) < 1e-12)
    }

    /// Rescaled, a map of 0.2 … 0.6 reaches 0 and 1; as given, it stays 0.2 … 0.6.
    /// Rescaled {0, 0.5, 1} on mask {0, 1, 1}: (0 + 0.5 + 0) / 3; as given, (0.2 + 0.6 + 0.4) / 3.
    @Test func meanAbsoluteErrorRescalesTheUnscaledOneDoesNot() throws {
        let prediction = row([0.2, 0.4, 0.6]), mask = row([0, 1, 1])
        #expect(abs(try SalientObjectMetrics.meanAbsoluteError(prediction: prediction, mask: mask) - 0.5 / 3) < 1e-12)
        #expect(abs(try SalientObjectMetrics.unscaledMeanAbsoluteError(prediction: prediction, mask: mask) - 1.2 / 3) < 1e-12)
    }

    /// Mask pixels count as object from 0.5 up (an 8-bit mask binarised at 128).
    @Test func maskIsBinarisedAtOneHalf() throws {
        let mae = try SalientObjectMetrics.meanAbsoluteError(prediction: row([1, 0]), mask: row([0.5, 0.49]))
        #expect(mae == 0)
    }

    /// Prediction {0.9, 0.3, 0.8, 0.1} on mask {1, 1, 0, 0}, β² = 0.3, min–max rescaled to
    /// {1, 0.25, 0.875, 0} and truncated to the 8-bit levels {255, 63, 223, 0} (pysodmetrics'
    /// `astype(uint8)`; rounding would make 0.25 level 64):
    /// - t in 224…255 keeps {0.9}: P = 1, R = ½, F = 1.3 · ½ / (0.3 + ½) = 0.8125;
    /// - t in 64…223 keeps {0.9, 0.8}: P = R = ½, F = ½;
    /// - t in 1…63 keeps three: P = ⅔, R = 1, F = 1.3 · ⅔ / 1.2 ≈ 0.722;
    /// - t = 0 keeps all: P = ½, R = 1, F = 0.65 / 1.15 ≈ 0.565.
    @Test func maximumFMeasureOverEightBitThresholds() throws {
        let best = try SalientObjectMetrics.maximumFMeasure(prediction: row([0.9, 0.3, 0.8, 0.1]), mask: row([1, 1, 0, 0]))
        #expect(abs(best.f - 0.8125) < 1e-12)
        #expect(best.threshold == 224)
        // With β² = 1 (plain F1) the three-pixel cut wins: 2 · ⅔ · 1 / (⅔ + 1) = 0.8.
        let f1 = try SalientObjectMetrics.maximumFMeasure(
            prediction: row([0.9, 0.3, 0.8, 0.1]), mask: row([1, 1, 0, 0]), betaSquared: 1)
        #expect(abs(f1.f - 0.8) < 1e-12 && f1.threshold == 1)
    }

    /// Regression (issue 39): thresholds were the rounded levels. Rescaled values 0.25 and 0.249
    /// sit at 63.75 and 63.5: truncated, as pysodmetrics does, both are level 63 and come in
    /// together (best F1 0.8, three pixels kept); rounded, they were 64 and 63 and the cut between
    /// them scored a perfect 1.
    @Test func levelsAreTruncatedNotRounded() throws {
        let best = try SalientObjectMetrics.maximumFMeasure(
            prediction: row([1, 0.25, 0.249, 0]), mask: row([1, 1, 0, 0]), betaSquared: 1)
        #expect(abs(best.f - 0.8) < 1e-12 && best.threshold == 1)
    }

    @Test func perfectPredictionScoresOneAndEmptyMaskZero() throws {
        let mask = row([1, 0, 1, 0])
        #expect(try SalientObjectMetrics.maximumFMeasure(prediction: mask, mask: mask).f == 1)
        #expect(try SalientObjectMetrics.maximumFMeasure(prediction: mask, mask: row([0, 0, 0, 0])).f == 0)
    }

    @Test func badArgumentsAreRefused() {
        #expect(throws: LineworkError.self) { try SalientObjectMetrics.meanAbsoluteError(prediction: row([1]), mask: row([1, 0])) }
        #expect(throws: LineworkError.self) {
            try SalientObjectMetrics.maximumFMeasure(prediction: row([1]), mask: row([1]), betaSquared: 0)
        }
    }

    /// Two 2 × 2 boxes overlapping in a 1 × 1 square: 1 / (4 + 4 − 1) = 1/7.
    @Test func boxIntersectionOverUnion() throws {
        let a = BoundingBox(x: 0, y: 0, width: 2, height: 2)
        #expect(abs(a.intersectionOverUnion(BoundingBox(x: 1, y: 1, width: 2, height: 2)) - 1.0 / 7) < 1e-12)
        #expect(a.intersectionOverUnion(a) == 1)
        #expect(a.intersectionOverUnion(BoundingBox(x: 2, y: 0, width: 1, height: 2)) == 0)  // touching edges
        #expect(BoundingBox(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
            .intersectionOverUnion(BoundingBox(x: 0, y: 0, width: 1, height: 1)) == 0.25)
        let empty = BoundingBox(x: 1, y: 1, width: 0, height: 0)
        #expect(empty.intersectionOverUnion(empty) == 0)
        #expect(throws: LineworkError.self) { try BoundingBox.checked(x: 0, y: 0, width: -1, height: 1) }
        #expect(throws: LineworkError.self) { try BoundingBox.checked(x: .nan, y: 0, width: 1, height: 1) }
        #expect(try BoundingBox.checked(x: 1, y: 2, width: 3, height: 4) == BoundingBox(x: 1, y: 2, width: 3, height: 4))
    }
}
