import Foundation
import LineworkExperimentFixtures
import LineworkTestSupport
import Testing

/// Renders a small report in headless Chromium with the committed script, when a browser is
/// installed (the script itself installs one when run by hand as root). Look at the screenshot
/// it leaves in the fixture's folder when changing the page.
@Suite(.heavy) struct ChromiumRenderTests {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/check-report-in-chromium").path

    static var chromium: String? {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/local/bin/chromium"]
        where FileManager.default.isExecutableFile(atPath: path) { return path }
        return nil
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed"))
    func theReportRendersInHeadlessChromium() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.script, fixture.output + "/index.html", fixture.folder + "/screenshot.png"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: fixture.folder + "/screenshot.png"))
    }

    /// Brushing filters the settings table: the page opened with `#brush=F:LOW:1` (as a brush
    /// leaves it in the address) hides exactly the settings whose dataset F is below LOW, fades
    /// their lines and counts the rest. Checked on the DOM after the page script ran.
    @Test(.enabled(if: chromium != nil, "chromium is not installed"))
    func brushingFiltersTheSettingsTable() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let dataset = try #require(try ReportExportTests.json(fixture)["dataset"] as? [String: Any])
        let scores = try #require(dataset["settings"] as? [[String: Any]]).compactMap {
            ($0["boundary"] as? [String: Double])?["F"]
        }
        let low = scores.sorted()[scores.count / 2]
        let expected = scores.filter { $0 >= low }.count
        // The brush must split the settings, or the check could not fail.
        #expect(expected > 0 && expected < scores.count)

        let dom = try Self.dumpDOM(fixture, page: "index.html#brush=F:\(low):1")

        let rows = dom.matches(of: /<tr data-row="(\d+)"(?: class="([^"]*)")?>/)
        let hidden = rows.filter { ($0.2.map(String.init) ?? "").split(separator: " ").contains("hidden-row") }
        let faded = dom.matches(of: /<polyline data-row="\d+"[^>]*class="pc-off"/).count
        #expect(rows.count == scores.count)
        #expect(hidden.count == scores.count - expected)
        #expect(faded == scores.count - expected)
        #expect(dom.contains("<span id=\"settings-shown\">\(expected) of \(scores.count)</span>"))
    }

    /// The A/B slider offers the photo, the pooled drawing, the ground truth drawn over the photo
    /// (each kind the image has), every setting's picture and every model's heatmap, each as a
    /// picture the browser can show; and each model's crop is a window on the photo.
    @Test(.enabled(if: chromium != nil, "chromium is not installed"))
    func theABSliderOffersTruthSettingsAndModels() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        try fixture.run()
        let dom = try Self.dumpDOM(fixture, page: "index.html")

        let section = try #require(dom.firstRange(of: "<section class=\"image\" id=\"image-0\"").map { dom[$0.lowerBound...] })
        let select = try #require(section.firstMatch(of: /<select class="a">(.*?)<\/select>/.dotMatchesNewlines()))
        let offered = select.1.matches(of: /<option value="([^"]*)"/).map { String($0.1) }
        let images = try #require(try ReportExportTests.json(fixture)["images"] as? [[String: Any]])
        let settings = try #require(images.first?["settings"] as? [Any]).count
        #expect(offered.prefix(5) == ["photo", "pooled drawing", "ground truth: boundaries", "ground truth: fixations",
                                      "ground truth: objects"])
        #expect(offered.filter { $0.hasPrefix("setting #") }.count == settings)
        #expect(offered.filter { $0.hasSuffix(" heatmap") }.count == 2)
        // The slider starts on the photo, whose picture comes from its CSS class.
        let top = try #require(section.firstMatch(of: /<img class="top"[^>]*>/))
        #expect(top.0.contains("src=\"data:image/jpeg;base64,"))
        let crops = section.matches(of: /<div class="crop p-0" role="img" aria-label="([a-z-]+) crop" style="width:(\d+)px;height:(\d+)px;background-size:/)
        #expect(crops.map { String($0.1) } == ["attention", "spectral-residual"])
    }

    /// The DOM of the fixture's `page` (a name with an optional `#fragment`) after its scripts
    /// ran in headless Chromium, offline (a dead proxy for anything but loopback).
    static func dumpDOM(_ fixture: ReportFixture, page: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(chromium))
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                             "--user-data-dir=" + fixture.folder + "/chromium-profile",
                             "--proxy-server=127.0.0.1:9", "--proxy-bypass-list=<-loopback>", "--virtual-time-budget=5000",
                             "--dump-dom", "file://" + fixture.output + "/" + page]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return dom
    }
}
