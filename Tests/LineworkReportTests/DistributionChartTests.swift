import Plot
import Testing
@testable import LineworkReport

/// A score's distribution is a strip of dots up to `stripLimit` images and a box plot above,
/// whose box spans the quartiles and whose dots are the values beyond the whiskers, at most
/// `outlierLimit` per side.
struct DistributionChartTests {
    static func svg(_ values: [Double]) -> String {
        DistributionChart(title: "NSS", rows: [.init(name: "attention", values: values, interval: nil)],
                          higherIsBetter: true).node.render()
    }

    @Test func fewImagesAreDotsOneEach() {
        let values = (0..<DistributionChart.stripLimit).map { Double($0) / 10 }
        let svg = Self.svg(values + [.nan])
        #expect(svg.ranges(of: "<circle ").count == values.count)
        #expect(!svg.contains("<rect"))
    }

    @Test func manyImagesAreABoxWithTheOutliersBeyondItsWhiskers() throws {
        // 1,000 values evenly in 0…1 and 40 far above: quartiles about 0.25 and 0.75.
        let values = (0..<1_000).map { Double($0) / 999 } + (0..<40).map { 5 + Double($0) }
        let svg = Self.svg(values)
        #expect(svg.ranges(of: "<rect ").count == 1)
        #expect(svg.ranges(of: "<circle ").count == DistributionChart.outlierLimit)
        let title = try #require(svg.firstMatch(of: /(\d+) images: quartiles ([0-9.]+), ([0-9.]+), ([0-9.]+); (\d+) beyond/))
        #expect(title.1 == "1040" && title.5 == "40")
        let (q1, median, q3) = (try #require(Double(title.2)), try #require(Double(title.3)), try #require(Double(title.4)))
        #expect(abs(q1 - 0.26) < 0.01 && abs(median - 0.52) < 0.01 && abs(q3 - 0.78) < 0.01)
    }
}
