import LineworkScene
import Testing

@testable import LineworkPens

/// `PenSplit`: a weighted drawing's paths grouped by width into pens, on literal scenes.
struct PenSplitTests {
    /// A 10 × 10 scene: one line layer of a horizontal path per width, and a tone layer.
    static func scene(widths: [Double]) -> Scene {
        let paths = widths.enumerated().map { i, width in
            ScenePath(polyline: [ScenePoint(0, Double(i)), ScenePoint(9, Double(i))], isClosed: false,
                      style: PathStyle(width: .pixels(width)))
        }
        let tone = Layer(id: "tone", label: "tone", paths: [ScenePath(polyline: [ScenePoint(0, 9), ScenePoint(9, 9)], isClosed: false)])
        return Scene(width: 10, height: 10, layers: [Layer(id: "lines", label: "lines", paths: paths), tone])
    }

    /// Widths 1, 2, 3 in two pens: the quantile bounds are 2 and 3, so pen 1 holds widths 1 and
    /// 2 drawn at their median 2, pen 2 holds width 3; the tone layer follows, unchanged.
    @Test func pathsGoToPensByWidthQuantile() {
        let scene = Self.scene(widths: [1, 3, 2])
        let split = PenSplit.split(scene, pens: 2)
        #expect(split.layers.map(\.id) == ["pen-1", "pen-2", "tone"])
        #expect(split.layers.map(\.label) == ["Pen 1 (2.00 px)", "Pen 2 (3.00 px)", "tone"])
        #expect(split.layers[0].paths.map(\.style.width) == [.pixels(2), .pixels(2)])
        #expect(split.layers[0].paths.map(\.subpaths) == [scene.layers[0].paths[0].subpaths, scene.layers[0].paths[2].subpaths])
        #expect(split.layers[1].paths.map(\.style.width) == [.pixels(3)])
        #expect(split.layers[2] == scene.layers[1])
    }

    /// Paths of one width never part: three pens asked of one width give one pen.
    @Test func oneWidthIsOnePen() {
        let split = PenSplit.split(Self.scene(widths: [1.5, 1.5, 1.5]), pens: 3)
        #expect(split.layers.map(\.id) == ["pen-1", "tone"])
        #expect(split.layers[0].paths.count == 3)
    }

    /// One pen asked: the scene comes back as it was.
    @Test func onePenLeavesTheSceneAlone() {
        let scene = Self.scene(widths: [1, 2, 3])
        #expect(PenSplit.split(scene, pens: 1) == scene)
    }
}
