import Foundation
import LineworkExperimentFixtures
import Testing
@testable import LineworkExperiment
@testable import LineworkReport

struct RunComparisonTests {
    /// Two runs of the fixture that differ only in the fixation blur: the spec diff is that
    /// line; boundary scores do not change; each number equals the one in its run's
    /// results.json; and a saliency score that moved is marked better or worse by its direction.
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

        let kld = try #require(dataset.first { $0.key == "models.attention.saliency.KLD" && $0.delta != 0 })
        #expect(kld.improved == (try #require(kld.delta) < 0))
        let best = try #require(comparison.rows.first { $0.scope == "photos/square.png" && $0.key == "best.setting" })
        guard case .text(let name)? = best.a else { Issue.record("best.setting is not named"); return }
        #expect(name.hasPrefix("pivot 0.") && name.contains(" · adjustment "))
        #expect(best.improved == nil)

        let csv = ComparisonPage(comparison: comparison).csv
        #expect(csv.split(separator: "\n").count == comparison.rows.count + 1)
    }
}
