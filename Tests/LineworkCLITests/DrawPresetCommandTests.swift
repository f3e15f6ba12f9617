import Foundation
import LineworkArt
import LineworkStudio
import Testing

/// `linework draw --preset FILE`: a preset is draw's flags saved by name, and flags typed after
/// it win.
struct DrawPresetCommandTests {
    static let photo = CLI.galleryInputs.appendingPathComponent("coins.png").path

    func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("linework-preset-\(getpid())-\(name)").path
    }

    @Test func aPresetMeansItsFlags() throws {
        let preset = temporary("a.yaml"), fromPreset = temporary("a.svg"), fromFlags = temporary("b.svg")
        defer { for path in [preset, fromPreset, fromFlags] { try? FileManager.default.removeItem(atPath: path) } }
        try "lines: contours\npivot: 0.4\nstroke-width: 2.5\ncurves: false\ntone: hatch\n".write(toFile: preset, atomically: true, encoding: .utf8)
        let a = try CLI.run(["draw", Self.photo, "--preset", preset, "--svg", fromPreset])
        let b = try CLI.run(["draw", Self.photo, "--lines", "contours", "--pivot", "0.4", "--stroke-width", "2.5",
                             "--no-curves", "--tone", "hatch", "--svg", fromFlags])
        #expect(a.status == 0 && b.status == 0, "\(a.stderr)\(b.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: fromPreset)) == Data(contentsOf: URL(fileURLWithPath: fromFlags)))
    }

    @Test func flagsOnTheCommandLineWin() throws {
        let preset = temporary("b.yaml")
        defer { try? FileManager.default.removeItem(atPath: preset) }
        try "lines: contours\ncurves: false\n".write(toFile: preset, atomically: true, encoding: .utf8)
        let result = try CLI.run(["draw", Self.photo, "--preset", preset, "--lines", "levels", "--stats", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"lines\":\"levels\""))
        // And before it: the preset comes first whatever the flag's place.
        let before = try CLI.run(["draw", "--lines", "levels", "--preset=\(preset)", Self.photo, "--stats", "-"])
        #expect(before.stdout.contains("\"lines\":\"levels\""), "\(before.stderr)")
    }

    @Test func badPresetsAreOneLineErrors() throws {
        let preset = temporary("c.yaml")
        defer { try? FileManager.default.removeItem(atPath: preset) }
        for (text, expected) in [("lines: edges\nstrokewidth: 2\n", "strokewidth"), ("svg: out.svg\n", "svg"),
                                 ("lines: [a, b]\n", "lines"), ("lines: bogus\n", "bogus"), ("- edges\n", "mapping"),
                                 ("stroke-width: -4\n", "stroke")] {
            try text.write(toFile: preset, atomically: true, encoding: .utf8)
            let result = try CLI.run(["draw", Self.photo, "--preset", preset, "--svg", temporary("never.svg")])
            #expect(result.status == 64, "\(text): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains(expected), "\(text): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: temporary("never.svg")))
        }
        let missing = try CLI.run(["draw", Self.photo, "--preset", "/nonexistent/preset.yaml"])
        #expect(missing.status != 0 && missing.stderr.split(separator: "\n").count == 1)
    }

    /// Regression (hardening III, high): `keep-frame: "--gcode=VICTIM"` in a preset made
    /// `draw --preset` overwrite VICTIM with G-code and exit 0; `curves: "--svg=…"` and
    /// `light-on-dark: "--json=…"` wrote files too. Each is refused (64), the victim untouched.
    @Test func aPresetCannotAddAnOutput() throws {
        let preset = temporary("inject.yaml"), victim = temporary("victim.txt"), output = temporary("inject.png")
        defer { for path in [preset, victim, output] { try? FileManager.default.removeItem(atPath: path) } }
        let original = Data("precious\n".utf8)
        for (key, flag) in [("keep-frame", "--gcode"), ("curves", "--svg"), ("light-on-dark", "--json"),
                            ("smooth", "--hpgl"), ("plotter-order", "--pdf"), ("landscape", "--stats"),
                            ("salient-region", "--png"), ("color", "--gcode"), ("saliency-model", "--gcode"),
                            ("lines", "--svg")] {
            try original.write(to: URL(fileURLWithPath: victim))
            try "\(key): \"\(flag)=\(victim)\"\n".write(toFile: preset, atomically: true, encoding: .utf8)
            let result = try CLI.run(["draw", Self.photo, "--preset", preset, "--png", output])
            #expect(result.status == 64, "\(key): \(result.status) \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains(key), "\(key): \(result.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == original, "\(key) wrote over the victim")
            #expect(!FileManager.default.fileExists(atPath: output), "\(key)")
        }
    }

    /// Every draw option is either something a preset holds or something that belongs to one
    /// run (outputs, input limits, the plotter): a new flag has to be placed in one or the other.
    @Test func everyDrawOptionIsAPresetKeyOrRunSpecific() throws {
        let help = try CLI.run(["draw", "--help"]).stdout
        let names = Set(help.matches(of: /--(?:\[no-\])?([a-z][a-z-]+)/).map { String($0.output.1) }.filter { !$0.hasPrefix("no-") })
        let runSpecific: Set = ["svg", "png", "pdf", "json", "stats", "gcode", "hpgl", "layers", "device", "split-distance", "video",
                                "max-pixels", "lenient", "preset", "force", "help", "version"]
        let keys = Set(DrawOptions.flagNames)
        #expect(names.subtracting(runSpecific).subtracting(keys).isEmpty,
                "draw options neither in DrawOptions.flagNames nor run-specific: \(names.subtracting(runSpecific).subtracting(keys).sorted())")
        #expect(keys.subtracting(names).isEmpty, "preset keys draw does not have: \(keys.subtracting(names).sorted())")
    }
}

/// A report's `draw:` entry may name a preset file: it is drawn as `draw --preset` draws it.
struct ReportPresetTests {
    @Test func aReportDrawsAPresetAsDrawDoes() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: CLI.galleryInputs.appendingPathComponent("coins.png"),
                                         to: folder.appendingPathComponent("coins.png"))
        try "lines: contours\npivot: 0.4\nstroke-width: 2\ncurves: false\n"
            .write(to: folder.appendingPathComponent("soft.yaml"), atomically: true, encoding: .utf8)
        try """
            title: presets
            images: [coins.png]
            sweep: { pivots: [0.5], adjustments: [1.0] }
            saliency: [attention]
            draw: [edges, soft.yaml]
            """.write(to: folder.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("report")
        let report = try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output", output.path, "--quiet"])
        #expect(report.status == 0, "\(report.stderr)")
        let results = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("results.json"))) as? [String: Any]
        let image = try #require((results?["images"] as? [[String: Any]])?.first)
        let drawings = try #require(image["drawings"] as? [[String: Any]], "\(image.keys.sorted())")
        let preset = try #require(drawings.first { $0["name"] as? String == "soft.yaml" }, "\(drawings)")
        let draw = try CLI.run(["draw", folder.appendingPathComponent("coins.png").path,
                                "--preset", folder.appendingPathComponent("soft.yaml").path, "--stats", "-"])
        let stats = try #require(try JSONSerialization.jsonObject(with: Data(draw.stdout.utf8)) as? [String: Any])
        #expect((preset["paths"] as? Double).map(Int.init) == stats["paths"] as? Int, "report \(preset["paths"] ?? "nil") vs draw \(stats["paths"] ?? "nil")")
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("--preset soft.yaml"))

        // A preset the report cannot read is one line naming the spec key.
        try "lines: [a]\n".write(to: folder.appendingPathComponent("soft.yaml"), atomically: true, encoding: .utf8)
        let bad = try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output",
                               folder.appendingPathComponent("again").path, "--quiet"])
        #expect(bad.status != 0 && bad.stderr.split(separator: "\n").count == 1 && bad.stderr.contains("soft.yaml"), "\(bad.stderr)")
    }

    /// Regression (one meaning of a drawing): a report's `draw: [centerline]` was drawn from
    /// `DrawOptions()`, while `draw --lines centerline` applied its own pre-blur and kept every
    /// stroke length (212 paths against 488 on a motorcycle). Every line source now draws the
    /// same paths and ink in both (`DrawOptions.defaults(for:)`).
    @Test func aReportDrawsEachLineSourceAsDrawDoes() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = ["edges", "contours", "levels", "sweep", "centerline"]
        try FileManager.default.copyItem(at: CLI.galleryInputs.appendingPathComponent("text.png"),
                                         to: folder.appendingPathComponent("text.png"))
        try """
            images: [text.png]
            sweep: { pivots: [0.5], adjustments: [1.0] }
            saliency: [spectral-residual]
            draw: [\(sources.joined(separator: ", "))]
            """.write(to: folder.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("report")
        let report = try CLI.run(["report", folder.appendingPathComponent("spec.yaml").path, "--output", output.path, "--quiet"])
        #expect(report.status == 0, "\(report.stderr)")
        let results = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("results.json"))) as? [String: Any]
        let drawings = try #require(((results?["images"] as? [[String: Any]])?.first?["drawings"]) as? [[String: Any]])
        for source in sources {
            let drawing = try #require(drawings.first { $0["name"] as? String == source }, "\(source)")
            let draw = try CLI.run(["draw", folder.appendingPathComponent("text.png").path, "--lines", source, "--stats", "-"])
            let stats = try #require(try JSONSerialization.jsonObject(with: Data(draw.stdout.utf8)) as? [String: Any], "\(draw.stderr)")
            #expect((drawing["paths"] as? Double).map(Int.init) == stats["paths"] as? Int,
                    "\(source): report \(drawing["paths"] ?? "nil") paths, draw \(stats["paths"] ?? "nil")")
            let reportInk = drawing["inkLength"] as? Double ?? -1, drawInk = stats["inkLength"] as? Double ?? -2
            #expect(abs(reportInk - drawInk) <= 1e-6 * max(1, drawInk), "\(source): ink \(reportInk) vs \(drawInk)")
        }
    }
}
