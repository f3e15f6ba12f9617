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

    /// In Chromium: `#pareto=recall:precision` redraws the Pareto front with those axes, its
    /// front the settings no other beats on both, and the precision–recall plot is in the DOM.
    @Test(.enabled(if: ChromiumRenderTests.chromium != nil, "chromium is not installed"))
    func paretoAxesArePickedInTheBrowser() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let dom = try ChromiumRenderTests.dumpDOM(fixture, page: "index.html#pareto=recall:precision")
        let svg = try #require(dom.firstMatch(of: /<svg class="pareto"[^>]*data-x="recall"[^>]*data-y="precision"[\s\S]*?<\/svg>/), "the front was not redrawn")
        #expect(dom.contains("Pareto front: boundary precision against boundary recall"))
        // Every dot is a setting; on the front, no other dot is at least as far right and up.
        let dots = svg.0.matches(of: /<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/).map {
            (x: Double($0.1) ?? 0, y: Double($0.2) ?? 0, front: $0.3 == "4.5")
        }
        #expect(dots.count == (try fixture.plan().settings.count))
        for dot in dots where dot.front {
            #expect(!dots.contains { $0.x >= dot.x && $0.y <= dot.y && ($0.x > dot.x || $0.y < dot.y) }, "\(dot) is dominated")
        }
        #expect(dom.contains("id=\"precision-recall\""))
        // The ROC plot: a curve per model with fixations, each rising from (0, 0) to (1, 1).
        let roc = try #require(dom.firstMatch(of: /<svg class="chart roc" id="roc"[\s\S]*?<\/svg>/)).0
        let curves = roc.matches(of: /<polyline points="([^"]+)"[^>]*data-model="([^"]+)"/)
        #expect(Set(curves.map { String($0.2) }) == ["attention", "spectral-residual"])
        for curve in curves {
            let ys = curve.1.split(separator: " ").compactMap { Double($0.split(separator: ",").last ?? "") }
            #expect(ys.count == 101)
            // SVG y grows downwards: a rising hit rate is a falling y.
            #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 >= $1 }, "\(curve.2) does not rise")
            #expect((ys.first ?? 0) <= 264 && ys.last == 14, "\(curve.2): \(ys.first ?? 0) … \(ys.last ?? 0)")
        }
    }
}
