import Foundation
import LineworkContours
import LineworkCore
import LineworkEdges
import LineworkImage
import LineworkPens
import LineworkPlotter
import LineworkPose
import LineworkRender
import LineworkSaliency
import LineworkSweep
import LineworkTone
import LineworkVector

/// `draw`: a photo turned into line art from a layer of strokes.
///
/// The pipeline, in order (each stage timed in `stats.seconds`):
/// 1. `prepare`: the working image, gray (for masks) and colour (for edges), at most
///    `contour.maximumImageDimension` on its longer side;
/// 2. `lines`: strokes from the chosen source (`DrawOptions.Lines`);
/// 3. `weights`: the map that weighs strokes, when asked (saliency, body mask or edge strength),
///    or the traced mask's distance transform that gives each stroke its pen width;
/// 4. `bundles`: the frame is trimmed and bundles of near-coincident strokes merge into one;
/// 5. `art`: `LineArt` vectorises (curve fitting, plotter order) and styles the strokes into a
///    scene; pens split it into layers, each then put in plotter order again (`order`), and
///    the tone layer is hatched (`tone`), also in plotter order;
/// 6. `measure`: the drawing's statistics (ink, travel, doubled ink, plot time).
///
/// Coordinates are working-image pixels (x right, y down, the top-left pixel's centre at
/// (0, 0)); the scene's canvas is the working image times `art.sheet`'s scale, or a page.
public struct LineDrawing: Sendable {
    /// The drawing, ready for `SceneRenderer`.
    public var art: LineArt
    /// The strokes as drawn, in drawing order, curves flattened to polylines within 0.25 px.
    public var strokes: [DrawnStroke]
    /// Measurements of the drawing.
    public var stats: DrawStats
    /// Things a user should know about the result (a knob that did nothing, an empty drawing).
    public var notes: [DrawNote]
    /// Whether SVG output keeps the backdrop (`DrawOptions.drawsBackdropInSVG`): the art's own
    /// flag, so the drawing and its art write the same bytes.
    public var drawsBackdropInSVG: Bool {
        get { art.drawsBackdropInSVG }
        set { art.drawsBackdropInSVG = newValue }
    }

    /// Draws `pixels`.
    ///
    /// - Parameters:
    ///   - pixels: the decoded, upright input.
    ///   - options: the drawing's options; checked first.
    ///   - bodyMask: the people's body weight map (any size, values in [0, 1]) for
    ///     `weight == .pose`; nil estimates it with the installed body-pose model
    ///     (`bodyWeights(of:)`), as `linework draw --weight pose` does.
    ///   - cache: what earlier drawings of the same `pixels` left to reuse (working images,
    ///     traced strokes, saliency maps), filled as this drawing goes; nil computes everything.
    ///     The drawing is the same either way.
    /// - Throws: `LineworkError.invalidOption` for an option out of range; for a pose weight
    ///   without a body mask, `PoseError` when the pose model is not installed and
    ///   `.nothingFound` when it finds no person; `.resourceLimit` for a tone that may need too much memory
    ///   (`HatchOptions.checkCost`), before any work; `Cancellation.Cancelled` between stages
    ///   and within the tone's loops when run under a token (`Cancellation.run`) that was
    ///   cancelled or ran out of time.
    public init(_ pixels: PixelBuffer, options: DrawOptions, bodyMask: FloatImage? = nil,
                cache: DrawingCache? = nil) throws {
        try options.validate()
        if let tone = options.tone {
            // Before any work: a dense tone on a large working image could exhaust memory.
            let size = pixels.size(fittingMaximumDimension: options.contour.maximumImageDimension)
            try tone.checkCost(width: size.width, height: size.height)
        }
        // `weight: .pose` without a mask given: the body-pose model's, found as `PoseModelFiles` finds it.
        let bodyMask = try options.weight == .pose ? bodyMask ?? Self.bodyWeights(of: pixels) : bodyMask
        var timings: [String: Double] = [:]
        let imageSize = PixelSize(width: pixels.width, height: pixels.height)
        let (working, prepareSeconds) = Stopwatch.time {
            cache?.working(WorkingImages.Key(options)) { WorkingImages(pixels, options: options) }
                ?? WorkingImages(pixels, options: options)
        }
        timings["prepare"] = prepareSeconds

        let (traced, linesSeconds) = try Stopwatch.time {
            let trace = { try LineSourceTrace(working, imageSize: imageSize, options: options) }
            return try cache?.trace(LineSourceTrace.Key(options), make: trace) ?? trace()
        }
        timings["lines"] = linesSeconds
        timings.merge(traced.timings) { $1 }
        try Cancellation.checkpoint()

        // The saliency observation, once, for the weights and the salient region alike.
        let needsSaliency = options.weight == .saliency || options.keepsSalientRegionOnly
        let (saliency, saliencySeconds) = try Stopwatch.time { () -> SaliencyObservation? in
            guard needsSaliency else { return nil }
            let observe = { try SaliencyRequest(model: options.saliencyModel).perform(on: pixels) }
            return try cache?.saliency(options.saliencyModel, make: observe) ?? observe()
        }
        let (map, mapSeconds) = Stopwatch.time { () -> FloatImage? in
            switch options.weight {
            case .none, .stroke: return nil
            case .pose: return bodyMask
            case .saliency: return saliency?.map
            case .edge: return EdgeContrast.map(of: working.gray)
            }
        }
        let weightsSeconds = mapSeconds + (options.weight == .saliency ? saliencySeconds : 0)
        // The pen widths are measured on the traced mask's distance transform, along the paths
        // as drawn (after merging, curve fitting and plotter order, inside `LineArt`).
        let (inkWidths, widthSeconds) = Stopwatch.time { () -> DistanceTransform? in
            options.weight == .stroke ? traced.inkMask.map(DistanceTransform.init) : nil
        }
        if options.weight != .none { timings["weights"] = weightsSeconds + widthSeconds }

        try Cancellation.checkpoint()
        var merged = options.art.keepsFrame ? traced.strokes : traced.strokes.trimmingFrame()
        // Faces drawn as faces: their features traced again, finer, in place of the picture's strokes there.
        let faceWatch = Stopwatch()
        let faces = try Self.faceDetail(of: pixels, working: merged.workingSize, options: options)
        if let faces {
            merged = merged.restricted { !faces.regions.contains($0) }
            timings["faces"] = faceWatch.seconds
        }
        if options.keepsSalientRegionOnly, let region = saliency?.union {
            merged = merged.restricted(toNormalizedRegion: (region.x, region.y, region.width, region.height))
        }
        // `subject: .person`: the lines (here) and the tone (below) only where the people are.
        let subject = try options.subject == .person ? Self.personMask(of: pixels, working: merged.workingSize) : nil
        if let subject {
            merged = merged.restricted(to: subject.mask.contains)
            timings["subject"] = subject.seconds
        }
        var bundleLengths: BundleMerger.Lengths?
        // A centerline is one stroke per pen line already, and merging would cut a stroke where
        // it crosses another (the crossing lies within the tolerance of the longer stroke).
        if var merger = options.bundles, options.lines != .centerline {
            var levels: [Double]?
            if options.lines == .sweep {
                merger.minimumSupport = options.sweepSupport
                merger.minimumLevelGap = traced.sweepLevelGap ?? options.sweepLevelGap
                levels = traced.details.thresholds.map(Double.init)
            }
            let watch = Stopwatch()
            (merged, bundleLengths) = merged.mergingBundles(merger, settingLevels: levels)
            timings["bundles"] = watch.seconds
        }
        // The faces' strokes were merged at their own finer scale; the picture's merger would
        // fuse a pupil with the lid beside it. They are clipped as the picture's were.
        if let faces {
            var fine = merged
            fine.strokes = faces.strokes
            if options.keepsSalientRegionOnly, let region = try SaliencyRequest(model: options.saliencyModel).perform(on: pixels).union {
                fine = fine.restricted(toNormalizedRegion: (region.x, region.y, region.width, region.height))
            }
            if let subject { fine = fine.restricted(to: subject.mask.contains) }
            merged.strokes += fine.strokes
        }

        try Cancellation.checkpoint()
        var artOptions = options.art
        artOptions.keepsFrame = true   // trimmed above, before merging: LineArt need not trim again
        artOptions.vector.strokesAreOutlines = ![.edges, .centerline].contains(options.lines)
        // Centre lines traced on a supersampled mask are fitted on the grid they were traced on.
        artOptions.vector.traceGrid = 1 / Double(traced.details.supersampling ?? 1)
        switch options.weight {
        case .none, .stroke: break
        case .saliency, .edge: artOptions.style = .saliency
        case .pose: artOptions.style = .pose
        }
        var (art, artSeconds) = try Stopwatch.time {
            try LineArt(merged, options: artOptions, photo: pixels.eightBitIfNeeded(for: artOptions), saliency: map,
                        inkWidths: inkWidths)
        }
        if options.separatesColours {
            let photo = working.colour ?? pixels.eightBit.downscaled(toMaximumDimension: options.contour.maximumImageDimension)
            art.scene = ColourSeparation.split(art.scene, pens: options.pens, photo: photo)
        } else if options.pens > 1 {
            art.scene = PenSplit.split(art.scene, pens: options.pens)
        }
        // A pen is a layer: pens gather strokes from all over the drawing, in width or colour
        // order, so each is ordered again as its pen will draw it.
        let plotterOrder = artOptions.vector.sortForPlotter
        if plotterOrder && (options.separatesColours || options.pens > 1) {
            let watch = Stopwatch()
            art.scene.layers = art.scene.layers.map(LayerOrder.ordered)
            timings["order"] = watch.seconds
        }
        timings["art"] = artSeconds
        try Cancellation.checkpoint()
        if let tone = options.tone {
            let watch = Stopwatch()
            // Saliency and body-mask weights also drive the tone; edge strength does not.
            let attention = options.weight == .saliency || options.weight == .pose ? map : nil
            let tangents = tone.style == .flow
                ? try EdgeRequest(options: options.edges).tangents(of: working.colour
                    ?? pixels.eightBit.downscaled(toMaximumDimension: options.contour.maximumImageDimension))
                : nil
            let layer = Self.toneLayer(tone, gray: working.gray, over: art.scene, style: artOptions, attention: attention,
                                       tangents: tangents, inside: subject?.mask.contains)
            // The tone's loops end early when the work is abandoned: their partial layer is dropped here.
            try Cancellation.checkpoint()
            // Hatch lines come row by row, stipples as relaxed; the tone pen draws them in
            // plotter order (a tour is one stroke already).
            art.scene.layers.append(plotterOrder && tone.style != .tsp ? LayerOrder.ordered(layer) : layer)
            timings["tone"] = watch.seconds
        }
        art.drawsBackdropInSVG = options.drawsBackdropInSVG
        self.art = art

        let measureWatch = Stopwatch()
        strokes = DrawnStroke.strokes(of: art.scene)
        var stats = DrawStats(strokes, art: art, working: working.size, source: traced.details,
                              bundles: bundleLengths, seconds: timings, toneStyle: options.tone?.style.rawValue)
        stats.seconds["measure"] = measureWatch.seconds
        self.stats = stats

        var notes = traced.notes
        if strokes.isEmpty && options.lines != .none {
            notes.append(.empty(retrieval: options.contour.retrieval))
        } else if options.lines != .none {
            let floor = DrawNote.minimumInkPerSide * Double(working.size.width + working.size.height)
            if strokes.count < DrawNote.minimumStrokes || stats.inkLength < floor {
                let reason = DrawNote.blankReason(spread: GrayHistogram(working.gray).spread, lines: options.lines)
                notes.append(.nearlyEmpty(inkLength: stats.inkLength, strokes: strokes.count, floor: floor, reason: reason))
            }
        }
        if options.pens > 1 && options.weight == .none && !options.separatesColours {
            notes.append(.pensNeedAWeight(pens: options.pens))
        }
        if artOptions.vector.mergeTolerance != nil && art.joins == 0 {
            notes.append(.mergeJoinedNothing(openStrokes: merged.strokes.filter { !$0.closed }.count))
        }
        self.notes = notes
    }

    /// The scene `format` shows, as `linework draw` writes it: SVG leaves the backdrop out
    /// unless `DrawOptions.drawsBackdropInSVG` asked for it; PNG and PDF always show it.
    public func scene(for format: RenderFormat) -> Scene {
        art.scene(for: format)
    }

    /// The drawing rendered as `format`, byte for byte what `linework draw` writes for the
    /// same options (`scene(for:)` through `SceneRenderer`).
    ///
    /// - Throws: `LineworkError` from the renderer (a canvas too large for the format).
    public func rendered(as format: RenderFormat) throws -> [UInt8] {
        try art.rendered(as: format)
    }

    /// Writes the drawing atomically to `path`, byte for byte what `linework draw` writes there
    /// (`LineArt.write(to:as:)`).
    ///
    /// - Parameters:
    ///   - path: the file to write.
    ///   - format: default nil, chosen by the extension of `path` (`.svg`, `.png`, `.pdf`).
    /// - Throws: `LineworkError.cannotWrite` for an unknown extension or an unwritable path, and
    ///   the renderer's errors.
    public func write(to path: String, as format: RenderFormat? = nil) throws {
        try art.write(to: path, as: format)
    }
}

extension LineDrawing {
    /// The tone layer: `ToneStrokes` of the working image (hatching, stipples, a tour or
    /// streamlines), kept clear of every stroke already in `scene` (`StrokeOcclusion`), drawn
    /// with the line layer's pen times `widthFactor` (round caps for stipples, so each is a
    /// round dot), its density following `attention` when given. Its id is "tone".
    ///
    /// - Parameter tangents: the edge tangent flow of the working image, for `flow`.
    /// - Parameter inside: where tone may go (`subject: .person`); nil for everywhere.
    static func toneLayer(_ tone: HatchOptions, gray: GrayImage, over scene: Scene, style: ArtOptions,
                          attention: FloatImage? = nil, tangents: [SIMD2<Float>]? = nil,
                          inside: ((Point2) -> Bool)? = nil) -> Layer {
        let width = style.strokeWidth * tone.widthFactor
        let lines = DrawnStroke.strokes(of: scene).map { ($0.points, $0.closed, $0.width) }
        // The tone's widest ink (a stipple is `dotScale` pens wide, half as much again sized by
        // tone) joins the clearance as half its width, so the two inks keep apart.
        let widest = tone.style == .stipple ? width * HatchOptions.dotScale * (tone.dotSizeByTone ? 1.5 : 1) : width
        let occluded = lines.isEmpty ? nil
            : StrokeOcclusion.mask(lines, width: gray.width, height: gray.height, clearance: tone.clearance + widest / 2)
        let made = ToneStrokes(gray: gray, occluded: occluded, options: tone, attention: attention, tangents: tangents)
        let cap: LineCap = tone.style == .stipple ? .round : style.lineCap
        // Stipples are grouped into pens of widths a tenth of the tone pen apart (sized by tone, many).
        var byScale: [Int: [Subpath]] = [:]
        for (k, stroke) in made.strokes.enumerated() {
            let tenths = made.widthScales.isEmpty ? 10 : Int((made.widthScales[k] * 10).rounded())
            // A stipple (one point, or two less than a pixel apart) is kept whole when it is inside;
            // a hatch line or a tour's leg is cut where it leaves.
            let isDot = stroke.count == 1
                || (stroke.count == 2 && ((stroke[1] - stroke[0]) * (stroke[1] - stroke[0])).sum() < 1)
            let pieces = inside.map { inside in
                isDot ? (inside(stroke[0]) ? [stroke] : []) : StrokeSet.insideRuns(of: stroke, closed: false, inside: inside)
            } ?? [stroke]
            for piece in pieces {
                guard let subpath = Subpath(polyline: piece.map { ScenePoint($0.x, $0.y) }, isClosed: false) else { continue }
                byScale[tenths, default: []].append(subpath)
            }
        }
        let paths = byScale.keys.sorted().map { tenths in
            ScenePath(byScale[tenths]!, style: PathStyle(stroke: .ink, width: .pixels(width * Double(tenths) / 10),
                                                         lineCap: cap, lineJoin: style.lineJoin))
        }
        return Layer(id: "tone", label: "tone", paths: paths)
    }
}

extension LineDrawing {
    /// The person mask of `pixels` on the working image (`SubjectMask`), and the seconds it took.
    ///
    /// The segmentation model is a selfie model: it assumes someone is there and marks the
    /// foreground of any photo (77 % of the coins, 91 % of the cat). So a person must first be
    /// found by the body-pose detector or the face detector; without one, there is no person.
    ///
    /// - Throws: `PoseError` when a model is not installed or fails; `LineworkError.nothingFound`
    ///   when the photo has no person (nothing would be drawn).
    static func personMask(of pixels: PixelBuffer, working: PixelSize) throws -> (mask: SubjectMask, seconds: Double) {
        let watch = Stopwatch()
        let environment = ProcessInfo.processInfo.environment
        // LiteRT's INFO lines are kept off standard error, as `FaceCue` keeps them.
        let body = try PoseEstimator(files: PoseModelFiles.locate(environment: environment), silencesRuntimeLogs: true)
        let faces = try FaceDetector(files: PoseModelFiles.locateFaceModel(environment: environment), silencesRuntimeLogs: true)
        guard try !body.perform(PoseRequest(), on: pixels).people.isEmpty || !(try faces.perform(FaceRequest(), on: pixels).faces.isEmpty)
        else {
            throw LineworkError.nothingFound(subject: "person", detail: "found no person in the picture (neither a body nor a "
                + "face), so a drawing of the person alone would draw nothing")
        }
        let segmenter = try PersonSegmenter(files: PoseModelFiles.locateSegmentationModel(.accurate, environment: environment),
                                            quality: .accurate, silencesRuntimeLogs: true)
        let person = try segmenter.perform(on: pixels).mask
        let mask = SubjectMask(person: person, width: working.width, height: working.height)
        guard !mask.isEmpty else {
            throw LineworkError.nothingFound(subject: "person", detail: "found no person in the picture, so a drawing of the person alone "
                + "would draw nothing")
        }
        return (mask, watch.seconds)
    }
}

extension LineDrawing {
    /// The body weight map of the people in `pixels` for `weight: .pose` (at most 512 pixels a
    /// side, values in [0, 1]), from the body-pose model found as `PoseModelFiles.locate` finds it.
    ///
    /// - Throws: `PoseError` when the model is not installed or fails;
    ///   `LineworkError.nothingFound` when it finds no person.
    public static func bodyWeights(of pixels: PixelBuffer,
                                   environment: [String: String] = ProcessInfo.processInfo.environment) throws -> FloatImage {
        try bodyWeightFinder(environment: environment)(pixels)
    }

    /// `bodyWeights(of:)` for many pictures (a video's frames): the model is loaded once.
    ///
    /// - Throws: `PoseError` when the model is not installed or does not load; the finder
    ///   throws as `bodyWeights(of:)` does.
    public static func bodyWeightFinder(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> (PixelBuffer) throws -> FloatImage {
        let estimator = try PoseEstimator(files: PoseModelFiles.locate(environment: environment), silencesRuntimeLogs: true)
        return { pixels in
            guard let weights = try estimator.perform(PoseRequest(), on: pixels).bodyWeight(maximumSide: 512) else {
                throw LineworkError.nothingFound(subject: "pose", detail: "found no person in the picture, so there is no figure to weigh")
            }
            return weights
        }
    }

    /// The faces' finer strokes and their regions (`FaceDetail`), or nil: when `faces` is off,
    /// the line source is not `edges`, the face detector is not installed, or no face is found.
    ///
    /// - Throws: `PoseError.corruptModel` or `.runtime` from a model that is installed but fails.
    static func faceDetail(of pixels: PixelBuffer, working: PixelSize, options: DrawOptions) throws -> FaceDetail? {
        guard options.faces == .auto, options.lines == .edges, let finder = try FaceFinder.installed() else { return nil }
        return try FaceDetail.find(in: pixels, working: working, finder: finder, options: options)
    }
}

extension PixelBuffer {
    /// The 8-bit photo when the backdrop shows it, otherwise nil (no copy made).
    func eightBitIfNeeded(for options: ArtOptions) -> Image<UInt8>? {
        if case .photo = options.backdrop { return eightBit }
        return nil
    }
}
