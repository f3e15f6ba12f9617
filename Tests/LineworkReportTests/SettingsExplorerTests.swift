import Foundation
import LineworkExperimentFixtures
import Testing
@testable import LineworkExperiment
@testable import LineworkReport

/// The settings explorer on the page: its table in the page and in both exports (its statistics:
/// `SettingsStatisticsTests`).
struct SettingsExplorerTests {
    /// The explorer's table is in the page and in both exports, row for row.
    @Test func theExplorerIsInThePageAndTheExports() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let html = try fixture.page()
        let dataset = try #require(try ReportExportTests.json(fixture)["dataset"] as? [String: Any])
        let settings = try #require(dataset["settings"] as? [[String: Any]])
        let rows = html.matches(of: /<tr data-row="(\d+)"/).count
        #expect(settings.count >= 4 && rows == settings.count)
        #expect(settings.allSatisfy { $0["pareto"] is Bool && $0["boundary"] is [String: Any] })
        #expect(settings.contains { $0["pareto"] as? Bool == true })
        let importance = try #require(dataset["importance"] as? [String: [String: Double]])
        for shares in importance.values {
            #expect(abs(shares.values.reduce(0, +) - 1) < 1e-9)
        }
        #expect(html.contains("class=\"parcoords\"") && html.contains("id=\"importance\""))
    }
}
