import Foundation
import LineworkAnimation
import LineworkCore
import LineworkImage
import LineworkRender
import Testing

/// `RevealSchedule`'s timing and what LineworkAnimation draws on it: the SVG that draws itself
/// and the frames of a camera.
struct AnimationRenderTests {
    /// Two layers: a 30-pixel line and a 10-pixel line in one path, a dot, and a closed square
    /// of perimeter 40 in a second layer.
    static let scene = Scene(width: 60, height: 40, layers: [
        Layer(id: "ink", label: "Ink", paths: [
            ScenePath([Subpath(polyline: [ScenePoint(5, 5), ScenePoint(35, 5)], isClosed: false)!,
                       Subpath(polyline: [ScenePoint(5, 20), ScenePoint(5, 30)], isClosed: false)!,
                       Subpath(start: ScenePoint(50, 30))]),
        ]),
        Layer(id: "detail", label: "Detail", paths: [
            ScenePath(polyline: [ScenePoint(40, 10), ScenePoint(50, 10), ScenePoint(50, 20), ScenePoint(40, 20)], isClosed: true,
                      style: PathStyle(stroke: Color(rgb: 0xA33B2F), width: .pixels(3))),
        ]),
    ])

    @Test func lengthsCountCurvesAndTheClosingLine() {
        #expect(Self.scene.layers[1].paths[0].subpaths[0].length == 40)
        #expect(Self.scene.layers[0].paths[0].subpaths[2].length == 0)
        // A quarter circle of radius 10 as one cubic (kappa 0.5523): 15.708.
        let arc = Subpath(start: ScenePoint(10, 0), segments: [
            .cubic(control1: ScenePoint(10, 5.5228), control2: ScenePoint(5.5228, 10), to: ScenePoint(0, 10))])
        #expect(abs(arc.length - 15.708) < 0.01)
    }

    /// Durations follow length, in the given order, without gaps, adding up to the total.
    @Test func durationsAreProportionalToLength() throws {
        let order = RevealSchedule.strokes(of: Self.scene).reversed()
        let schedule = try RevealSchedule(scene: Self.scene, order: Array(order), seconds: 8)
        #expect(schedule.reveals.map(\.stroke) == Array(order))
        #expect(schedule.reveals.map(\.duration) == [4, 0, 1, 3])
        #expect(schedule.reveals.map(\.start) == [0, 4, 4, 5])
        #expect(throws: LineworkError.self) { try RevealSchedule(scene: Self.scene, seconds: 0) }
        #expect(throws: LineworkError.self) { try RevealSchedule(scene: Self.scene, order: Array(order.dropFirst()), seconds: 1) }
    }

    /// One path element per stroke with its timing, the static drawing's attributes, no script.
    @Test func animatedSVGHasOneTimedPathPerStroke() throws {
        let schedule = try RevealSchedule(scene: Self.scene, seconds: 8)
        let svg = String(decoding: try AnimatedSVG.render(Self.scene, schedule: schedule), as: UTF8.self)
        #expect(svg.matches(of: /<path class="lw-stroke" pathLength="1"/).count == 4)
        #expect(svg.contains("d=\"M5 5L35 5\""))
        #expect(svg.contains("d=\"M40 10L50 10L50 20L40 20Z\""))
        #expect(svg.contains("d=\"M50 30L50 30\""))
        #expect(svg.contains("style=\"animation-duration:3s;animation-delay:0s\""))
        #expect(svg.contains("style=\"animation-duration:4s;animation-delay:4s\""))
        #expect(svg.contains("stroke=\"rgb(163,59,47)\" stroke-width=\"3\""))
        #expect(svg.contains("<g id=\"detail\" inkscape:label=\"Detail\" inkscape:groupmode=\"layer\">"))
        #expect(svg.contains("animation:lw-draw linear both"))
        #expect(!svg.lowercased().contains("<script"))
        #expect(!svg.contains("<image"))
        var photo = Self.scene
        photo.background = .photo(Image(validWidth: 6, height: 4, channels: 3, repeating: 200), fade: 0.5)
        let withPhoto = String(decoding: try AnimatedSVG.render(photo, schedule: schedule), as: UTF8.self)
        #expect(withPhoto.contains("<image x=\"0\" y=\"0\" width=\"60\" height=\"40\""))
        #expect(withPhoto.contains("data:image/png;base64,"))
    }

    /// A frame through the whole window is the PNG backend's picture; halfway through its
    /// schedule a stroke is drawn in part; a window on a corner magnifies it.
    @Test func framesMatchTheStaticRenderingAndRevealInPart() throws {
        var scene = Self.scene
        scene.background = .white
        scene.layers.removeLast()
        let whole = NormalizedRect(x: 0, y: 0, width: 1, height: 1)
        let renderer = try FrameRenderer(width: 60, height: 40)
        renderer.clear()
        try renderer.draw(try CameraShot(scene: scene), window: whole, seconds: 0)
        let reference = try SceneRenderer.rasterize(scene)
        let frame = renderer.withRGBA { Array($0) }
        var largest = 0
        for i in 0..<(60 * 40) {
            for c in 0..<3 { largest = max(largest, abs(Int(frame[i * 4 + c]) - Int(reference.samples[i * 3 + c]))) }
        }
        #expect(largest <= 1)

        // 40 px of strokes over 4 s: at 2 s, the first line is drawn to x = 25.
        let shot = try CameraShot(scene: scene, schedule: RevealSchedule(scene: scene, seconds: 4))
        renderer.clear()
        try renderer.draw(shot, window: whole, seconds: 2)
        let half = renderer.withRGBA { Array($0) }
        func dark(_ x: Int, _ y: Int) -> Bool { half[(y * 60 + x) * 4] < 128 }
        #expect(dark(10, 5) && dark(24, 5) && !dark(28, 5) && !dark(34, 5) && !dark(5, 25))
        #expect(throws: LineworkError.self) { try FrameRenderer(width: 1, height: 40) }
        #expect(throws: LineworkError.self) { try FrameRenderer(width: 5000, height: 40) }
    }

    /// A cross-fade: a shot drawn at opacity 0.5 over black gives half its colour.
    @Test func opacityFadesAShotIn() throws {
        let white = Scene(width: 4, height: 4, background: .white)
        let renderer = try FrameRenderer(width: 4, height: 4)
        renderer.clear()
        try renderer.draw(try CameraShot(scene: white), window: NormalizedRect(x: 0, y: 0, width: 1, height: 1),
                          seconds: 0, opacity: 0.5)
        let value = renderer.withRGBA { Int($0[0]) }
        #expect(abs(value - 128) <= 1)
    }
}
