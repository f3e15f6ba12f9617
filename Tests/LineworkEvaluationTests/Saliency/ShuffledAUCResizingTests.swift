import LineworkCore
import LineworkEvaluation
import LineworkImage
import Testing

/// sAUC of a map smaller than its fixation map, the way `linework report` adds it.
struct ShuffledAUCResizingTests {
    /// Regression: sAUC in a report differed from `linework evaluate saliency` on the same 64 × 64
    /// maps by up to 2.35e-4: the report resized each map in single precision
    /// (`resizedBilinear`) before scoring, the command in double precision (`ReferenceMap`), and
    /// the rounding moves ties between the interpolated values. The report now calls
    /// `shuffledAUC(resizing:…)`, which is `SaliencyScores`' own path.
    ///
    /// The case: a 16 × 16 map of eight 8-bit levels (many ties) upsampled to 64 × 64, three
    /// images of 300 random fixations each lending each other negatives.
    @Test func reportAndEvaluateShareOneShuffledAUC() throws {
        var random = SplitMix64(seed: 49)
        let coarse = FloatImage(validWidth: 16, height: 16,
                                samples: (0..<256).map { _ in Float(random.next() % 8) / 255 })
        let maps = try (0..<3).map { _ in
            try FixationMap(width: 64, height: 64, points: (0..<300).map { _ in
                (x: Int(random.next() % 64), y: Int(random.next() % 64))
            })
        }
        var singlePrecisionGap = 0.0
        for i in maps.indices {
            var others = maps
            others.remove(at: i)
            let evaluate = try SaliencyScores(prediction: coarse, fixations: maps[i], otherFixations: others).shuffledAUC
            let report = try SaliencyMetrics.shuffledAUC(resizing: coarse, fixations: maps[i], otherFixations: others)
            #expect(abs(report - evaluate) <= 1e-9, "image \(i): report \(report), evaluate \(evaluate)")
            // The report's former path, kept here to show that the case tells the two apart.
            let former = try SaliencyMetrics.shuffledAUC(
                prediction: coarse.resizedBilinear(validWidth: 64, height: 64), fixations: maps[i], otherFixations: others)
            singlePrecisionGap = max(singlePrecisionGap, abs(former - evaluate))
        }
        print("shuffled-auc single-precision gap \(singlePrecisionGap)")
        #expect(singlePrecisionGap > 1e-6)
    }
}
