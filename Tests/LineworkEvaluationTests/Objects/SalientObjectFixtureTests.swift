import Foundation
import LineworkCodecs
import LineworkEvaluation
import LineworkImage
import Testing

/// Every salient-object score against pysodmetrics on the golden pairs written by
/// `Scripts/make-sod-fixtures` (`Fixtures/objects.json`, PNGs in `Fixtures/objects/`), to 1e-6:
/// Linework reads each map as the same doubles and truncates to 8 bits as numpy does.
struct SalientObjectFixtureTests {
    struct Manifest: Decodable {
        let cases: [String: [String: Double]]
        let dataset: Dataset
    }

    /// pysodmetrics' `get_results` over every case as one dataset.
    struct Dataset: Decodable {
        let maxF: Double, meanF: Double, adaptiveF: Double, maxE: Double, meanE: Double, adaptiveE: Double
        let precision: [Double], recall: [Double], F: [Double], E: [Double]
    }

    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/objects")

    static let manifest: Manifest = {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/objects.json")
        return try! JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))
    }()

    static func map(_ name: String, _ role: String) throws -> FloatImage {
        let path = folder.appendingPathComponent("\(name)-\(role).png").path
        return try #require(try ImageDecoder().decode(path: path).pixels.unitGrayImage)
    }

    /// Every case of the manifest, by name (the set pinned by the script: a disc, an offset
    /// square, two objects, an object on the image's edge, noise, an empty and a full mask, a
    /// constant prediction, a perfect one; maps of two and five grey levels; and two maps at a
    /// third of the mask's size, upsampled before scoring).
    static let names = manifest.cases.keys.sorted()

    @Test func theManifestHoldsEveryCase() {
        #expect(Self.names == ["constant", "disc", "edge-object", "empty-mask", "five-levels", "full-mask",
                               "levels-resized", "noise", "noise-resized", "offset-square", "perfect", "two-levels",
                               "two-objects"])
    }


    @Test(arguments: names)
    func theScoresMatchPysodmetrics(_ name: String) throws {
        let expected = try #require(Self.manifest.cases[name])
        let prediction = try Self.map(name, "prediction"), mask = try Self.map(name, "mask")
        let scores = try SalientObjectScores(prediction: prediction, mask: mask)
        let names = SalientObjectScores.names + SalientObjectScores.curveNames
        let byName = scores.byName.merging(scores.curveScoresByName) { a, _ in a }
        #expect(Set(expected.keys) == Set(names))
        for metric in names {
            let value = try #require(byName[metric]), reference = try #require(expected[metric])
            #expect(abs(value - reference) <= 1e-6,
                    "\(name) \(metric): \(value) against pysodmetrics' \(reference)")
            print("sod-fixture \(name) \(metric) linework \(value) pysodmetrics \(reference) diff \(abs(value - reference))")
        }
    }

    /// The dataset's curves (each image's averaged) and the scores pysodmetrics reads off them:
    /// max and mean F and E of the mean curves, the mean adaptive F and E; to 1e-6.
    @Test func datasetCurvesMatchPysodmetrics() throws {
        let scores = try Self.names.map { name in
            try SalientObjectScores(prediction: Self.map(name, "prediction"), mask: Self.map(name, "mask"))
        }
        let mean = SalientObjectScores.mean(scores)
        let curves = try #require(mean.curves)
        let expected = Self.manifest.dataset
        let pairs: [(String, Double, Double)] = [
            ("maxF", curves.maximumF, expected.maxF), ("meanF", curves.meanF, expected.meanF),
            ("maxE", curves.maximumE, expected.maxE), ("meanE", curves.meanE, expected.meanE),
            ("adaptiveF", mean.adaptiveF, expected.adaptiveF), ("adaptiveE", mean.adaptiveE, expected.adaptiveE),
        ]
        for (metric, value, reference) in pairs {
            #expect(abs(value - reference) <= 1e-6, "\(metric): \(value) against pysodmetrics' \(reference)")
            print("sod-fixture dataset \(metric) linework \(value) pysodmetrics \(reference) diff \(abs(value - reference))")
        }
        for (curve, ours, theirs) in [("precision", curves.precision, expected.precision), ("recall", curves.recall, expected.recall),
                                      ("F", curves.F, expected.F), ("E", curves.E, expected.E)] {
            #expect(ours.count == 256 && theirs.count == 256)
            let gap = zip(ours, theirs).map { abs($0 - $1) }.max() ?? .nan
            #expect(gap <= 1e-6, "\(curve) curve: largest difference \(gap)")
            print("sod-fixture dataset \(curve)-curve max diff \(gap)")
        }
    }

    /// The E-measure curve runs from threshold 255 down to 0: at threshold 0 every pixel is
    /// predicted object, which an all-object mask scores N / (N − 1).
    @Test func theEnhancedAlignmentCurveEndsWithEverythingPredicted() throws {
        let mask = FloatImage(validWidth: 4, height: 3, repeating: 1)
        let prediction = FloatImage(validWidth: 4, height: 3, samples: (0..<12).map { Float($0) / 11 })
        let curve = try SalientObjectMetrics.enhancedAlignmentCurve(prediction: prediction, mask: mask)
        #expect(curve.count == 256)
        #expect(abs(curve[255] - 12.0 / 11) < 1e-12)
        #expect(abs(curve[0] - 1.0 / 11) < 1e-12)  // only the maximum reaches 255
    }

    @Test func badArgumentsThrowInsteadOfTrapping() throws {
        let mask = FloatImage(validWidth: 3, height: 2, repeating: 0)
        #expect(throws: (any Error).self) {
            try SalientObjectMetrics.structureMeasure(prediction: FloatImage(validWidth: 2, height: 2, repeating: 0), mask: mask)
        }
        #expect(throws: (any Error).self) {
            try SalientObjectMetrics.structureMeasure(prediction: mask, mask: mask, alpha: 2)
        }
        #expect(throws: (any Error).self) {
            try SalientObjectMetrics.weightedFMeasure(prediction: mask, mask: mask, betaSquared: 0)
        }
        // NaN in a prediction counts as 0 rather than trapping in the 8-bit quantisation.
        let nan = FloatImage(validWidth: 3, height: 2, samples: [.nan, 1, 0, 0.5, .infinity, 0])
        let finite = try SalientObjectMetrics.meanEnhancedAlignment(prediction: nan, mask: mask)
        #expect(finite.isFinite)
    }
}
