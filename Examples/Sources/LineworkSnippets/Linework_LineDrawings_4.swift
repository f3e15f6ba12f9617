// Generated from Sources/Linework/Linework.docc/LineDrawings.md (its snippet 4) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_LineDrawings_4 {
    static func run() async throws {
        var plot = DrawOptions(lines: .sweep, weight: .edge)
        plot.art.sheet = .page(Page(size: .a4, orientation: .landscape, marginMillimetres: 20))
        plot.art.backdrop = .transparent
        var drawing = try LineDrawing(imageAt: "Gallery/inputs/coins.png", options: plot)
        try drawing.art.write(to: "plot.svg")

        let plotter = DeviceProfile.grblPen                   // A4, servo pen lift; or DeviceProfile(yaml:source:)
        drawing.estimatePlotTime(on: plotter)
        let gcode = GCodeWriter.program(try drawing.devicePaths(on: plotter), profile: plotter)
        let hp7475a = DeviceProfile.hp7475a                  // A4 landscape, HP-GL
        let hpgl = try HPGLWriter.program(try drawing.devicePaths(on: hp7475a), profile: hp7475a)
        print(drawing.stats.plotSeconds, "s;", gcode.count, hpgl.count, "bytes")
    }
}
