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
        #expect(options.costEstimate(width: 512, height: 384).pieces == Double(HatchOptions.maximumDots))
        try options.checkCost(width: 4096, height: 4096)
    }
}
