import LineworkContours
import LineworkCore
import LineworkImage
import LineworkPlotter
import LineworkRender
import LineworkVector

/// Line art from traced strokes: the stage between tracing and rendering.
///
/// The pipeline, in order:
/// 0. `trim`: runs along the image border are removed (unless `keepsFrame`);
/// 1. `group`: strokes are split into layers by the style (one layer, one per sweep setting, or
///    one per hierarchy depth);
/// 2. `vectorise`: each layer goes through `VectorArt` on its own (speckle filter, simplification,
///    plotter order, Bézier smoothing), so merging and sorting never mix two pens;
/// 3. `style`: each path gets its stroke, from the layer's ramp colour or depth, or from the
///    saliency (or, for `pose`, the body mask) under it; weighted paths are drawn faint first,
///    or, with plotter order, in plotter order again once faint ones are dropped (`LayerOrder`);
/// 4. `compose`: the layers go onto a `Scene` in working-image coordinates, with the backdrop and
///    a canvas that maps the working image back onto the input's size (or a page).
public struct LineArt: Sendable, Equatable {
    /// The drawing, ready for `SceneRenderer`.
    public var scene: Scene
    /// Number of vector paths drawn.
    public var pathCount: Int
    /// Pen-up travel in working pixels, summed over layers, before and after plotter ordering.
    public var travel: VectorArt.Travel
    /// Joins made by `vector.mergeTolerance`, summed over layers.
    public var joins = 0
    /// Whether SVG output shows the backdrop (PNG and PDF always do). True for a drawing made
    /// from `ArtOptions` (as `linework contours --svg` writes it); a `LineDrawing` sets it from
    /// `DrawOptions.drawsBackdropInSVG` (false unless asked: a plotter sees strokes only), so
    /// that `drawing.art.write(to:)`, `drawing.rendered(as:)` and `linework draw` agree.
    public var drawsBackdropInSVG = true

    /// The widest pen drawn from measured ink widths: three times their median (0 for none).
    /// Ink far wider than the drawing's pen lines — the dark surround of a photographed page, a
    /// filled shape — is a region, not a stroke; its centre line is drawn bold, not as a blot.
    static func widestPen(_ widths: [Double]) -> Double {
        guard !widths.isEmpty else { return 0 }
        return 3 * widths.sorted()[widths.count / 2]
    }

    /// Builds the drawing.
    ///
    /// - Parameters:
    ///   - strokes: the traced strokes.
    ///   - options: the look.
    ///   - photo: the input image (any size, upright); needed by `.photo` backdrops.
    ///   - saliency: a weight map of the input in [0, 1] (any size, top row first): the saliency
    ///     map for the `saliency` style, the body mask for `pose`; needed by both.
    ///   - inkWidths: the distance transform of the ink the strokes were traced down the middle
    ///     of, in working pixels; when given, each path of the `ink`, `settings` and `depth`
    ///     styles is drawn as wide as the ink under it (`DistanceTransform.penWidth` along the
    ///     path as fitted) instead of `strokeWidth`, keeping the style's colour, and at most
    ///     `widestPen` of the group's widths. The weighted styles set their own widths and ignore it.
    /// - Throws: `LineworkError.invalidOption` for an out-of-range option, a `sheet.scale` that would
    ///   enlarge the working image more than `Canvas.maximumScale` times, or a missing photo or map.
    public init(_ strokes: StrokeSet, options: ArtOptions, photo: Image<UInt8>? = nil,
                saliency: FloatImage? = nil, inkWidths: DistanceTransform? = nil) throws {
        try Self.validate(options, photo: photo, saliency: saliency)
        let strokes = options.keepsFrame ? strokes : strokes.trimmingFrame()
        let base = PathStyle(stroke: .ink, width: .pixels(options.strokeWidth),
                             lineCap: options.lineCap, lineJoin: options.lineJoin)
        var layers: [Layer] = []
        var travel = VectorArt.Travel(before: 0, after: 0)
        var pathCount = 0
        for group in Self.groups(strokes, style: options.style) {
            let art = VectorArt(strokes: group.strokes.map { ($0.points, $0.closed) }, options: options.vector)
            guard !art.paths.isEmpty else { continue }
            travel.before += art.travel.before
            travel.after += art.travel.after
            joins += art.joins
            pathCount += art.paths.count
            /// The group's paths in one style: one scene path, or one per path at its ink's width.
            func drawn(_ style: PathStyle) -> [ScenePath] {
                guard let inkWidths else { return [ScenePath(art.paths.map(Self.subpath), style: style)] }
                let widths = art.paths.map { inkWidths.penWidth(along: $0.flattened(), closed: $0.closed) }
                let cap = Self.widestPen(widths)
                return zip(art.paths, widths).map { path, width in
                    var own = style
                    own.width = .pixels(min(width, cap))
                    return ScenePath([Self.subpath(path)], style: own)
                }
            }
            let paths: [ScenePath]
            switch options.style {
            case .ink:
                paths = drawn(base)
            case .settings:
                paths = drawn(PathStyle.ramp(index: group.key, count: strokes.settingNames.count,
                                             colorMap: options.colorMap, base: base))
            case .depth:
                paths = drawn(.depth(group.key, base: base))
            case .saliency, .pose:
                let weights = StrokeWeights.weights(of: art.paths.map { $0.flattened() }, map: saliency!,
                                                    workingSize: strokes.workingSize)
                // Faint strokes first, so bold ones are drawn over them where they cross; for a
                // plotter, whose one pen draws the layer, plotter order instead (ordered below).
                let kept = weights.indices.filter { weights[$0] >= options.minimumWeight }
                let order = options.vector.sortForPlotter ? kept : kept.sorted { (weights[$0], $0) < (weights[$1], $1) }
                pathCount -= art.paths.count - order.count
                paths = order.map { i in
                    ScenePath([Self.subpath(art.paths[i])], style: base.weighted(weights[i], by: options.weightMapping))
                }
            }
            guard !paths.isEmpty else { continue }
            let layer = Layer(id: group.id, label: group.label, paths: paths)
            // Weighting dropped strokes from the ordered art: the rest is ordered again.
            layers.append(options.style.isWeighted && options.vector.sortForPlotter ? LayerOrder.ordered(layer) : layer)
        }
        scene = Scene(width: strokes.workingSize.width, height: strokes.workingSize.height,
                      canvas: try Self.canvas(options.sheet, strokes), background: Self.background(options.backdrop, photo),
                      layers: layers)
        self.pathCount = pathCount
        self.travel = travel
    }

    /// The share of the drawing's ink within 1.5 working px of another stroke (`DoubledInk`),
    /// measured on the paths as drawn.
    public var doubledInk: Double {
        let strokes = DrawnStroke.strokes(of: scene).map { (points: $0.points, closed: $0.closed) }
        return DoubledInk.share(of: strokes, width: scene.width, height: scene.height)
    }

    /// The drawing's measurements as the contract's contour and sweep JSON report them (`art`).
    public var summary: ArtSummary {
        ArtSummary(paths: pathCount, penUpTravel: .init(before: travel.before, after: travel.after),
                   doubledInk: doubledInk)
    }

    /// Strokes of one layer.
    struct Group {
        var key: Int
        var id: String
        var label: String
        var strokes: [ArtStroke]
    }

    /// The layers a style asks for, in drawing order, keeping stroke order within each.
    static func groups(_ set: StrokeSet, style: ArtStyle) -> [Group] {
        switch style {
        case .ink, .saliency, .pose:
            return [Group(key: 0, id: "ink", label: "Ink", strokes: set.strokes)]
        case .settings:
            let digits = String(max(set.settingNames.count - 1, 0)).count
            return split(set.strokes, key: \.setting).map { key, strokes in
                let number = String(key)
                let id = "setting-" + String(repeating: "0", count: max(digits - number.count, 0)) + number
                let label = key < set.settingNames.count ? set.settingNames[key] : "setting \(key)"
                return Group(key: key, id: id, label: label, strokes: strokes)
            }
        case .depth:
            return split(set.strokes, key: \.depth).map { key, strokes in
                Group(key: key, id: "depth-\(key)", label: key == 0 ? "Outer borders" : "Depth \(key)", strokes: strokes)
            }
        }
    }

    /// Strokes bucketed by `key`, buckets in ascending key order.
    private static func split(_ strokes: [ArtStroke], key: KeyPath<ArtStroke, Int>) -> [(Int, [ArtStroke])] {
        Dictionary(grouping: strokes, by: { $0[keyPath: key] }).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    static func subpath(_ path: VectorPath) -> Subpath {
        func point(_ p: Point2) -> ScenePoint { ScenePoint(p.x, p.y) }
        var segments = path.segments.map { segment -> PathSegment in
            switch segment {
            case .line(let to): return .line(to: point(to))
            case .cubic(let c1, let c2, let to): return .cubic(control1: point(c1), control2: point(c2), to: point(to))
            }
        }
        // A closed path's final segment back to the start is implied by `isClosed`.
        if path.closed, case .line(let to)? = segments.last, to == point(path.start), segments.count > 1 {
            segments.removeLast()
        }
        return Subpath(start: point(path.start), segments: segments, isClosed: path.closed)
    }

    /// The canvas for the scene, whose coordinates are working pixels: scaled so that the
    /// working image covers the input's size times the sheet's scale.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `sheet.scale` with the user's value when the
    ///   output would be more than `Canvas.maximumScale` times the working image (a large input
    ///   drawn from a small working image), with the largest scale allowed for this input.
    static func canvas(_ sheet: ArtOptions.Sheet, _ set: StrokeSet) throws -> Canvas {
        switch sheet {
        case .image(let scale):
            let enlargement = Double(set.imageSize.width) / Double(set.workingSize.width)
            guard scale * enlargement <= Canvas.maximumScale else {
                let limit = Int(Canvas.maximumScale)
                let largest = (Canvas.maximumScale / enlargement * 1000).rounded(.down) / 1000
                let working = "\(set.workingSize.width)×\(set.workingSize.height)"
                let output = "\(Int(Double(set.imageSize.width) * scale))×\(Int(Double(set.imageSize.height) * scale))"
                let input = "\(set.imageSize.width)×\(set.imageSize.height)"
                let allowed = "would draw the \(working) working image at \(output), more than \(limit)× its size; "
                    + "for this \(input) input use at most `sheet.scale` \(largest), or raise `maximumImageDimension`"
                throw LineworkError.invalidOption(name: "sheet.scale", value: "\(scale)", allowed: allowed)
            }
            return .imageSize(scale: scale * enlargement)
        case .working(let scale):
            return .imageSize(scale: scale)
        case .page(let page):
            return .page(page)
        }
    }

    static func background(_ backdrop: ArtOptions.Backdrop, _ photo: Image<UInt8>?) -> Background {
        switch backdrop {
        case .transparent: return .transparent
        case .white: return .white
        case .paper: return .paper
        case .photo(let fade): return .photo(photo!, fade: fade)
        }
    }

    static func validate(_ options: ArtOptions, photo: Image<UInt8>?, saliency: FloatImage?) throws {
        try options.validate()
        if case .photo = options.backdrop, photo == nil {
            throw LineworkError.invalidOption(name: "backdrop", value: "photo", allowed: "needs the input photo")
        }
        if options.style.isWeighted, saliency == nil {
            throw LineworkError.invalidOption(name: "style", value: options.style.rawValue, allowed: "needs a weight map")
        }
    }
}
