import ArgumentParser
import LineworkArt
import LineworkContours
import LineworkCore
import LineworkSaliency
import LineworkVector

/// `draw`'s options for the strokes — line source, weights, tone, pens, contrast and curve
/// fitting — shared by `draw` and `animate`.
struct DrawFlags: ParsableArguments {
    /// `--tone`: none, or a `HatchOptions.Style`.
    enum ToneName: String, ExpressibleByArgument, CaseIterable { case none, hatch, crosshatch }

    @Option(help: "Line source: edges (coherent line drawing), contours (one contrast setting), levels (tone levels from the histogram), sweep (the settings grid, merged), centerline (one stroke per pen line) or none.")
    var lines = DrawOptions.Lines.edges

    @Option(help: ArgumentHelp("What weighs the strokes: none, saliency (where people look), pose (the people's figures; needs Scripts/install-pose-model), edge (edge strength) or stroke (each line as wide as the pen line it traces).",
                               discussion: "stroke measures the width of the ink under each line (its distance transform) and draws the line that wide, scaled like --stroke-width; for --lines centerline and edges."))
    var weight = DrawOptions.Weight.none

    @Option(help: ArgumentHelp("Tone as hatching under the lines: none, hatch (parallel lines, the darkest areas crossed) or crosshatch (each tone layer at its own angle).",
                               discussion: "Hatch lines stop short of the line layer's strokes. --lines none --tone hatch draws tone alone."))
    var tone = ToneName.none

    @Option(help: ArgumentHelp("Split the weighted lines into N pen layers by stroke width (1…8), finest first, each at one width.",
                               discussion: "Needs --weight (saliency, pose, edge or stroke). Each pen is an Inkscape layer, and one pen of --gcode/--hpgl."))
    var pens = 1

    @Flag(name: .customLong("color"),
          help: ArgumentHelp("With --pens N (2…8), split the lines into N colour pens: the photo's colours under the strokes, clustered (k-means in CIE Lab).",
                             discussion: "Each pen is a layer drawn in its colour, lightest first; no --weight needed."))
    var colourPens = false

    @Option(help: ArgumentHelp("Distance between the lines of one hatch layer, in working pixels (1…200).",
                               discussion: "Default \(HatchOptions(style: .hatch).spacing)."))
    var hatchSpacing = HatchOptions(style: .hatch).spacing

    @Option(help: ArgumentHelp("Tone layers of --tone, 1…8: darker areas gather more layers.",
                               discussion: "Default \(HatchOptions(style: .hatch).levels)."))
    var hatchLevels = HatchOptions(style: .hatch).levels

    @Option(help: ArgumentHelp("Angle of the first hatch layer in degrees (0 along the rows, 90 down the columns).",
                               discussion: "Default \(HatchOptions(style: .hatch).angle)."))
    var hatchAngle = HatchOptions(style: .hatch).angle

    @Option(help: ArgumentHelp("Contrast pivot in 0…1, or 'auto' (the working image's median), for contours and centerline.",
                               discussion: "Vision's transform puts the threshold at pivot + (0.5 − pivot) / adjustment: the adjustment moves it only as far as the pivot is from 0.5, so with 'auto' on a mid-toned photo it changes little; draw says so when it changes nothing."))
    var pivot = PivotArgument(ContourOptions().contrastPivot)

    @Option(help: ArgumentHelp("Contrast adjustment in 0…3, for contours and centerline.",
                               discussion: "Default \(ContourOptions().contrastAdjustment)."))
    var adjustment: Double?

    @OptionGroup(title: "Grid of --lines sweep") var gridFlags: GridFlags

    @Option(help: "Tone classes of --lines levels, 2…16 (multi-level Otsu).")
    var levels = DrawOptions().levelCount

    @Option(help: ArgumentHelp("Bundle merging tolerance in working pixels: strokes within it of a longer stroke are cut back to their new ink (0 = off).",
                               discussion: "Default \(BundleMerger().tolerance)."))
    var bundle = BundleMerger().tolerance

    @Option(help: ArgumentHelp("With --lines sweep, the share of a stroke that another setting must confirm (0…1) for it to be drawn.",
                               discussion: "Default \(DrawOptions().sweepSupport): sharp edges are traced at many settings, the rings across smooth gradients at one."))
    var support = DrawOptions().sweepSupport

    @Option(help: ArgumentHelp("Corner threshold of the curve fitting (potrace's alphamax), 0…1.34: lower keeps more corners.",
                               discussion: "Default 1.0, potrace's."))
    var alphamax = 1.0

    @Flag(inversion: .prefixedNo, help: "Fit potrace-quality Bézier curves (otherwise polylines simplified by --simplify).")
    var curves = true

    @OptionGroup var contour: ContourFlags

    /// The library options these flags describe with `art`'s look, checked. Errors name the
    /// library's fields; `Main` reports them as flags (`FieldFlags`).
    func drawOptions(art: ArtFlags) throws -> DrawOptions {
        // The line source's own defaults (`DrawOptions.defaults(for:)`); a flag given wins.
        let defaults = DrawOptions.defaults(for: lines)
        var options = defaults
        options.weight = weight
        options.contour = try contour.options(pivot: pivot.pivot, adjustment: adjustment ?? ContourOptions().contrastAdjustment)
        if contour.blur == nil { options.contour.blurSigma = defaults.contour.blurSigma }
        // Without --threshold, centerline switches to adaptive by itself on unevenly lit pages.
        options.adaptiveWhenUneven = contour.threshold.threshold == nil
            ? try contour.threshold.thresholding(default: .adaptive).adaptive : nil
        options.grid = try gridFlags.grid()
        options.levelCount = levels
        options.sweepSupport = support
        options.pens = pens
        options.separatesColours = colourPens
        if let style = HatchOptions.Style(rawValue: tone.rawValue) {
            var hatch = HatchOptions(style: style)
            hatch.spacing = hatchSpacing
            hatch.levels = hatchLevels
            hatch.angle = hatchAngle
            options.tone = hatch
        }
        var look = try art.options()
        if art.style == .saliency { options.weight = .saliency }
        if art.style == .pose { options.weight = .pose }
        if case .image(let scale) = look.sheet { look.sheet = .working(scale: scale) }
        look.vector.sortForPlotter = art.plotterOrder ?? defaults.art.vector.sortForPlotter
        if art.minLength == nil { look.vector.minimumLength = defaults.art.vector.minimumLength }
        guard bundle.isFinite, (0...20).contains(bundle) else {
            throw LineworkError.invalidOption(name: "--bundle", value: "\(bundle)", allowed: "must be a number in [0, 20] (working pixels; 0 = off)")
        }
        options.bundles = bundle > 0 ? BundleMerger(tolerance: bundle) : nil
        look.vector.curves = curves ? try CurveFitter(alphaMax: alphamax) : nil
        options.art = look
        try options.validate()
        // Checked even when unused: a misspelt model name is an error, not a silent default.
        let model = try SaliencyModel.parse(art.saliencyModel, flag: "--saliency-model")
        if options.weight == .saliency { options.saliencyModel = model }
        return options
    }
}
