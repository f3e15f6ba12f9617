import Foundation
import Testing

@testable import LineworkScene

struct ColorMapTests {
    /// Rows of [t, r, g, b] from matplotlib, written by `Fixtures/colormaps.py`.
    private static func reference() throws -> [String: [[Double]]] {
        try JSONDecoder().decode([String: [[Double]]].self, from: try Data(contentsOf: #require(Bundle.module.url(forResource: "Fixtures/colormap-reference.json", withExtension: nil))))
    }

    @Test(arguments: ColorMap.allCases)
    func matchesMatplotlibWithinOneLevel(map: ColorMap) throws {
        let expected = try #require(try Self.reference()[map.rawValue])
        #expect(expected.count == 52)
        for row in expected {
            let c = map.color(at: row[0])
            let error = max(abs(c.red - row[1]), abs(c.green - row[2]), abs(c.blue - row[3]))
            #expect(error <= 1 / 255, "\(map) at \(row[0]): \(c) vs \(row)")
        }
    }

    @Test func clampsAndMapsNaNToTheStart() {
        #expect(ColorMap.inferno.color(at: -3) == ColorMap.inferno.color(at: 0))
        #expect(ColorMap.inferno.color(at: 7) == ColorMap.inferno.color(at: 1))
        #expect(ColorMap.jet.color(at: .nan) == ColorMap.jet.color(at: 0))
        #expect(ColorMap.jet.color(at: 0) == Color(red: 0, green: 0, blue: 0.5))
    }
}
