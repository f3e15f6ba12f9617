import LineworkCore
import LineworkImage
import Testing

@testable import LineworkRender

struct SceneValidationTests {
    private func error(_ scene: Scene) throws -> LineworkError {
        try #require(throws: LineworkError.self) { try SceneRenderer.render(scene, as: .svg) }
    }

    @Test(arguments: ["", "1st", "-a", "a b", "a.b", "background", "annotations", "é"])
    func badLayerIDsAreRefused(id: String) throws {
        let e = try error(Scene(width: 4, height: 4, layers: [Layer(id: id, label: "x")]))
        #expect(e.description.hasPrefix("layers[0].id"))
    }

    @Test func duplicateLayerIDsAreRefused() throws {
        let e = try error(Scene(width: 4, height: 4, layers: [Layer(id: "a", label: "1"), Layer(id: "a", label: "2")]))
        #expect(e.description.contains("unique"))
    }

    @Test func goodLayerIDsPass() throws {
        _ = try SceneRenderer.render(Scene(width: 4, height: 4, layers: [Layer(id: "_a-1", label: "x"), Layer(id: "B2", label: "y")]), as: .svg)
    }

    @Test func outOfRangeValuesAreRefused() throws {
        let photo = Image<UInt8>(validWidth: 1, height: 1, repeating: 0)
        let bad: [Scene] = [
            Scene(width: 0, height: 4),
            Scene(width: 4, height: 4, canvas: .imageSize(scale: 0)),
            Scene(width: 4, height: 4, canvas: .imageSize(scale: .nan)),
            Scene(width: 4, height: 4, canvas: .page(Page(marginMillimetres: 200))),
            Scene(width: 4, height: 4, canvas: .page(Page(rasterDPI: 5000))),
            Scene(width: 4, height: 4, background: .photo(photo, fade: 1.5)),
            Scene(width: 4, height: 4, background: .color(Color(red: 2, green: 0, blue: 0))),
            Scene(width: 4, height: 4, layers: [Layer(id: "a", label: "a", paths: [
                ScenePath(polyline: [ScenePoint(0, .infinity)], isClosed: false),
            ])]),
            Scene(width: 4, height: 4, layers: [Layer(id: "a", label: "a", paths: [
                ScenePath(polyline: [ScenePoint(0, 0)], isClosed: false, style: PathStyle(opacity: -1)),
            ])]),
            Scene(width: 4, height: 4, overlays: [.heatmap(HeatmapOverlay(map: FloatImage(validWidth: 2, height: 2, channels: 2, repeating: 0)))]),
            Scene(width: 4, height: 4, overlays: [.pose(PoseOverlay(people: [], skeleton: PoseSkeleton(
                bones: [.init("a", "b", group: 3)], groupColors: [.black])))]),
        ]
        for scene in bad {
            let e = try error(scene)
            guard case .invalidOption = e else { Issue.record("expected invalidOption, got \(e)"); continue }
            #expect(!e.description.contains("\n"))
        }
    }
}
