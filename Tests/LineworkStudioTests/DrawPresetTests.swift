import Foundation
import LineworkCore
import LineworkArt
import LineworkStudio
import Testing

struct DrawPresetTests {
    @Test func yamlRoundTripsEveryKindOfValue() throws {
        let preset = try DrawPreset(settings: [
            "lines": .text("edges"), "stroke-width": .number(1.5), "max-dimension": .number(768),
            "pivot": .text("auto"), "curves": .switched(false), "landscape": .switched(true),
            "page": .text("a4"), "pivots": .text("0.3:0.6:0.1"),
        ])
        let yaml = preset.yamlText
        #expect(yaml.hasPrefix("# linework draw preset"))
        #expect(yaml.contains("\nstroke-width: 1.5\n") && yaml.contains("\nmax-dimension: 768\n") && yaml.contains("\ncurves: false\n"))
        // "0.3:0.6:0.1" must stay a string, not become a number or a sexagesimal.
        #expect(try DrawPreset(yaml: yaml, source: "p.yaml") == preset)
    }

    @Test func argumentsFollowTheKeysOrderAndTheSwitchKinds() throws {
        let preset = try DrawPreset(settings: [
            "stroke-width": .number(2), "lines": .text("contours"), "curves": .switched(false),
            "smooth": .switched(true), "landscape": .switched(false), "color": .switched(true),
        ])
        #expect(preset.arguments == ["--lines=contours", "--color", "--no-curves", "--smooth", "--stroke-width=2"])
    }

    @Test func unknownKeysAndNestedValuesAreRefusedNamingThem() throws {
        #expect(throws: LineworkError.self) { try DrawPreset(settings: ["svg": .text("out.svg")]) }
        do {
            _ = try DrawPreset(yaml: "lines: edges\nstrokewidth: 2\n", source: "mine.yaml")
            Issue.record("an unknown key was accepted")
        } catch let error as LineworkError {
            #expect(error.description.contains("mine.yaml") && error.description.contains("strokewidth"))
            // The nearest key, not all forty-odd: a fuzzed key gave a 700-character line.
            #expect(error.description.contains("did you mean stroke-width") && error.description.count <= 200, "\(error.description)")
        }
        #expect(throws: LineworkError.self) { try DrawPreset(yaml: "lines: [edges, sweep]\n", source: "p.yaml") }
        #expect(throws: LineworkError.self) { try DrawPreset(yaml: "- lines\n", source: "p.yaml") }
        #expect(throws: LineworkError.self) { try DrawPreset(yaml: "lines: \"unterminated\n", source: "p.yaml") }
        #expect(try DrawPreset(yaml: "", source: "empty.yaml") == DrawPreset())
    }

    @Test func quotedTextSurvivesYAML() throws {
        for text in ["yes", "null", "1e3", "a b", "x\"y", "tab\there", "", "#comment", "a: b"] {
            let preset = try DrawPreset(settings: ["saliency-model": .text(text)])
            #expect(try DrawPreset(yaml: preset.yamlText, source: "p") == preset, "\(text)")
        }
    }

    @Test func jsonDecodingUsesTheSameKeys() throws {
        let preset = try JSONDecoder().decode(DrawPreset.self, from: Data(#"{"lines":"sweep","pens":3,"curves":true}"#.utf8))
        #expect(preset.arguments == ["--lines=sweep", "--pens=3", "--curves"])
        #expect(throws: (any Error).self) { try JSONDecoder().decode(DrawPreset.self, from: Data(#"{"output":"x"}"#.utf8)) }
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
            #expect(throws: (any Error).self) {
                try JSONDecoder().decode(DrawPreset.self, from: Data(#"{"\#(key)":"--json=/tmp/victim"}"#.utf8))
            }
        }
        // An option's value stays its value, whatever it looks like: one argument, never two.
        let preset = try DrawPreset(settings: ["saliency-model": .text("--gcode=/tmp/victim"), "adjustment": .number(-1)])
        #expect(preset.arguments == ["--adjustment=-1", "--saliency-model=--gcode=/tmp/victim"])
        #expect(!preset.arguments.contains { $0.hasPrefix("--gcode") || $0.hasPrefix("--svg") || $0.hasPrefix("--json") })
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
