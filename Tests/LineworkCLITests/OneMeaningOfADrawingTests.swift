import Foundation
import Linework
import LineworkArt
import LineworkCore
import LineworkExperiment
import LineworkRender
import LineworkStudio
import Testing

/// One meaning of a drawing: `linework draw --preset`, the same flags typed by hand, a Swift
/// caller (`LineDrawing(imageAt:options:)` with `DrawPreset.options()`), a report's `draw:`
/// entry and the studio all draw byte-identical SVG for every line source × tone × weight.
struct OneMeaningOfADrawingTests {
    static let photo = CLI.galleryInputs.appendingPathComponent("coins.png").path

    /// The cases: every line source × tone × weight the studio can draw (pose needs the pose
    /// model, and the outline sources refuse the stroke weight), at a small working size so the
    /// matrix runs in seconds.
    static var cases: [(lines: DrawOptions.Lines, tone: String, weight: DrawOptions.Weight)] {
        DrawOptions.Lines.allCases.flatMap { lines in
            ["none", "hatch", "crosshatch"].flatMap { tone in
                [DrawOptions.Weight.none, .edge, .saliency, .stroke].compactMap { weight in
                    if lines == .none && (tone == "none" || weight != .none) { return nil }
                    if weight == .stroke && [.contours, .levels, .sweep].contains(lines) { return nil }
                    return (lines, tone, weight)
                }
            }
        }
    }

    static func options(_ lines: DrawOptions.Lines, tone: String, weight: DrawOptions.Weight) -> DrawOptions {
        var options = DrawOptions.defaults(for: lines)
        options.weight = weight
        options.tone = HatchOptions.Style(rawValue: tone).map { HatchOptions(style: $0) }
        options.contour.maximumImageDimension = 160
        options.art.strokeWidth = 1.5
        return options
    }

    /// The case's preset as the library writes it, in `folder` as `p<index>.yaml`.
    static func writePreset(_ index: Int, into folder: URL) throws -> (preset: DrawPreset, path: String) {
        let entry = cases[index]
        let preset = try DrawPreset(options: options(entry.lines, tone: entry.tone, weight: entry.weight))
        let path = folder.appendingPathComponent("p\(index).yaml").path
        try preset.yamlText.write(toFile: path, atomically: true, encoding: .utf8)
        return (preset, path)
    }

    /// One case per test case, so the matrix runs on every core.
    @Test(arguments: cases.indices)
    func everyPathDrawsTheSameSVG(index: Int) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let entry = Self.cases[index]
        let label = "\(entry.lines.rawValue) × \(entry.tone) × \(entry.weight.rawValue)"
        // The preset as the library writes it, read back as each path reads it.
        let (preset, presetPath) = try Self.writePreset(index, into: folder)
        let read = try DrawPreset(yaml: try preset.yamlText, source: presetPath)
        #expect(try read.options() == Self.options(entry.lines, tone: entry.tone, weight: entry.weight), "\(label)")

        let drawing = try LineDrawing(imageAt: Self.photo, options: try read.options())
        let library = try drawing.rendered(as: .svg)
        // The other library calls a newcomer finds first write the same bytes (issue 51: the
        // art's write added a white backdrop layer).
        for (name, write) in [("drawing.write", drawing.write), ("drawing.art.write", drawing.art.write)] {
            let path = folder.appendingPathComponent("\(name).svg").path
            try write(path, nil)
            #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == library, "\(label): \(name) differs")
        }

        let cliPath = folder.appendingPathComponent("cli.svg").path
        let cli = try CLI.run(["draw", Self.photo, "--preset", presetPath, "--svg", cliPath])
        #expect(cli.status == 0, "\(label): \(cli.stderr)")
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: cliPath))) == library, "\(label): draw --preset differs from the library")

        let flagsPath = folder.appendingPathComponent("flags.svg").path
        let flags = try CLI.run(["draw", Self.photo, "--lines", entry.lines.rawValue, "--tone", entry.tone,
                                 "--weight", entry.weight.rawValue, "--max-dimension", "160", "--stroke-width", "1.5",
                                 "--svg", flagsPath])
        #expect(flags.status == 0, "\(label): \(flags.stderr)")
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: flagsPath))) == library, "\(label): draw's flags differ from the preset")

        let session = StudioSession(configuration: StudioConfiguration())
        let engine = StudioEngine()
        let studio = try engine.export(try engine.draw(try session.open(path: Self.photo), preset: read), as: .svg)
        #expect(studio == library, "\(label): the studio differs from the library")
    }

    /// A report's entries carry the same options, and its runner draws with them.
    @Test func aReportReadsEveryCaseAsItsPreset() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.cases.count >= 40)
        let presets = try Self.cases.indices.map { index in
            _ = try Self.writePreset(index, into: folder)
            return "p\(index).yaml"
        }
        try """
            images: [\(Self.photo)]
            saliency: [attention]
            draw: [\(presets.joined(separator: ", "))]
            """.write(to: folder.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        let plan = try ReportPlan(contentsOf: folder.appendingPathComponent("spec.yaml").path)
        let drawings = try plan.drawings()
        #expect(drawings.count == Self.cases.count)
        for (index, entry) in Self.cases.enumerated() {
            let report = try #require(drawings.first { $0.name == "p\(index).yaml" })
            #expect(report.options == Self.options(entry.lines, tone: entry.tone, weight: entry.weight),
                    "\(entry.lines.rawValue) × \(entry.tone) × \(entry.weight.rawValue): the report reads another drawing")
        }
    }

    /// A preset in the older form (draw's option names) draws what its flags draw, with a note.
    @Test func olderFlagNamedPresetsStillRead() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = "lines: centerline\nstroke-width: 2\ncurves: false\ntone: crosshatch\nhatch-spacing: 6\nbackground: paper\npage: a4\nlandscape: true\n"
        let preset = try DrawPreset(yaml: old, source: "old.yaml")
        #expect(preset.form == .flags && preset.notes.count == 1 && preset.notes[0].contains("old.yaml"))
        var expected = DrawOptions.defaults(for: .centerline)
        expected.art.strokeWidth = 2
        expected.art.vector.curves = nil
        expected.tone = HatchOptions(style: .crosshatch)
        expected.tone?.spacing = 6
        expected.art.backdrop = .paper
        expected.drawsBackdropInSVG = true
        expected.art.sheet = .page(Page(size: .a4, orientation: .landscape))
        #expect(try preset.options() == expected)
        // Saved again, it is the field form, and reads back to the same options.
        let text = try preset.yamlText
        let saved = try DrawPreset(yaml: text, source: "new.yaml")
        #expect(try saved.form == .fields && saved.notes.isEmpty && saved.options() == expected, "\(text)")
        #expect(text.contains("strokeWidth: 2") && !text.contains("stroke-width"))

        let path = folder.appendingPathComponent("old.yaml").path
        try old.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CLI.run(["draw", Self.photo, "--preset", path, "--stats", "-"])
        #expect(result.status == 0 && result.stderr.contains("older form"), "\(result.stderr)")
    }
}
