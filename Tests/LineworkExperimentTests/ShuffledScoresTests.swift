import Foundation
import LineworkCodecs
import LineworkEvaluation
import LineworkExperimentFixtures
import Testing
@testable import LineworkExperiment

/// The report's sAUC is `linework evaluate saliency`'s, on the same maps.
struct ShuffledScoresTests {
    /// Regression: a report's sAUC differed from `linework evaluate saliency`'s on the same
    /// 16-bit maps by up to 2.35e-4, because the report resized each map to the fixation map's
    /// size in single precision (`resizedBilinear`) while the command resizes in double
    /// precision (`ReferenceMap`), which moves ties between values. Both now make one call.
    @Test func reportSAUCEqualsEvaluateSaliencys() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        let run = try fixture.experiment()
        let decoder = ImageDecoder()
        let fixations = try run.results.map { result in
            let path = fixture.folder + "/gt/fixations/\(result.stem).png"
            return try FixationMap(mask: try #require(try decoder.decode(path: path).pixels.unitGrayImage))
        }
        var compared = 0
        for (i, entry) in run.entries.enumerated() {
            var others = fixations
            others.remove(at: i)
            for model in entry.result.models {
                let bytes = try run.cache.picture(model.map, key: entry.key)
                let map = try #require(try decoder.decode(bytes: bytes, path: model.map).pixels.unitGrayImage)
                // What `linework evaluate saliency` computes from the same PNG.
                let expected = try SaliencyScores(prediction: map, fixations: fixations[i], otherFixations: others)
                let reported = try #require(model.scores?["sAUC"])
                #expect(abs(reported - expected.shuffledAUC) <= 1e-9,
                        "\(entry.result.stem) \(model.model.rawValue): report \(reported), evaluate \(expected.shuffledAUC)")
                compared += 1
            }
        }
        #expect(compared == 4)
    }
}
