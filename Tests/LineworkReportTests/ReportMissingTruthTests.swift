import Foundation
import LineworkExperimentFixtures
import Testing
@testable import LineworkExperiment
@testable import LineworkReport

/// An image without ground truth is shown, not scored, with a note; the others are scored as if
/// it were not there. (Before, one missing truth file failed the whole run with exit 66.)
@Suite(.serialized)
struct ReportMissingTruthTests {
    /// The disc has no boundary map and no fixations; the square has everything.
    static func fixture() throws -> ReportFixture {
        let fixture = try ReportFixture()
        for kind in ["boundaries", "fixations"] {
            try FileManager.default.removeItem(atPath: "\(fixture.folder)/gt/\(kind)/disc.png")
        }
        return fixture
    }

    @Test func anImageWithoutGroundTruthIsShownNotScoredWithANote() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let outcome = try fixture.run()
        #expect(outcome.computed == 2)
        let html = try fixture.page()
        #expect(html.contains("<h2>photos/disc.png</h2>"))
        #expect(html.contains("Not scored against boundaries, fixations: the ground-truth folder has no disc.png"))
        #expect(html.contains("boundaries: 1 of 2 images scored; not photos/disc.png"))
        #expect(html.contains("fixations: 1 of 2 images scored; not photos/disc.png"))
        #expect(!html.contains("objects: 1 of 2"))

        // Per-image tables list the scored image only; objects still score both.
        let boundaryRows = try #require(ReportRunTests.tableRows("boundary-images", in: html))
        #expect(boundaryRows.map(\.label) == ["photos/square.png"])
        let saliencyRows = try #require(ReportRunTests.tableRows("saliency-images", in: html))
        #expect(saliencyRows.map(\.label) == ["photos/square.png"])
        let objectRows = try #require(ReportRunTests.tableRows("objects-images", in: html))
        #expect(Set(objectRows.map(\.label)) == ["photos/square.png", "photos/disc.png"])
    }

    /// ODS and OIS over the scored image equal a report of that image alone.
    @Test func theDatasetScoresAreThoseOfTheScoredImagesAlone() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        try fixture.run()
        let json = try ReportExportTests.json(fixture)
        let images = try #require(json["images"] as? [[String: Any]])
        let disc = try #require(images.first { $0["name"] as? String == "photos/disc.png" })
        #expect(disc["notScored"] as? [String] == ["boundaries", "fixations"])
        #expect(disc["FAtODS"] == nil)
        let discSettings = try #require(disc["settings"] as? [[String: Any]])
        #expect(discSettings.allSatisfy { $0["boundary"] == nil })
        let discModels = try #require(disc["models"] as? [[String: Any]])
        #expect(discModels.allSatisfy { $0["saliency"] == nil && $0["objects"] != nil })
        let dataset = try #require(json["dataset"] as? [String: Any])

        let alone = try ReportFixture(stems: ["square"])
        defer { alone.remove() }
        try alone.run()
        let aloneDataset = try #require(try ReportExportTests.json(alone)["dataset"] as? [String: Any])
        for key in ["ODS", "OIS", "ODSSetting"] {
            #expect((dataset[key] as? Double) == (aloneDataset[key] as? Double), "\(key)")
        }
        let means = { (d: [String: Any]) in (d["models"] as? [[String: Any]])?.map { $0["saliency"] as? [String: Double] } }
        #expect(means(dataset)! == means(aloneDataset)!)
    }

    @Test func theExportsStillHoldEveryNumberOfThePage() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        try fixture.run()
        try ReportExportTests.crossCheck(fixture)
    }
}
