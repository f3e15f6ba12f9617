import Foundation
import LineworkCore
import Testing

@testable import LineworkTone

/// The plotter styles' options: ranges, documents and cost.
struct PlotterStyleOptionsTests {
    /// `dots` out of range is refused naming `tone.dots`; 0 and the maximum pass.
    @Test(arguments: [-1, HatchOptions.maximumDots + 1])
    func dotsOutOfRangeAreRefused(dots: Int) {
        var options = HatchOptions(style: .stipple)
        options.dots = dots
        #expect(throws: LineworkError.self) { try options.validate() }
        do {
            try options.validate()
        } catch let LineworkError.invalidOption(name, value, _) {
            #expect(name == "tone.dots" && value == "\(dots)")
        } catch {
            Issue.record("unexpected \(error)")
        }
        options.dots = 0
        #expect(throws: Never.self) { try options.validate() }
        options.dots = HatchOptions.maximumDots
        #expect(throws: Never.self) { try options.validate() }
    }

    /// A style's name alone, or a mapping with the new fields; the rest at their defaults.
    @Test func documentsReadTheNewStyles() throws {
        let decoder = JSONDecoder()
        for style in [HatchOptions.Style.stipple, .tsp, .flow] {
            let named = try decoder.decode(HatchOptions.self, from: Data("\"\(style.rawValue)\"".utf8))
            #expect(named == HatchOptions(style: style))
        }
        let mapped = try decoder.decode(HatchOptions.self, from: Data(#"{"style": "stipple", "dots": 5000, "dotSizeByTone": true}"#.utf8))
        var expected = HatchOptions(style: .stipple)
        expected.dots = 5_000
        expected.dotSizeByTone = true
        #expect(mapped == expected)
        let encoded = try JSONEncoder().encode(expected)
        #expect(try decoder.decode(HatchOptions.self, from: encoded) == expected)
        #expect(throws: DecodingError.self) { try decoder.decode(HatchOptions.self, from: Data("\"dots\"".utf8)) }
    }

    /// Stippling's cost is its dots: 2,000,000 dots stay under the memory limit.
    @Test func stipplingCostsItsDots() throws {
        var options = HatchOptions(style: .stipple)
        options.dots = HatchOptions.maximumDots
        #expect(options.costEstimate(width: 2048, height: 1536).pieces == Double(HatchOptions.maximumDots))
        try options.checkCost(width: 4096, height: 4096)
    }

    /// Regression (hardening IV, items 5 and 10): `dots` 2,000,000 on a 1 × 1 working image ran
    /// for minutes. The dots are bounded by the working image's pixels.
    @Test func dotsAreBoundedByTheWorkingPixels() {
        var options = HatchOptions(style: .tsp)
        options.dots = HatchOptions.maximumDots
        #expect(options.dotCount(width: 1, height: 1) == 1)
        #expect(options.dotCount(width: 512, height: 384) == 512 * 384)
        #expect(options.costEstimate(width: 512, height: 384).pieces == Double(512 * 384))
        options.dots = 100
        #expect(options.dotCount(width: 5, height: 4) == 20)
        #expect(options.dotCount(width: 512, height: 384) == 100)
    }

    /// Regression (hardening IV, item 10): `--tone tsp --dot-size-by-tone` and `--tone hatch
    /// --dots 5` were silently ignored. An option set for a style that does not read it is
    /// refused, naming the field.
    @Test func optionsAStyleIgnoresAreRefused() throws {
        func field(_ change: (inout HatchOptions) -> Void, style: HatchOptions.Style) -> String? {
            var options = HatchOptions(style: style)
            change(&options)
            do {
                try options.validate()
                return nil
            } catch LineworkError.invalidOption(let name, _, _) {
                return name
            } catch {
                return "\(error)"
            }
        }
        #expect(field({ $0.dotSizeByTone = true }, style: .tsp) == "tone.dotSizeByTone")
        #expect(field({ $0.dots = 5 }, style: .hatch) == "tone.dots")
        #expect(field({ $0.dots = 5 }, style: .flow) == "tone.dots")
        #expect(field({ $0.dotSizeByTone = true; $0.dots = 5 }, style: .stipple) == nil)
        #expect(field({ $0.dots = 5 }, style: .tsp) == nil)
    }

    /// Regression (hardening IV, item 10): the flow tone's cost error told the user to lower
    /// `tone.levels`, which flow does not read.
    @Test func eachStylesCostErrorNamesItsOwnFields() {
        func message(_ style: HatchOptions.Style) -> String {
            var options = HatchOptions(style: style)
            options.spacing = 1
            do {
                try options.checkCost(width: 65_536, height: 65_536)
                return "accepted"
            } catch {
                return "\(error)"
            }
        }
        let flow = message(.flow)
        #expect(flow.contains("`tone.spacing`") && !flow.contains("tone.levels"), "\(flow)")
        #expect(message(.crosshatch).contains("`tone.levels`"))
    }
}
