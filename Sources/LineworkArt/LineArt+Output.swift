import LineworkContours
import LineworkCore
import LineworkRender

/// The short path from contours to a file: `try LineArt(observation).write(to: "out.svg")`.
extension LineArt {
    /// The drawing of one contour request's result: `StrokeSet(observation)` drawn with `options`.
    ///
    /// - Parameters:
    ///   - observation: the contours, drawn in tracer order.
    ///   - options: the look; default `ArtOptions()`, black ink on white at the input's size.
    /// - Throws: as `init(_:options:photo:saliency:inkWidths:)`; the styles that need a photo or a
    ///   weight map (`.photo` backdrops, `saliency`, `pose`) need that initialiser.
    public init(_ observation: ContoursObservation, options: ArtOptions = ArtOptions()) throws {
        try self.init(StrokeSet(observation), options: options)
    }

    /// The scene `format` shows: SVG leaves the backdrop out unless `drawsBackdropInSVG`;
    /// PNG and PDF always show it. The one place that rule lives: every writer of a drawing
    /// (this type's `rendered` and `write`, `LineDrawing`, the CLI, the studio) goes through it.
    public func scene(for format: RenderFormat) -> Scene {
        var scene = self.scene
        if format == .svg && !drawsBackdropInSVG { scene.background = .transparent }
        return scene
    }

    /// The drawing's bytes in `format` (`.svg`, `.png` or `.pdf`), as `scene(for:)` shows it.
    ///
    /// - Throws: as `SceneRenderer.render`.
    public func rendered(as format: RenderFormat) throws -> [UInt8] {
        try SceneRenderer.render(scene(for: format), as: format)
    }

    /// Writes the drawing atomically to `path` as `scene(for:)` shows it: nothing is left behind
    /// when it fails.
    ///
    /// - Parameters:
    ///   - path: the file to write.
    ///   - format: default nil, chosen by the extension of `path` (`.svg`, `.png`, `.pdf`).
    /// - Throws: `LineworkError.cannotWrite` for an unknown extension or an unwritable path, and
    ///   the errors of `SceneRenderer.render`.
    public func write(to path: String, as format: RenderFormat? = nil) throws {
        let format = try format ?? RenderFormat.forPath(path)
        try SceneRenderer.write(scene(for: format), to: path, as: format)
    }
}
