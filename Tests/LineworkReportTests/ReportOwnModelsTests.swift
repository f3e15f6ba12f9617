import Foundation
import LineworkCodecs
import LineworkExperiment
import LineworkImage
import LineworkExperimentFixtures
import Testing

/// The researcher's own models on the page and in its exports: wherever a built-in model is
/// (means tables with intervals, pairs, strips, ROC curves, model cards and the A/B slider,
/// results.json and results.csv), with their parameters as CSV columns, their gaps reported and
/// their names escaped.
struct ReportOwnModelsTests {
    private func datasetPairs(_ dataset: [String: Any]) -> [String: Any] { dataset["pairs"] as? [String: Any] ?? [:] }

    static func fixture(_ spec: String = ReportFixture.ownModelsSpec, mapsFor stems: [String] = ReportFixture.stems) throws -> ReportFixture {
        let fixture = try ReportFixture(spec: spec)
        try fixture.writeOwnMaps(stems: stems)
        return fixture
    }

    @Test func ownModelsAppearWhereBuiltInModelsDo() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        try fixture.run()
        let html = try fixture.page()
        for name in ["mynet", "bignet", "sweep-net[lr=0.1,bs=8]", "sweep-net[lr=0.01,bs=8]"] {
            // A row of the saliency means, a curve, a model card, an A/B choice.
            #expect(html.contains("<tr><td>\(name)</td>"), "no means row for \(name)")
            #expect(html.contains("data-model=\"\(name)\""), "no ROC curve for \(name)")
            #expect(html.contains("<h3>\(name)</h3>"), "no card for \(name)")
            #expect(html.contains("data-ab=\"\(name) heatmap\""), "no A/B picture for \(name)")
        }
        #expect(html.contains("<tr><td>u2</td>"))
        #expect(html.contains("id=\"boundary-models\"") && html.contains("<td>hed</td>"))
        #expect(html.contains("<th>ODS</th><th>OIS</th><th>AP</th><th>R50</th>"))
        #expect(html.contains("<th>Holm p</th>"))
        #expect(html.contains("data-ab=\"model: hed\""))
        #expect(html.contains("(a copy of own/bignet/square.png, saliency model)"))

        let json = try ReportExportTests.json(fixture)
        let dataset = try #require(json["dataset"] as? [String: Any])
        let models = try #require(dataset["models"] as? [[String: Any]])
        let sweep = try #require(models.first { $0["name"] as? String == "sweep-net[lr=0.1,bs=8]" })
        #expect(sweep["kind"] as? String == "saliency")
        #expect(sweep["params"] as? [String: String] == ["lr": "0.1", "bs": "8"])
        let hed = try #require(models.first { $0["name"] as? String == "hed" })
        for key in ["F", "ODS", "OIS", "AP"] { #expect((hed["boundary"] as? [String: Any])?[key] != nil, "hed lacks \(key)") }
        let pair = try #require((datasetPairs(dataset)["mynet vs bignet"] as? [String: Any])?["NSS"] as? [String: Any])
        #expect(pair["pHolm"] as? Double != nil)
        let intervals = try #require(dataset["intervals"] as? [String: Any])
        for name in ["mynet", "u2", "hed"] { #expect(intervals[name] != nil, "no interval for \(name)") }
        let pairs = try #require(dataset["pairs"] as? [String: Any])
        #expect(pairs["spectral-residual vs mynet"] != nil && pairs["mynet vs bignet"] != nil)

        let csv = try String(contentsOfFile: fixture.output + "/results.csv", encoding: .utf8)
        let lines = csv.split(separator: "\n")
        #expect(lines.first == "image,setting,polarity,pivot,adjustment,model,metric,value,lr,bs")
        #expect(lines.contains { $0.hasPrefix("photos/square.png,,,,,\"sweep-net[lr=0.1,bs=8]\",NSS,") && $0.hasSuffix(",0.1,8") })
        #expect(lines.contains { $0.hasPrefix("photos/square.png,,,,,hed,F,") && $0.hasSuffix(",,") })
        #expect(lines.contains { $0.hasPrefix("photos/square.png,,,,,spectral-residual,NSS,") && $0.hasSuffix(",,") })
    }

    /// With `missing: skip`, an image without a map is a gap the page reports, and the model's
    /// means are over the images it has maps for.
    @Test func aSkippedMapIsAGapThePageReports() throws {
        let fixture = try Self.fixture(ReportFixture.defaultSpec + "\nmodels:\n  mynet: {kind: saliency, maps: own/mynet, missing: skip}\n",
                                       mapsFor: ["square"])
        defer { fixture.remove() }
        try fixture.run()
        let html = try fixture.page()
        #expect(html.contains("No map for this image from mynet (missing: skip)"))
        #expect(html.contains("mynet: maps for 1 of 2 images; none for photos/disc.png"))
        let images = try #require(try ReportExportTests.json(fixture)["images"] as? [[String: Any]])
        let names = images.map { (($0["models"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String } }
        #expect(names == [["attention", "spectral-residual"], ["attention", "spectral-residual", "mynet"]])
        let interval = try #require(((try ReportExportTests.json(fixture)["dataset"] as? [String: Any])?["intervals"]
            as? [String: [String: [String: Any]]])?["mynet"]?["NSS"])
        #expect(interval["images"] as? Int == 1)
    }

    /// A model name is the researcher's text: it reaches headings, cells and attributes, escaped.
    @Test func aModelNameCannotInjectMarkup() throws {
        let fixture = try Self.fixture(ReportFixture.defaultSpec
            + "\nmodels:\n  \"x\\\" onload=\\\"alert(1)\\\" <img src=y onerror=alert(2)>\": {kind: saliency, maps: own/mynet}\n")
        defer { fixture.remove() }
        try fixture.run()  // audits the page
        let html = try fixture.page()
        #expect(!html.contains("<img src=y"))
        #expect(html.contains("&lt;img src=y onerror=alert(2)&gt;"))
    }

    /// A second run with nothing changed takes every image from the cache; changing one map
    /// computes that image again.
    @Test func changedMapsAreComputedAgain() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let first = try fixture.run()
        #expect(first.computed == 2)
        #expect(try fixture.run().computed == 0)
        try FileManager.default.removeItem(atPath: fixture.folder + "/own/mynet/disc.png")
        try FileManager.default.copyItem(atPath: fixture.folder + "/own/runs/lr0.1_bs8/maps/disc.png",
                                         toPath: fixture.folder + "/own/mynet/disc.png")
        #expect(try fixture.run().computed == 1)
    }

    /// In headless Chromium the page renders (a screenshot is left in the fixture's folder) and
    /// the A/B slider offers each own model's heat map and the boundary model's map.
    @Test(.enabled(if: ChromiumRenderTests.chromium != nil, "chromium is not installed"))
    func ownModelsRenderInHeadlessChromium() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        try fixture.run()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [ChromiumRenderTests.script, fixture.output + "/index.html", fixture.folder + "/screenshot.png"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let dom = try ChromiumRenderTests.dumpDOM(fixture, page: "index.html")
        let section = try #require(dom.firstRange(of: "<section class=\"image\" id=\"image-0\"").map { dom[$0.lowerBound...] })
        let select = try #require(section.firstMatch(of: /<select class="a">(.*?)<\/select>/.dotMatchesNewlines()))
        let offered = select.1.matches(of: /<option value="([^"]*)"/).map { String($0.1) }
        for choice in ["mynet heatmap", "bignet heatmap", "u2 heatmap", "sweep-net[lr=0.1,bs=8] heatmap", "model: hed"] {
            #expect(offered.contains(choice), "A/B lacks \(choice): \(offered)")
        }
        // The curves in the rendered page: the soft boundary model's on the BSDS plot, the object
        // model's precision–recall and F curves, each saliency model's ROC, with the Holm column.
        let pr = try #require(dom.firstMatch(of: /<svg class="chart pr" id="precision-recall"[\s\S]*?<\/svg>/)).0
        #expect(pr.contains("data-model=\"hed\""))
        for id in ["object-pr", "object-f"] {
            let start = try #require(dom.range(of: "<svg class=\"chart \(id)\" id=\"\(id)\""), "no \(id) chart")
            let end = try #require(dom.range(of: "</svg>", range: start.upperBound..<dom.endIndex))
            #expect(dom[start.lowerBound..<end.upperBound].contains("data-model=\"u2\""), "\(id) lacks u2")
        }
        let roc = try #require(dom.firstMatch(of: /<svg class="chart roc" id="roc"[\s\S]*?<\/svg>/)).0
        for model in ["mynet", "bignet", "sweep-net[lr=0.1,bs=8]"] { #expect(roc.contains("data-model=\"\(model)\"")) }
        #expect(dom.contains("<th>Holm p</th>"))
    }
}

/// An own model tuned over its parameters: the settings explorer's views over its folders.
struct ReportModelTuningTests {
    /// A 2 × 2 grid (lr × bs) whose bs16 folders copy the bs8 ones: the scores follow lr alone,
    /// so lr explains all of their variance and bs none.
    @Test func tuningShowsParametersAsAxesWithTheirImportance() throws {
        let fixture = try ReportOwnModelsTests.fixture()
        defer { fixture.remove() }
        for lr in ["0.1", "0.01"] {
            try FileManager.default.copyItem(atPath: fixture.folder + "/own/runs/lr\(lr)_bs8",
                                             toPath: fixture.folder + "/own/runs/lr\(lr)_bs16")
        }
        try fixture.run()
        let json = try ReportExportTests.json(fixture)
        let tuning = try #require(((json["dataset"] as? [String: Any])?["tuning"] as? [String: Any])?["sweep-net"] as? [String: Any])
        #expect(tuning["parameters"] as? [String] == ["lr", "bs"])
        let nss = try #require((tuning["importance"] as? [String: [String: Double]])?["NSS"])
        let (lr, bs) = (try #require(nss["lr"]), try #require(nss["bs"]))
        #expect(abs(lr - 1) < 1e-9 && abs(bs) < 1e-9)
        let best = try #require((tuning["best"] as? [String: String])?["NSS"])
        #expect(best.hasPrefix("sweep-net[lr="))
        // The Pareto front holds the best by each score; a copy (bs=16 holds bs=8's maps) scores
        // alike and shares its original's place on or off the front.
        let pareto = try #require(tuning["pareto"] as? [String])
        for model in (tuning["best"] as? [String: String] ?? [:]).values { #expect(pareto.contains(model), "\(model) off the front") }
        for lr in ["0.1", "0.01"] {
            #expect(pareto.contains("sweep-net[lr=\(lr),bs=8]") == pareto.contains("sweep-net[lr=\(lr),bs=16]"))
        }

        let html = try fixture.page()
        #expect(html.contains("<section id=\"tuning\">"))
        #expect(html.contains("data-table=\"tuning-0-table\""))
        for key in ["lr", "bs", "NSS"] { #expect(html.contains("<g class=\"pc-axis\" data-key=\"\(key)\""), "no \(key) axis") }
        #expect(html.contains("id=\"tuning-0-importance\""))
        #expect(html.matches(of: /<tr data-row="\d+"[^>]*><td data-v="\d+">\d+<\/td><td>sweep-net\[/).count == 4)
    }
}

/// Regression: the model-tuning demo kept its maps in DIR/maps/, which the first page replaced
/// with the scored maps, deleting the researcher's folders. Maps there are refused, untouched.
struct ReportOwnMapsPlaceTests {
    @Test func mapsInsideTheReportsMapsFolderAreRefusedAndKept() throws {
        let fixture = try ReportFixture(spec: ReportFixture.defaultSpec + "\nmodels:\n  mine: {kind: saliency, maps: out/maps/mine}\n")
        defer { fixture.remove() }
        try FileManager.default.createDirectory(atPath: fixture.output + "/maps/mine", withIntermediateDirectories: true)
        for stem in ReportFixture.stems {
            try FileManager.default.copyItem(atPath: fixture.folder + "/gt/objects/\(stem).png",
                                             toPath: fixture.output + "/maps/mine/\(stem).png")
        }
        #expect(throws: ReportSpecError.self) { try fixture.run() }
        #expect(FileManager.default.fileExists(atPath: fixture.output + "/maps/mine/square.png"))
    }
}

/// A boundary model tuned over a parameter: its sweep's ODS leads, beside AP and the counts.
struct ReportBoundaryTuningTests {
    @Test func aTunedBoundaryModelIsRankedByODS() throws {
        let fixture = try ReportOwnModelsTests.fixture(ReportFixture.defaultSpec
            + "\nmodels:\n  edges: {kind: boundary, maps: \"own/edges/t{t}\"}\n")
        defer { fixture.remove() }
        // Two settings: the soft map itself, and the same map with its faint pixels dropped.
        for (name, floor) in [("t0", 0), ("t100", 100)] {
            let folder = fixture.folder + "/own/edges/" + name
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for stem in ReportFixture.stems {
                var map = try ImageDecoder().decode(path: fixture.folder + "/own/hed/\(stem).png").pixels.eightBit
                map.samples = map.samples.map { $0 < floor ? 0 : $0 }
                try PNGEncoder.write(map, to: folder + "/\(stem).png")
            }
        }
        try fixture.run()
        let tuning = try #require((((try ReportExportTests.json(fixture))["dataset"] as? [String: Any])?["tuning"]
            as? [String: Any])?["edges"] as? [String: Any])
        #expect(tuning["kind"] as? String == "boundary")
        #expect((tuning["best"] as? [String: String])?["ODS"] != nil)
        #expect(try fixture.page().contains("<g class=\"pc-axis\" data-key=\"ODS\""))
    }
}
