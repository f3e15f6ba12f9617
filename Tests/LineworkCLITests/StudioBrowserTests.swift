import Foundation
import LineworkTestSupport
import Testing

/// `linework studio` driven by headless Chromium through WebDriver (Debian's chromium-driver):
/// open the page, load a bundled photo through the file picker, move a slider and see the
/// preview change, export an SVG and a preset, and check that the export is what
/// `linework draw --preset` writes. Prints the slider-to-screen latency; the screenshot goes to
/// `.build/studio/studio.png` (and to `LINEWORK_STUDIO_SCREENSHOT` when set: Scripts/run-gallery
/// puts it in the Gallery for the README).
@Suite(.serialized, .heavy, .enabled(if: WebDriver.available, "chromium and chromium-driver are not installed"))
struct StudioBrowserTests {
    @Test func tuneExportAndMatchDraw() throws {
        let work = CLI.packageRoot.appendingPathComponent(".build/studio")
        let downloads = work.appendingPathComponent("downloads-\(getpid())")
        try? FileManager.default.removeItem(at: downloads)
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: downloads) }
        let studio = try StudioProcess()
        let browser = try WebDriver(downloads: downloads)
        try browser.open(studio.url)
        try browser.wait(for: "return document.getElementById('status').textContent === 'ready'", "the live connection")

        // Load a bundled photo through the file picker, as a user would.
        let photo = CLI.galleryInputs.appendingPathComponent("astronaut.png").path
        try browser.type(photo, into: "#file")
        try browser.wait(for: "return window.studio.shown > 0 && !!document.querySelector('#drawing svg')", "the first drawing")
        try browser.wait(for: "return document.getElementById('photo-img').naturalWidth > 0", "the photo")
        let first = try #require(try browser.run("return document.querySelector('#drawing').innerHTML") as? String)
        #expect(first.contains("<path"))

        // Move the stroke-width slider a few times: each move must change the preview.
        var previous = first
        var latencies: [Double] = []
        for (step, width) in [2.0, 3.0, 1.5, 4.0, 2.5, 1.2].enumerated() {
            let before = try #require(try browser.run("return window.studio.latencies.length") as? Int)
            try browser.run("""
                const slider = document.getElementById('c-stroke-width');
                slider.value = arguments[0];
                slider.dispatchEvent(new Event('input', { bubbles: true }));
                """, [width])
            try browser.wait(for: "return window.studio.latencies.length > \(before)", "drawing \(step + 1)")
            let svg = try #require(try browser.run("return document.querySelector('#drawing').innerHTML") as? String)
            #expect(svg != previous, "the preview did not change for stroke width \(width)")
            previous = svg
            let entry = try #require(try browser.run("return window.studio.latencies[window.studio.latencies.length - 1]") as? [String: Any])
            latencies.append(entry["ms"] as? Double ?? .infinity)
        }
        let sorted = latencies.sorted()
        let median = sorted[sorted.count / 2]
        let optimised = StudioProcess.binary.path.contains("/release/")
        print("studio latency, slider move to new preview on screen (512-px photo, edges, \(optimised ? "release" : "debug") build): "
            + "median \(Int(median)) ms, max \(Int(sorted.last!)) ms over \(sorted.count) moves (goal ≤ 150 ms, "
            + "load \((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?"))")
        // The goal is the product's: a debug build spends about 100 ms of each move in
        // swift-argument-parser's debug-only checks of draw's flags, so only the release build is
        // held to it (Scripts/run-studio-benchmark, run by Scripts/run-benchmarks).
        if optimised {
            #expect(median <= 150, "slider-to-preview latency \(Int(median)) ms is above the 150 ms goal")
        }

        // A second setting that re-traces: the working size.
        try browser.run("""
            const slider = document.getElementById('c-max-dimension');
            slider.value = 384;
            slider.dispatchEvent(new Event('input', { bubbles: true }));
            """)
        try browser.wait(for: "return window.studio.lastReply && window.studio.lastReply.stats.paths > 0 && window.studio.shown > 7", "the re-traced drawing")
        try browser.click("#keep-a")
        try browser.click("[data-export=svg]")
        try browser.click("#save-preset")
        let svgFile = downloads.appendingPathComponent("astronaut-linework.svg")
        let presetFile = downloads.appendingPathComponent("linework-preset.yaml")
        try browser.wait(for: "return document.getElementById('status').textContent === 'saved the preset'", "the preset download")
        let end = Date().addingTimeInterval(30)
        while Date() < end && !(FileManager.default.fileExists(atPath: svgFile.path) && FileManager.default.fileExists(atPath: presetFile.path)) {
            Thread.sleep(forTimeInterval: 0.1)
        }
        let exported = try Data(contentsOf: svgFile)
        let preset = try String(contentsOf: presetFile, encoding: .utf8)
        // The field form: what was moved away from draw's defaults (the stroke width ended at
        // its default, 1.2, so only the working size is written).
        #expect(preset.contains("maximumImageDimension: 384") && !preset.contains("strokeWidth"), "\(preset)")

        // The export is what draw writes with the saved preset.
        let drawn = work.appendingPathComponent("draw-\(getpid()).svg")
        defer { try? FileManager.default.removeItem(at: drawn) }
        let result = try CLI.run(["draw", photo, "--preset", presetFile.path, "--svg", drawn.path], program: StudioProcess.binary)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: drawn) == exported, "the studio's SVG differs from linework draw --preset's")

        // The screenshot for the README: the three views, then the page as a whole.
        try browser.run("document.getElementById('c-tone').value = 'hatch'; document.getElementById('c-tone').dispatchEvent(new Event('input'));")
        try browser.wait(for: "return window.studio.shown > 8", "the hatched drawing")
        try browser.wait(for: "return document.getElementById('saliency-img').naturalWidth > 0", "the saliency heatmap")
        let shot = try browser.screenshot()
        try shot.write(to: work.appendingPathComponent("studio.png"))
        if let path = ProcessInfo.processInfo.environment["LINEWORK_STUDIO_SCREENSHOT"], !path.isEmpty {
            try shot.write(to: URL(fileURLWithPath: path))
        }

        // A/B: A was kept before the hatching, B after; the compare view shows both.
        try browser.click("#keep-b")
        try browser.click("#toggle-compare")
        let a = try #require(try browser.run("return document.querySelector('#compare-a').innerHTML") as? String)
        let b = try #require(try browser.run("return document.querySelector('#compare-b').innerHTML") as? String)
        #expect(a.contains("<svg") && b.contains("<svg") && a != b)
        #expect(try browser.run("return getComputedStyle(document.getElementById('compare-panel')).display") as? String == "flex")

        // Dropping a file on the page opens it: here the photo's own JPEG preview.
        try browser.run("""
            fetch(document.getElementById('photo-img').src).then(r => r.blob()).then(blob => {
              const data = new DataTransfer();
              data.items.add(new File([blob], 'dropped.jpg', { type: 'image/jpeg' }));
              document.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
            });
            """)
        try browser.wait(for: "return document.getElementById('photo').options.length === 2 && document.getElementById('photo').selectedOptions[0].textContent.startsWith('dropped.jpg')",
                         "the dropped photo")
    }
}
