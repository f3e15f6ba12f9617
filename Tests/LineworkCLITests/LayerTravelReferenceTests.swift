import Foundation
import LineworkContours
import LineworkCore
import LineworkPlotter
import LineworkVector
import Testing

/// Every pen `draw` writes, in the order written, against vpype 1.15's `linesort --two-opt` of
/// the same SVG (Scripts/make-plot-fixtures, `layers-*.json`): issue #34 asks each layer's
/// pen-up travel to be within 1.10× of vpype's. The fixture also records each layer's path count
/// and ink, which do not depend on the order: when they differ, the drawing changed and the
/// fixture must be made again. The plotter tones are among them: a stipple layer's dots are
/// one-point strokes, ordered like any other (vpype gets each as its zero-length `M p L p`).
struct LayerTravelReferenceTests {
    static let folder = CLI.packageRoot.appendingPathComponent("Tests/LineworkCLITests/Fixtures/plot")

    struct Fixture: Decodable {
        struct Layer: Decodable {
            let layer: String, label: String, paths: Int, penDownLength: Double, writtenTravel: Double, vpypeTravel: Double
        }
        let photo: String
        let arguments: [String]
        let layers: [Layer]
    }

    /// The strokes of draw's --json, by layer id, in drawing order.
    static func layers(fromJSON text: String) throws -> [String: [PlotterOrder.Stroke]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let strokes = try #require(object["strokes"] as? [[String: Any]])
        var layers: [String: [PlotterOrder.Stroke]] = [:]
        for stroke in strokes {
            let points = try #require(stroke["points"] as? [[Double]]).map { Point2($0[0], $0[1]) }
            layers[try #require(stroke["layer"] as? String), default: []].append((points, try #require(stroke["closed"] as? Bool)))
        }
        return layers
    }

    @Test(arguments: ["astronaut-default", "astronaut-weight-edge", "astronaut-tone-hatch", "astronaut-weight-edge-pens-3",
                      "coffee-pens-3-color", "camera-tone-stipple", "astronaut-tone-tsp", "chelsea-tone-flow"])
    func everyPenTravelsWithinTenPerCentOfVpype(name: String) throws {
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: Self.folder.appendingPathComponent("layers-\(name).json")))
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("d.json").path
        let result = try CLI.run(["draw", CLI.galleryInputs.appendingPathComponent(fixture.photo).path] + fixture.arguments + ["--json", json])
        #expect(result.status == 0, "\(result.stderr)")
        let layers = try Self.layers(fromJSON: String(contentsOfFile: json, encoding: .utf8))
        #expect(Set(layers.keys) == Set(fixture.layers.map(\.layer)))
        for expected in fixture.layers {
            let strokes = try #require(layers[expected.layer])
            let ink = strokes.reduce(0) { $0 + Polygon.perimeter($1.points, closed: $1.closed) }
            let stale = "\(name) \(expected.layer): the drawing is not the one the fixture was made from; run Scripts/make-plot-fixtures"
            #expect(strokes.count == expected.paths, "\(stale)")
            #expect(abs(ink - expected.penDownLength) <= 1e-3 * max(expected.penDownLength, 1), "\(stale)")
            // SVG coordinates are working pixels + 0.5 (pixel centres): the first move differs by at most √0.5.
            let travel = PlotterOrder.travel(strokes)
            print("layers \(name) \(expected.layer): \(strokes.count) paths, travel \(Int(travel)) px, "
                + "vpype linesort --two-opt \(Int(expected.vpypeTravel)) px, ratio \(travel / max(expected.vpypeTravel, 1e-9))")
            #expect(travel <= 1.10 * expected.vpypeTravel + 0.71, "\(name) \(expected.layer)")
        }
    }
}
