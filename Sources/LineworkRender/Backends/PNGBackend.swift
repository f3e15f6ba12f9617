import LineworkCodecs
import LineworkCore
import Synchronization

extension RenderFormat {
    /// PNG: 8-bit RGB when every pixel is opaque, RGBA otherwise (straight alpha).
    public static let png = RenderFormat(name: "png", fileExtensions: ["png"], render: { try PNGBackend.render($0) })
}

/// Rasterises a scene with Cairo's image surface (anti-aliased, premultiplied ARGB32) on every
/// core, and encodes it with `ParallelPNGEncoder`.
///
/// The background and heatmaps, then the annotations, are drawn on the whole canvas; the layers
/// in between are drawn tile by tile (`TileGrid`, `TileContents`), the tiles shared out between
/// the threads. Cairo rasterises a path cut to a tile very slightly differently from the whole
/// path (the 12 MP mosaic sweep: 1,277 of its 12 M pixels, by at most 12 of 255; drawn with a
/// colour per setting, 1 % of them, by at most 20 but one pixel on a tile's edge, by 79), so the
/// output is defined as the tiled render at the grid's fixed tile size: the same bytes for any
/// number of threads.
enum PNGBackend {
    /// Cairo's image surfaces address at most 32767 pixels a side.
    static let maximumSide = 32767

    /// PNG bytes of a validated scene.
    ///
    /// - Parameter threads: threads to draw and encode with; default `Parallel.threadCount`.
    ///   The bytes do not depend on it.
    static func render(_ scene: Scene, threads: Int = Parallel.threadCount) throws -> [UInt8] {
        let surface = try drawnSurface(scene, threads: threads)
        let (width, height) = surface.pixelSize
        return try surface.withPixels { data, stride in
            let channels = PixelConversion.isOpaque(data, width: width, height: height, stride: stride) ? 3 : 4
            return try ParallelPNGEncoder.encode(width: width, height: height, channels: channels, threads: threads) { y, out in
                PixelConversion.unpremultiply((data + y &* stride).assumingMemoryBound(to: UInt32.self), width: width,
                                              channels: channels, into: out.baseAddress!)
            }
        }
    }

    /// A raster surface with the whole scene drawn on it.
    ///
    /// - Parameters:
    ///   - tileSize: the side of the tiles the layers are drawn in; default `TileGrid.defaultSize`.
    ///   - threads: as for `render`.
    /// - Throws: `LineworkError.resourceLimit` when the canvas is above 32767 pixels a side or
    ///   `ResourceLimits.defaultMaxPixels` in all (the buffer alone would be 400 MB).
    static func drawnSurface(_ scene: Scene, tileSize: Int = TileGrid.defaultSize,
                             threads: Int = Parallel.threadCount) throws -> CairoSurface {
        let layout = CanvasLayout(scene: scene, device: .raster)
        let (width, height) = (Int(layout.width), Int(layout.height))
        try RenderFormat.png.checkCanvas(width: Double(width), height: Double(height))
        let surface = try CairoSurface.image(width: width, height: height)
        let drawer = SceneDrawer(scene: scene, layout: layout, context: try CairoContext(surface))
        try drawer.drawBase()
        try drawLayers(scene, layout: layout, on: surface, grid: TileGrid(width: width, height: height, size: tileSize),
                       threads: threads)
        drawer.drawAnnotations()
        try drawer.context.checkStatus()
        return surface
    }

    /// Draws the layers onto `surface` tile by tile, the tiles shared between `threads` threads.
    private static func drawLayers(_ scene: Scene, layout: CanvasLayout, on surface: CairoSurface, grid: TileGrid,
                                   threads: Int) throws {
        guard scene.layers.contains(where: { !$0.paths.isEmpty }) else { return }
        let contents = TileContents(scene: scene, layout: layout, grid: grid)
        let failure = Mutex<LineworkError?>(nil)
        // The busiest tiles first, so that no thread is left with a dense tile at the end.
        let order = (0..<grid.count).filter { !contents.tiles[$0].isEmpty }
            .sorted { (contents.tiles[$0].count, $1) > (contents.tiles[$1].count, $0) }
        surface.withTiles { tile in
            Parallel.forEach(order.count, threads: threads) { i in
                let t = order[i], rect = grid.rect(t)
                do {
                    let context = try CairoContext(try tile(rect.x, rect.y, rect.width, rect.height))
                    SceneDrawer(scene: scene, layout: layout, context: context).drawLayers(contents.tiles[t], of: contents)
                    try context.checkStatus()
                } catch {
                    failure.withLock { $0 = $0 ?? error as? LineworkError }
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
    }
}
