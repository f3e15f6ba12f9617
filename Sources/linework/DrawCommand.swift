import ArgumentParser
import Foundation
import LineworkArt
import LineworkCodecs
import LineworkContours
import LineworkCore
import LineworkPlotter
import LineworkSaliency
import LineworkSweep
import LineworkVector

/// `linework draw IMAGE`: the artist's front door — a photo turned into line art.
struct DrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Turn a photo into line art: coherent edges, contours, tone levels or a merged sweep, fitted with potrace-quality curves.",
        discussion: """
            A video: `linework draw VIDEO --video OUT.mp4` (or .webm) draws every frame with the same drawing options, \
            keeping the frame rate, duration and sound. The input is taken as a video when --video is given (a PNG or \
            JPEG is then refused); a video given without --video is refused with a pointer to it. Frames are decoded \
            upright and drawn at the working size (--max-dimension), so a frame's drawing is the size of draw's PNG \
            of it (--scale, --page apply), padded by at most one pixel to even sides. Drawing is temporally coherent: \
            the frames are denoised over time where the picture stays still (a motion-adaptive recursive filter), and \
            tiles of the drawing whose picture has not changed keep their ink, so a still, noisy shot does not \
            flicker while a moving subject's lines follow it; everything starts again at a cut. --svg, --png, --pdf, \
            --json, --stats, --gcode, --hpgl and --device do not go with --video.
            """)

    @Argument(help: ArgumentHelp("A PNG or JPEG file, or a video with --video.", valueName: "image"))
    var image: String

    @OptionGroup var strokes: DrawFlags
    @OptionGroup(title: "Line art") var art: ArtFlags
    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp("Start from the settings saved in a preset file (YAML; linework studio saves them).",
                               discussion: "A preset holds DrawOptions' fields (art: {strokeWidth: 1.5}), or draw's options by name (stroke-width: 1.5) in the older form; flags given on the command line win over it."))
    var preset: String?

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

    @Option(help: ArgumentHelp("Draw every frame of the video IMAGE into OUT: .mp4 (H.264) or .webm (VP9), through ffmpeg.",
                               discussion: "Frame rate, duration and sound are kept; a still shot does not flicker (the input is denoised over time and unchanged places keep their ink). No other output goes with it.",
                               valueName: "OUT"))
    var video: String?

    @Flag(help: ArgumentHelp("Without an output option, replace an existing <stem>.svg.",
                             discussion: "draw PHOTO with no --svg, --png, --pdf, --json, --stats, --gcode or --hpgl writes <stem>.svg in the current folder and prints its path; it never replaces a file there without --force."))
    var force = false

    func run() throws {
        if let video { return try drawVideo(to: video) }
        var draw = self
        if let path = try defaultOutput() { draw.art.svg = path }
        try draw.drawAndWrite()
        if let path = draw.art.svg, art.svg == nil { print(path) }
    }

    /// The file `draw PHOTO` writes when no output was asked for: `<stem>.svg` in the current
    /// folder (potrace too writes a file named after its input), refused when it exists and
    /// `--force` was not given; nil when an output was asked for.
    func defaultOutput() throws -> String? {
        guard json == nil && stats == nil && gcode == nil && hpgl == nil && art.outputs.isEmpty else { return nil }
        let stem = URL(fileURLWithPath: image).deletingPathExtension().lastPathComponent
        let path = (stem.isEmpty || stem == "/" ? "drawing" : stem) + ".svg"
        // attributesOfItem does not follow a symlink: a link there is a file there.
        if !force, (try? FileManager.default.attributesOfItem(atPath: path)) != nil {
            throw LineworkError.cannotWrite(path: path, reason: "it exists; give --force to replace it, or --svg FILE")
        }
        return path
    }

    /// The preset file's settings, read as the library reads them; nil without `--preset`.
    func readPreset() throws -> DrawPreset? {
        guard let preset else { return nil }
        let read = try DrawPreset(yaml: String(decoding: try InputFile.read(preset), as: UTF8.self), source: preset)
        read.notes.forEach { ArtFlags.note($0) }
        return read
    }

    private func drawAndWrite() throws {
        let options = try strokes.drawOptions(art: art, preset: try readPreset())
        let profile = try deviceProfile()
        // Checked before the drawing is made, with the library's bound.
        if let splitDistance { try DevicePaths.checkSplitDistance(splitDistance) }
        try [json, stats, gcode, hpgl].compactMap { $0.output }.forEach { try $0.checkWritable() }
        try art.checkWritable()
        let plan = OutputPlan(inputs: [image] + (device.map { DeviceProfile.builtIn[$0] == nil ? [$0] : [] } ?? []),
                              outputs: [("--json", json), ("--stats", stats), ("--gcode", gcode), ("--hpgl", hpgl)]
                                  + art.namedOutputs)
        try plan.check()

        // What the header declares is enough to refuse impossible work before decoding, which
        // alone takes seconds for a 100-megapixel PNG.
        let bytes = try InputFile.read(image)
        try refuseVideoWithoutOutput(head: Array(bytes.prefix(8)))
        if let declared = ImageDecoder.declaredSize(of: bytes) {
            let working = declared.fitting(maximumDimension: options.contour.maximumImageDimension)
            try checkCanvas(working: (working.width, working.height), sheet: options.art.sheet)
            try options.tone?.checkCost(width: working.width, height: working.height)
        }
        let decoded = try input.decoder().decode(bytes: bytes, path: image)
        var drawing = try LineDrawing(decoded.pixels, options: options)
        if let profile { drawing.estimatePlotTime(on: profile) }
        // The adjustment note only matters to someone who set the adjustment.
        for note in drawing.notes {
            if case .adjustmentHasNoEffect = note, strokes.adjustment == nil { continue }
            warn(note, lines: options.lines)
        }
        let batch = AtomicFile.Batch()
        try art.render(drawing.art, plan: plan, into: batch)

        let size = PixelSize(width: decoded.width, height: decoded.height)
        if let output = json.output { try output.write(drawing.jsonText(imageSize: size), into: batch) }
        if let output = stats.output { try output.write(drawing.statsJSONText(), into: batch) }
        for (language, output) in [(PlotterLanguage.gcode, gcode.output), (.hpgl, hpgl.output)] {
            guard let output else { continue }
            try output.write(drawing.plotterProgram(language, device: profile, splitDistance: splitDistance), into: batch)
        }
        try OutputFile.commit(batch)
    }

    /// Refuses, before any drawing, a `--scale` whose PNG or PDF canvas its backend could not
    /// hold (a 10000-px working image at --scale 16 was refused only after 26 s of work).
    func checkCanvas(working: (width: Int, height: Int), sheet: ArtOptions.Sheet) throws {
        guard case .working(let scale) = sheet else { return }
        for output in art.outputs {
            do {
                try output.format.checkCanvas(width: Double(working.width) * scale, height: Double(working.height) * scale)
            } catch LineworkError.resourceLimit(let detail) {
                throw LineworkError.resourceLimit(detail: "--scale \(scale) on a \(working.width)×\(working.height) working "
                    + "image (--max-dimension): \(detail)")
            }
        }
    }

    /// `--device`: a built-in profile by name, or a YAML file; nil without the flag.
    func deviceProfile() throws -> DeviceProfile? {
        guard let device else { return nil }
        do {
            return try DeviceProfile(named: device)
        } catch LineworkError.invalidOption(let name, let value, let allowed) where name.hasPrefix("device") {
            throw LineworkError.invalidOption(name: "--" + name, value: value, allowed: allowed)
        }
    }

    func warn(_ note: DrawNote, lines: DrawOptions.Lines) {
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
        case .nearlyEmpty(let ink, let count, let floor, let reason):
            let found = "(--lines \(lines.rawValue): \(count) strokes, \(Int(ink.rounded())) px of ink, against "
                + "\(DrawNote.minimumStrokes) strokes and \(Int(floor)) px); "
            switch reason {
            case .littleContrast(let spread, let tryLines):
                message = "note: \(image): the drawing is nearly blank " + found + "the photo has little contrast (its "
                    + "tones span \(Self.percent(spread)) of the range). Try --lines \(tryLines.rawValue)."
            case .fewEdges(let spread):
                message = "note: \(image): the drawing has few lines " + found + "the photo has few edges (its tones "
                    + "span \(Self.percent(spread)) of the range, so these are the edges it has: a silhouette or a plain "
                    + "subject). Try --tone hatch to shade it."
            }
        }
        ArtFlags.note(message)
    }

    /// A share in 0…1 as a whole percentage: "35%".
    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }
}

extension DrawOptions.Lines: ExpressibleByArgument {}
extension DrawOptions.Weight: ExpressibleByArgument {}
extension DrawOptions.Subject: ExpressibleByArgument {}
extension DrawOptions.Faces: ExpressibleByArgument {}
