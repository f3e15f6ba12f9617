import Foundation
import LineworkCore
import LineworkEvaluation
import LineworkImage
import Testing

/// Saliency metrics on tiny maps with values worked out by hand.
struct SaliencyMetricsLiteralTests {
    /// A one-row map.
    func row(_ values: [Float]) -> FloatImage {
        FloatImage(validWidth: values.count, height: 1, samples: values)
    }

    func fixations(_ xs: [Int], width: Int) throws -> FixationMap {
        try FixationMap(width: width, height: 1, points: xs.map { (x: $0, y: 0) })
    }

    /// Positives {1, 0.5}, negatives {0.2, 0.5, 0.7}: the curve (0,0) → (0, ½) → (⅔, 1) → (1, 1)
    /// has area ½ · ⅔ · (½ + 1) + ⅓ = ⅚.
    @Test func aucJuddTrapezoidsOverFixatedThresholds() throws {
        let map = row([1, 0.2, 0.5, 0.7, 0.5])
        let auc = try SaliencyMetrics.aucJudd(prediction: map, fixations: fixations([0, 2], width: 5))
        #expect(abs(auc - 5.0 / 6) < 1e-12)
    }

    /// A perfect map scores 1. An inverted one scores ¼, not 0: with fixated values as the only
    /// thresholds, the curve jumps from (0, 0) straight to (1, ½) at the higher fixated value.
    @Test func aucJuddOfPerfectAndInvertedMaps() throws {
        let fixated = try fixations([1, 3], width: 5)
        #expect(try SaliencyMetrics.aucJudd(prediction: row([0, 1, 0.2, 0.9, 0.1]), fixations: fixated) == 1)
        #expect(try SaliencyMetrics.aucJudd(prediction: row([1, 0, 0.8, 0.1, 0.9]), fixations: fixated) == 0.25)
    }

    /// Tied fixated values form one point: positives {0.5, 0.5}, negatives {0.5, 0}: the curve
    /// (0,0) → (½, 1) → (1, 1), area ¾.
    @Test func aucJuddCountsTiedThresholdsOnce() throws {
        let auc = try SaliencyMetrics.aucJudd(prediction: row([0.5, 0.5, 0.5, 0]), fixations: fixations([0, 1], width: 4))
        #expect(abs(auc - 0.75) < 1e-12)
    }

    @Test func aucJuddIsNaNWithoutNegatives() throws {
        #expect(try SaliencyMetrics.aucJudd(prediction: row([0.1, 0.2]), fixations: fixations([0, 1], width: 2)).isNaN)
    }

    /// Map {0, 0, 0, 4}: mean 1, population std √3; the fixation at 4 scores 3 / √3 = √3.
    @Test func nssUsesThePopulationStandardDeviation() throws {
        let nss = try SaliencyMetrics.nss(prediction: row([0, 0, 0, 4]), fixations: fixations([3], width: 4))
        #expect(abs(nss - 3.0.squareRoot()) < 1e-12)
        // Two fixations average their standardised values: (√3 + (−1/√3)) / 2.
        let two = try SaliencyMetrics.nss(prediction: row([0, 0, 0, 4]), fixations: fixations([0, 3], width: 4))
        #expect(abs(two - (3.0.squareRoot() - 1 / 3.0.squareRoot()) / 2) < 1e-12)
    }

    @Test func ccIsOneForAnAffineCopyAndFollowsPysaliencyOnConstants() throws {
        let density = row([0.1, 0.4, 0.2, 0.3])
        #expect(abs(try SaliencyMetrics.correlationCoefficient(prediction: row([2, 8, 4, 6]), density: density) - 1) < 1e-6)
        #expect(abs(try SaliencyMetrics.correlationCoefficient(prediction: row([6, 0, 4, 2]), density: density) + 1) < 1e-6)
        #expect(try SaliencyMetrics.correlationCoefficient(prediction: row([3, 3, 3, 3]), density: density) == 0)
        #expect(try SaliencyMetrics.correlationCoefficient(prediction: density, density: row([1, 1, 1, 1])).isNaN)
    }

    /// {1, 3} and {3, 1} as distributions {¼, ¾} and {¾, ¼}: SIM = ¼ + ¼ = ½;
    /// KLD = ¾ ln(¾ / ¼) + ¼ ln(¼ / ¾) = ½ ln 3.
    @Test func simAndKLDOnTwoPixels() throws {
        let p = row([1, 3]), q = row([3, 1])
        #expect(abs(try SaliencyMetrics.similarity(prediction: p, density: q) - 0.5) < 1e-9)
        #expect(abs(try SaliencyMetrics.klDivergence(prediction: p, density: q) - log(3) / 2) < 1e-9)
        #expect(abs(try SaliencyMetrics.klDivergence(prediction: q, density: q)) < 1e-12)
    }

    /// A prediction of zero where the density has mass pays ln(1 + p/ε) ≈ 36 nats per unit mass.
    @Test func kldPunishesZeroPredictionByTheMITEpsilon() throws {
        let kld = try SaliencyMetrics.klDivergence(prediction: row([1, 0]), density: row([0, 1]))
        #expect(abs(kld - log(SaliencyMetrics.klEpsilon + 1 / SaliencyMetrics.klEpsilon)) < 1e-9)
        #expect(kld > 36 && kld < 36.1)
    }

    @Test func allZeroMapsBecomeUniformDistributions() throws {
        #expect(abs(try SaliencyMetrics.similarity(prediction: row([0, 0, 0, 0]), density: row([1, 1, 1, 1])) - 1) < 1e-12)
    }

    @Test func mismatchedSizesAndColourMapsAreRefused() throws {
        let fixated = try fixations([0], width: 3)
        #expect(throws: LineworkError.self) { try SaliencyMetrics.nss(prediction: row([1, 2]), fixations: fixated) }
        #expect(throws: LineworkError.self) { try SaliencyMetrics.similarity(prediction: row([1, 2]), density: row([1, 2, 3])) }
        let colour = FloatImage(validWidth: 3, height: 1, channels: 3, repeating: 0.5)
        #expect(throws: LineworkError.self) { try SaliencyScores(prediction: colour, fixations: fixated) }
        #expect(throws: LineworkError.self) { try FixationMap(width: 3, height: 1, points: [(x: 3, y: 0)]) }
        #expect(throws: LineworkError.self) { try FixationDensity.density(of: fixated, sigma: -1) }
    }

    /// Scores are computed at the truth's size: a 2×2 prediction is resized bilinearly to 4×4.
    @Test func predictionIsResizedToTheFixationMap() throws {
        let small = FloatImage(validWidth: 2, height: 2, samples: [1, 0, 0, 0])
        let fixated = try FixationMap(width: 4, height: 4, points: [(x: 0, y: 0)])
        let scores = try SaliencyScores(prediction: small, fixations: fixated, sigma: 1)
        let resized = small.resizedBilinear(validWidth: 4, height: 4)
        #expect(scores.nss == (try SaliencyMetrics.nss(prediction: resized, fixations: fixated)))
        #expect(scores.aucJudd == 1)
    }

    @Test func meanSkipsNaNScores() {
        let a = SaliencyScores(aucJudd: 0.6, nss: 1, cc: .nan, sim: 0.5, kld: 1, shuffledAUC: .nan, informationGain: 1, aucBorji: 0.5)
        let b = SaliencyScores(aucJudd: 0.8, nss: 2, cc: .nan, sim: 0.7, kld: 3, shuffledAUC: 0.6, informationGain: 2, aucBorji: 0.7)
        let mean = SaliencyScores.mean([a, b])
        #expect(abs(mean.aucJudd - 0.7) < 1e-12 && mean.nss == 1.5 && mean.cc.isNaN && mean.kld == 2)
        #expect(mean.shuffledAUC == 0.6 && mean.informationGain == 1.5 && abs(mean.aucBorji - 0.6) < 1e-12)
    }

    /// AUC-Borji takes every pixel as a negative, the fixated one included: 0, 1, 2, 3 with the
    /// fixation on 3 beats three values and ties one, (3 + ½) / 4.
    @Test func aucBorjiCountsEveryPixelTiesHalf() throws {
        let prediction = FloatImage(validWidth: 4, height: 1, samples: [0, 1, 2, 3])
        let fixated = try FixationMap(width: 4, height: 1, points: [(x: 3, y: 0)])
        #expect(try SaliencyMetrics.aucBorji(prediction: prediction, fixations: fixated) == 0.875)
    }

    /// sAUC's negatives are the other maps' fixations scaled to this map, ⌊x · W / W′⌋: (1, 0) of
    /// a 2 × 1 map lands on (2, 0) of this 4 × 2 one, (0, 0) stays, and (1, 1) of a 2 × 2 map
    /// lands on (2, 1). The fixation on 3 beats 2 and 0 and ties the 3 at (2, 1).
    @Test func shuffledAUCScalesTheOtherImagesFixations() throws {
        let prediction = FloatImage(validWidth: 4, height: 2, samples: [0, 1, 2, 3, 0, 0, 3, 0])
        let fixated = try FixationMap(width: 4, height: 2, points: [(x: 3, y: 0)])
        let others = [try FixationMap(width: 2, height: 1, points: [(x: 1, y: 0), (x: 0, y: 0)]),
                      try FixationMap(width: 2, height: 2, points: [(x: 1, y: 1)])]
        let auc = try SaliencyMetrics.shuffledAUC(prediction: prediction, fixations: fixated, otherFixations: others)
        #expect(auc == 2.5 / 3)
        #expect(try SaliencyMetrics.shuffledAUC(prediction: prediction, fixations: fixated, otherFixations: []).isNaN)
    }

    /// Information gain is 0 for the baseline itself, and log₂ of the density ratio otherwise: a
    /// map that is 1 on the one fixated pixel of four (density 1 there) against a uniform
    /// baseline (¼) gains log₂ 4 = 2 bits.
    @Test func informationGainIsTheLogRatioInBits() throws {
        let fixated = try FixationMap(width: 2, height: 2, points: [(x: 1, y: 0)])
        let uniform = FloatImage(validWidth: 2, height: 2, repeating: 0.3)
        let peak = FloatImage(validWidth: 2, height: 2, samples: [0, 1, 0, 0])
        #expect(try SaliencyMetrics.informationGain(prediction: uniform, fixations: fixated, baseline: uniform) == 0)
        let gain = try SaliencyMetrics.informationGain(prediction: peak, fixations: fixated, baseline: uniform)
        #expect(abs(gain - 2) < 1e-12)
        #expect(throws: LineworkError.self) {
            try SaliencyMetrics.informationGain(prediction: peak, fixations: fixated,
                                                baseline: FloatImage(validWidth: 3, height: 2, repeating: 1))
        }
    }
}
