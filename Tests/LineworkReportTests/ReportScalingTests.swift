import Foundation
import LineworkExperiment
import LineworkExperimentFixtures
import LineworkTestSupport
import Testing

/// Pages that scale (issue 39, item 3): a lazy page holds an image index and a placeholder per
/// image, each image's section in its own file under `sections/`, read when the reader reaches
/// it; the sections are exactly the inline page's, the numbers still cross-check, stale
/// section files go, and a 1,000-image page's overview shows within 2 s in headless Chromium.
struct ReportScalingTests {
    static func spec(sections: String, extra: String = "") -> String {
        ReportFixture.defaultSpec + "\n" + extra + "report:\n  sections: \(sections)\n"
    }

    /// Each `sections/*.js` file of a lazy report, decoded: image index → its section's HTML.
    static func lazySections(_ output: String) throws -> [Int: String] {
        let folder = output + "/sections"
        var sections: [Int: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            let match = try #require(text.wholeMatch(of: /lineworkSection\("image-(\d+)",(".*")\);\n/.dotMatchesNewlines()))
            let literal = try #require(try JSONSerialization.jsonObject(with: Data("[\(match.2)]".utf8)) as? [String])
            sections[try #require(Int(match.1))] = literal.first
        }
        return sections
    }

    /// The lazy page with each placeholder replaced by its section: what the reader's browser
    /// holds once every section is read.
    static func assembled(_ page: String, sections: [Int: String]) -> String {
        page.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let match = line.prefixMatch(of: /<section class="image lazy" id="image-(\d+)"/),
                  let section = Int(match.1).flatMap({ sections[$0] }) else { return String(line) }
            return section
        }.joined(separator: "\n")
    }

    @Test func lazySectionsAreTheInlineSectionsAndTheNumbersStillCrossCheck() throws {
        let inline = try ReportFixture(spec: Self.spec(sections: "inline"))
        defer { inline.remove() }
        try inline.run()
        let lazy = try ReportFixture(spec: Self.spec(sections: "lazy"))
        defer { lazy.remove() }
        try lazy.run()

        let inlinePage = try inline.page(), lazyPage = try lazy.page()
        #expect(!FileManager.default.fileExists(atPath: inline.output + "/sections"))
        #expect(!inlinePage.contains("class=\"image lazy\""))
        let sections = try Self.lazySections(lazy.output)
        #expect(sections.keys.sorted() == Array(ReportFixture.stems.indices))
        let inlineSections = inlinePage.split(separator: "\n").filter { $0.hasPrefix("<section class=\"image\" id=\"image-") }
        #expect(inlineSections.count == ReportFixture.stems.count)
        for (i, section) in inlineSections.enumerated() {
            #expect(sections[i] == String(section), "image \(i)'s lazy section differs from the inline one")
        }
        // Every placeholder names a file that exists, and the page holds no section itself.
        let sources = lazyPage.matches(of: /<section class="image lazy" id="image-(\d+)" data-src="([^"]+)"/)
        #expect(sources.count == ReportFixture.stems.count)
        #expect(sources.allSatisfy { FileManager.default.fileExists(atPath: lazy.output + "/" + $0.2) })
        #expect(!lazyPage.contains("<section class=\"image\" id="))
        try ReportExportTests.crossCheck(lazy, page: Self.assembled(lazyPage, sections: sections))
    }

    @Test func anotherRunRemovesTheSectionFilesItNoLongerNames() throws {
        let fixture = try ReportFixture(spec: Self.spec(sections: "lazy"))
        defer { fixture.remove() }
        try fixture.run()
        let first = Set(try FileManager.default.contentsOfDirectory(atPath: fixture.output + "/sections"))
        #expect(first.count == ReportFixture.stems.count)
        // Bigger thumbnails change every section, so every file name.
        try Self.spec(sections: "lazy", extra: "").replacingOccurrences(of: "report:\n", with: "report:\n  thumbnail: 64\n")
            .write(toFile: fixture.specPath, atomically: true, encoding: .utf8)
        try fixture.run()
        let second = Set(try FileManager.default.contentsOfDirectory(atPath: fixture.output + "/sections"))
        #expect(second.count == ReportFixture.stems.count && second.isDisjoint(with: first))
        let named = Set(try fixture.page().matches(of: /data-src="sections\/([^"]+)"/).map { String($0.1) })
        #expect(named == second)
        // A file the report did not write is left alone; an inline page removes the rest.
        try "keep".write(toFile: fixture.output + "/sections/notes.txt", atomically: true, encoding: .utf8)
        try Self.spec(sections: "inline").write(toFile: fixture.specPath, atomically: true, encoding: .utf8)
        try fixture.run()
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.output + "/sections") == ["notes.txt"])
    }

    @Test func autoIsInlineUpToTwentyImagesAndLazyAbove() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        #expect(try fixture.plan().sectionLoading == .inline)
        for i in 0..<(ReportPlan.SectionLoading.inlineLimit - 1) {
            try FileManager.default.copyItem(atPath: fixture.folder + "/photos/disc.png", toPath: fixture.folder + "/photos/copy\(i).png")
        }
        #expect(try fixture.plan().inputs.count == ReportPlan.SectionLoading.inlineLimit + 1)
        #expect(try fixture.plan().sectionLoading == .lazy)
        try Self.spec(sections: "sometimes").write(toFile: fixture.specPath, atomically: true, encoding: .utf8)
        #expect(throws: ReportSpecError.self) { try fixture.plan() }
    }

    // MARK: - In a browser

    /// The image index filters by name, by marks and by a column's range, and its metric picker
    /// shows each model's value of the picked metric: checked on the DOM after a script set the
    /// controls as a reader would.
    @Test(.enabled(if: ChromiumRenderTests.chromium != nil, "chromium is not installed"))
    func theImageIndexFiltersAndSwitchesMetrics() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let images = try #require(try ReportExportTests.json(fixture)["images"] as? [[String: Any]])
        func score(_ image: Int, _ model: String, _ metric: String) throws -> Double {
            let models = try #require(images[image]["models"] as? [[String: Any]])
            let entry = try #require(models.first { $0["name"] as? String == model })
            return try #require((entry["saliency"] as? [String: Double])?[metric])
        }
        let actions = """
            <script>
            function set(id,value,event){var e=document.getElementById(id);e.value=value;e.dispatchEvent(new Event(event));}
            function shown(){return document.getElementById('index-shown').textContent;}
            var log={};
            set('index-name','disc','input');log.name=shown();set('index-name','','input');
            set('index-subset','marked','change');log.noneMarked=shown();
            var mark=document.querySelector('#image-index tr[data-image="1"] input.mark');
            mark.checked=true;mark.dispatchEvent(new Event('change',{bubbles:true}));
            log.oneMarked=shown();set('index-subset','all','change');
            var picker=document.querySelector('select.index-metric[data-family="saliency"]');picker.value='CC';picker.dispatchEvent(new Event('change'));
            log.cc=Array.prototype.map.call(document.querySelectorAll('#image-index td[data-family="saliency"]'),function(td){
              return td.parentNode.getAttribute('data-image')+':'+td.getAttribute('data-model')+':'+td.textContent;});
            document.documentElement.setAttribute('data-log',JSON.stringify(log));
            </script>
            """
        let page = try fixture.page()
        try page.replacingOccurrences(of: "</body>", with: actions + "</body>")
            .write(toFile: fixture.output + "/acted.html", atomically: true, encoding: .utf8)
        let dom = try ChromiumRenderTests.dumpDOM(fixture, page: "acted.html")
        let logText = try #require(dom.firstMatch(of: /data-log="([^"]*)"/).map { String($0.1) })
        let log = try #require(try JSONSerialization.jsonObject(
            with: Data(logText.replacingOccurrences(of: "&quot;", with: "\"").utf8)) as? [String: Any])
        #expect(log["name"] as? String == "1 of 2")
        #expect(log["noneMarked"] as? String == "0 of 2")
        #expect(log["oneMarked"] as? String == "1 of 2")
        let cells = try #require(log["cc"] as? [String])
        #expect(cells.count == 2 * 2)
        for cell in cells {
            let parts = cell.split(separator: ":").map(String.init)
            let expected = String(format: "%.3f", try score(Int(parts[0])!, parts[1], "CC"))
            #expect(parts[2] == expected, "\(cell): expected CC \(expected)")
        }
    }

    /// A 1,000-image, 65-setting report: the overview (tables, curves, explorer and the index of
    /// every image) has loaded within 2 s of the navigation in headless Chromium, best of two
    /// runs, every image is reachable from the index, and following an image's link reads its
    /// section. The images are copies of one fixture photo under 1,000 names (the cache computes
    /// it once): what is measured is the page, not the tracing.
    @Test(.heavy, .enabled(if: ChromiumRenderTests.chromium != nil, "chromium is not installed"))
    func aThousandImageOverviewShowsWithinTwoSeconds() throws {
        let spec = """
            title: A thousand images
            images: ["photos/*.png"]
            saliency: [attention]
            groundTruth:
              boundaries: gt/boundaries
            """
        let fixture = try ReportFixture(spec: spec, stems: ["square"])
        defer { fixture.remove() }
        let manager = FileManager.default
        for i in 1..<1_000 {
            let name = String(format: "square-%04d.png", i)
            try manager.linkItem(atPath: fixture.folder + "/photos/square.png", toPath: fixture.folder + "/photos/" + name)
            try manager.linkItem(atPath: fixture.folder + "/gt/boundaries/square.png", toPath: fixture.folder + "/gt/boundaries/" + name)
        }
        try fixture.run()
        let page = try fixture.page()
        #expect(try fixture.plan().settings.count == 65)

        // Every image is reachable: an index row linking to a placeholder whose file exists.
        let links = Set(page.matches(of: /<tr data-image="\d+"><td>[^<]*<input[^>]*><\/td><td><a href="#(image-\d+)">/).map { String($0.1) })
        let placeholders = page.matches(of: /<section class="image lazy" id="(image-\d+)" data-src="([^"]+)"/)
        #expect(links.count == 1_000)
        #expect(Set(placeholders.map { String($0.1) }) == links)
        #expect(placeholders.allSatisfy { manager.fileExists(atPath: fixture.output + "/" + $0.2) })

        let timings = try (0..<2).map { _ in try Self.firstScreen(fixture.output) }
        let best = try #require(timings.map { $0["load"] ?? .infinity }.min())
        #expect(best < 2_000, "the overview loaded in \(best) ms (runs: \(timings))")

        // Following the last image's link reads its section: the A/B slider offers its pictures.
        let dom = try ChromiumRenderTests.dumpDOM(fixture, page: "index.html#image-999")
        let section = try #require(dom.firstRange(of: "<section class=\"image\" id=\"image-999\"").map { dom[$0.lowerBound...] })
        #expect(section.firstMatch(of: /<select class="a"><option value="photo">/) != nil)
        #expect(dom.matches(of: /<section class="image lazy"/).count < 1_000)
    }

    /// The page's own timings (ms from the navigation's start) from `Scripts/time-report-first-screen`.
    static func firstScreen(_ output: String) throws -> [String: Double] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [ChromiumRenderTests.script.replacingOccurrences(of: "check-report-in-chromium",
                                                                           with: "time-report-first-screen"), output]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        return object.compactMapValues { ($0 as? NSNumber)?.doubleValue }
    }
}
