import Foundation
import LineworkCodecs
import LineworkEvaluation
import LineworkImage
import LineworkSaliency
import Testing
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
        return try #require(cache.load(try cache.key(for: input, plan: plan)))
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
}
