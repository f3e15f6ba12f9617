import ArgumentParser
import Foundation
import LineworkArt
import LineworkContours
import LineworkCore
import LineworkPose
import LineworkSaliency
import LineworkTone
import LineworkVector

/// `draw`'s options for the strokes — line source, weights, tone, pens, contrast and curve
/// fitting — shared by `draw` and `animate`.
struct DrawFlags: ParsableArguments {
    /// `--tone`: none, or a `HatchOptions.Style`.
    enum ToneName: String, ExpressibleByArgument, CaseIterable { case none, hatch, crosshatch, stipple, tsp, flow }

    @Option(help: ArgumentHelp("Line source: edges (coherent line drawing), contours (one contrast setting), levels (tone levels from the histogram), sweep (the settings grid, merged), centerline (one stroke per pen line) or none.",
                               discussion: "Default edges, or the preset's."))
    var lines: DrawOptions.Lines?

    @Option(help: ArgumentHelp("What weighs the strokes: none, saliency (where people look), pose (the people's figures; needs Scripts/install-pose-model), edge (edge strength) or stroke (each line as wide as the pen line it traces).",
                               discussion: "Default none. stroke measures the width of the ink under each line (its distance transform) and draws the line that wide, scaled like --stroke-width; for --lines centerline and edges."))
    var weight: DrawOptions.Weight?

    @Option(help: ArgumentHelp("Tone under the lines: none, hatch (parallel lines, the darkest areas crossed), crosshatch (each tone layer at its own angle), stipple (weighted Voronoi dots), tsp (one line through the dots) or flow (streamlines along the edges' flow).",
                               discussion: "Default none. Tone stops short of the line layer's strokes. --lines none --tone hatch draws tone alone."))
    var tone: ToneName?

    @Option(help: ArgumentHelp("Split the weighted lines into N pen layers by stroke width (1…8), finest first, each at one width.",
                               discussion: "Default 1. Needs --weight (saliency, pose, edge or stroke). Each pen is an Inkscape layer, and one pen of --gcode/--hpgl."))
    var pens: Int?

    @Flag(name: .customLong("color"),
          help: ArgumentHelp("With --pens N (2…8), split the lines into N colour pens: the photo's colours under the strokes, clustered (k-means in CIE Lab).",
                             discussion: "Each pen is a layer drawn in its colour, lightest first; no --weight needed."))
    var colourPens = false

    @Option(help: ArgumentHelp("Distance between the lines of one hatch layer, in working pixels (1…200).",
                               discussion: "Default \(HatchOptions(style: .hatch).spacing)."))
    var hatchSpacing: Double?

    @Option(help: ArgumentHelp("Tone layers of --tone, 1…8: darker areas gather more layers.",
                               discussion: "Default \(HatchOptions(style: .hatch).levels)."))
    var hatchLevels: Int?

    @Option(help: ArgumentHelp("Angle of the first hatch layer in degrees (0 along the rows, 90 down the columns).",
                               discussion: "Default \(HatchOptions(style: .hatch).angle)."))
    var hatchAngle: Double?

    @Option(help: ArgumentHelp("Dots of --tone stipple or tsp (0…2000000; 0: one per 20 working pixels).",
                               discussion: "Default 0. Darker places get more dots per area."))
    var dots: Int?

    @Flag(help: ArgumentHelp("With --tone stipple, size each dot by the tone under it (half to 1.5 times the tone pen)."))
    var dotSizeByTone = false

    @Option(help: ArgumentHelp("Contrast pivot in 0…1, or 'auto' (the working image's median), for contours and centerline.",
                               discussion: "Default 0.5. Vision's transform puts the threshold at pivot + (0.5 − pivot) / adjustment: the adjustment moves it only as far as the pivot is from 0.5, so with 'auto' on a mid-toned photo it changes little; draw says so when it changes nothing."))
    var pivot: PivotArgument?

    @Option(help: ArgumentHelp("Contrast adjustment in 0…3, for contours and centerline.",
                               discussion: "Default \(ContourOptions().contrastAdjustment)."))
    var adjustment: Double?

    @OptionGroup(title: "Grid of --lines sweep") var gridFlags: GridFlags

    @Option(help: ArgumentHelp("Tone classes of --lines levels, 2…16 (multi-level Otsu).",
                               discussion: "Default \(DrawOptions().levelCount)."))
    var levels: Int?

    @Option(help: ArgumentHelp("Bundle merging tolerance in working pixels: strokes within it of a longer stroke are cut back to their new ink (0 = off).",
                               discussion: "Default \(BundleMerger().tolerance)."))
    var bundle: Double?

    @Option(help: ArgumentHelp("With --lines sweep, the share of a stroke that another setting must confirm (0…1) for it to be drawn.",
                               discussion: "Default \(DrawOptions().sweepSupport): sharp edges are traced at many settings, the rings across smooth gradients at one."))
    var support: Double?

    @Option(help: ArgumentHelp("Corner threshold of the curve fitting (potrace's alphamax), 0…1.34: lower keeps more corners.",
                               discussion: "Default 1.0, potrace's."))
    var alphamax: Double?

    @Flag(inversion: .prefixedNo, help: "Fit potrace-quality Bézier curves (otherwise polylines simplified by --simplify); default on.")
    var curves: Bool?

    @Option(help: ArgumentHelp("What to draw: everything, or person (only the people: lines and tone clipped to the person mask; needs Scripts/install-pose-model).",
                               discussion: "Default everything. person segments the photo (Vision's person segmentation, mediapipe's selfie model) and keeps what lies on the people, within 2 working pixels of the mask."))
    var subject: DrawOptions.Subject?

    @Option(help: ArgumentHelp("How faces are drawn: auto (their eyes, pupils, brows, nose and lips traced again, finer, when the face models are installed) or off.",
                               discussion: "Default auto. Needs Scripts/install-pose-model; without the face detector the drawing is the same either way. Only for --lines edges."))
    var faceDetail: DrawOptions.Faces?

    @OptionGroup var contour: ContourFlags

    /// The flags given (and only those), by draw's option names, for
    /// `DrawOptions.applying(flags:)`: the library's one mapping of draw's flags onto fields.
    func settings(art: ArtFlags) -> [String: DrawPreset.Value] {
        var settings = contour.settings.merging(gridFlags.settings) { $1 }.merging(art.settings) { $1 }
        settings["lines"] = lines.map { .text($0.rawValue) }
        settings["weight"] = weight.map { .text($0.rawValue) }
        settings["tone"] = tone.map { .text($0.rawValue) }
        settings["pens"] = pens.map { .number(Double($0)) }
        if colourPens { settings["color"] = .switched(true) }
        settings["hatch-spacing"] = hatchSpacing.map { .number($0) }
        settings["hatch-levels"] = hatchLevels.map { .number(Double($0)) }
        settings["hatch-angle"] = hatchAngle.map { .number($0) }
        settings["dots"] = dots.map { .number(Double($0)) }
        if dotSizeByTone { settings["dot-size-by-tone"] = .switched(true) }
        settings["pivot"] = pivot.map(\.setting)
        settings["adjustment"] = adjustment.map { .number($0) }
        settings["levels"] = levels.map { .number(Double($0)) }
        settings["bundle"] = bundle.map { .number($0) }
        settings["support"] = support.map { .number($0) }
        settings["alphamax"] = alphamax.map { .number($0) }
        settings["curves"] = curves.map { .switched($0) }
        settings["subject"] = subject.map { .text($0.rawValue) }
        settings["face-detail"] = faceDetail.map { .text($0.rawValue) }
        return settings
    }

    /// The drawing options: `preset`'s (at `--lines` when given) or the line source's
    /// defaults, with the flags given applied on top and checked. Errors name the library's
    /// fields; `Main` reports them as flags (`FieldFlags`).
    func drawOptions(art: ArtFlags, preset: DrawPreset? = nil) throws -> DrawOptions {
        let base = try preset?.options(lines: lines) ?? DrawOptions.defaults(for: lines ?? .edges)
        let options = try base.applying(flags: settings(art: art))
        try options.validate()
        // Checked even when unused: a misspelt model name is an error, not a silent default.
        if let model = art.saliencyModel { _ = try SaliencyModel.parse(model, flag: "--saliency-model") }
        if options.art.style == .pose { _ = try poseStep { try PoseModelFiles.locate(environment: ProcessInfo.processInfo.environment) } }
        if options.subject == .person {
            _ = try poseStep { try PoseModelFiles.locateSegmentationModel(.accurate, environment: ProcessInfo.processInfo.environment) }
        }
        return options
    }
}
