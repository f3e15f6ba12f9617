import Foundation
import LineworkExperimentFixtures
import Testing
@testable import LineworkExperiment

/// An experiment run from Swift, without the page: typed results, the cache, no HTML.
struct ExperimentRunnerTests {
    /// The run computes every image into `DIR/cache` and returns their results in the spec's
    /// order; it writes no page, no exports and no scored maps (those are LineworkReport's).
    @Test func aRunGivesTypedResultsAndWritesNoPage() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        let run = try fixture.experiment()
        #expect(run.results.map(\.name) == ["photos/disc.png", "photos/square.png"])
        #expect(run.info.computed == 2 && run.info.cached == 0)
        #expect(run.cache.folder == fixture.output + "/cache")
        let written = try FileManager.default.contentsOfDirectory(atPath: fixture.output)
        #expect(written == ["cache"])
        // Two images with fixations lend each other negatives: sAUC is added across the run.
        #expect(run.results.allSatisfy { $0.models.allSatisfy { $0.scores?["sAUC"].isFinite == true } })

        let summary = try ReportSummary(run.results)
        #expect(summary.boundaryImages == [0, 1])
        #expect(summary.saliency.models.map(\.name) == ["attention", "spectral-residual"])
        #expect(run.results.allSatisfy { $0.bestSetting(by: .f) != nil })
    }

    /// A second run takes every result from the cache and gives the same results.
    @Test func aSecondRunIsCachedAndEqual() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        let first = try fixture.experiment()
        let second = try fixture.experiment()
        #expect(second.info.computed == 0 && second.info.cached == 2)
        #expect(second.entries == first.entries)
    }

    /// A shard computes its share and writes its manifest; it adds no sAUC (that needs every
    /// image), and a merge afterwards needs the other shard's results.
    @Test func aShardWritesItsManifestAndAMergeNeedsEveryShard() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        let shard = try fixture.experiment(shard: Shard(parsing: "0/2"))
        #expect(shard.results.map(\.name) == ["photos/disc.png"])
        #expect(FileManager.default.fileExists(atPath: fixture.output + "/shards/shard-0-of-2.json"))
        #expect(shard.results[0].models.allSatisfy { $0.scores?["sAUC"].isFinite == false })
        #expect(throws: (any Error).self) { try fixture.experiment(merge: true) }
    }
}
