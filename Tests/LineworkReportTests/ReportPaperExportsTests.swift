import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LineworkCodecs
import LineworkExperimentFixtures
import Testing
@testable import LineworkExperiment
@testable import LineworkReport

/// What a researcher takes from a report into a paper (issue 49): every chart as SVG and PDF
/// under `figures/`, the dataset tables as LaTeX and Markdown under `tables/`, the bootstrap
/// set in the spec, the boundary pixel counts that ODS is recomputed from, and the own models'
/// curves on the page.
@Suite(.serialized)
struct ReportPaperExportsTests {
    static let pdftoppm = ["/usr/bin/pdftoppm", "/usr/local/bin/pdftoppm"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    private static func ownModelsReport() throws -> ReportFixture {
        let fixture = try ReportFixture(spec: ReportFixture.ownModelsSpec)
        try fixture.writeOwnMaps()
        try fixture.run()
        return fixture
    }

    /// Each chart of the page is a figure, in page order, as a standalone SVG that an XML reader
    /// parses and a PDF that poppler rasterises to a page with ink on it.
    @Test func everyChartIsWrittenAsSVGAndPDF() throws {
        let fixture = try Self.ownModelsReport()
        defer { fixture.remove() }
        let folder = fixture.output + "/figures"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let svgs = names.filter { $0.hasSuffix(".svg") }
        #expect(svgs.count >= 8, "\(names)")
        #expect(Set(names.filter { $0.hasSuffix(".pdf") }.map { $0.dropLast(4) }) == Set(svgs.map { $0.dropLast(4) }))
        // The page's charts, one figure each: the charts are counted in the page itself.
        let page = try fixture.page()
        #expect(svgs.count == PageFigures(page: page).figures.count)
        for name in ["precision-recall", "roc", "object-pr", "object-f"] {
            #expect(svgs.contains { $0.hasSuffix("-\(name).svg") }, "no figure \(name): \(svgs)")
        }
        for name in svgs {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            let parser = XMLParser(data: data)
            #expect(parser.parse(), "\(name) is not well-formed XML: \(String(describing: parser.parserError))")
            #expect(String(decoding: data, as: UTF8.self).contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            let pdf = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name.dropLast(4) + ".pdf"))
            #expect(pdf.starts(with: Array("%PDF-".utf8)), "\(name)")
        }
        // The soft boundary model's curve is on the BSDS chart; the object model's on its own.
        let pr = try String(contentsOfFile: folder + "/" + (try #require(svgs.first { $0.hasSuffix("-precision-recall.svg") })),
                            encoding: .utf8)
        #expect(pr.contains("data-model=\"hed\""))
        #expect(page.contains("id=\"objects-dataset\"") && page.contains("<td>u2</td>"))
    }

    @Test(.enabled(if: pdftoppm != nil, "pdftoppm is not installed (apt-get install poppler-utils)"))
    func aFigurePDFRasterisesWithItsCurves() throws {
        let fixture = try Self.ownModelsReport()
        defer { fixture.remove() }
        let pdfs = try FileManager.default.contentsOfDirectory(atPath: fixture.output + "/figures").filter { $0.hasSuffix(".pdf") }
        let roc = fixture.output + "/figures/" + (try #require(pdfs.first { $0.hasSuffix("-roc.pdf") }))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.pdftoppm))
        process.arguments = ["-png", "-r", "72", "-singlefile", roc, fixture.folder + "/roc"]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let decoded = try ImageDecoder().decode(path: fixture.folder + "/roc.png")
        guard case .uint8(let page) = decoded.pixels else { Issue.record("expected 8-bit"); return }
        // At 72 dpi a point is a pixel: the chart's SVG size. White ground, the first model's
        // crimson curve (#e0115f) drawn.
        let svg = try String(contentsOfFile: roc.replacingOccurrences(of: ".pdf", with: ".svg"), encoding: .utf8)
        let size = try #require(svg.firstMatch(of: /width="([0-9]+)" height="([0-9]+)"/))
        #expect((page.width, page.height) == (Int(size.1)!, Int(size.2)!))
        let c = page.channels
        #expect(c >= 3 && Array(page.samples[0..<3]) == [255, 255, 255])
        let crimson = stride(from: 0, to: page.samples.count, by: c).filter { i in
            page.samples[i] > 180 && page.samples[i + 1] < 80 && (60...140).contains(page.samples[i + 2])
        }.count
        #expect(crimson > 100, "\(crimson) crimson pixels")
    }

    /// `tables/`: each family's means with intervals and the boundary models' pooled scores, as
    /// LaTeX with booktabs rules and as Markdown whose rows all have the header's cells; the
    /// best model of a column is bold, and it is the page's best.
    @Test func tablesAreLaTeXAndMarkdownWithTheBestInBold() throws {
        let fixture = try Self.ownModelsReport()
        defer { fixture.remove() }
        let folder = fixture.output + "/tables"
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            == ["boundaries.md", "boundaries.tex", "objects.md", "objects.tex", "saliency.md", "saliency.tex"])
        let tex = try String(contentsOfFile: folder + "/saliency.tex", encoding: .utf8)
        for rule in ["\\toprule", "\\midrule", "\\bottomrule", "\\begin{tabular}", "\\end{table}"] { #expect(tex.contains(rule)) }
        let modelRows = tex.split(separator: "\n").filter { $0.hasSuffix("\\\\") && !$0.hasPrefix("Model") }
        #expect(modelRows.contains { $0.hasPrefix("mynet & $") })
        // Model names are escaped: "sweep-net[lr=0.1,bs=8]" has no special character, but "_" would.
        #expect(PaperTables.escapeLaTeX("a_b & 50 %") == "a\\_b \\& 50~\\%")
        let markdown = try String(contentsOfFile: folder + "/saliency.md", encoding: .utf8)
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("|") }
        let cells = rows.map { $0.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count }
        #expect(Set(cells).count == 1, "rows with different cell counts: \(cells)")
        // NSS's column: the bold model is the dataset's best by NSS.
        let header = rows[0].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let column = try #require(header.firstIndex(of: "NSS ↑"))
        let bold = rows.dropFirst(2).filter { $0.split(separator: "|", omittingEmptySubsequences: false)[column + 1].contains("**") }
        #expect(bold.count == 1)
        let summary = try ReportSummary(try fixture.experiment().results)
        let best = try #require(summary.saliency.best("NSS"))
        #expect(bold.first?.hasPrefix("| \(PaperTables.escapeMarkdown(best)) |") == true, "\(bold) best \(best)")
        let boundaries = try String(contentsOfFile: folder + "/boundaries.md", encoding: .utf8)
        #expect(boundaries.contains("| hed | **"))
    }

    /// `statistics:` sets the bootstrap of every interval; values out of range name their key.
    @Test func theSpecSetsTheBootstrap() throws {
        let fixture = try ReportFixture(spec: ReportFixture.defaultSpec
            + "\nstatistics: {resamples: 500, confidence: 0.9, seed: 7}\n")
        defer { fixture.remove() }
        try fixture.run()
        let bootstrap = try #require((try ReportExportTests.json(fixture)["dataset"] as? [String: Any])?["bootstrap"] as? [String: Any])
        #expect(bootstrap["resamples"] as? Int == 500 && bootstrap["confidence"] as? Double == 0.9 && bootstrap["seed"] as? Int == 7)
        #expect(try fixture.page().contains("confidence 0.9, 500 resamples of the images, seed 7"))
        for (body, key) in [("{confidence: 1.5}", "statistics.confidence"), ("{resamples: 5}", "statistics.resamples"),
                            ("{seed: -1}", "statistics.seed"), ("{sed: 1}", "statistics.sed")] {
            let bad = try ReportFixture(spec: ReportFixture.defaultSpec + "\nstatistics: \(body)\n")
            defer { bad.remove() }
            #expect { try bad.plan() } throws: { "\($0)".contains(key) }
        }
    }

    /// results.json holds each setting's boundary pixel counts, per image and summed over the
    /// dataset, so that ODS is recomputed from the file alone (issue 49 item 7).
    @Test func odsIsRecomputedFromTheExportedCounts() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let json = try ReportExportTests.json(fixture)
        let images = try #require(json["images"] as? [[String: Any]])
        let dataset = try #require(json["dataset"] as? [String: Any])
        let settings = try #require(dataset["settings"] as? [[String: Any]])
        let keys = ["matchedPredicted", "predicted", "matchedTruth", "truth"]
        var bestF = 0.0
        for (s, setting) in settings.enumerated() {
            let pooled = try #require(setting["boundary"] as? [String: Any])
            var sums = [Int](repeating: 0, count: 4)
            for image in images {
                let counts = try #require(((image["settings"] as? [[String: Any]])?[s]["boundary"]) as? [String: Any])
                for k in 0..<4 { sums[k] += try #require(counts[keys[k]] as? Int) }
            }
            #expect(keys.map { pooled[$0] as? Int } == sums.map { Optional($0) }, "setting \(s)")
            let p = Double(sums[0]) / Double(max(sums[1], 1)), r = Double(sums[2]) / Double(max(sums[3], 1))
            bestF = max(bestF, p + r == 0 ? 0 : 2 * p * r / (p + r))
        }
        #expect(abs(bestF - (try #require(dataset["ODS"] as? Double))) < 1e-12)
    }

    /// A `figures/` that is a symbolic link is refused, its target untouched (issue 48's rule for
    /// `sections/`), and the previous page stays.
    @Test func aLinkedFiguresFolderIsRefused() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let before = try fixture.page()
        let target = fixture.folder + "/elsewhere"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        try "keep".write(toFile: target + "/01-keep.svg", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: fixture.output + "/figures")
        try FileManager.default.createSymbolicLink(atPath: fixture.output + "/figures", withDestinationPath: target)
        try "title: changed\n".appending(String(ReportFixture.defaultSpec.drop { $0 != "\n" }.dropFirst()))
            .write(toFile: fixture.specPath, atomically: true, encoding: .utf8)
        #expect { try fixture.run() } throws: { "\($0)".contains("symbolic link") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: target) == ["01-keep.svg"])
        #expect(try fixture.page() == before)
    }
}
