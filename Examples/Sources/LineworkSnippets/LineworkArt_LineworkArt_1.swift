// Generated from Sources/LineworkArt/LineworkArt.docc/LineworkArt.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import LineworkArt
import LineworkCodecs
import LineworkContours
import LineworkImage
import LineworkPlotter

enum LineworkArt_LineworkArt_1 {
    static func run() async throws {
        func draw(_ pixels: PixelBuffer) throws {
            // Outlines by hierarchy depth, from one contour request.
            let observation = try ContourRequest(pivot: .automatic).perform(on: pixels)
            var look = ArtOptions()
            look.style = .depth
            try LineArt(StrokeSet(observation), options: look).write(to: "contours.svg")

            // linework draw: edges weighted by their contrast, then G-code for a pen plotter.
            let drawing = try LineDrawing(pixels, options: DrawOptions(lines: .edges, weight: .edge))
            try drawing.art.write(to: "drawing.pdf")
            let gcode = GCodeWriter.program(try drawing.devicePaths(on: .grblPen), profile: .grblPen)
            print(gcode.prefix(40))
        }

        try draw(ImageDecoder().decode(path: "Gallery/inputs/coins.png").pixels)
    }
}
