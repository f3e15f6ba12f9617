import Foundation
import LineworkExperimentFixtures
import Testing
@testable import LineworkExperiment
@testable import LineworkReport

/// `results.json` and `results.csv` beside `index.html`: every number in the page's tables is in
/// them and every number in them is on the page, the two files hold the same numbers, the page
/// links to them, and the three are written together or not at all.
@Suite(.serialized)
struct ReportExportTests {
    @Test func everyNumberInThePagesTablesIsInTheExportsAndBack() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        try Self.crossCheck(fixture)
    }

    /// `draw:` line sources are drawn per image, scored against the boundary truth, summed over
    /// the dataset, shown in the page's tables and exported: the cross-check holds with them, the
    /// sources keep the spec's order, and on the square (a dark square on white, exact truth) the
    /// contour drawing traces the square's outline.
    @Test func drawLineSourcesAreDrawnScoredAndExported() throws {
        let fixture = try ReportFixture(spec: ReportFixture.defaultSpec + "\ndraw: [contours, edges]")
        defer { fixture.remove() }
        try fixture.run()
        try Self.crossCheck(fixture)
        let json = try Self.json(fixture)
        let images = try #require(json["images"] as? [[String: Any]])
        for image in images {
            let drawings = try #require(image["drawings"] as? [[String: Any]])
            #expect(drawings.map { $0["name"] as? String } == ["contours", "edges"])
            #expect(drawings.allSatisfy { ($0["paths"] as? Int ?? 0) > 0 && $0["boundary"] is [String: Double] })
        }
        let square = try #require(images.first { $0["name"] as? String == "photos/square.png" })
        let contours = try #require((square["drawings"] as? [[String: Any]])?.first)
        #expect(((contours["boundary"] as? [String: Double])?["F"] ?? 0) >= 0.9)
        let dataset = try #require((json["dataset"] as? [String: Any])?["drawings"] as? [[String: Any]])
        #expect(dataset.count == 2)
        let page = try fixture.page()
        #expect(page.contains("id=\"drawings\"") && page.contains("data-ab=\"drawing: edges\""))
        #expect(page.contains("linework draw photos/square.png --lines contours --svg drawing.svg"))
    }

    @Test func theJSONHasTheContractsKeys() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let json = try Self.json(fixture)
        let images = try #require(json["images"] as? [[String: Any]])
        #expect(images.map { $0["name"] as? String } == ["photos/disc.png", "photos/square.png"])
        for image in images {
            let best = try #require(image["best"] as? [String: Any])
            #expect(best["setting"] is Int && best["model"] is String)
            let settings = try #require(image["settings"] as? [[String: Any]])
            #expect(settings.count == 4)
            for setting in settings {
                #expect(setting["pivot"] is Double && setting["adjustment"] is Double)
                let boundary = try #require(setting["boundary"] as? [String: Double])
                // The scores and the pixel counts they are computed from (BSDS's cntP, sumP, cntR, sumR).
                #expect(Set(boundary.keys) == ["precision", "recall", "F", "matchedPredicted", "predicted", "matchedTruth", "truth"])
            }
            let models = try #require(image["models"] as? [[String: Any]])
            #expect(models.map { $0["name"] as? String } == ["attention", "spectral-residual"])
            for model in models {
                let saliency = try #require(model["saliency"] as? [String: Double])
                // sAUC too: the fixture's two images lend each other their fixations.
                #expect(Set(saliency.keys) == ["AUC-Judd", "NSS", "CC", "SIM", "KLD", "sAUC", "IG", "AUC-Borji"])
                let objects = try #require(model["objects"] as? [String: Double])
                #expect(Set(objects.keys) == ["MAE", "maxF", "boxIoU", "sMeasure", "eMeasure", "weightedF", "unscaledMAE",
                                              "meanF", "adaptiveF", "maxE", "adaptiveE"])
            }
        }
        let dataset = try #require(json["dataset"] as? [String: Any])
        #expect(dataset["ODS"] is Double && dataset["OIS"] is Double)
    }

    @Test func thePageLinksToTheExportsBesideIt() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let html = try fixture.page()
        #expect(html.contains("href=\"results.json\"") && html.contains("href=\"results.csv\""))
        for name in ["results.json", "results.csv"] {
            #expect(FileManager.default.fileExists(atPath: fixture.output + "/" + name))
        }
    }

    /// A run that fails while rendering the page (a cached picture gone) writes none of the
    /// three files: the previous page and exports stay as they were.
    @Test func aFailedRenderLeavesThePreviousPageAndExportsAsTheyWere() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let names = ["index.html", "results.json", "results.csv"]
        let before = try names.map { try Data(contentsOf: URL(fileURLWithPath: fixture.output + "/" + $0)) }
        let cache = fixture.output + "/cache"
        for entry in try FileManager.default.contentsOfDirectory(atPath: cache) {
            try? FileManager.default.removeItem(atPath: "\(cache)/\(entry)/pooled.png")
        }
        #expect(throws: (any Error).self) { try fixture.run() }
        let after = try names.map { try Data(contentsOf: URL(fileURLWithPath: fixture.output + "/" + $0)) }
        #expect(after == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.output)
            .filter { $0.hasPrefix(".") && $0 != ReportOwner.fileName }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    // MARK: - The cross-check

    /// The page's tables (all but the run's metadata) against `results.json`, the page's text
    /// against `results.json`, and `results.csv` against `results.json`.
    static func crossCheck(_ fixture: ReportFixture, page: String? = nil) throws {
        let html = try page ?? fixture.page()
        let jsonText = try String(contentsOfFile: fixture.output + "/results.json", encoding: .utf8)
        // The object curves' points are the charts' data: in results.json only (not a CSV row,
        // not a table cell).
        let jsonNumbers = numbers(inJSON: withoutObjectCurves(jsonText))
        #expect(!jsonNumbers.isEmpty)
        // The boundary pixel counts (ODS and F are recomputed from them) are exported, not printed.
        let printable = numbers(inJSON: withoutObjectCurves(jsonText)
            .replacing(/"(matchedPredicted|predicted|matchedTruth|truth)":[0-9]+,?/, with: ""))

        // Page tables → JSON: each number as printed must be some JSON number printed alike.
        let tableNumbers = tables(in: html).flatMap(cellTexts).flatMap(numberTexts)
        #expect(tableNumbers.count > 20)
        let allJSONNumbers = numbers(inJSON: jsonText)
        let notExported = tableNumbers.filter { text in !allJSONNumbers.contains { shown($0, like: text) == text } }
        #expect(notExported.isEmpty, "in the page's tables, not in results.json: \(notExported)")

        // JSON → page: each number, rounded as the page rounds it, is shown on the page.
        let pageNumbers = Set(numberTexts(visibleText(html)))
        let notShown = printable.filter { value in
            ![0, 2, 3].map { String(format: "%.\($0)f", value) }.contains(where: pageNumbers.contains)
        }
        #expect(notShown.isEmpty, "in results.json, not on the page: \(notShown)")

        // CSV ↔ JSON: the same numbers. The JSON's per-setting `setting`, `pivot` and
        // `adjustment` (an image's or the dataset's) are the CSV's columns of that name, its
        // `lightOnDark` the `polarity` column; every other number is one CSV row.
        let csv = try String(contentsOfFile: fixture.output + "/results.csv", encoding: .utf8)
        let rows = csv.split(separator: "\n").map { splitCSV(String($0)) }
        #expect(rows.first == ResultsTable.csvColumns)
        let body = Array(rows.dropFirst())
        #expect(body.allSatisfy { $0.count == ResultsTable.csvColumns.count })
        let csvValues = body.compactMap { Double($0[7]) }
        #expect(csvValues.count == body.count)
        let csvAll = csvValues + body.flatMap { [$0[1], $0[3], $0[4]].compactMap { Double($0) } }
        #expect(body.allSatisfy { ["", "lightOnDark", "darkOnLight"].contains($0[2]) && ($0[2].isEmpty == $0[1].isEmpty) })
        // Foundation's JSON reader may round the last digit differently from Double(String).
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(1, abs(a)) }
        let missingFromCSV = jsonNumbers.filter { value in !csvAll.contains { near($0, value) } }
        let missingFromJSON = csvValues.filter { value in !jsonNumbers.contains { near($0, value) } }
        #expect(missingFromCSV.isEmpty, "in results.json, not in results.csv: \(missingFromCSV)")
        #expect(missingFromJSON.isEmpty, "in results.csv, not in results.json: \(missingFromJSON)")
        let settingCount = try settingsCount(fixture)
        #expect(csvValues.count == jsonNumbers.count - 3 * settingCount)
    }

    /// `results.json`'s text without its `objectCurves` block.
    static func withoutObjectCurves(_ text: String) -> String {
        var out = text
        if let start = out.range(of: "\"objectCurves\":{") {
            var depth = 0, end = start.upperBound
            for index in out[start.lowerBound...].indices {
                if out[index] == "{" { depth += 1 }
                if out[index] == "}" { depth -= 1; if depth == 0 { end = out.index(after: index); break } }
            }
            out.removeSubrange(start.lowerBound..<end)
        }
        return out
    }

    static func json(_ fixture: ReportFixture) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: fixture.output + "/results.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The settings rows of `results.json`: each image's and the dataset's.
    static func settingsCount(_ fixture: ReportFixture) throws -> Int {
        let document = try json(fixture)
        let images = try #require(document["images"] as? [[String: Any]])
        let dataset = (document["dataset"] as? [String: Any])?["settings"] as? [Any]
        return images.reduce(0) { $0 + (($1["settings"] as? [Any])?.count ?? 0) } + (dataset?.count ?? 0)
    }

    /// Every number in a JSON text, read with `Double(String)` (correctly rounded; Foundation's
    /// JSON reader can be one unit off in the last place, which moves a value such as
    /// 0.9374999999999999 across a rounding boundary). String literals are skipped.
    static func numbers(inJSON text: String) -> [Double] {
        let characters = Array(text)
        var found: [Double] = [], i = 0
        while i < characters.count {
            if characters[i] == "\"" {
                i += 1
                while i < characters.count && characters[i] != "\"" { i += characters[i] == "\\" ? 2 : 1 }
                i += 1
            } else if characters[i] == "-" || characters[i].isNumber {
                var token = ""
                while i < characters.count && "-+.eE0123456789".contains(characters[i]) {
                    token.append(characters[i])
                    i += 1
                }
                if let value = Double(token) { found.append(value) }
            } else {
                i += 1
            }
        }
        return found
    }

    /// `value` printed with as many decimals as `text` has.
    static func shown(_ value: Double, like text: String) -> String {
        let decimals = text.split(separator: ".").dropFirst().first?.count ?? 0
        return String(format: "%.\(decimals)f", value)
    }

    /// The page's `<table>` elements but the run's metadata table.
    static func tables(in html: String) -> [String] {
        html.matches(of: /<table([^>]*)>([\s\S]*?)<\/table>/)
            .filter { !$0.1.contains("class=\"meta\"") }.map { String($0.2) }
    }

    /// The text of each `<td>` of a table.
    static func cellTexts(_ table: String) -> [String] {
        table.matches(of: /<td[^>]*>([\s\S]*?)<\/td>/).map { String($0.1).replacing(/<[^>]*>/, with: "") }
    }

    /// The numbers written in a text, as written.
    static func numberTexts(_ text: String) -> [String] {
        text.matches(of: /-?\d+(?:\.\d+)?/).map { String($0.0) }
    }

    /// The page's text without markup, style, script, the spec and the run's metadata.
    static func visibleText(_ html: String) -> String {
        html.replacing(/<(script|style|pre)[^>]*>[\s\S]*?<\/\1>/, with: " ")
            .replacing(/<table class="meta">[\s\S]*?<\/table>/, with: " ")
            .replacing(/<[^>]*>/, with: " ")
    }

    /// One CSV line's fields (RFC 4180 quoting: `""` inside quotes is one quote).
    static func splitCSV(_ line: String) -> [String] {
        let characters = Array(line)
        var fields: [String] = [], field = "", quoted = false, i = 0
        while i < characters.count {
            let c = characters[i]
            if quoted && c == "\"" {
                if i + 1 < characters.count && characters[i + 1] == "\"" {
                    field.append("\"")
                    i += 1
                } else {
                    quoted = false
                }
            } else if !quoted && c == "\"" {
                quoted = true
            } else if !quoted && c == "," {
                fields.append(field)
                field = ""
            } else {
                field.append(c)
            }
            i += 1
        }
        fields.append(field)
        return fields
    }
}
