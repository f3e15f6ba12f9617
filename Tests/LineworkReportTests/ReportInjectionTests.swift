import Foundation
import LineworkCore
import LineworkExperiment
import LineworkExperimentFixtures
@testable import LineworkReport
import Testing

/// Regression (issue 48, item 1): a report wrote a drawing's line source — a preset's file name as
/// the spec wrote it — unescaped into the `<img>`'s `data-ab` and `alt` attributes, so a preset
/// named `p" onload="…" x=".yaml` ran its script when the page opened; the same name planted in a
/// cache entry was embedded by `--merge`.
struct ReportInjectionTests {
    static let hostile = #"p" onload="document.title='PWNED'" x=".yaml"#

    /// The spec's `draw:` entry naming the hostile preset, YAML single-quoted.
    static func spec(sections: String) -> String {
        ReportFixture.defaultSpec + "\ndraw: [contours, '\(hostile.replacingOccurrences(of: "'", with: "''"))']"
            + "\nreport: {sections: \(sections)}\n"
    }

    /// The page and its section files' HTML, as one string.
    static func pages(_ fixture: ReportFixture) throws -> String {
        var html = try fixture.page()
        let sections = fixture.output + "/sections"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: sections)) ?? [] {
            html += try #require(PageAudit.sectionHTML(String(contentsOfFile: sections + "/" + name, encoding: .utf8)))
        }
        return html
    }

    @Test(arguments: ["inline", "lazy"])
    func aPresetNamedToCloseItsAttributeIsShownAsTextAndRunsNothing(sections: String) throws {
        let fixture = try ReportFixture(spec: Self.spec(sections: sections))
        defer { fixture.remove() }
        try "lines: contours\n".write(toFile: fixture.folder + "/" + Self.hostile, atomically: true, encoding: .utf8)
        try fixture.run()

        let html = try Self.pages(fixture)
        #expect(PageAudit.injected(in: html).isEmpty)
        #expect(html.contains(#"data-ab="drawing: p&quot; onload=&quot;document.title=&#39;PWNED&#39;&quot; x=&quot;.yaml""#))
        #expect(html.contains(#"alt="drawing: p&quot; onload=&quot;"#))

        // In a browser the page keeps its title: no handler ran.
        guard ChromiumRenderTests.chromium != nil else { return }
        let dom = try ChromiumRenderTests.dumpDOM(fixture, page: "index.html")
        #expect(dom.contains("<title>Fixture experiment</title>"), "\(dom.prefix(300))")
        #expect(!dom.contains("<title>PWNED</title>"))
    }

    /// Every string field of a cache entry is checked: a drawing name the spec did not write, or
    /// a baseline, stage or score name that is not a plain name, is refused as a picture path is,
    /// by a run and by `--merge`, and the page is left as it was.
    @Test(arguments: ["drawing", "baseline", "stage", "score"])
    func aCacheEntryWithAPlantedNameIsRefused(field: String) throws {
        let fixture = try ReportFixture(spec: ReportFixture.defaultSpec + "\ndraw: [contours]\n")
        defer { fixture.remove() }
        try fixture.run()
        let cache = fixture.output + "/cache"
        let entry = try #require(try FileManager.default.contentsOfDirectory(atPath: cache).first { $0.count == 32 })
        let path = cache + "/" + entry + "/result.json"
        var result = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let planted = #"x" onerror="alert(1)"#
        switch field {
        case "drawing":
            var drawings = try #require(result["drawings"] as? [[String: Any]])
            drawings[0]["lines"] = planted
            result["drawings"] = drawings
        case "baseline":
            var baselines = try #require(result["baselines"] as? [[String: Any]])
            baselines[0]["name"] = planted
            result["baselines"] = baselines
        case "stage":
            var seconds = try #require(result["seconds"] as? [String: Any])
            seconds[planted] = 0.5
            result["seconds"] = seconds
        default:
            var models = try #require(result["models"] as? [[String: Any]])
            var scores = try #require(models[0]["scores"] as? [String: Any])
            var values = try #require(scores["values"] as? [String: Any])
            values[planted] = 1
            scores["values"] = values
            models[0]["scores"] = scores
            result["models"] = models
        }
        try JSONSerialization.data(withJSONObject: result).write(to: URL(fileURLWithPath: path))
        let before = try fixture.page()
        for merge in [false, true] {
            #expect {
                try fixture.run(merge: merge)
            } throws: { error in
                "\(error)".contains("not a valid cache entry")
            }
        }
        #expect(try fixture.page() == before)
    }
}

/// Regression (issue 48, item 7): a `sections` folder in the output that is a symbolic link was
/// followed: section files were written, and stale ones deleted, in the link's target.
struct ReportSectionsLinkTests {
    @Test(arguments: ["lazy", "inline"])
    func aLinkedSectionsFolderIsNeitherWrittenNorCleaned(sections: String) throws {
        let fixture = try ReportFixture(spec: ReportFixture.defaultSpec + "\nreport: {sections: \(sections)}\n")
        defer { fixture.remove() }
        let victim = fixture.folder + "/victim"
        try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: true)
        let planted = victim + "/7-0123456789ab.js"
        let kept = #"lineworkSection("image-7","<p>keep me</p>");"#
        try kept.write(toFile: planted, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: fixture.output, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: fixture.output + "/sections", withDestinationPath: victim)

        if sections == "lazy" {
            #expect {
                try fixture.run()
            } throws: { error in
                "\(error)".contains("symbolic link")
            }
            #expect(!FileManager.default.fileExists(atPath: fixture.output + "/index.html"))
        } else {
            try fixture.run()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim) == ["7-0123456789ab.js"])
        #expect(try String(contentsOfFile: planted, encoding: .utf8) == kept)
    }
}

/// Regression (issue 49, item 7): the page printed "sign test p = < 0.001".
struct PValueTextTests {
    @Test func aPValueReadsAsOneRelation() {
        #expect(EvaluationSection.pValue(0.0004) == "p < 0.001")
        #expect(EvaluationSection.pValue(0.0123) == "p = 0.012")
        #expect(EvaluationSection.pValue(.nan) == "p undefined")
    }
}
