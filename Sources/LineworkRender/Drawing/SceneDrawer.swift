import LineworkImage

/// Draws a scene's parts onto a Cairo context: the one drawing routine every backend shares.
///
/// The parts are separate because the SVG backend renders each into its own surface (to wrap
/// it in an Inkscape layer), while PNG and PDF draw them all onto one. LineworkAnimation's
/// `FrameRenderer` draws its frames with it too, so the parts it needs are `package`.
package struct SceneDrawer {
    package let scene: Scene
    package let layout: CanvasLayout
    let context: CairoContext

    package init(scene: Scene, layout: CanvasLayout, context: CairoContext) {
        (self.scene, self.layout, self.context) = (scene, layout, context)
    }

    /// Everything, bottom to top (the order documented on `Scene`).
    func drawAll() throws {
        try drawBase()
        for layer in scene.layers { draw(layer.paths[...]) }
        drawAnnotations()
        try context.checkStatus()
    }

    /// The background, then the heatmaps.
    package func drawBase() throws {
        switch scene.background {
        case .transparent: break
        case .white: fillCanvas(.white)
        case .paper: fillCanvas(.paper)
        case .color(let color): fillCanvas(color)
        case .photo(let image, let fade): try drawPhoto(image, fade: fade)
        }
        for case .heatmap(let heatmap) in scene.overlays { try draw(heatmap) }
    }

    /// Paths in order (a layer's, or a run of them).
    package func draw(_ paths: ArraySlice<ScenePath>) {
        context.save()
        layout.applySceneTransform(to: context)
        context.useEvenOddFill()
        for path in paths { draw(path) }
        context.restore()
    }

    /// Boxes and poses, in overlay order.
    func drawAnnotations() {
        for overlay in scene.overlays {
            switch overlay {
            case .heatmap: break
            case .boxes(let boxes): draw(boxes)
            case .pose(let pose): draw(pose)
            }
        }
    }

    // MARK: Parts

    private func fillCanvas(_ color: Color) {
        context.setSource(color)
        context.paint()
    }

    /// The photo stretched over the source rectangle, then white at `fade` on top.
    private func drawPhoto(_ image: Image<UInt8>, fade: Double) throws {
        let surface = try CairoSurface.image(
            width: image.width, height: image.height, premultipliedARGB: PixelConversion.premultipliedARGB(image))
        drawPhoto(surface, width: image.width, height: image.height, fade: fade)
    }

    /// A photo already on a Cairo surface (video frames convert it once), then white at `fade` on top.
    package func drawPhoto(_ surface: CairoSurface, width: Int, height: Int, fade: Double) {
        paintImage(surface, width: width, height: height, alpha: 1, operator: .over)
        if fade > 0 {
            context.save()
            layout.applySceneTransform(to: context)
            context.rectangle(-0.5, -0.5, Double(scene.width), Double(scene.height))
            context.setSource(Color.white.withOpacity(fade))
            context.fill()
            context.restore()
        }
    }

    /// Paints an image stretched over the source rectangle.
    func paintImage(_ surface: CairoSurface, width: Int, height: Int, alpha: Double, operator op: CairoContext.Operator) {
        context.save()
        layout.applySceneTransform(to: context)
        context.rectangle(-0.5, -0.5, Double(scene.width), Double(scene.height))
        context.clip()
        context.translate(-0.5, -0.5)
        context.scale(Double(scene.width) / Double(width), Double(scene.height) / Double(height))
        context.setSource(surface, x: 0, y: 0)
        context.setOperator(op)
        context.paint(alpha: alpha)
        context.restore()
    }

    private func draw(_ path: ScenePath) {
        let style = path.style
        // A path with neither stroke nor fill paints nothing; building it anyway would leave it
        // in the context, and the next path would be painted with its geometry too.
        guard !path.subpaths.isEmpty, style.stroke != nil || style.fill != nil else { return }
        for subpath in path.subpaths { add(subpath) }
        paint(style)
    }

    /// Adds `subpath` to the context's current path.
    package func add(_ subpath: Subpath) {
        context.move(to: subpath.start)
        // A lone point: a zero-length line, which round caps draw as a dot.
        if subpath.segments.isEmpty { context.line(to: subpath.start) }
        for segment in subpath.segments {
            switch segment {
            case .line(let p): context.line(to: p)
            case .cubic(let c1, let c2, let p): context.curve(c1, c2, p)
            }
        }
        if subpath.isClosed { context.closePath() }
    }

    /// Fills and strokes the current path (consumed) in `style`.
    package func paint(_ style: PathStyle) {
        if let fill = style.fill {
            context.setSource(fill.withOpacity(style.opacity))
            context.fill(preserve: style.stroke != nil)
        }
        if let stroke = style.stroke {
            context.setSource(stroke.withOpacity(style.opacity))
            context.setLineWidth(scenePixels(style.width))
            context.setLineCap(style.lineCap)
            context.setLineJoin(style.lineJoin)
            context.stroke()
        }
    }

    /// A width in scene pixels (see `CanvasLayout.scenePixels`).
    func scenePixels(_ width: StrokeWidth) -> Double {
        layout.scenePixels(width, sceneWidth: scene.width, sceneHeight: scene.height)
    }
}
