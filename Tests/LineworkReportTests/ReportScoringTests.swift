import Foundation
import LineworkCodecs
import LineworkEvaluation
import LineworkExperimentFixtures
import LineworkImage
import LineworkSaliency
import Testing
@testable import LineworkExperiment
@testable import LineworkReport

/// Regressions of the page's numbers (issue 17): the frame scored as a boundary, the dataset's
/// best model outlined on every image, scores of a map the page did not give, and names kept by
/// the cache.
@Suite(.serialized)
struct ReportScoringTests {
    /// The cached result of the fixture's image `stem`, named as the spec names it.
    private func result(_ fixture: ReportFixture, _ stem: String) throws -> ImageResult {
        let plan = try fixture.plan()
        let input = try #require(plan.inputs.first { $0.stem == stem })
        let cache = ResultCache(outputFolder: fixture.output)
        return try #require(cache.load(try cache.key(for: input, plan: plan), for: input, drawings: plan.drawingNames))
    }

    /// Regression: the outer border of a foreground that fills the image is the image's frame,
    /// and it was scored as predicted boundary (a perfectly traced disc scored F ≈ 0.4).
    @Test func theImageFrameIsNotScoredAsABoundary() throws {
        let fixture = try ReportFixture(spec: """
            title: Disc on texture
            images: [photos/textured-disc.png]
            sweep:
              pivots: "0.3:0.7:0.3"
              adjustments: "1.0:3.0:1.0"
            saliency: [spectral-residual]
            groundTruth:
              boundaries: gt/boundaries
            """, stems: ["textured-disc"])
        defer { fixture.remove() }
        try fixture.run()
        // Adjustment 1 cuts at 128 whatever the pivot: the texture is the foreground, the disc its
        // only hole, and the trace is perfect.
        let settings = try result(fixture, "textured-disc").settings
        #expect(settings.map(\.adjustment) == [1, 2, 1, 2])
        for s in [0, 2] {
            let counts = try #require(settings[s].boundary)
            #expect(counts.f >= 0.98 && counts.precision >= 0.97, "setting \(s): \(counts)")
        }
        let html = try fixture.page()
        let rows = try #require(ReportRunTests.tableRows("settings-0", in: html))
        for row in rows where row.texts[1] == "1.00" { #expect(try #require(Double(row.texts[7])) >= 0.98) }
        let ods = try #require(ReportRunTests.tableRows("ods-ois", in: html)?.first)
        #expect(ods.label == "ODS" && (Double(ods.texts[3]) ?? 0) >= 0.98)
    }

    /// Regression: every image's model cards outlined the dataset-wide winner, even on images
    /// where it did worst. Each image gets a single fixation where one model's standardised map
    /// (what NSS reads) most exceeds the other's, so the two images have different winners.
    @Test func eachImageOutlinesItsOwnBestModel() throws {
        let fixture = try ReportFixture(spec: """
            title: Two winners
            images: [photos/square.png, photos/disc.png]
            sweep: { pivots: "0.5:0.6:0.1", adjustments: "1.0:2.0:1.0" }
            saliency: [attention, spectral-residual]
            groundTruth:
              fixations: gt/fixations
            """)
        defer { fixture.remove() }
        let plan = try fixture.plan()
        let models: [SaliencyModel] = [.attention, .spectralResidual]
        for (i, input) in plan.inputs.enumerated() {
            let pixels = try ImageDecoder().decode(path: input.path).pixels
            let z = try models.map { model in
                Self.standardised(try SaliencyRequest(model: model).perform(on: pixels).map.resizedBilinear(validWidth: 96, height: 72))
            }
            // Image 0 favours attention, image 1 spectral residual.
            let (favoured, other) = i == 0 ? (z[0], z[1]) : (z[1], z[0])
            let spot = favoured.indices.max { favoured[$0] - other[$0] < favoured[$1] - other[$1] }!
            var fixations = GrayImage(validWidth: 96, height: 72, repeating: 0)
            fixations.samples[spot] = 255
            try PNGEncoder.write(fixations, to: "\(fixture.folder)/gt/fixations/\(input.stem).png")
        }
        try fixture.run()

        let html = try fixture.page()
        for (i, (stem, winner)) in [("square", "attention"), ("disc", "spectral-residual")].enumerated() {
            let r = try result(fixture, stem)
            #expect(r.bestModel(.saliency) == winner, "\(r.models.map { ($0.model, $0.scores?["NSS"] ?? .nan) })")
            let section = try #require(Self.section(i, of: html))
            let outlined = section.matches(of: /<div class="model best" data-best-by="NSS"><h3>([^<]*)<\/h3>/).map { String($0.1) }
            #expect(outlined == [winner], "image \(i)")
        }
        #expect(html.contains("Outlined: the best model on this image by NSS"))
        let rows = try #require(ReportRunTests.tableRows("saliency-images", in: html))
        let bestHere = Dictionary(uniqueKeysWithValues: rows.map { ($0.label, $0.texts.last ?? "") })
        #expect(bestHere == ["photos/square.png": "attention", "photos/disc.png": "spectral-residual"])
    }

    /// Regression: the page scored one map and showed another (the 68 × 68 heatmap), so
    /// `evaluate` on what the page gave could not reproduce its numbers. The report writes the
    /// scored maps to DIR/maps/<model>/<stem>.png; scoring those files as `linework evaluate`
    /// does gives the page's scores.
    @Test func theScoredMapsReproduceThePageScores() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let plan = try fixture.plan()
        let decoder = ImageDecoder()
        func unit(_ path: String) throws -> FloatImage { try #require(try decoder.decode(path: path).pixels.unitGrayImage) }
        for input in plan.inputs {
            let result = try result(fixture, input.stem)
            let fixations = try FixationMap(mask: try unit("\(fixture.folder)/gt/fixations/\(input.stem).png"))
            let mask = try unit("\(fixture.folder)/gt/objects/\(input.stem).png")
            for model in result.models {
                let map = try unit("\(fixture.output)/maps/\(model.model.rawValue)/\(input.stem).png")
                #expect((map.width, map.height) == (model.mapWidth, model.mapHeight))
                let saliency = MetricScores(try SaliencyScores(prediction: map, fixations: fixations, sigma: plan.sigma))
                let objects = MetricScores(try SalientObjectScores(prediction: map, mask: mask))
                for (name, value) in try #require(model.scores).values {
                    #expect(abs(saliency[name] - value) < 1e-3, "\(input.stem) \(model.model) \(name)")
                }
                for (name, value) in try #require(model.objectScores).values {
                    #expect(abs(objects[name] - value) < 1e-3, "\(input.stem) \(model.model) \(name)")
                }
            }
        }
        #expect(try fixture.page().contains("scored map "))
    }

    /// Regression: the cache stored the first name it saw for an image's content, so two copies
    /// of one photo both showed the first copy's name.
    @Test func twoCopiesOfOnePhotoKeepTheirOwnNames() throws {
        let fixture = try ReportFixture(spec: ReportFixture.defaultSpec.replacingOccurrences(
            of: "images: [\"photos/*.png\"]", with: "images: [photos/square.png, photos/copy.png]"))
        defer { fixture.remove() }
        for folder in ["photos", "gt/boundaries", "gt/fixations", "gt/objects"] {
            try FileManager.default.copyItem(atPath: "\(fixture.folder)/\(folder)/square.png",
                                             toPath: "\(fixture.folder)/\(folder)/copy.png")
        }
        let outcome = try fixture.run()
        #expect(outcome.computed == 1 && outcome.cached == 1)
        let html = try fixture.page()
        #expect(html.contains("<h2>photos/square.png</h2>") && html.contains("<h2>photos/copy.png</h2>"))
        #expect(try result(fixture, "copy").name == "photos/copy.png")
        #expect(FileManager.default.fileExists(atPath: "\(fixture.output)/maps/attention/copy.png"))
    }

    /// Regression: a renamed image reused its cached result under its old name.
    @Test func aRenamedPhotoShowsItsNewName() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        for folder in ["photos", "gt/boundaries", "gt/fixations", "gt/objects"] {
            try FileManager.default.moveItem(atPath: "\(fixture.folder)/\(folder)/disc.png",
                                             toPath: "\(fixture.folder)/\(folder)/circle.png")
        }
        let second = try fixture.run()
        #expect(second.computed == 0 && second.cached == 2)
        let html = try fixture.page()
        #expect(html.contains("<h2>photos/circle.png</h2>"))
        #expect(!html.contains("disc.png"))
        #expect(FileManager.default.fileExists(atPath: "\(fixture.output)/maps/attention/circle.png"))
        #expect(!FileManager.default.fileExists(atPath: "\(fixture.output)/maps/attention/disc.png"))
    }

    /// `map` standardised as NSS reads it: minus its mean, over its population standard
    /// deviation; all zeros for a constant map (attention's on the centred disc), whose NSS is 0.
    private static func standardised(_ map: FloatImage) -> [Double] {
        let values = map.samples.map(Double.init)
        let mean = values.reduce(0, +) / Double(values.count)
        let deviation = (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)).squareRoot()
        return values.map { deviation > 0 ? ($0 - mean) / deviation : 0 }
    }

    /// The HTML of the page's section of image `index`.
    private static func section(_ index: Int, of html: String) -> String? {
        guard let start = html.range(of: "id=\"image-\(index)\""),
              let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }
}
