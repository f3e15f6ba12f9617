extension SceneDrawer {
    /// The layers' paths as one tile of a raster canvas sees them: each path that reaches the
    /// tile, with only its subpaths that do (`TileContents`), in drawing order. The context's
    /// surface must be that tile, which clips the drawing to it.
    func drawLayers(_ entries: [TileContents.Entry], of contents: TileContents) {
        guard !entries.isEmpty else { return }
        context.save()
        layout.applySceneTransform(to: context)
        context.useEvenOddFill()
        var i = 0
        while i < entries.count {
            let p = entries[i].path
            let path = contents.paths[Int(p)]
            while i < entries.count && entries[i].path == p {
                add(path.subpaths[Int(entries[i].subpath)])
                i += 1
            }
            paint(path.style)
        }
        context.restore()
    }
}
