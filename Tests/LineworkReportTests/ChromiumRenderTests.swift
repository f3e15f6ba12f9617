import Foundation
import Testing

/// Renders a small report in headless Chromium with the committed script, when a browser is
/// installed (the script itself installs one when run by hand as root). Look at the screenshot
/// it leaves in the fixture's folder when changing the page.
struct ChromiumRenderTests {
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
}
