import Foundation
import LineworkCore
import LineworkRender
import LineworkScene

/// A scene as one self-contained SVG that draws itself when opened in a browser: no script, no
/// neighbouring files.
///
/// Every stroke (subpath) is its own `<path pathLength="1">` whose dash pattern, `1 2`, is
/// shifted by a CSS keyframe animation from offset 1 (the whole path in the gap: nothing drawn)
/// to 0 (the whole path in the dash), linearly over the stroke's `RevealSchedule` duration and
/// after its start as `animation-delay`; `animation-fill-mode: both` holds the empty state before
/// and the drawn state after. `pathLength="1"` lets the browser measure each path, so the
/// document carries no lengths. The geometry, widths, colours, caps and joins, the canvas and
/// the Inkscape layer groups are those of `SceneRenderer`'s SVG, so once every animation has
/// ended the picture is the static drawing's. A background (white, paper, a faded photo) is
/// drawn from the start, the photo as an embedded PNG.
public enum AnimatedSVG {
    /// The animated document's bytes.
    ///
    /// - Throws: `LineworkError.invalidOption` for an invalid scene or a schedule that names
    ///   strokes the scene does not have, and the errors of `SceneRenderer.render` for the
    ///   background image.
    public static func render(_ scene: Scene, schedule: RevealSchedule) throws -> [UInt8] {
        try scene.validate()
        var timing: [RevealSchedule.Stroke: RevealSchedule.Reveal] = [:]
        for reveal in schedule.reveals { timing[reveal.stroke] = reveal }
        guard Set(RevealSchedule.strokes(of: scene)) == Set(timing.keys) else {
            throw LineworkError.invalidOption(name: "schedule", value: "\(timing.count) strokes",
                                              allowed: "must be made for this scene (RevealSchedule(scene:order:seconds:))")
        }
        let layout = CanvasLayout(scene: scene, device: .svg)
        var document = SVGDocument(layout: layout, canvas: scene.canvas)
        document.appendMarkup("""
            <style>.lw-stroke{stroke-dasharray:1 2;stroke-dashoffset:1;animation:lw-draw linear both}\
            @keyframes lw-draw{from{stroke-dashoffset:1}to{stroke-dashoffset:0}}</style>

            """)
        if scene.hasBase {
            var base = scene
            base.layers = []
            base.overlays = scene.overlays.filter { !$0.isAnnotation }
            let png = try SceneRenderer.render(base, as: .png)
            document.beginGroup(id: "background", label: "Background", plotted: false)
            document.appendMarkup("<image x=\"0\" y=\"0\" width=\"\(SVGDocument.number(layout.width))\" "
                + "height=\"\(SVGDocument.number(layout.height))\" preserveAspectRatio=\"none\" "
                + "xlink:href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"/>")
            document.endGroup()
        }
        let n = SVGDocument.number
        let transform = "matrix(\(n(layout.scale)) 0 0 \(n(layout.scale)) \(n(layout.originX + 0.5 * layout.scale)) "
            + "\(n(layout.originY + 0.5 * layout.scale)))"
        for (l, layer) in scene.layers.enumerated() {
            document.beginGroup(id: layer.id, label: layer.label)
            document.appendMarkup("<g transform=\"\(transform)\">\n")
            for (p, path) in layer.paths.enumerated() {
                let paint = attributes(path.style, width: layout.scenePixels(path.style.width, sceneWidth: scene.width,
                                                                             sceneHeight: scene.height))
                for (s, subpath) in path.subpaths.enumerated() {
                    let reveal = timing[RevealSchedule.Stroke(layer: l, path: p, subpath: s)]!
                    document.appendMarkup("<path class=\"lw-stroke\" pathLength=\"1\" d=\"\(data(subpath))\"\(paint) "
                        + "style=\"animation-duration:\(seconds(reveal.duration));animation-delay:\(seconds(reveal.start))\"/>\n")
                }
            }
            document.appendMarkup("</g>")
            document.endGroup()
        }
        return document.finished()
    }

    /// Path data: M, L, C and Z in scene pixels.
    static func data(_ subpath: Subpath) -> String {
        let n = SVGDocument.number
        var d = "M\(n(subpath.start.x)) \(n(subpath.start.y))"
        // A dot: a zero-length line, which round caps draw, as Cairo's backends do.
        if subpath.segments.isEmpty { d += "L\(n(subpath.start.x)) \(n(subpath.start.y))" }
        for segment in subpath.segments {
            switch segment {
            case .line(let p): d += "L\(n(p.x)) \(n(p.y))"
            case .cubic(let c1, let c2, let p):
                d += "C\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))"
            }
        }
        return subpath.isClosed ? d + "Z" : d
    }

    /// The style as presentation attributes, with its width in scene pixels.
    static func attributes(_ style: PathStyle, width: Double) -> String {
        func colour(_ c: Color) -> String {
            "rgb(\(Int((c.red * 255).rounded())),\(Int((c.green * 255).rounded())),\(Int((c.blue * 255).rounded())))"
        }
        var text = style.fill.map { " fill=\"\(colour($0))\" fill-rule=\"evenodd\"" } ?? " fill=\"none\""
        if let fill = style.fill, fill.alpha * style.opacity < 1 {
            text += " fill-opacity=\"\(SVGDocument.number(fill.alpha * style.opacity))\""
        }
        guard let stroke = style.stroke else { return text + " stroke=\"none\"" }
        text += " stroke=\"\(colour(stroke))\" stroke-width=\"\(SVGDocument.number(width))\""
        if stroke.alpha * style.opacity < 1 {
            text += " stroke-opacity=\"\(SVGDocument.number(stroke.alpha * style.opacity))\""
        }
        let cap = switch style.lineCap { case .butt: "butt"; case .round: "round"; case .square: "square" }
        let join = switch style.lineJoin { case .miter: "miter"; case .round: "round"; case .bevel: "bevel" }
        // Cairo's miter limit is 10, SVG's default 4.
        let miter = style.lineJoin == .miter ? " stroke-miterlimit=\"10\"" : ""
        return text + " stroke-linecap=\"\(cap)\" stroke-linejoin=\"\(join)\"" + miter
    }

    /// A CSS time in seconds with millisecond precision ("1.25s").
    static func seconds(_ value: Double) -> String { SVGDocument.number(value) + "s" }
}
