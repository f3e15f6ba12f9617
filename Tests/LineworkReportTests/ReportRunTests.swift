import Foundation
import LineworkCodecs
import LineworkCore
import LineworkEvaluation
import LineworkExperimentFixtures
import LineworkImage
import Testing
@testable import LineworkExperiment
@testable import LineworkReport

/// End-to-end runs of a small spec (two generated images, 2 × 2 settings, two models, ground
/// truth): what the page names, that it loads nothing, the cache and the shards.
@Suite(.serialized)
struct ReportRunTests {
    /// Settings that trace the same mask share one thumbnail, embedded once (a CSS class per
    /// picture), and every setting still shows one: no thumbnail's `data:` URI appears twice.
    @Test func eachThumbnailIsEmbeddedOnce() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let html = try fixture.page()
        let thumbnails = html.matches(of: /background-image:url\((data:image\/png;base64,[A-Za-z0-9+\/=]+)\)\}/)
            .map { String($0.1) }
        #expect(!thumbnails.isEmpty && Set(thumbnails).count == thumbnails.count)
        #expect(thumbnails.allSatisfy { html.ranges(of: $0).count == 1 })
        let settings = try ReportExportTests.settingsCount(fixture) - (try #require(
            (try ReportExportTests.json(fixture)["dataset"] as? [String: Any])?["settings"] as? [Any])).count
        let cells = html.matches(of: /<div class="thumb (t-\d+-\d+)" role="img"/).map { String($0.1) }
        #expect(cells.count == settings)
        let rules = Set(html.matches(of: /\.(t-\d+-\d+)\{width:\d+px;height:\d+px;background-image:url\(data:image\/png;base64,/).map { String($0.1) })
        #expect(Set(cells) == rules && rules.count < cells.count)
    }

    /// The run's metadata names the build: the git commit the binary was built from (with
    /// `+dirty` for uncommitted changes), or "unknown" outside a checkout; among the volatile rows.
    @Test func thePageNamesTheBuildCommit() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let html = try fixture.page()
        let build = try #require(html.firstMatch(of: /<th>Build<\/th><td><code>([^<]*)<\/code>/)).1
        #expect(build.wholeMatch(of: /[0-9a-f]{40}(\+dirty)?|unknown/) != nil, "\(build)")
        #expect(build == Substring(RunInfo.builtFrom))
        let volatile = try #require(html.firstMatch(of: /<!--volatile-->[\s\S]*?<!--\/volatile-->/)).0
        #expect(volatile.contains("<th>Build</th>"))
    }

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
        for part in ["ODS", "OIS", "baseline: chance", "baseline: centre", "AUC-Judd", "Salient objects", "box IoU",
                     "differences only", "<svg"] {
            #expect(html.contains(part), "missing \(part)")
        }
    }

    @Test func thePageLoadsNothingFromTheNetworkOrNeighbouringFiles() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let html = try fixture.page()
        #expect(!html.contains("http://") && !html.contains("https://"))
        // Every src is a data: URI; every href is an in-page anchor but the two download links
        // to the exports beside the page, which viewing it does not need.
        let sources = html.matches(of: /src="([^"]*)"/).map { String($0.1) }
        #expect(!sources.isEmpty)
        #expect(sources.allSatisfy { $0.hasPrefix("data:image/") })
        #expect(html.matches(of: /href="([^"]*)"/).allSatisfy {
            $0.1.hasPrefix("#") || $0.1 == "results.json" || $0.1 == "results.csv"
        })
        // CSS may only point at data: URIs (the shared contact-sheet thumbnails).
        #expect(!html.contains("<link") && !html.contains("@import"))
        #expect(html.matches(of: /url\(([^)]*)\)/).allSatisfy { $0.1.hasPrefix("data:image/") })
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
        let outcome = try fixture.run()
        #expect(outcome.computed == 2 && outcome.reusedContours == 0)
    }

    /// A spec that changes only the fixation blur (or the models, or the crop) computes the
    /// saliency stage again but takes each image's sweep, thumbnails and boundary scores from the
    /// earlier entry: the same boundary numbers and pictures, new saliency numbers.
    @Test func changingOnlySigmaReusesTheContours() throws {
        let fixture = try ReportFixture(spec: ReportFixture.defaultSpec + "\n  sigma: 4")
        defer { fixture.remove() }
        try fixture.run()
        let before = try ReportExportTests.json(fixture)
        try (ReportFixture.defaultSpec + "\n  sigma: 9").write(toFile: fixture.specPath, atomically: true, encoding: .utf8)
        let outcome = try fixture.run()
        #expect(outcome.computed == 2 && outcome.reusedContours == 2)
        let after = try ReportExportTests.json(fixture)
        func images(_ json: [String: Any], _ key: String) -> [NSArray] {
            (json["images"] as? [[String: Any]] ?? []).map { ($0[key] as? NSArray) ?? [] }
        }
        #expect(images(before, "settings") == images(after, "settings"))
        #expect(images(before, "models") != images(after, "models"))
        let page = try fixture.page()
        #expect(page.matches(of: /<div class="thumb (t-\d+-\d+)" role="img"/).count > 0)
        #expect(page.contains("alt=\"ground truth: boundaries\""))
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
        let page = try fixture.page(shardedOutput)
        #expect(page.contains("id=\"saliency-means\"") && page.contains("id=\"objects-means\""))
        #expect(ReportFixture.stable(page) == ReportFixture.stable(try fixture.page()))
    }

    @Test func changingAnObjectMaskMissesTheCache() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        try PNGEncoder.write(GrayImage(validWidth: 96, height: 72, repeating: 255), to: fixture.folder + "/gt/objects/square.png")
        let second = try fixture.run()
        #expect(second.computed == 1 && second.cached == 1)
    }

    /// The "Salient objects" table holds one row per model and baseline, and each mean is what
    /// LineworkEvaluation's scores give on the same maps: the model's scored map (the 16-bit PNG
    /// the report writes to DIR/maps), the mask read from its PNG.
    @Test func theObjectsTableMatchesTheMetricFunctionsOnTheSameMaps() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let rows = try #require(Self.tableRows("objects-means", in: try fixture.page()))
        #expect(rows.map(\.label) == ["attention", "spectral-residual", "baseline: chance", "baseline: centre"])

        let plan = try fixture.plan()
        let decoder = ImageDecoder()
        var masks: [FloatImage] = []
        for input in plan.inputs {
            masks.append(try #require(try decoder.decode(path: "\(fixture.folder)/gt/objects/\(input.stem).png")
                .pixels.unitGrayImage))
        }
        /// Every salient-object score of `map` (`SalientObjectScores`, which resizes it to the
        /// mask as `linework evaluate objects` does), averaged over the images, in column order.
        func expected(_ map: (Int, FloatImage) throws -> FloatImage) throws -> [Double] {
            let names = SalientObjectScores.names + SalientObjectScores.curveNames
            var sums = [Double](repeating: 0, count: names.count)
            for (i, mask) in masks.enumerated() {
                let score = try SalientObjectScores(prediction: try map(i, mask), mask: mask)
                let scores = score.byName.merging(score.curveScoresByName) { a, _ in a }
                for (k, name) in names.enumerated() { sums[k] += scores[name]! }
            }
            return sums.map { $0 / Double(masks.count) }
        }
        func scoredMap(_ model: String, _ i: Int) throws -> FloatImage {
            try #require(try decoder.decode(path: "\(fixture.output)/maps/\(model)/\(plan.inputs[i].stem).png").pixels.unitGrayImage)
        }
        let expectations: [(String, [Double])] = [
            ("attention", try expected { i, _ in try scoredMap("attention", i) }),
            ("spectral-residual", try expected { i, _ in try scoredMap("spectral-residual", i) }),
            ("baseline: chance", try expected { try BaselineMaps.chance(width: $1.width, height: $1.height) }),
            ("baseline: centre", try expected { try BaselineMaps.centerBias(width: $1.width, height: $1.height) }),
        ]
        for (label, values) in expectations {
            let row = try #require(rows.first { $0.label == label })
            #expect(row.values.count == SalientObjectScores.names.count + SalientObjectScores.curveNames.count)
            for (shown, value) in zip(row.values, values) { #expect(abs(shown - value) < 1e-12, "\(label)") }
        }
        // The best model by max F is highlighted in that column.
        let bestF = try #require(rows.prefix(2).max { $0.values[1] < $1.values[1] })
        #expect(bestF.best[1] && rows.filter { $0.best[1] }.count == 1)
    }

    @Test func thePerImageObjectsTableRunsWorstToBestByMaxF() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let html = try fixture.page()
        #expect(html.contains("the best model by max F)"))
        let rows = try #require(Self.tableRows("objects-images", in: html))
        #expect(Set(rows.map(\.label)) == ["photos/square.png", "photos/disc.png"])
        let maxF = try rows.map { try #require(Double($0.texts[1])) }
        #expect(maxF == maxF.sorted())
    }

    /// The body rows of the page's table `id`: each row's first cell's text (a link's text for
    /// image rows), its other cells' texts, their `data-v` values and whether each is `best`.
    static func tableRows(_ id: String, in html: String)
        -> [(label: String, texts: [String], values: [Double], best: [Bool])]?
    {
        guard let start = html.range(of: "id=\"\(id)\""),
              let end = html.range(of: "</table>", range: start.upperBound..<html.endIndex) else { return nil }
        let table = String(html[start.upperBound..<end.lowerBound])
        return table.matches(of: /<tr[^>]*>(.*?)<\/tr>/).dropFirst().map { row in
            let cells = String(row.1).matches(of: /<td([^>]*)>(.*?)<\/td>/).map { (String($0.1), String($0.2)) }
            let text = { (html: String) in html.replacing(/<[^>]*>/, with: "") }
            let label = cells.first.map { text($0.1) } ?? ""
            let rest = cells.dropFirst()
            return (label, rest.map { text($0.1) },
                    rest.compactMap { $0.0.firstMatch(of: /data-v="([^"]*)"/).flatMap { Double(String($0.1)) } },
                    rest.map { $0.0.contains("best") })
        }
    }

    @Test func mergingBeforeEveryShardRanNamesTheMissingImage() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run(shard: Shard(parsing: "0/2"))
        #expect {
            try fixture.run(merge: true)
        } throws: { error in
            // A missing input, not a bad option (one-meaning review: it was `invalidOption`).
            guard case LineworkError.missingInput(let subject, _) = error else { return false }
            return subject.contains("photos/square.png") && "\(error)".contains("merge")
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
        let result = try #require(cache.load(try cache.key(for: square, plan: plan), for: square, drawings: plan.drawingNames))
        let best = result.settings.compactMap(\.boundary).map(\.f).max() ?? 0
        #expect(best > 0.95)
        #expect(result.models.allSatisfy { $0.scores != nil })
        #expect(result.baselines.map(\.name) == ["chance", "centre"])
        #expect(abs(result.baselines[0].scores["AUC-Judd"] - 0.5) < 1e-9)
        #expect(result.models.allSatisfy { $0.objectScores != nil })
        #expect(result.objectBaselines.map(\.name) == ["chance", "centre"])
        // Chance by hand: the uniform map predicts every pixel at every threshold, the box is the
        // whole 96 × 72 frame, and the 36 × 32 square is p = 1/6 of it: MAE 1 − p, box IoU p,
        // max F = 1.3 · p / (0.3 · p + 1).
        let chance = result.objectBaselines[0].scores, p = 1.0 / 6
        #expect(abs(chance["MAE"] - (1 - p)) < 1e-12 && abs(chance["boxIoU"] - p) < 1e-12)
        #expect(abs(chance["maxF"] - 1.3 * p / (0.3 * p + 1)) < 1e-12)
    }
}
