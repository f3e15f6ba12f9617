import Foundation
import LineworkContours
import LineworkCore
@testable import LineworkPlotter
import Testing

@testable import LineworkVector

/// Plotter ordering and plot time against independent references (Scripts/make-plot-fixtures):
/// vpype 1.15's `linemerge --tolerance 0.5 linesort --two-opt` on the same strokes, and a
/// time-stepped simulation of the motion model `PlotTime` documents.
struct PlotterReferenceTests {
    static let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("plot")

    struct Stroke: Decodable {
        let points: [[Double]]
        let closed: Bool
        var plotter: PlotterOrder.Stroke { (points.map { Point2($0[0], $0[1]) }, closed) }
    }

    struct Order: Decodable {
        struct Numbers: Decodable { let paths: Int; let penUpTravel: Double; let penDownLength: Double }
        let tolerance: Double
        let strokes: [Stroke]
        let before: Numbers
        let after: Numbers
    }

    static func ink(_ strokes: [PlotterOrder.Stroke]) -> Double {
        strokes.reduce(0) { $0 + Polygon.perimeter($1.points, closed: $1.closed) }
    }

    /// Linework's merge + sort leaves no more paths than vpype's linemerge + linesort (with
    /// two-opt), pen-up travel within 1.10× of vpype's, and the same ink. `camera-stipple` is
    /// 3,277 one-point strokes (dots) in the order stippling made them.
    @Test(arguments: ["astronaut-edges", "coffee-hatch", "random-400", "camera-stipple"])
    func orderingIsNoWorseThanVpype(name: String) throws {
        let fixture = try JSONDecoder().decode(Order.self, from: Data(contentsOf: Self.folder.appendingPathComponent("order-\(name).json")))
        let input = fixture.strokes.map(\.plotter)
        #expect(abs(PlotterOrder.travel(input) - fixture.before.penUpTravel) < 0.01, "travel is measured as vpype's was")
        let ordered = PlotterOrder.sort(PlotterOrder.merge(input, tolerance: fixture.tolerance))
        let travel = PlotterOrder.travel(ordered)
        print("order \(name): Linework \(ordered.count) paths, travel \(Int(travel)) px; vpype \(fixture.after.paths) paths, "
            + "travel \(Int(fixture.after.penUpTravel)) px; before \(fixture.before.paths) paths, \(Int(fixture.before.penUpTravel)) px")
        #expect(ordered.count <= fixture.after.paths)
        // Within the drawing issue's goal of 1.10× vpype's travel (on two of the three sets it
        // is less; on astronaut's edges 1.04×: the k-d tree's 2-opt looks at 8 neighbours).
        #expect(travel <= 1.10 * fixture.after.penUpTravel)
        // Joining ends within the tolerance adds at most the gaps it closes; the fixture's
        // lengths are written to 0.001 px.
        #expect(abs(Self.ink(ordered) - fixture.before.penDownLength)
                <= fixture.tolerance * Double(input.count - ordered.count) + 1e-3)
    }

    struct Times: Decodable {
        struct Device: Decodable {
            let drawingSpeed: Double, travelSpeed: Double, acceleration: Double, penLiftSeconds: Double, cornerAngle: Double
        }
        struct Case: Decodable { let set: String; let device: String; let seconds: Double }
        let sets: [String: [Stroke]]
        let devices: [String: Device]
        let cases: [Case]
    }

    /// `PlotTime`'s closed form agrees with the time-stepped simulation within 1 % (the issue
    /// asks for 10 %) on every stroke set and device.
    @Test func plotTimeAgreesWithTheSimulation() throws {
        let fixture = try JSONDecoder().decode(Times.self, from: Data(contentsOf: Self.folder.appendingPathComponent("plot-time.json")))
        #expect(fixture.cases.count >= 10)
        var worst = 0.0
        for item in fixture.cases {
            let strokes = try #require(fixture.sets[item.set]).map(\.plotter)
            let spec = try #require(fixture.devices[item.device])
            var device = PlotTime.Device()
            device.drawingSpeed = spec.drawingSpeed
            device.travelSpeed = spec.travelSpeed
            device.acceleration = spec.acceleration
            device.penLiftSeconds = spec.penLiftSeconds
            device.cornerAngle = spec.cornerAngle
            let seconds = PlotTime(strokes, millimetresPerPixel: 1, device: device).seconds
            let error = abs(seconds - item.seconds) / item.seconds
            worst = max(worst, error)
            #expect(error < 0.01, "\(item.set) on \(item.device): \(seconds) s, simulated \(item.seconds) s")
        }
        print("plot time vs simulation: worst relative difference \(worst)")
    }
}
