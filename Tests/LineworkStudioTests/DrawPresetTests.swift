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
        #expect(preset.arguments == ["--lines", "contours", "--color", "--no-curves", "--smooth", "--stroke-width", "2"])
    }

    @Test func unknownKeysAndNestedValuesAreRefusedNamingThem() throws {
        #expect(throws: LineworkError.self) { try DrawPreset(settings: ["svg": .text("out.svg")]) }
        do {
            _ = try DrawPreset(yaml: "lines: edges\nstrokewidth: 2\n", source: "mine.yaml")
            Issue.record("an unknown key was accepted")
        } catch let error as LineworkError {
            #expect(error.description.contains("mine.yaml") && error.description.contains("strokewidth"))
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
        #expect(preset.arguments == ["--lines", "sweep", "--pens", "3", "--curves"])
        #expect(throws: (any Error).self) { try JSONDecoder().decode(DrawPreset.self, from: Data(#"{"output":"x"}"#.utf8)) }
    }
}
