extension CanvasLayout {
    /// Sets the context's user space to scene coordinates.
    package func applySceneTransform(to context: CairoContext) {
        context.translate(originX + 0.5 * scale, originY + 0.5 * scale)
        context.scale(scale, scale)
    }
}
