import LineworkCore

/// Which subpaths of a scene's layers each tile of a `TileGrid` draws: those whose reach — the
/// box of their points, widened by what their stroke adds — meets the tile.
///
/// A path's subpaths are stroked and filled together, but a subpath that cannot reach a tile
/// changes none of its pixels (a fill's even-odd parity inside the tile counts only subpaths
/// around it), so a tile draws each path with only the subpaths that reach it, and skips the
/// paths none of whose subpaths do. Every subpath is binned once, in drawing order, so each
/// tile's list is in drawing order too. Building the bins is O(subpaths + tiles met).
struct TileContents {
    /// A subpath of the scene: `paths[path].subpaths[subpath]`, `paths` being every layer's
    /// paths in drawing order.
    struct Entry: Equatable {
        var path: Int32
        var subpath: Int32
    }

    /// Every layer's paths, bottom layer first.
    let paths: [ScenePath]
    /// Per tile (`TileGrid`'s order), the subpaths that may touch it, in drawing order.
    let tiles: [[Entry]]

    /// Pixels added around a subpath's stroked reach: anti-aliasing touches the pixels its
    /// geometry crosses, and Cairo flattens curves within 0.1 pixel of the hull of their points.
    static let margin = 2.0

    /// Bins the subpaths of `scene`'s layers, placed by `layout`, into `grid`'s tiles.
    init(scene: Scene, layout: CanvasLayout, grid: TileGrid) {
        paths = scene.layers.flatMap(\.paths)
        var tiles = [[Entry]](repeating: [], count: grid.count)
        let (scale, dx, dy) = (layout.scale, layout.originX + 0.5 * layout.scale, layout.originY + 0.5 * layout.scale)
        for (p, path) in paths.enumerated() {
            let style = path.style
            guard style.stroke != nil || style.fill != nil else { continue }
            var reach = Self.margin
            if style.stroke != nil {
                reach += 0.5 * scale * layout.scenePixels(style.width, sceneWidth: scene.width, sceneHeight: scene.height)
                    * Self.strokeReach(join: style.lineJoin, cap: style.lineCap)
            }
            for (s, subpath) in path.subpaths.enumerated() {
                let box = Self.bounds(subpath)
                let device = PixelBox(x0: dx + scale * box.x0 - reach, y0: dy + scale * box.y0 - reach,
                                       x1: dx + scale * box.x1 + reach, y1: dy + scale * box.y1 + reach)
                guard let (columns, rows) = grid.tiles(meeting: device) else { continue }
                for row in rows {
                    for column in columns {
                        tiles[row * grid.columns + column].append(Entry(path: Int32(p), subpath: Int32(s)))
                    }
                }
            }
        }
        self.tiles = tiles
    }

    /// How far a stroke reaches from its path, in half line widths: a miter joint up to Cairo's
    /// miter limit of 10 (the miter's length over the line width), a square cap √2 at its corners,
    /// anything else 1.
    static func strokeReach(join: LineJoin, cap: LineCap) -> Double {
        join == .miter ? 10 : (cap == .square ? 2.0.squareRoot() : 1)
    }

    /// The box of a subpath's points and control points (a cubic lies within the hull of its
    /// control points), in scene coordinates.
    static func bounds(_ subpath: Subpath) -> PixelBox {
        var box = PixelBox(x0: subpath.start.x, y0: subpath.start.y, x1: subpath.start.x, y1: subpath.start.y)
        func include(_ p: ScenePoint) {
            box.x0 = min(box.x0, p.x)
            box.y0 = min(box.y0, p.y)
            box.x1 = max(box.x1, p.x)
            box.y1 = max(box.y1, p.y)
        }
        for segment in subpath.segments {
            switch segment {
            case .line(let p): include(p)
            case .cubic(let c1, let c2, let p):
                include(c1)
                include(c2)
                include(p)
            }
        }
        return box
    }
}
