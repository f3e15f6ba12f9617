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

    /// Issue 39: with both polarities the first axis is "lightOnDark", whose centred title was
    /// clipped by the fixed 40-unit margin; the margin now holds half the title (about 44 units
    /// at 13 px bold) and more.
    @Test func theLightOnDarkTitleIsNotClipped() throws {
        let fixture = try ReportFixture(spec: """
            title: Polarities
            images: ["photos/square.png"]
            sweep:
              pivots: [0.5]
              adjustments: [1.0, 2.0]
              lightOnDark: [false, true]
            groundTruth:
              boundaries: gt/boundaries
            """)
        defer { fixture.remove() }
        try fixture.run()
        let html = try fixture.page()
        let title = try #require(html.firstMatch(of: /<text x="([0-9.]+)"[^>]*>lightOnDark<\/text>/))
        #expect(try #require(Double(String(title.1))) >= 48, "\(title.0)")
    }
}
