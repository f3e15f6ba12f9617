import LineworkCore

extension RenderFormat {
    /// PNG: 8-bit RGB when every pixel is opaque, RGBA otherwise (straight alpha).
    public static let png = RenderFormat(name: "png", fileExtensions: ["png"], render: PNGBackend.render)
}

/// Rasterises a scene with Cairo's image surface (anti-aliased, premultiplied ARGB32).
enum PNGBackend {
    /// Cairo's image surfaces address at most 32767 pixels a side.
    static let maximumSide = 32767

    static func render(_ scene: Scene) throws -> [UInt8] {
        try drawnSurface(scene).pngBytes()
    }

    /// A raster surface with the whole scene drawn on it.
    ///
    /// - Throws: `LineworkError.resourceLimit` when the canvas is above 32767 pixels a side or
    ///   `ResourceLimits.defaultMaxPixels` in all (the buffer alone would be 400 MB).
    static func drawnSurface(_ scene: Scene) throws -> CairoSurface {
        let layout = CanvasLayout(scene: scene, device: .raster)
        let (width, height) = (Int(layout.width), Int(layout.height))
        let limit = ResourceLimits.defaultMaxPixels
        guard width <= maximumSide, height <= maximumSide, width * height <= limit else {
            throw LineworkError.resourceLimit(
                detail: "raster canvas \(width)×\(height) is too large: at most \(maximumSide) pixels a side and "
                    + "\(limit) pixels in all; lower the canvas scale or DPI")
        }
        let surface = try CairoSurface.image(width: width, height: height)
        try SceneDrawer(scene: scene, layout: layout, context: try CairoContext(surface)).drawAll()
        return surface
    }
}
