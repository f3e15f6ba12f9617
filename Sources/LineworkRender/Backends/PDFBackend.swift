import LineworkCore

extension RenderFormat {
    /// PDF: one vector page (photos and heatmaps embedded as images), without a creation date.
    public static let pdf = RenderFormat(name: "pdf", fileExtensions: ["pdf"], render: PDFBackend.render)
}

/// Renders a scene onto one page of Cairo's PDF surface.
enum PDFBackend {
    /// The largest page side PDF viewers accept: 14400 points, 200 inches (ISO 32000-1, annex C).
    static let maximumSide = 14400.0

    static func render(_ scene: Scene) throws -> [UInt8] {
        let layout = CanvasLayout(scene: scene, device: .pdf)
        try RenderFormat.pdf.checkCanvas(width: layout.width, height: layout.height)
        let surface = try CairoSurface.pdf(width: layout.width, height: layout.height)
        try SceneDrawer(scene: scene, layout: layout, context: try CairoContext(surface)).drawAll()
        return try surface.finish()
    }
}
