import LineworkContours
import LineworkCore
import LineworkEdges
import LineworkSaliency
import LineworkSweep
import LineworkTone
import LineworkVector

/// Everything `LineDrawing` needs: where the lines come from, what weighs them, and the look.
///
/// Defaults are chosen by eye on the bundled photos and on generated scenes at the default
/// 512-pixel working size.
///
/// The options are `Codable`, field by field: a preset file (`DrawPreset`) is a document of
/// these fields, and JSON tools can read and write them too.
public struct DrawOptions: Sendable, Equatable, Codable {
    /// Where the drawing's lines come from.
    public enum Lines: String, Sendable, Equatable, CaseIterable, Codable {
        /// Coherent line drawing: flow-based difference-of-Gaussians edges on colour, thinned to
        /// centre lines (`LineworkEdges`). Sees boundaries between colours of equal luminance.
        case edges
        /// Vision's contour request with one contrast setting (`contour`).
        case contours
        /// Outlines of a few tone levels chosen from the image's own histogram (`ToneLevels`).
        case levels
        /// The pivot × adjustment grid (`grid`), merged into one line per bundle.
        case sweep
        /// Centre lines of the thresholded mask: one stroke per pen line (documents, sketches).
        case centerline
        /// No line layer.
        case none
    }

    /// What sets each stroke's weight (width and ink).
    public enum Weight: String, Sendable, Equatable, CaseIterable, Codable {
        /// Every stroke alike.
        case none
        /// The attention map (`saliencyModel`): bold where people look.
        case saliency
        /// The people's body mask from pose estimation (given to `LineDrawing`).
        case pose
        /// Edge contrast under the stroke (`EdgeContrast`: the working image's gradient
        /// magnitude), for every line source: strong outlines bold, faint creases fine.
        case edge
        /// The pen width of the traced line itself: twice the distance-transform radius along
        /// the stroke (`DistanceTransform.penWidth`), so a line traced down a 6 px pen line is
        /// drawn 6 working px wide, scaled with the drawing like `art.strokeWidth`. For the
        /// sources that trace centre lines of a mask, `centerline` (handwriting, sketches) and
        /// `edges` (the edge detector's line mask); the outline sources (`contours`, `levels`,
        /// `sweep`) have no pen line under their strokes and refuse it.
        case stroke
    }

    /// The pre-blur σ (`contour.blurSigma`, working px) of `centerline` in `defaults(for:)`,
    /// which `linework draw` uses when none is given: 0, none. Handwriting and print at the
    /// working size are soft already: σ 0.5 closes a small e's eye into an o, and σ 1 runs
    /// letters' strokes together. On the photographed page of `DocumentCenterlineTests`
    /// tesseract reads 0.63 of the words of the 512 px drawing at σ 0 against 0.53 at σ 0.5 (a
    /// naive Sauvola + skeleton trace reads 0.62); the generated pages of `DocumentOCRTests`
    /// keep 0.967–1.046 of their accuracy at σ 0, as at σ 0.5. The 2-px speck filter takes the
    /// noise a blur would have smoothed.
    public static let centerlineBlurSigma = 0.0

    /// Default `.edges`: what an artist expects from a photo.
    public var lines: Lines
    /// Default `.none`: every stroke alike, and no model to run.
    public var weight: Weight
    /// The working size, pre-blur, polarity and, for `contours` and `centerline`, the contrast
    /// setting; `maximumImageDimension` applies to every source. Default `ContourOptions()`,
    /// Vision's defaults.
    public var contour: ContourOptions
    /// For `centerline` with global thresholding (`contour.threshold`): the adaptive threshold
    /// used instead when the page's lighting is uneven — its paper tone varies by more than
    /// `unevenLighting` (`PaperBackground.lightingVariation`). nil keeps the global threshold.
    /// Default `AdaptiveThreshold()`: one global cut turns the shadowed part of a photographed
    /// page into a blob whose centre line is a ladder of strokes.
    public var adaptiveWhenUneven: AdaptiveThreshold? = AdaptiveThreshold()
    /// The lighting variation above which `adaptiveWhenUneven` applies, 0…1. Default 0.15: well
    /// above a scan's (under 0.05), below a page lit from one side (0.3 and more).
    public var unevenLighting = 0.15
    /// The settings grid of `sweep`. Default the contract's 65 settings.
    public var grid: SweepGrid = .default
    /// The support a `sweep` stroke needs to be drawn (see `BundleMerger.minimumSupport`), 0…1.
    /// Default 0.5: an edge is drawn where at least half of its outline is confirmed by a
    /// setting whose threshold is `sweepLevelGap` or more away; the rings a sweep draws across
    /// smooth gradients are left out.
    public var sweepSupport = 0.5
    /// See `sweepSupport`, in 8-bit gray levels. Default 24: about a tenth of the tonal range,
    /// so a line needs a step of that much within a few pixels.
    public var sweepLevelGap = 24.0
    /// Whether `sweep` follows the photo's own histogram: each of `grid`'s pivots p becomes the
    /// working image's p-quantile of luminance, and `sweepLevelGap` scales with the spread
    /// between its 5th and 95th percentiles (over the full 255 levels; at least a tenth of it,
    /// `LineSourceTrace.minimumGapScale`). Default true: a dim or flat photo is swept across
    /// the tones it has instead of thresholds it never reaches.
    /// `linework sweep` keeps the grid as given (the contract's fixed pivots).
    public var sweepFollowsHistogram = true
    /// Tone classes of `levels`, 2…16 (2 is Otsu's single threshold). Default 4: three
    /// outlines (shadow, mid-tone, highlight), the fewest that model a face.
    public var levelCount = 4
    /// Tone drawn as hatching under the lines (`HatchOptions`); nil, the default, draws none.
    public var tone: HatchOptions?
    /// Pens the weighted lines are split into by width (`PenSplit`), 1…8. Default 1: one layer.
    /// Needs a `weight`; without one every stroke has the same width and stays on one pen.
    public var pens = 1
    /// Split the line paths into `pens` pens by the photo's colour under them instead of by
    /// width (`ColourSeparation`: k-means in CIE Lab), each pen drawn in its colour. Needs
    /// `pens` ≥ 2; no weight needed. Default false.
    public var separatesColours = false
    /// The edge detector of `edges`. Its own defaults.
    public var edges = EdgeOptions()
    /// The saliency model of `weight == .saliency`. Default attention (Vision's).
    public var saliencyModel: SaliencyModel = .attention
    /// Bundle merging after frame trimming (see `BundleMerger`): near-coincident strokes
    /// collapse into one; nil keeps every stroke. Default on, so a sweep is one line per edge.
    /// Not applied to `centerline`, which draws one stroke per pen line already: merging would
    /// cut each stroke where it crosses a longer one.
    public var bundles: BundleMerger? = BundleMerger()
    /// The look. `draw`'s defaults differ from `ArtOptions()`'s in three ways: the canvas is
    /// the working image's size (the input's there), so a PNG at scale 1 has one pixel per
    /// working pixel; strokes are fitted with potrace's curves (`CurveFitter`); and they are
    /// ordered for a plotter, which cuts pen-up travel several-fold at little cost.
    public var art: ArtOptions = {
        var art = ArtOptions()
        art.sheet = .working(scale: 1)
        art.vector.curves = try? CurveFitter()
        art.vector.sortForPlotter = true
        return art
    }()
    /// Whether SVG output keeps `art.backdrop` as a locked background layer. Default false:
    /// `linework draw` writes strokes only, so that a plotter or a cutter sees nothing else;
    /// PNG and PDF always show the backdrop. Setting a backdrop on the command line
    /// (`--background`) or in a preset turns it on. See `LineDrawing.scene(for:)`.
    public var drawsBackdropInSVG = false
    /// Keep only the strokes inside the salient region: the union of `saliencyModel`'s boxes
    /// (`SaliencyObservation.union`); every stroke when the model finds none. Default false.
    public var keepsSalientRegionOnly = false
    /// What the drawing draws: `.everything` (default), or `.person`: only the people, their
    /// lines and tone clipped to the person mask (`PersonSegmentationRequest`, accurate
    /// quality, mask ≥ 0.5, grown by `Subject.margin` working pixels so an outline on the
    /// person's edge stays whole). Needs `Scripts/install-pose-model`'s segmentation model.
    public var subject: Subject = .everything

    /// Whether faces are drawn as faces (`FaceDetail`): `.auto` (default) finds faces with the
    /// installed models (`Scripts/install-pose-model`) and traces each one's eyes with their
    /// pupils, brows, nose and lips again from the photo, finer and at the face's own contrast,
    /// in place of the picture's strokes there; `.off` draws the picture as one. Only for
    /// `lines == .edges`. Without the face detector installed both give the same drawing, and a
    /// picture without a face is drawn byte for byte alike. Default `.auto`: people look at
    /// faces first, and a drawing that loses the eyes loses the person (issue 50).
    public var faces: Faces = .auto

    /// How a drawing treats faces (`faces`).
    public enum Faces: String, CaseIterable, Sendable, Equatable, Codable {
        /// Faces found by the installed models are traced again in detail; nothing changes
        /// when no face model is installed.
        case auto
        /// Faces are drawn as the rest of the picture.
        case off
    }

    /// What a drawing draws (`subject`).
    public enum Subject: String, CaseIterable, Sendable, Equatable, Codable {
        /// The whole picture.
        case everything
        /// Only the people: "just the person", for a plotter artist (Vision's person
        /// segmentation, issue 53).
        case person

        /// How far outside the person mask a stroke may run, in working pixels: 2, about a
        /// pen width, so the outline traced on the mask's edge is kept and nothing of the
        /// background is.
        public static let margin = 2
    }

    /// Options for the most-used choices; every other field takes its documented default and
    /// can be set afterwards. `DrawOptions()` is `linework draw`'s defaults.
    ///
    /// Nothing is checked here: `LineDrawing` calls `validate()`.
    ///
    /// - Parameters:
    ///   - lines: where the lines come from; default `.edges`.
    ///   - weight: what weighs the strokes; default `.none`.
    ///   - tone: hatching under the lines; default nil, none.
    ///   - contour: the working size and contrast setting; default `ContourOptions()`.
    public init(lines: Lines = .edges, weight: Weight = .none, tone: HatchOptions? = nil,
                contour: ContourOptions = ContourOptions()) {
        self.lines = lines
        self.weight = weight
        self.tone = tone
        self.contour = contour
    }

    /// What `linework draw --lines LINES` draws with no other option: `DrawOptions(lines:)` with
    /// the defaults that differ by line source. For `centerline`, the pre-blur is
    /// `centerlineBlurSigma` (0, no pre-blur) and every stroke length is kept (`art.vector.minimumLength`
    /// 0: a full stop or an i's dot is ink); every other source takes the fields' own defaults.
    ///
    /// The command line, a report's `draw:` entry and the studio all start from this, so a line
    /// source means the same drawing everywhere.
    public static func defaults(for lines: Lines) -> DrawOptions {
        var options = DrawOptions(lines: lines)
        if lines == .centerline {
            options.contour.blurSigma = centerlineBlurSigma
            options.art.vector.minimumLength = 0
        }
        return options
    }

    /// Checks every option, naming the field at fault.
    ///
    /// - Throws: `LineworkError.invalidOption`.
    public func validate() throws {
        try contour.validate()
        try edges.validate()
        try art.validate()
        try tone?.validate()
        try adaptiveWhenUneven?.validate()
        guard unevenLighting.isFinite, (0...1).contains(unevenLighting) else {
            throw LineworkError.invalidOption(name: "unevenLighting", value: "\(unevenLighting)", allowed: "must be a number in 0…1")
        }
        guard (1...8).contains(pens) else {
            throw LineworkError.invalidOption(name: "pens", value: "\(pens)", allowed: "must be an integer in 1…8")
        }
        if separatesColours && pens < 2 {
            throw LineworkError.invalidOption(name: "separatesColours", value: "true", allowed: "needs pens of 2…8")
        }
        if lines == .sweep { try grid.validate() }
        if weight == .stroke && [.contours, .levels, .sweep].contains(lines) {
            throw LineworkError.invalidOption(name: "weight", value: "stroke",
                                              allowed: "needs lines traced down the middle of a mask: centerline or edges, not \(lines.rawValue)")
        }
        guard (2...16).contains(levelCount) else {
            throw LineworkError.invalidOption(name: "levelCount", value: "\(levelCount)", allowed: "must be an integer in 2…16")
        }
        guard sweepSupport.isFinite, (0...1).contains(sweepSupport) else {
            throw LineworkError.invalidOption(name: "sweepSupport", value: "\(sweepSupport)", allowed: "must be a number in [0, 1]")
        }
        guard sweepLevelGap.isFinite, (0...255).contains(sweepLevelGap) else {
            throw LineworkError.invalidOption(name: "sweepLevelGap", value: "\(sweepLevelGap)",
                                              allowed: "must be a number in [0, 255] (8-bit gray levels)")
        }
        if let bundles {
            guard bundles.tolerance.isFinite, (0...20).contains(bundles.tolerance) else {
                throw LineworkError.invalidOption(name: "bundles.tolerance", value: "\(bundles.tolerance)",
                                                  allowed: "must be a number in [0, 20] (working pixels)")
            }
        }
    }
}
