extension RenderFormat {
    /// SVG 1.1: one Inkscape layer (`<g inkscape:groupmode="layer">`) per scene layer.
    public static let svg = RenderFormat(name: "svg", fileExtensions: ["svg"], render: SVGBackend.render)
}

/// Renders a scene with Cairo's SVG surface, one surface per group, merged into one document.
///
/// Why per group: Cairo's SVG surface writes a flat list of elements, with no way to name a
/// group. Rendering the background (with heatmaps), each layer, and the annotations into
/// separate surfaces and wrapping each result in a named `<g>` gives real Inkscape layers
/// without parsing Cairo's output beyond its root element (see `SVGDocument`).
enum SVGBackend {
    /// Paths per Cairo surface. Cairo's SVG surface tracks the union of everything drawn as a
    /// pixman region, and adding one path's box costs time proportional to the region's
    /// complexity, so one surface for n scattered paths takes O(n²): 50,000 paths spent 19 s
    /// there. Rendering a layer in batches bounds the region; the batches' elements follow one
    /// another in the layer's group, so the document is the same drawing.
    static let pathsPerSurface = 2000

    static func render(_ scene: Scene) throws -> [UInt8] {
        let layout = CanvasLayout(scene: scene, device: .svg)
        var document = SVGDocument(layout: layout, canvas: scene.canvas)

        /// Draws onto a fresh SVG surface and appends its content to the open group.
        func surface(_ draw: (SceneDrawer) throws -> Void) throws {
            // Fallback images (a hue-blended heatmap) at one pixel per source pixel.
            let surface = try CairoSurface.svg(width: layout.width, height: layout.height,
                                               fallbackResolution: 72 / layout.scale)
            let drawer = SceneDrawer(scene: scene, layout: layout, context: try CairoContext(surface))
            try draw(drawer)
            try drawer.context.checkStatus()
            document.appendContent(ofCairoSVG: try surface.finish())
        }

        if scene.hasBase {
            document.beginGroup(id: "background", label: "Background", plotted: false)
            try surface { try $0.drawBase() }
            document.endGroup()
        }
        for layer in scene.layers {
            document.beginGroup(id: layer.id, label: layer.label)
            for start in stride(from: 0, to: layer.paths.count, by: pathsPerSurface) {
                try surface { $0.draw(layer.paths[start..<min(start + pathsPerSurface, layer.paths.count)]) }
            }
            document.endGroup()
        }
        if scene.hasAnnotations {
            document.beginGroup(id: "annotations", label: "Annotations")
            try surface { $0.drawAnnotations() }
            document.endGroup()
        }
        return document.finished()
    }
}
