import Foundation
import LineworkExperimentFixtures
import Testing
@testable import LineworkExperiment
@testable import LineworkReport

struct RunComparisonTests {
    /// Two runs of the fixture that differ only in the fixation blur: the spec diff is that
    /// line; boundary scores do not change; each number equals the one in its run's
    /// results.json; and a saliency score that moved is not marked better or worse (issue 39:
    /// only the truth changed), which the page says instead.
    @Test func twoRunsAreComparedNumberByNumber() throws {
        let fixture = try ReportFixture(spec: ReportFixture.defaultSpec + "\n  sigma: 4")
        defer { fixture.remove() }
        try fixture.run(output: fixture.folder + "/a")
        try ReportFixture.defaultSpec.appending("\n  sigma: 9").write(toFile: fixture.specPath, atomically: true, encoding: .utf8)
        try fixture.run(output: fixture.folder + "/b")
        let comparison = try RunComparison(fixture.folder + "/a", fixture.folder + "/b")

        let changedLines = try #require(comparison.specDiff).lines.filter { $0.kind != .same }.map(\.text)
        #expect(changedLines == ["  sigma: 4", "  sigma: 9"])
        let dataset = comparison.rows.filter { $0.scope == "dataset" }
        #expect(dataset.first { $0.key == "ODS" }.map { $0.a == $0.b && $0.delta == 0 } == true)
        #expect(Set(comparison.rows.map(\.scope)) == ["dataset", "photos/square.png", "photos/disc.png"])

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: fixture.folder + "/b/results.json")))
        let models = try #require(((json as? [String: Any])?["dataset"] as? [String: Any])?["models"] as? [[String: Any]])
        let attention = try #require(models.first { $0["name"] as? String == "attention" }?["saliency"] as? [String: Double])
        let cc = try #require(dataset.first { $0.key == "models.attention.saliency.CC" })
        #expect(cc.b == .number(try #require(attention["CC"])))

        #expect(comparison.truthChanges == ["sigma"])
        let kld = try #require(dataset.first { $0.key == "models.attention.saliency.KLD" && $0.delta != 0 })
        #expect(kld.improved == nil && !kld.judged)
        #expect(comparison.rows.allSatisfy { $0.improved == nil })
        let page = ComparisonPage(comparison: comparison).render()
        #expect(page.contains("id=\"truth-changed\"") && page.contains("groundTruth.sigma"))
        #expect(!page.contains("class=\"better\"") && !page.contains("class=\"worse\""))
        let best = try #require(comparison.rows.first { $0.scope == "photos/square.png" && $0.key == "best.setting" })
        guard case .text(let name)? = best.a else { Issue.record("best.setting is not named"); return }
        // The setting is named with its polarity, which the other run may not share.
        #expect(name.hasPrefix("dark on light · pivot 0.") && name.contains(" · adjustment "))
        #expect(best.improved == nil)

        let csv = ComparisonPage(comparison: comparison).csv
        #expect(csv.split(separator: "\n").count == comparison.rows.count + 1)
    }

    /// A change of the settings grid is the model's doing: the rows are judged, and the page
    /// carries no warning.
    @Test func aChangedGridIsJudged() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run(output: fixture.folder + "/a")
        let spec = try String(contentsOfFile: fixture.specPath, encoding: .utf8)
        try spec.replacingOccurrences(of: "pivots: \"0.3:0.7:0.2\"", with: "pivots: \"0.3:0.5:0.2\"")
            .write(toFile: fixture.specPath, atomically: true, encoding: .utf8)
        try fixture.run(output: fixture.folder + "/b")
        let comparison = try RunComparison(fixture.folder + "/a", fixture.folder + "/b")
        #expect(comparison.truthChanges.isEmpty)
        #expect(comparison.rows.allSatisfy { $0.judged })
        #expect(!ComparisonPage(comparison: comparison).render().contains("truth-changed"))
    }
}
