import ArgumentParser
import Foundation
import LineworkArt
import LineworkContours
import LineworkCore
import LineworkSaliency
import LineworkSweep
import LineworkVector

/// `linework draw IMAGE`: the artist's front door — a photo turned into line art.
struct DrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Turn a photo into line art: coherent edges, contours, tone levels or a merged sweep, fitted with potrace-quality curves.")

    /// `--tone`: none, or a `HatchOptions.Style`.
    enum ToneName: String, ExpressibleByArgument, CaseIterable { case none, hatch, crosshatch }

    @Argument(help: "A PNG or JPEG file.")
    var image: String

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
    @OptionGroup(title: "Line art") var art: ArtFlags
    @OptionGroup var input: InputOptions

    @Option(help: "Write the strokes as drawn, and statistics, as JSON to FILE ('-' for standard output).")
    var json: String?

    @Option(help: "Write statistics (paths, ink length, pen-up travel, plot time, doubled ink, timings) as JSON to FILE ('-' for standard output).")
    var stats: String?

    @Option(help: ArgumentHelp("Write G-code for a pen plotter to FILE (millimetres, absolute, one pen per layer).",
                               discussion: "The drawing is fitted inside the --device profile's paper margins."))
    var gcode: String?

    @Option(help: "Write HP-GL for a pen plotter to FILE (plotter units, one pen per layer).")
    var hpgl: String?

    @Option(help: ArgumentHelp("In --gcode and --hpgl, lift the pen at least every D mm of drawing (paths cut there), so a dip pen can be re-inked.",
                               valueName: "D"))
    var splitDistance: Double?

    @Option(help: ArgumentHelp("The plotter: a YAML profile file, or a built-in: grbl-pen (A4, the --gcode default) or hp7475a (A4 landscape, the --hpgl default).",
                               discussion: "Keys: \(DeviceProfile.fields.joined(separator: ", ")). With --device, plotSeconds uses its speeds, acceleration and paper."))
    var device: String?

    func run() throws {
        let options = try drawOptions()
        let profile = try deviceProfile()
        if let d = splitDistance, !(d.isFinite && d >= 1 && d <= 100_000) {
            throw LineworkError.invalidOption(name: "--split-distance", value: "\(d)", allowed: "must be a length in [1, 100000] mm")
        }
        try [json, stats, gcode, hpgl].compactMap { $0.output }.forEach { try $0.checkWritable() }
        try art.checkWritable()
        let plan = OutputPlan(inputs: [image] + (device.map { DeviceProfile.builtIn[$0] == nil ? [$0] : [] } ?? []),
                              outputs: [("--json", json), ("--stats", stats), ("--gcode", gcode), ("--hpgl", hpgl)]
                                  + art.namedOutputs)
        try plan.check()

        let decoded = try input.decoder().decode(path: image)
        let bodyMask = options.weight == .pose ? try ArtFlags.bodyMask(of: decoded.pixels) : nil
        var drawing = try LineDrawing(decoded.pixels, options: options, bodyMask: bodyMask)
        if let profile { drawing.estimatePlotTime(on: profile) }
        // The adjustment note only matters to someone who set the adjustment.
        for note in drawing.notes {
            if case .adjustmentHasNoEffect = note, adjustment == nil { continue }
            warn(note)
        }
        let batch = AtomicFile.Batch()
        try art.render(drawing.art.scene, plan: plan, svgBackground: art.background != nil, into: batch)

        let size = PixelSize(width: decoded.width, height: decoded.height)
        if let output = json.output { try output.write(drawing.jsonText(imageSize: size), into: batch) }
        if let output = stats.output { try output.write(drawing.statsJSONText(), into: batch) }
        if let output = gcode.output {
            let machine = profile ?? .grblPen
            try output.write(GCodeWriter.program(drawing.devicePaths(on: machine, splitDistance: splitDistance), profile: machine),
                             into: batch)
        }
        if let output = hpgl.output {
            let machine = profile ?? .hp7475a
            try output.write(HPGLWriter.program(drawing.devicePaths(on: machine, splitDistance: splitDistance), profile: machine),
                             into: batch)
        }
        try OutputFile.commit(batch)
        if json == nil && stats == nil && gcode == nil && hpgl == nil && art.outputs.isEmpty {
            let s = drawing.stats
            print("\(image): \(s.paths) strokes, ink \(Int(s.inkLength.rounded())) px, "
                + "doubled \(Int((s.doubledInk * 100).rounded()))%, plot \(Int(s.plotSeconds.rounded())) s "
                + "(working \(drawing.art.scene.width)×\(drawing.art.scene.height), --lines \(lines.rawValue))")
        }
    }

    /// `--device`: a built-in profile by name, or a YAML file; nil without the flag.
    func deviceProfile() throws -> DeviceProfile? {
        guard let device else { return nil }
        if let builtIn = DeviceProfile.builtIn[device] { return builtIn }
        let text = String(decoding: try InputFile.read(device), as: UTF8.self)
        do {
            return try DeviceProfile(yaml: text, source: device)
        } catch LineworkError.invalidOption(let name, let value, let allowed) {
            throw LineworkError.invalidOption(name: name == "device" ? "--device" : "--device \(device): \(name)",
                                              value: value, allowed: allowed)
        }
    }

    /// The library options these flags describe, checked. Errors name the library's fields;
    /// `Main` reports them as flags (`FieldFlags`).
    func drawOptions() throws -> DrawOptions {
        var options = DrawOptions()
        options.lines = lines
        options.weight = weight
        options.contour = try contour.options(pivot: pivot.pivot, adjustment: adjustment ?? ContourOptions().contrastAdjustment)
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
        look.vector.sortForPlotter = art.plotterOrder ?? true
        if lines == .centerline && art.minLength == nil { look.vector.minimumLength = 0 }
        if lines == .centerline && contour.blur == nil { options.contour.blurSigma = DrawOptions.centerlineBlurSigma }
        options.bundles = bundle > 0 ? BundleMerger(tolerance: bundle) : nil
        look.vector.curves = curves ? try CurveFitter(alphaMax: alphamax) : nil
        options.art = look
        try options.validate()
        if options.weight == .saliency { options.saliencyModel = try SaliencyModel.parse(art.saliencyModel) }
        return options
    }

    func warn(_ note: DrawNote) {
        let message: String
        switch note {
        case .adjustmentHasNoEffect(let pivot, let cut):
            message = "note: with --pivot auto the pivot is the median luminance (\(String(format: "%.2f", pivot))), "
                + "where --adjustment moves the threshold by (0.5 − pivot) / adjustment; here every adjustment gives "
                + "the same mask (gray < \(cut)). Set --pivot to a number to use the adjustment."
        case .pensNeedAWeight(let pens):
            message = "note: --pens \(pens) splits strokes by their width, and without --weight every stroke has the same "
                + "width: the lines stay on one pen"
        case .mergeJoinedNothing(let open):
            message = ArtFlags.mergeJoinedNothing(openStrokes: open)
        case .empty(let retrieval):
            message = "warning: \(image): the drawing is empty (--lines \(lines.rawValue)"
                + (lines == .edges || lines == .none ? "" : ", --retrieval \(retrieval.rawValue)") + ")"
        }
        ArtFlags.note(message)
    }
}

extension DrawOptions.Lines: ExpressibleByArgument {}
extension DrawOptions.Weight: ExpressibleByArgument {}
