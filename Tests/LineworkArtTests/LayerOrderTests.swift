import Foundation
import LineworkContours
import LineworkImage
@testable import LineworkPlotter
import LineworkRender
import LineworkTone
import LineworkVector
import Testing

@testable import LineworkArt

/// `LayerOrder`: a layer's subpaths in plotter order, reversed exactly where drawn backwards.
struct LayerOrderTests {
    static func p(_ x: Double, _ y: Double) -> ScenePoint { ScenePoint(x, y) }

    /// A cubic drawn backwards is the same curve: its controls swap, its points run back.
    @Test func reversingASubpathKeepsItsCurve() {
        let subpath = Subpath(start: Self.p(0, 0), segments: [.line(to: Self.p(10, 0)),
                                                              .cubic(control1: Self.p(12, 1), control2: Self.p(14, 3), to: Self.p(15, 8))])
        let reversed = LayerOrder.reversed(subpath)
        #expect(reversed == Subpath(start: Self.p(15, 8), segments: [.cubic(control1: Self.p(14, 3), control2: Self.p(12, 1), to: Self.p(10, 0)),
                                                                     .line(to: Self.p(0, 0))]))
        #expect(LayerOrder.reversed(reversed) == subpath)
        let dot = Subpath(start: Self.p(3, 4))
        #expect(LayerOrder.reversed(dot) == dot)
    }

    /// Width order (a weighted or pen layer) becomes plotter order: strokes along a line, each
    /// taken from its nearer end, the loop kept as it was; styles stay with their strokes, and
    /// neighbours from one path stay one path.
    @Test func aLayerIsDrawnInPlotterOrder() {
        let thin = PathStyle(stroke: .ink, width: .pixels(1)), bold = PathStyle(stroke: .ink, width: .pixels(3))
        let far = Subpath(polyline: [Self.p(40, 0), Self.p(30, 0)], isClosed: false)!
        let near = Subpath(polyline: [Self.p(1, 0), Self.p(9, 0)], isClosed: false)!
        let middle = Subpath(polyline: [Self.p(11, 0), Self.p(20, 0)], isClosed: false)!
        let loop = Subpath(polyline: [Self.p(50, 0), Self.p(50, 5), Self.p(45, 5)], isClosed: true)!
        let layer = Layer(id: "pen-1", label: "Pen 1", paths: [ScenePath([far, loop], style: bold), ScenePath([near, middle], style: thin)])
        let ordered = LayerOrder.ordered(layer)
        #expect(ordered.id == "pen-1" && ordered.label == "Pen 1")
        #expect(ordered.paths == [ScenePath([near, middle], style: thin), ScenePath([LayerOrder.reversed(far), loop], style: bold)])
    }

    /// The orders `draw` writes, on a drawing with all of them: every layer's travel (each pen
    /// from the origin) is no more than a fresh `PlotterOrder.sort` of the same strokes leaves,
    /// plus 10 %, and drawing twice gives the same scene.
    @Test func weightedPenAndToneLayersAreWrittenInPlotterOrderNotWidthOrder() throws {
        var options = DrawOptions()
        options.weight = .edge
        options.pens = 3
        options.tone = HatchOptions(style: .hatch)
        let photo = PixelBuffer.uint8(ColourSeparationTests.shapes())
        let drawing = try LineDrawing(photo, options: options)
        let layers = Set(drawing.strokes.map(\.layer))
        #expect(layers == ["pen-1", "pen-2", "pen-3", "tone"])
        for layer in layers.sorted() {
            let strokes = drawing.strokes.filter { $0.layer == layer }.map { (points: $0.points, closed: $0.closed) }
            let written = PlotterOrder.travel(strokes), fresh = PlotterOrder.travel(PlotterOrder.sort(strokes))
            #expect(written <= fresh * 1.1 + 1e-9, "\(layer): \(written) px as written, \(fresh) px sorted afresh")
        }
        #expect(try LineDrawing(photo, options: options).art.scene == drawing.art.scene)
    }
}
