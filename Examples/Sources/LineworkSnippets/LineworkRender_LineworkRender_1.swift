// Generated from Sources/LineworkRender/LineworkRender.docc/LineworkRender.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import LineworkRender

enum LineworkRender_LineworkRender_1 {
    static func run() async throws {
        let outline = ScenePath(polyline: [ScenePoint(4, 4), ScenePoint(59, 4), ScenePoint(59, 43)],
                                isClosed: false, style: PathStyle(width: .millimetres(0.3)))
        let scene = Scene(width: 64, height: 48, canvas: .page(Page(size: .a4)), background: .white,
                          layers: [Layer(id: "ink", label: "Ink", paths: [outline])])
        let svg: [UInt8] = try SceneRenderer.render(scene, as: .svg)
        try SceneRenderer.write(scene, to: "drawing.pdf")
        print(svg.count, "bytes of SVG")
    }
}
