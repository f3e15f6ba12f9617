import Foundation
import LineworkCore
import Testing

@testable import LineworkRender

struct RenderFormatTests {
    @Test(arguments: [("a.svg", "svg"), ("dir.v2/B.PNG", "png"), ("x.pdf", "pdf")])
    func formatComesFromTheExtension(path: String, name: String) throws {
        #expect(try RenderFormat.forPath(path).name == name)
    }

    @Test func unknownExtensionSaysWhatIsAllowed() throws {
        let error = try #require(throws: LineworkError.self) { try RenderFormat.forPath("out.jpg") }
        #expect(error.description == "'out.jpg': cannot write: unknown output extension '.jpg'; use one of .svg, .png, .pdf")
        let none = try #require(throws: LineworkError.self) { try RenderFormat.forPath("dir.d/out") }
        #expect(none.description.contains("no file extension"))
    }

    @Test func layerPathsInsertTheLayerID() {
        #expect(SceneRenderer.layerPath("plots/out.svg", layerID: "ink") == "plots/out-ink.svg")
        #expect(SceneRenderer.layerPath("a.b/out", layerID: "ink") == "a.b/out-ink")
        #expect(SceneRenderer.layerPath(".hidden", layerID: "ink") == ".hidden-ink")
    }

    @Test func perLayerExportWritesOneFileWithOneLayerEach() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linework-layers-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try SceneRenderer.writeLayers(TestSupport.twoLayerScene(), to: folder.appendingPathComponent("art.svg").path)
        #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["art-outline.svg", "art-detail.svg"])
        for (path, id) in zip(paths, ["outline", "detail"]) {
            let summary = try XMLSummary(try String(contentsOfFile: path, encoding: .utf8))
            #expect(summary.layerGroups.map(\.id) == [id], "only the layer, no background")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
    }

    @Test func failedWriteLeavesNothingBehind() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linework-fail-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = Scene(width: 4, height: 4, layers: [Layer(id: "1", label: "bad")])
        #expect(throws: LineworkError.self) { try SceneRenderer.write(bad, to: folder.appendingPathComponent("x.svg").path) }
        #expect(throws: LineworkError.self) { try SceneRenderer.write(TestSupport.twoLayerScene(), to: folder.appendingPathComponent("x.gif").path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
