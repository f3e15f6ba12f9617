import Foundation
import Testing
@testable import LineworkReport

/// End-to-end runs of a small spec (two generated images, 2 × 2 settings, two models, ground
/// truth): what the page names, that it loads nothing, the cache and the shards.
@Suite(.serialized)
struct ReportRunTests {
    @Test func thePageNamesEveryImageSettingAndModel() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        let outcome = try fixture.run()
        #expect(outcome.computed == 2 && outcome.cached == 0)
        let html = try fixture.page()
        for name in ["photos/square.png", "photos/disc.png"] { #expect(html.contains(name)) }
        for pivot in ["0.30", "0.50"] {
            for adjustment in ["1.00", "2.00"] { #expect(html.contains("p \(pivot) · a \(adjustment)")) }
        }
        for model in ["attention", "spectral-residual"] { #expect(html.contains("<h3>\(model)</h3>")) }
        for part in ["ODS", "OIS", "baseline: chance", "baseline: centre", "AUC-Judd", "differences only", "<svg"] {
            #expect(html.contains(part), "missing \(part)")
        }
    }

    @Test func thePageLoadsNothingFromTheNetworkOrNeighbouringFiles() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let html = try fixture.page()
        #expect(!html.contains("http://") && !html.contains("https://"))
        // Every src is a data: URI; every href is an in-page anchor.
        let sources = html.matches(of: /src="([^"]*)"/).map { String($0.1) }
        #expect(!sources.isEmpty)
        #expect(sources.allSatisfy { $0.hasPrefix("data:image/") })
        #expect(html.matches(of: /href="([^"]*)"/).allSatisfy { $0.1.hasPrefix("#") })
        #expect(!html.contains("<link") && !html.contains("@import") && !html.contains("url("))
    }

    /// The page's text goes through Plot's escaping: markup in the title shows as text in the
    /// `<title>`, the heading and the spec, and never opens an element.
    @Test func aTitleWithMarkupIsShownAsText() throws {
        let fixture = try ReportFixture(spec: ReportFixture.defaultSpec.replacingOccurrences(
            of: "title: Fixture experiment", with: "title: 'Fish & \"chips\" <b>bold</b>'"))
        defer { fixture.remove() }
        try fixture.run()
        let html = try fixture.page()
        let escaped = "Fish &amp; \"chips\" &lt;b&gt;bold&lt;/b&gt;"
        #expect(html.contains("<title>\(escaped)</title>"))
        #expect(html.contains("<h1>\(escaped)</h1>"))
        #expect(html.contains("title: 'Fish &amp; \"chips\" &lt;b&gt;bold&lt;/b&gt;'"))
        #expect(!html.contains("<b>"))
    }

    @Test func aSecondRunReusesTheCacheAndGivesTheSamePage() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let first = try fixture.page()
        let second = try fixture.run()
        #expect(second.computed == 0 && second.cached == 2)
        #expect(ReportFixture.stable(try fixture.page()) == ReportFixture.stable(first))
    }

    @Test func changingTheGridMissesTheCache() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        try ReportFixture.defaultSpec.replacingOccurrences(of: "0.3:0.7:0.2", with: "0.3:0.7:0.1")
            .write(toFile: fixture.specPath, atomically: true, encoding: .utf8)
        #expect(try fixture.run().computed == 2)
    }

    @Test func shardsMergedEqualASingleRun() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let shardedOutput = fixture.folder + "/sharded"
        let first = try fixture.run(output: shardedOutput, shard: Shard(parsing: "0/2"))
        let second = try fixture.run(output: shardedOutput, shard: Shard(parsing: "1/2"))
        #expect(first.page == nil && first.computed == 1 && second.computed == 1)
        #expect(FileManager.default.fileExists(atPath: shardedOutput + "/shards/shard-1-of-2.json"))
        let merged = try fixture.run(output: shardedOutput, merge: true)
        #expect(merged.computed == 0 && merged.cached == 2)
        #expect(ReportFixture.stable(try fixture.page(shardedOutput)) == ReportFixture.stable(try fixture.page()))
    }

    @Test func mergingBeforeEveryShardRanNamesTheMissingImage() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run(shard: Shard(parsing: "0/2"))
        #expect {
            try fixture.run(merge: true)
        } throws: { error in
            "\(error)".contains("photos/square.png") && "\(error)".contains("--merge")
        }
    }

    @Test func theSquaresTracedBorderNearlyMatchesItsOutline() throws {
        // The traced border follows the outline to within the blur's pixel at the corners, and
        // the BSDS tolerance here (0.0075 of a 120-pixel diagonal) is under one pixel.
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let cache = ResultCache(outputFolder: fixture.output)
        let plan = try fixture.plan()
        let square = try #require(plan.inputs.first { $0.stem == "square" })
        let result = try #require(cache.load(try cache.key(for: square, plan: plan)))
        let best = result.settings.compactMap(\.boundary).map(\.f).max() ?? 0
        #expect(best > 0.95)
        #expect(result.models.allSatisfy { $0.scores != nil })
        #expect(result.baselines.map(\.name) == ["chance", "centre"])
        #expect(abs(result.baselines[0].scores["AUC-Judd"] - 0.5) < 1e-9)
    }
}
