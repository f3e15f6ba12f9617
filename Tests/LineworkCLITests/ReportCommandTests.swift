import Foundation
import LineworkCodecs
import LineworkImage
import Testing

/// `linework report` through the CLI: a small spec gives one self-contained page; bad specs and
/// options give one line and leave the output folder untouched.
struct ReportCommandTests {
    /// A folder holding `spec.yaml` with `body` and a copy of coins.png.
    private func specFolder(_ body: String) throws -> URL {
        let folder = try CLI.temporaryFolder()
        try FileManager.default.copyItem(at: CLI.galleryInputs.appendingPathComponent("coins.png"),
                                         to: folder.appendingPathComponent("coins.png"))
        try body.write(to: folder.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func smallSpecWritesOneSelfContainedPage() throws {
        let folder = try specFolder("""
            title: CLI check
            images: [coins.png]
            sweep: { pivots: "0.4:0.6:0.1", adjustments: "1.0:2.0:0.5", iou: 0.9 }
            saliency: [attention, spectral-residual]
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report")
        let result = try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        for text in ["CLI check", "coins.png", "attention", "spectral-residual", "0.40", "0.50", "1.50"] {
            #expect(html.contains(text), "page lacks \(text)")
        }
        #expect(!html.contains("http://") && !html.contains("https://"), "the page refers to the network")
    }

    /// Each contact-sheet cell's command, run from the spec's folder, traces as many contours as
    /// the page says that setting traced, with the spec's non-default contour options passed on;
    /// with both polarities compared, the second grid's cells trace light on dark.
    @Test func eachCellsCommandTracesItsContoursAgain() throws {
        let folder = try specFolder("""
            title: commands
            images: [coins.png]
            sweep: { pivots: "0.3:0.8:0.2", adjustments: "1.0:2.6:0.5", maxDimension: 256, blur: 1.5, minPoints: 8,
                     lightOnDark: [false, true] }
            saliency: [spectral-residual]
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report")
        let result = try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output", output.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        let commands = html.matches(of: /<code class="command">([^<]*)<\/code>/).map { String($0.1) }
        let data = try Data(contentsOf: output.appendingPathComponent("results.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let image = try #require((json["images"] as? [[String: Any]])?.first)
        let traced = try #require(image["settings"] as? [[String: Any]]).compactMap { $0["traced"] as? Int }
        #expect(commands.count == traced.count && traced.count == 24)
        #expect(commands.first?.contains("--max-dimension 256 --blur 1.5 --min-points 8") == true)
        let polarities = try #require(image["settings"] as? [[String: Any]]).compactMap { $0["lightOnDark"] as? Bool }
        #expect(polarities == Array(repeating: false, count: 12) + Array(repeating: true, count: 12))
        #expect(commands.indices.allSatisfy { commands[$0].contains("--light-on-dark") == ($0 >= 12) })
        // Light on dark traces other contours than dark on light at the same grid point.
        #expect(traced[5] != traced[17] || traced[0] != traced[12])
        for s in [0, 5, 12, 17, traced.count - 1] where s < commands.count {
            let words = commands[s].split(separator: " ").map(String.init)
            #expect(Array(words.prefix(3)) == ["linework", "contours", "coins.png"] && words.suffix(2) == ["--json", "contours.json"])
            let out = folder.appendingPathComponent("cell-\(s).json").path
            let arguments = ["contours", folder.appendingPathComponent("coins.png").path] + words.dropFirst(3).dropLast(2) + ["--json", out]
            let run = try CLI.run(arguments)
            #expect(run.status == 0, "\(run.stderr)")
            let cell = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
            #expect((cell?["contours"] as? [Any])?.count == traced[s], "setting \(s): \(commands[s])")
        }
    }

    @Test(arguments: [
        ("title: [unclosed\n", "not a valid report spec"),
        ("title: x\nimages: [missing.png]\n", "missing.png"),
        ("title: x\nimages: [coins.png]\nsaliency: [deep]\n", "unknown model 'deep'"),
        ("title: x\nimages: [coins.png]\nsweep: { pivots: \"0.7:0.2:0.1\" }\n", "pivots"),
    ])
    func badSpecIsOneLineAndWritesNothing(spec: String, message: String) throws {
        let folder = try specFolder(spec)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report")
        try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output", output.path])
            .expectCleanFailure(mentioning: message)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// A spec over coins.png with object masks in `masks/`, its sweep one setting.
    private let objectsSpec = """
        title: objects
        images: [coins.png]
        sweep: { pivots: "0.5:0.6:0.1", adjustments: "1.0:1.5:0.5" }
        saliency: [spectral-residual]
        groundTruth: { objects: masks }
        """

    /// Writes `mask` as masks/STEM.png in `folder`.
    private func writeMask(_ mask: Image<UInt8>, stem: String, in folder: URL) throws {
        let masks = folder.appendingPathComponent("masks")
        try FileManager.default.createDirectory(at: masks, withIntermediateDirectories: true)
        try PNGEncoder.write(mask, to: masks.appendingPathComponent("\(stem).png").path)
    }

    @Test func aMissingObjectMaskIsOneLineAndWritesNothing() throws {
        let folder = try specFolder(objectsSpec)
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeMask(GrayImage(validWidth: 4, height: 4, repeating: 0), stem: "other", in: folder)
        let output = folder.appendingPathComponent("report")
        let result = try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output", output.path])
        result.expectCleanFailure(mentioning: "groundTruth: masks has no map coins.png for image coins")
        #expect(result.status == 66)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// A mask must be a gray PNG of the image's size; the message names the key and the file,
    /// and for a wrong size both sizes.
    @Test(arguments: ["wrong size", "colour"])
    func aBadObjectMaskIsOneLine(kind: String) throws {
        let folder = try specFolder(objectsSpec)
        defer { try? FileManager.default.removeItem(at: folder) }
        let coins = try ImageDecoder().decode(path: folder.appendingPathComponent("coins.png").path)
        let (w, h) = (coins.width, coins.height)
        try writeMask(kind == "colour" ? Image(validWidth: w, height: h, channels: 3, repeating: 255)
                          : GrayImage(validWidth: w / 2, height: h, repeating: 255),
                      stem: "coins", in: folder)
        let result = try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output",
                                  folder.appendingPathComponent("report").path, "--quiet"])
        result.expectCleanFailure(mentioning: "groundTruth.objects")
        #expect(result.stderr.contains("masks/coins.png"), "\(result.stderr)")
        #expect(result.stderr.contains(kind == "colour" ? "maps must be gray"
            : "is \(w / 2)×\(h); it must be the size of its image coins.png, \(w)×\(h)"), "\(result.stderr)")
    }

    /// With object masks the page shows the "Salient objects" tables.
    @Test func objectMasksAddTheSalientObjectsTables() throws {
        let folder = try specFolder(objectsSpec)
        defer { try? FileManager.default.removeItem(at: folder) }
        let coins = try ImageDecoder().decode(path: folder.appendingPathComponent("coins.png").path)
        let (w, h) = (coins.width, coins.height)
        var mask = GrayImage(validWidth: w, height: h, repeating: 0)
        for y in h / 4..<h * 3 / 4 { for x in w / 4..<w * 3 / 4 { mask.samples[y * w + x] = 255 } }
        try writeMask(mask, stem: "coins", in: folder)
        let output = folder.appendingPathComponent("report")
        let result = try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output", output.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        for text in ["Salient objects (mean over images)", "id=\"objects-means\"", "id=\"objects-images\"",
                     "MAE ↓", "max F ↑", "box IoU ↑", "baseline: centre", "object masks"] {
            #expect(html.contains(text), "page lacks \(text)")
        }
    }

    /// Regression: the page scored a map it did not give, so `linework evaluate` could not
    /// reproduce its numbers. The maps written to DIR/maps/<model>/ score, through `evaluate`,
    /// what the page's tables say.
    @Test func evaluateOnTheWrittenMapsReproducesThePageScores() throws {
        let folder = try specFolder("""
            title: Reproducible
            images: [coins.png]
            sweep: { pivots: "0.5:0.6:0.1", adjustments: "1.0:1.5:0.5" }
            saliency: [spectral-residual]
            groundTruth: { fixations: fixations, objects: masks }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let coins = try ImageDecoder().decode(path: folder.appendingPathComponent("coins.png").path)
        let (w, h) = (coins.width, coins.height)
        var mask = GrayImage(validWidth: w, height: h, repeating: 0), fixations = mask
        for y in h / 4..<h * 3 / 4 { for x in w / 4..<w * 3 / 4 { mask.samples[y * w + x] = 255 } }
        for (x, y) in [(w / 3, h / 3), (w / 2, h / 2), (2 * w / 3, h / 2), (w / 5, 4 * h / 5)] { fixations.samples[y * w + x] = 255 }
        try writeMask(mask, stem: "coins", in: folder)
        let fixationFolder = folder.appendingPathComponent("fixations")
        try FileManager.default.createDirectory(at: fixationFolder, withIntermediateDirectories: true)
        try PNGEncoder.write(fixations, to: fixationFolder.appendingPathComponent("coins.png").path)
        let output = folder.appendingPathComponent("report")
        let report = try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output", output.path, "--quiet"])
        #expect(report.status == 0, "\(report.stderr)")
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        let maps = output.appendingPathComponent("maps/spectral-residual").path

        for (family, truthOption, truth, table) in [
            ("saliency", "--fixations", fixationFolder.path, "saliency-means"),
            ("objects", "--masks", folder.appendingPathComponent("masks").path, "objects-means"),
        ] {
            let scores = folder.appendingPathComponent("\(family).json")
            let evaluated = try CLI.run(["evaluate", family, "--predictions", maps, truthOption, truth,
                                         "--json", scores.path] + (family == "saliency" ? ["--sigma", "35"] : []))
            #expect(evaluated.status == 0, "\(evaluated.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: scores)) as? [String: Any]
            // One image: sAUC has no other images' fixations and is undefined (null, "—") in both.
            // Every score evaluate writes, pysodmetrics' mean and adaptive F and max and adaptive E
            // among them, is a column of the page's table (issue 49).
            let image = try #require((object?["images"] as? [String: [String: Any]])?["coins"])
                .compactMapValues { $0 as? Double }
            let shown = try #require(Self.meansRow("spectral-residual", table: table, in: html)).filter { $0.value.isFinite }
            #expect(shown.count == image.count && !shown.isEmpty, "\(table)")
            for (name, value) in shown { #expect(abs(try #require(image[name]) - value) < 1e-3, "\(table) \(name)") }
        }
    }

    /// The unrounded values (`data-v`) of the row `label` of the page's means table `id`, keyed
    /// by the metric names of the table's header (its arrows removed; "max F" as "maxF", …).
    private static func meansRow(_ label: String, table id: String, in html: String) -> [String: Double]? {
        guard let start = html.range(of: "id=\"\(id)\""),
              let end = html.range(of: "</table>", range: start.upperBound..<html.endIndex) else { return nil }
        let table = String(html[start.upperBound..<end.lowerBound])
        let names = table.matches(of: /<th>([^<]*)<\/th>/).dropFirst().map {
            String($0.1).replacingOccurrences(of: " ↑", with: "").replacingOccurrences(of: " ↓", with: "")
                .replacingOccurrences(of: "mean F", with: "meanF").replacingOccurrences(of: "adaptive F", with: "adaptiveF")
                .replacingOccurrences(of: "max E-measure", with: "maxE").replacingOccurrences(of: "adaptive E-measure", with: "adaptiveE")
                .replacingOccurrences(of: "max F", with: "maxF").replacingOccurrences(of: "box IoU", with: "boxIoU")
                .replacingOccurrences(of: "S-measure", with: "sMeasure").replacingOccurrences(of: "mean E-measure", with: "eMeasure")
                .replacingOccurrences(of: "weighted F", with: "weightedF").replacingOccurrences(of: "MAE (unscaled)", with: "unscaledMAE")
        }
        guard let row = table.matches(of: /<tr>(.*?)<\/tr>/).first(where: { $0.1.contains("<td>\(label)</td>") }) else { return nil }
        let values = String(row.1).matches(of: /data-v="([^"]*)"/).compactMap { Double(String($0.1)) }
        guard values.count == names.count else { return nil }
        return Dictionary(uniqueKeysWithValues: zip(names, values))
    }

    @Test func badShardIsRefused() throws {
        let folder = try specFolder("title: x\nimages: [coins.png]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output",
                     folder.appendingPathComponent("r").path, "--shard", "3/2"])
            .expectCleanFailure(mentioning: "--shard")
    }

    /// `--compare A B` writes the comparison page and its CSV into a third folder, and refuses
    /// (one line, exit 64) to write into either compared folder, leaving its page as it was.
    @Test func compareWritesAThirdFolderAndNeverReplacesAComparedPage() throws {
        let folder = try specFolder("""
            title: compare
            images: [coins.png]
            sweep: { pivots: "0.4:0.6:0.1", adjustments: "1.0:2.0:0.5" }
            saliency: [spectral-residual]
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("spec.yaml").path
        let (a, b) = (folder.appendingPathComponent("a").path, folder.appendingPathComponent("b").path)
        #expect(try CLI.run(["report", spec, "--output", a, "--quiet"]).status == 0)
        try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "0.4:0.6:0.1", with: "0.5:0.7:0.1")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        #expect(try CLI.run(["report", spec, "--output", b, "--quiet", "--force"]).status == 0)

        let pageA = try Data(contentsOf: URL(fileURLWithPath: a + "/index.html"))
        let refused = try CLI.run(["report", "--compare", a, b, "--output", folder.path + "/./a"])
        #expect(refused.status == 64 && refused.stderr.contains("must not be one of the compared folders"))
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a + "/index.html")) == pageA)
        let one = try CLI.run(["report", "--compare", a, "--output", folder.path + "/c"])
        #expect(one.status == 64 && one.stderr.contains("exactly two report folders"))
        let missing = try CLI.run(["report", "--compare", a, folder.path + "/nowhere", "--output", folder.path + "/c"])
        #expect(missing.status != 0 && missing.stderr.contains("nowhere/results.json"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/c/index.html"))

        let result = try CLI.run(["report", "--compare", a, b, "--output", folder.path + "/c"])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOfFile: folder.path + "/c/index.html", encoding: .utf8)
        #expect(html.contains(/<span class="removed">- sweep: \{ pivots: (?:"|&quot;)0\.4:0\.6:0\.1/))
        #expect(html.contains(/<span class="added">\+ sweep: \{ pivots: (?:"|&quot;)0\.5:0\.7:0\.1/))
        let csv = try String(contentsOfFile: folder.path + "/c/comparison.csv", encoding: .utf8)
        #expect(csv.hasPrefix("scope,key,A,B,change,better\n"))
        #expect(csv.contains("\ndataset,importance.kept.pivot,"))
        #expect(csv.contains(
            /\ncoins\.png,best\.setting,dark on light · pivot 0\.\d0 · adjustment \d\.\d0,dark on light · pivot 0\.\d0 · adjustment \d\.\d0,/))
    }
}
