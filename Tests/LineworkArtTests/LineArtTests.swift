import Foundation
import LineworkArt
import LineworkContours
import LineworkCore
import LineworkImage
import LineworkRender
import LineworkVector
import Testing

struct LineArtTests {
    static let size = PixelSize(width: 40, height: 30)

    /// Two settings; setting 1 has a nested square (depth 1). Squares are long enough to survive
    /// the default speckle filter.
    static let strokes = StrokeSet(
        imageSize: PixelSize(width: 80, height: 60), workingSize: size,
        settingNames: [StrokeSet.name(pivot: 0.3, adjustment: 1.1), StrokeSet.name(pivot: 0.4, adjustment: 1.1)],
        strokes: [
            ArtStroke(points: square(5, 5, 10), closed: true, setting: 0, depth: 0),
            ArtStroke(points: square(20, 5, 12), closed: true, setting: 1, depth: 0),
            ArtStroke(points: square(23, 8, 6), closed: true, setting: 1, depth: 1),
        ])

    static func square(_ x: Double, _ y: Double, _ side: Double) -> [Point2] {
        [[x, y], [x + side, y], [x + side, y + side], [x, y + side]]
    }

    func art(_ configure: (inout ArtOptions) -> Void, saliency: FloatImage? = nil) throws -> LineArt {
        var options = ArtOptions()
        options.vector.smoothing = nil
        configure(&options)
        return try LineArt(Self.strokes, options: options, saliency: saliency)
    }

    @Test func inkIsOneLayerWithOnePathOfEverySubpath() throws {
        let art = try art { _ in }
        #expect(art.scene.layers.map(\.id) == ["ink"])
        #expect(art.scene.layers[0].paths.count == 1)
        #expect(art.scene.layers[0].paths[0].subpaths.count == 3)
        #expect(art.pathCount == 3)
        let first = art.scene.layers[0].paths[0].subpaths[0]
        #expect(first.start == ScenePoint(5, 5) && first.isClosed && first.segments.count == 3)
        #expect(art.scene.width == 40 && art.scene.height == 30)
        // The working image is drawn at the input's size: 80 / 40.
        #expect(art.scene.canvas == .imageSize(scale: 2))
        #expect(art.scene.background == .white)
    }

    @Test func settingsStyleGivesOneNamedColouredLayerPerSetting() throws {
        let art = try art { $0.style = .settings }
        #expect(art.scene.layers.map(\.id) == ["setting-0", "setting-1"])
        #expect(art.scene.layers.map(\.label) == ["pivot 0.30 · adjustment 1.10", "pivot 0.40 · adjustment 1.10"])
        let colours = art.scene.layers.map { $0.paths[0].style.stroke }
        #expect(colours[0] == ColorMap.viridis.color(at: 0) && colours[1] == ColorMap.viridis.color(at: 0.9))
    }

    @Test func depthStyleThinsNestedLayers() throws {
        let art = try art { $0.style = .depth; $0.strokeWidth = 2 }
        #expect(art.scene.layers.map(\.id) == ["depth-0", "depth-1"])
        #expect(art.scene.layers[0].paths[0].style.width == .pixels(2))
        #expect(art.scene.layers[1].paths[0].style.width == .pixels(2 * 0.7))
    }

    @Test func saliencyStyleDrawsSalientStrokesHeavierAndLast() throws {
        // Salient on the left, where the first square is.
        var samples = [Float](repeating: 0, count: 40 * 30)
        for y in 0..<30 { for x in 0..<16 { samples[y * 40 + x] = 1 } }
        let art = try art({ $0.style = .saliency }, saliency: FloatImage(validWidth: 40, height: 30, samples: samples))
        let paths = art.scene.layers[0].paths
        #expect(paths.count == 3)
        let last = try #require(paths.last)
        #expect(last.subpaths[0].start == ScenePoint(5, 5))
        #expect(last.style.width == .pixels(1.2 * 2.4) && last.style.opacity == 1)
        #expect(paths[0].style.width == .pixels(1.2 * 0.6))
    }

    @Test func poseStyleWeighsStrokesByTheBodyMaskLikeSaliency() throws {
        // A body mask over the right-hand side, where the second and nested squares are: they
        // are emphasised and drawn last, the left square stays faint.
        var samples = [Float](repeating: 0, count: 40 * 30)
        for y in 0..<30 { for x in 18..<40 { samples[y * 40 + x] = 1 } }
        let map = FloatImage(validWidth: 40, height: 30, samples: samples)
        let pose = try art({ $0.style = .pose }, saliency: map)
        let saliency = try art({ $0.style = .saliency }, saliency: map)
        #expect(pose.scene == saliency.scene)
        let last = try #require(pose.scene.layers[0].paths.last)
        #expect(last.subpaths[0].start == ScenePoint(23, 8) && last.style.width == .pixels(1.2 * 2.4))
        #expect(pose.scene.layers[0].paths[0].style.width == .pixels(1.2 * 0.6))
        #expect(throws: LineworkError.self) { try art { $0.style = .pose } }
    }

    @Test func lowSaliencyStrokesCanBePruned() throws {
        var samples = [Float](repeating: 0, count: 40 * 30)
        for y in 0..<30 { for x in 0..<16 { samples[y * 40 + x] = 1 } }
        let map = FloatImage(validWidth: 40, height: 30, samples: samples)
        let art = try art({ $0.style = .saliency; $0.minimumWeight = 0.5 }, saliency: map)
        #expect(art.pathCount == 1)
        #expect(art.scene.layers[0].paths.map(\.subpaths[0].start) == [ScenePoint(5, 5)])
    }

    @Test func outOfRangeOptionsAndMissingInputsAreErrors() {
        #expect(throws: LineworkError.self) { try art { $0.strokeWidth = 0 } }
        #expect(throws: LineworkError.self) { try art { $0.strokeWidth = .nan } }
        #expect(throws: LineworkError.self) { try art { $0.sheet = .image(scale: 0) } }
        #expect(throws: LineworkError.self) { try art { $0.backdrop = .photo(fade: 1.5) } }
        #expect(throws: LineworkError.self) { try art { $0.backdrop = .photo(fade: 0.5) } }
        #expect(throws: LineworkError.self) { try art { $0.style = .saliency } }
        #expect(throws: LineworkError.self) { try art { $0.vector.simplifyEpsilon = -1 } }
        #expect(throws: LineworkError.self) { try art { $0.minimumWeight = 1.5 } }
    }

    @Test func svgIsDeterministicWithInkscapeLayers() throws {
        let art = try art { $0.style = .settings; $0.vector.smoothing = PathSmoothing() }
        let first = try SceneRenderer.render(art.scene, as: .svg)
        let second = try SceneRenderer.render(try self.art { $0.style = .settings; $0.vector.smoothing = PathSmoothing() }.scene, as: .svg)
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains(#"id="setting-1""#) && text.contains(#"inkscape:groupmode="layer""#))
        #expect(text.contains(#"inkscape:label="pivot 0.40 · adjustment 1.10""#))
    }

    @Test func specksBelowTheMinimumLengthAreDropped() throws {
        let art = try art { $0.vector.minimumLength = 45 }
        // Perimeters 40, 48 and 24: only the 12-pixel square stays.
        #expect(art.pathCount == 1)
    }
}
