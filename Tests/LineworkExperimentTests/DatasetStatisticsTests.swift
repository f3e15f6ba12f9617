import Foundation
import LineworkCore
import LineworkExperimentFixtures
import LineworkEvaluation
import LineworkSaliency
import Testing
@testable import LineworkExperiment

/// The report's intervals and pairs: a model that is steadily better is resolved, one that wins
/// on average by a fluke is not, a lower-is-better score is compared the right way round, too few
/// images resolve nothing, and results.json and results.csv hold them.
struct DatasetStatisticsTests {
    /// One image's result: two models' NSS and KLD, and per setting a boundary count giving `f`.
    static func image(_ i: Int, attention: Double, objectness: Double, kld: (Double, Double),
                      settingF: [Double] = [0.5, 0.4]) -> ImageResult {
        func scores(_ nss: Double, _ kld: Double) -> MetricScores {
            var scores = MetricScores.mean([])
            scores.set("NSS", nss)
            scores.set("KLD", kld)
            return scores
        }
        func model(_ kind: SaliencyModel, _ nss: Double, _ kld: Double) -> ModelResult {
            ModelResult(model: ModelName(kind), boxes: [], crop: PixelRect(x: 0, y: 0, width: 1, height: 1), scores: scores(nss, kld),
                        objectScores: nil, map: "", mapWidth: 1, mapHeight: 1, overlay: "", heatmap: "")
        }
        let settings = settingF.enumerated().map { s, f in
            // matched / predicted = matched / truth = f: precision = recall = F = f.
            SettingResult(lightOnDark: false, pivot: 0.3 + 0.1 * Double(s), adjustment: 1, threshold: 100, traced: 1, kept: 1,
                          boundary: BoundaryCounts(matchedPredicted: Int(f * 1000), predicted: 1000,
                                                   matchedTruth: Int(f * 1000), truth: 1000),
                          thumbnail: "")
        }
        return ImageResult(name: "image\(i).png", stem: "image\(i)", width: 10, height: 10, workingWidth: 10, workingHeight: 10,
                           settings: settings, distinctMasks: 1,
                           models: [model(.attention, attention, kld.0), model(.objectness, objectness, kld.1)],
                           baselines: [], objectBaselines: [], seconds: [:], photo: "", pooled: "", truthPictures: [], drawings: [])
    }

    @Test func aSteadyWinnerIsResolvedAndAFlukeIsNot() throws {
        // Attention beats objectness on NSS by 0.2 ± 0.05 on every image; on KLD (lower is
        // better) objectness wins on average only through one image.
        let results = (0 ..< 12).map { i -> ImageResult in
            let base = 1.5 + 0.1 * Double(i % 5)
            let jitter = 0.05 * Double(i % 3 - 1)
            let odd = 0.01 * Double(i % 2), even = 0.01 * Double((i + 1) % 2)
            let kld: (Double, Double) = i == 0 ? (3.0, 0.5) : (1.0 + odd, 1.0 + even)
            return Self.image(i, attention: base + 0.2 + jitter, objectness: base, kld: kld)
        }
        let summary = try ReportSummary(results)
        let statistics = DatasetStatistics(results, summary: summary)
        let nss = try #require(statistics.winnerPair("saliency", "NSS", winner: "attention"))
        #expect(nss.first == "attention" && nss.second == "objectness" && nss.resolved, "\(nss)")
        #expect(abs(nss.difference.mean - 0.2) < 0.02 && nss.sign.wins == 12 && nss.sign.p < 0.001)
        let kld = try #require(statistics.pairs.first { $0.metric == "KLD" })
        #expect(kld.better == "objectness" && kld.first == "attention", "lower KLD is better: \(kld)")
        #expect(kld.difference.mean > 0 && !kld.resolved, "attention − objectness: \(kld)")
        #expect(kld.sign.wins == 5 && kld.sign.losses == 7, "\(kld.sign)")
        let attention = try #require(statistics.interval("saliency", "NSS", of: "attention"))
        #expect(attention.count == 12 && attention.low < attention.mean && attention.mean < attention.high)
        // The ODS setting (F 0.5 everywhere) against the runner-up (0.4): resolved.
        let settings: DatasetStatistics.Pair = try #require(statistics.pairs.first { $0.family == "boundary" })
        #expect(settings.first == "setting 0" && settings.second == "setting 1" && settings.better == "setting 0" && settings.resolved, "\(settings)")
    }

    @Test func fewerThanFiveImagesResolveNothing() throws {
        let results = (0 ..< 4).map { Self.image($0, attention: 3, objectness: 1, kld: (1, 2)) }
        let statistics = DatasetStatistics(results, summary: try ReportSummary(results))
        #expect(!statistics.pairs.isEmpty)
        #expect(statistics.pairs.allSatisfy { !$0.resolved }, "\(statistics.pairs.filter(\.resolved))")
    }

    @Test func resultsFilesHoldTheIntervalsAndPairs() throws {
        let results = (0 ..< 6).map { Self.image($0, attention: 2 + Double($0) * 0.1, objectness: 1, kld: (1, 2)) }
        let summary = try ReportSummary(results)
        let statistics = DatasetStatistics(results, summary: summary)
        // A plan with the results' grid: pivots 0.3 and 0.4 at adjustment 1.
        let fixture = try ReportFixture(spec: """
            title: Statistics
            images: ["photos/*.png"]
            sweep:
              pivots: "0.3:0.5:0.1"
              adjustments: [1.0]
            saliency: [attention, objectness]
            """)
        defer { fixture.remove() }
        var table = ResultsTable(plan: try ReportPlan(contentsOf: fixture.specPath), results: results, summary: summary)
        table.statistics = statistics
        let root = try JSONSerialization.jsonObject(with: Data(table.json.utf8)) as? [String: Any]
        let json = try #require(root?["dataset"] as? [String: Any])
        let bootstrap = try #require(json["bootstrap"] as? [String: Any])
        #expect(bootstrap["resamples"] as? Int == 2000 && bootstrap["seed"] as? Int == Int(PairedBootstrap.defaultSeed))
        let intervals = try #require(json["intervals"] as? [String: [String: [String: Any]]])
        let nss = try #require(intervals["attention"]?["NSS"])
        #expect(nss["low"] as? Double != nil && nss["high"] as? Double != nil && nss["images"] as? Int == 6)
        #expect(intervals.values.reduce(0) { $0 + $1.count } == statistics.intervals.count)
        let pairs = try #require(json["pairs"] as? [String: [String: [String: Any]]])
        let pair = try #require(pairs["attention vs objectness"]?["NSS"])
        #expect(pair["better"] as? String == "attention" && pair["resolved"] as? Bool == true && pair["p"] as? Double != nil)
        #expect((pair["mean"] as? Double ?? 0) > 1)
        #expect(table.csv.contains(",attention vs objectness,pair.saliency.NSS.p,"))
        #expect(table.csv.contains(",attention,interval.saliency.NSS.low,"))
    }
}
