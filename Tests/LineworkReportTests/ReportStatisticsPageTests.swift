import Foundation
import LineworkExperimentFixtures
import Testing
@testable import LineworkExperiment
@testable import LineworkReport

/// The page's statistics and curves: the precision–recall plot with every setting, the iso-F
/// curves and the ODS and OIS points; a strip of each score's per-image values; and winners that
/// two images cannot resolve, hatched and said so.
@Suite(.serialized)
struct ReportStatisticsPageTests {
    @Test func precisionRecallPlotHoldsEverySettingAndTheIsoFCurves() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let html = try fixture.page()
        let plot = try #require(html.firstMatch(of: /<svg class="chart pr" id="precision-recall"[\s\S]*?<\/svg>/)).0
        let settings = try fixture.plan().settings.count
        // A dot per setting, and the ODS dot and OIS ring.
        #expect(plot.matches(of: #/<circle /#).count == settings + 2)
        #expect(plot.matches(of: #/<polyline /#).count == 9)
        #expect(plot.contains(">ODS<") && plot.contains(">OIS<"))
        // Every dot inside the plot's square.
        for match in plot.matches(of: /cx="([\d.]+)" cy="([\d.]+)"/) {
            let (x, y) = (Double(match.1) ?? -1, Double(match.2) ?? -1)
            #expect(x >= 44 && x <= 326 && y >= 14 && y <= 304, "dot at \(x), \(y)")
        }
    }

    @Test func everyScoreHasAStripAndTwoImagesResolveNothing() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let html = try fixture.page()
        let strips = html.matches(of: /<svg class="chart strip"/).count
        #expect(strips == ScoreFamily.saliency.metrics.count + ScoreFamily.objects.metrics.count)
        // Two images: every winner is hatched and "not resolved", none plainly highlighted.
        #expect(html.contains("not resolved (fewer than 5 images)"))
        #expect(html.matches(of: /<td class="best unresolved"/).count > 0)
        #expect(html.matches(of: /<td class="best"/).count == 0)
        #expect(html.contains("id=\"intervals\"") && html.contains("id=\"pairs\""))
    }
}
