import Foundation
import LineworkCore
import LineworkArt
import LineworkContours
import LineworkRender
import LineworkSweep
import LineworkTone
import Testing

struct DrawPresetTests {
    @Test func yamlRoundTripsEveryKindOfField() throws {
        var options = DrawOptions.defaults(for: .sweep)
        options.contour.contrastPivot = .automatic
        options.contour.maximumImageDimension = 768
        options.contour.threshold = .adaptive(AdaptiveThreshold(window: 41, k: 0.3))
        options.grid.pivots = try StrideSpec(parsing: "0.3:0.6:0.1", flag: "pivots", range: 0...1)
        options.grid.adjustments = StrideSpec(values: [1, 1.5])
        options.tone = HatchOptions(style: .crosshatch)
        options.tone?.spacing = 6
        options.art.strokeWidth = 1.5
        options.art.vector.curves = nil
        options.art.vector.mergeTolerance = 2
        options.art.backdrop = .photo(fade: 0.4)
        options.art.sheet = .page(Page(size: .custom(widthMillimetres: 300, heightMillimetres: 200), orientation: .landscape))
        options.bundles = nil
        options.saliencyModel = .spectralResidual
        let preset = try DrawPreset(options: options)
        let yaml = try preset.yamlText
        #expect(yaml.hasPrefix("# linework draw preset"))
        #expect(yaml.contains("\nlines: sweep\n") && yaml.contains("strokeWidth: 1.5") && yaml.contains("contrastPivot: automatic"), "\(yaml)")
        // Only what differs from the line source's defaults is written.
        #expect(!yaml.contains("minimumPointCount") && !yaml.contains("tensorSigma"), "\(yaml)")
        // "0.3:0.6:0.1" must stay a string, not become a number or a sexagesimal.
        let read = try DrawPreset(yaml: yaml, source: "p.yaml")
        #expect(try read.options() == options, "\(yaml)")
        #expect(read == preset)
        // The defaults are a preset of one line.
        #expect(try DrawPreset(options: DrawOptions()).yamlText.split(separator: "\n").dropFirst() == ["lines: edges"])
    }

    @Test func aFieldLeftOutKeepsItsLineSourceDefault() throws {
        let preset = try DrawPreset(yaml: "lines: centerline\nart: {strokeWidth: 2}\n", source: "p.yaml")
        var expected = DrawOptions.defaults(for: .centerline)
        expected.art.strokeWidth = 2
        #expect(try preset.options() == expected)
        // At another line source, the preset's fields over that source's defaults.
        var edges = DrawOptions.defaults(for: .edges)
        edges.art.strokeWidth = 2
        #expect(try preset.options(lines: .edges) == edges)
    }

    @Test func flagSettingsMeanWhatDrawsFlagsMean() throws {
        let preset = try DrawPreset(settings: [
            "stroke-width": .number(2), "lines": .text("contours"), "curves": .switched(false), "pivot": .text("auto"),
            "smooth": .switched(true), "landscape": .switched(false), "color": .switched(true), "pens": .number(3),
        ])
        var expected = DrawOptions.defaults(for: .contours)
        expected.art.strokeWidth = 2
        expected.art.vector.curves = nil
        expected.contour.contrastPivot = .automatic
        expected.separatesColours = true
        expected.pens = 3
        #expect(try preset.options() == expected)
        #expect(preset.form == .flags)
    }

    @Test func unknownKeysAndNestedValuesAreRefusedNamingThem() throws {
        #expect(throws: LineworkError.self) { try DrawPreset(settings: ["svg": .text("out.svg")]) }
        for (yaml, expected) in [("lines: edges\nstrokewidth: 2\n", "did you mean stroke-width"),
                                 ("lines: edges\nart: {strokeWidht: 2}\n", "did you mean strokeWidth"),
                                 ("tone: {spacing: 6, colour: red}\n", "colour")] {
            do {
                _ = try DrawPreset(yaml: yaml, source: "mine.yaml")
                Issue.record("an unknown key was accepted: \(yaml)")
            } catch let error as LineworkError {
                #expect(error.description.contains("mine.yaml") && error.description.contains(expected), "\(error.description)")
                // The nearest key, not all of them: a fuzzed key gave a 700-character line.
                #expect(error.description.count <= 200, "\(error.description)")
            }
        }
        #expect(throws: LineworkError.self) { try DrawPreset(yaml: "lines: [edges, sweep]\n", source: "p.yaml") }
        #expect(throws: LineworkError.self) { try DrawPreset(yaml: "- lines\n", source: "p.yaml") }
        #expect(throws: LineworkError.self) { try DrawPreset(yaml: "lines: \"unterminated\n", source: "p.yaml") }
        #expect(throws: LineworkError.self) { try DrawPreset(yaml: "art: {strokeWidth: wide}\n", source: "p.yaml") }
        #expect(throws: LineworkError.self) { try DrawPreset(yaml: "art: {strokeWidth: 500}\n", source: "p.yaml") }
        #expect(throws: LineworkError.self) { try DrawPreset(yaml: "stroke-width: 2\nart: {strokeWidth: 2}\n", source: "p.yaml") }
        #expect(try DrawPreset(yaml: "", source: "empty.yaml").options() == DrawOptions())
    }

    @Test func thePagesJSONReadsAsFlagSettings() throws {
        let settings = try JSONDecoder().decode([String: DrawPreset.Value].self, from: Data(#"{"lines":"sweep","pens":3,"curves":true}"#.utf8))
        var expected = DrawOptions.defaults(for: .sweep)
        expected.pens = 3
        #expect(try DrawPreset(settings: settings).options() == expected)
        #expect(throws: LineworkError.self) { try DrawPreset(settings: ["output": .text("x")]) }
    }

    /// Regression (hardening III, high): a switch key holding text became an argument of its
    /// own, so `keep-frame: "--gcode=/victim"` made draw write G-code over any file.
    @Test func switchesTakeOnlyBooleansAndNoValueBecomesAFlag() throws {
        for key in ["curves", "smooth", "plotter-order", "keep-frame", "light-on-dark", "landscape", "salient-region", "color"] {
            for value in ["--gcode=/tmp/victim", "--svg=x.svg", "yes please"] {
                #expect(throws: LineworkError.self, "\(key): \(value)") { try DrawPreset(settings: [key: .text(value)]) }
                #expect(throws: LineworkError.self, "\(key): \(value)") {
                    try DrawPreset(yaml: "\(key): \"\(value)\"\n", source: "p.yaml")
                }
            }
            #expect(throws: LineworkError.self) { try DrawPreset(settings: [key: .number(1)]) }
        }
        // An option's value stays its value: text that looks like a flag is refused as a value.
        #expect(throws: LineworkError.self) { try DrawPreset(settings: ["saliency-model": .text("--gcode=/tmp/victim")]) }
        #expect(throws: LineworkError.self) { try DrawPreset(yaml: "saliencyModel: \"--gcode=/tmp/victim\"\n", source: "p.yaml") }
        // Options refuse booleans, and text over one line or absurdly long.
        #expect(throws: LineworkError.self) { try DrawPreset(settings: ["lines": .switched(true)]) }
        #expect(throws: LineworkError.self) { try DrawPreset(settings: ["lines": .text("edges\n--svg=x.svg")]) }
        #expect(throws: LineworkError.self) { try DrawPreset(settings: ["lines": .text(String(repeating: "e", count: 201))]) }
    }

    /// Regression (hardening III, 8): a 263-byte preset with five nested alias levels took 47 s
    /// and printed a 19 MB error line. Bombs are refused at once, in one short line.
    @Test func aliasBombsAreRefusedOnOneShortLine() throws {
        for key in ["lines", "stroke-width"] {
            var items = ["&l0 [x, x, x, x, x, x, x, x, x]"]
            for level in 1..<7 {
                items.append("&l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]")
            }
            let bomb = "\(key): [" + items.joined(separator: ", ") + "]\n"
            #expect(bomb.utf8.count < 400)
            do {
                _ = try DrawPreset(yaml: bomb, source: "bomb.yaml")
                Issue.record("the bomb was read")
            } catch let error as LineworkError {
                #expect(error.description.count <= 200 && !error.description.contains("\n"), "\(error.description.prefix(300))")
                #expect(error.description.contains("bomb.yaml"))
            }
        }
        // A long value is cut in the message, not printed whole.
        do {
            _ = try DrawPreset(yaml: "lines: [\(String(repeating: "edges, ", count: 5000))]\n", source: "p.yaml")
            Issue.record("a list was accepted")
        } catch let error as LineworkError {
            #expect(error.description.count <= 200, "\(error.description.count)")
        }
    }
}
