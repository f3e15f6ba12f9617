import LineworkCore
import LineworkImage

/// Renders scenes to SVG, PNG and PDF: the module's entry point.
///
/// Every call validates the scene first (see `Scene`'s conventions) and renders into memory;
/// the `write` functions then write through `AtomicFile`, so a failure never leaves a partial
/// file. Given a batch, they add to it instead, and nothing appears until the caller commits
/// it with the run's other outputs. Output is deterministic: the same scene gives byte-identical files (for a given
/// Cairo and zlib version and installed fonts, which shape box labels), whatever the number of cores.
public enum SceneRenderer {
    /// The bytes of `scene` in `format`.
    ///
    /// - Throws: `LineworkError.invalidOption` for an invalid scene, `.resourceLimit` for a
    ///   canvas too large for the format.
    public static func render(_ scene: Scene, as format: RenderFormat) throws -> [UInt8] {
        try scene.validate()
        return try format.render(scene)
    }

    /// Renders `scene` and writes it atomically to `path`.
    ///
    /// - Parameters:
    ///   - scene: the picture to render.
    ///   - path: the file to write; an existing file is replaced only once the bytes are made.
    ///   - format: the output format; default nil = chosen by `path`'s extension (`.svg`,
    ///     `.png`, `.pdf`, see `RenderFormat.all`).
    ///   - batch: the run's outputs, committed by the caller; default nil = written at once.
    /// - Throws: `LineworkError.cannotWrite` for an unknown extension or an unwritable path,
    ///   plus the errors of `render`.
    public static func write(_ scene: Scene, to path: String, as format: RenderFormat? = nil,
                             into batch: AtomicFile.Batch? = nil) throws {
        let format = try format ?? RenderFormat.forPath(path)
        try AtomicFile.checkWritable(path)
        let outputs = batch ?? AtomicFile.Batch()
        try outputs.add(try render(scene, as: format), to: path)
        if batch == nil { try outputs.commit() }
    }

    /// Writes one file per layer, for multi-pen plotters: `out.svg` with layers `ink` and
    /// `detail` gives `out-ink.svg` and `out-detail.svg`, each the scene with only that layer
    /// (see `Scene.layerScenes`), on the same canvas so the files register.
    ///
    /// - Parameters:
    ///   - scene: the picture whose layers are written.
    ///   - path: the name the layer files are made from (`layerPath(_:layerID:)`).
    ///   - format: as for `write`; default nil = chosen by `path`'s extension.
    ///   - background: under each layer; default `.transparent` (a plotter draws only ink).
    ///   - batch: as for `write`; without one, the layer files are committed together.
    /// - Returns: the paths written, in layer order.
    /// - Throws: as `write`; every destination is checked before anything is written.
    @discardableResult
    public static func writeLayers(_ scene: Scene, to path: String, as format: RenderFormat? = nil,
                                   background: Background = .transparent,
                                   into batch: AtomicFile.Batch? = nil) throws -> [String] {
        let format = try format ?? RenderFormat.forPath(path)
        try scene.validate()
        let paths = scene.layers.map { layerPath(path, layerID: $0.id) }
        for path in paths { try AtomicFile.checkWritable(path) }
        let outputs = batch ?? AtomicFile.Batch()
        for (layerScene, path) in zip(scene.layerScenes(background: background), paths) {
            try outputs.add(try render(layerScene, as: format), to: path)
        }
        if batch == nil { try outputs.commit() }
        return paths
    }

    /// The file name per-layer export uses: `-<layer id>` inserted before the extension
    /// (`plots/out.svg` → `plots/out-ink.svg`; appended when there is no extension).
    public static func layerPath(_ path: String, layerID: String) -> String {
        let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[nameStart...].lastIndex(of: "."), dot > nameStart else { return "\(path)-\(layerID)" }
        return "\(path[..<dot])-\(layerID)\(path[dot...])"
    }

    /// The scene rasterised as the PNG backend draws it, as pixels: 8-bit, straight alpha,
    /// RGB when every pixel is opaque, RGBA otherwise; top row first.
    ///
    /// - Throws: as `render`.
    public static func rasterize(_ scene: Scene) throws -> Image<UInt8> {
        try scene.validate()
        return try PNGBackend.drawnSurface(scene).unpremultipliedImage()
    }
}
