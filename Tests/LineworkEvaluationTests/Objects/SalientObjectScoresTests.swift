import LineworkCore
import LineworkEvaluation
import LineworkImage
import Testing

/// The salient-object scores together, as `linework evaluate objects` and the report
/// compute them, on a literal case worked out by hand.
struct SalientObjectScoresTests {
    /// Mask: object at (1, 0) and (2, 0). Prediction: 1 at (1, 0), (2, 0) and (2, 1).
    /// - MAE: one wrong pixel of 8, 0.125;
    /// - every threshold 1…255 keeps the three ones: P = ⅔, R = 1, F = 1.3 · ⅔ / 1.2; threshold
    ///   0 keeps all 8 pixels: P = ¼, less;
    /// - boxes: the mask's is 2 × 1 at (1, 0), the prediction's 2 × 2 at (1, 0): IoU ½.
    @Test func threeScoresOfOnePrediction() throws {
        let mask = FloatImage(validWidth: 4, height: 2, samples: [0, 1, 1, 0, 0, 0, 0, 0])
        let prediction = FloatImage(validWidth: 4, height: 2, samples: [0, 1, 1, 0, 0, 0, 1, 0])
        let scores = try SalientObjectScores(prediction: prediction, mask: mask)
        #expect(scores.meanAbsoluteError == 0.125)
        #expect(abs(scores.maximumF - 1.3 * (2.0 / 3) / 1.2) < 1e-12)
        #expect(scores.boxIoU == 0.5)
        #expect(scores.byName == ["MAE": 0.125, "maxF": scores.maximumF, "boxIoU": 0.5, "sMeasure": scores.structure,
                                  "eMeasure": scores.enhancedAlignment, "weightedF": scores.weightedF,
                                  "unscaledMAE": 0.125])
        #expect(Set(scores.byName.keys) == Set(SalientObjectScores.names))
    }

    /// A prediction of another size is resized bilinearly to the mask's, as `SaliencyScores`
    /// resizes to the fixation map's: in double precision from the map's 16-bit levels there,
    /// in single precision (then read at 16-bit resolution) here, so the scores agree to a few
    /// 1/65535 steps.
    @Test func aSmallerPredictionIsResizedToTheMask() throws {
        let mask = FloatImage(validWidth: 4, height: 2, samples: [0, 0, 1, 1, 0, 0, 1, 1])
        let small = FloatImage(validWidth: 2, height: 1, samples: [0.1, 0.9])
        let direct = try SalientObjectScores(prediction: small, mask: mask).byName
        let resized = try SalientObjectScores(prediction: small.resizedBilinear(validWidth: 4, height: 2), mask: mask).byName
        for name in SalientObjectScores.names { #expect(abs(direct[name]! - resized[name]!) < 1e-5, "\(name)") }
    }

    /// MAE rescales the map as pysodmetrics does; the unscaled MAE keeps it as given. A map of
    /// 0.2 off the object and 0.6 on it is perfect once stretched to 0…1, 0.3 away as given.
    @Test func maeRescalesAndTheUnscaledMAEDoesNot() throws {
        let mask = FloatImage(validWidth: 2, height: 1, samples: [0, 1])
        let scores = try SalientObjectScores(prediction: FloatImage(validWidth: 2, height: 1, samples: [0.2, 0.6]), mask: mask)
        #expect(scores.meanAbsoluteError == 0 && scores.maximumF == 1)
        #expect(abs(scores.unscaledMeanAbsoluteError - 0.3) < 1e-12)
    }

    @Test func aColourPredictionIsRefused() {
        let mask = FloatImage(validWidth: 2, height: 1, samples: [0, 1])
        #expect(throws: LineworkError.self) {
            try SalientObjectScores(prediction: FloatImage(validWidth: 2, height: 1, channels: 3, repeating: 0.5), mask: mask)
        }
    }

    /// Means are per metric, NaN skipped; an empty list has none.
    @Test func meanAveragesEachMetric() {
        let mean = SalientObjectScores.mean([
            SalientObjectScores(meanAbsoluteError: 0.1, maximumF: 0.5, boxIoU: 1, structure: 0.5, enhancedAlignment: 0.5,
                                weightedF: 0.5, unscaledMeanAbsoluteError: 0.2),
            SalientObjectScores(meanAbsoluteError: 0.3, maximumF: 1, boxIoU: 0, structure: .nan, enhancedAlignment: 0.7,
                                weightedF: 0.5, unscaledMeanAbsoluteError: 0.4),
        ])
        #expect(abs(mean.meanAbsoluteError - 0.2) < 1e-15 && mean.maximumF == 0.75 && mean.boxIoU == 0.5)
        #expect(abs(mean.unscaledMeanAbsoluteError - 0.3) < 1e-15)
        // An undefined S-measure is skipped, as the saliency means skip NaN.
        #expect(mean.structure == 0.5 && abs(mean.enhancedAlignment - 0.6) < 1e-15)
        #expect(SalientObjectScores.mean([]).maximumF.isNaN)
    }
}
