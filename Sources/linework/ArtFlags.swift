import ArgumentParser
import Foundation
import LineworkArt
import LineworkCore
import LineworkImage
import LineworkPose
import LineworkRender
import LineworkSaliency
import LineworkVector

/// The drawing options shared by `contours` and `sweep`: where to write line art and how it looks.
struct ArtFlags: ParsableArguments {
    enum BackgroundName: String, ExpressibleByArgument, CaseIterable { case transparent, white, paper, photo }
    enum PageName: String, ExpressibleByArgument, CaseIterable { case a4, a3, letter }

    @Option(help: "Write the line art as SVG (Inkscape layers) to FILE.")
    var svg: String?

    @Option(help: "Write the line art as PNG to FILE.")
    var png: String?

    @Option(help: "Write the line art as PDF to FILE.")
    var pdf: String?

    @Option(help: ArgumentHelp("Stroke style: ink, settings (colour and layer per sweep setting), depth (layer per nesting depth), saliency (weight by where people look), pose (emphasise the people's figures; needs Scripts/install-pose-model).",
                               discussion: "Default ink."))
    var style: ArtStyle?

    @Option(help: ArgumentHelp("Saliency model for --style saliency: \(SaliencyModel.namesList).",
                               discussion: "Default \(SaliencyModel.attention.rawValue)."))
    var saliencyModel: String?

    @Option(help: ArgumentHelp("With --style saliency, leave out strokes whose saliency weight is below W (0…1).",
                               discussion: "Default 0."))
    var minSaliency: Double?

    @Flag(help: "Keep only the lines inside the salient region (the union of --saliency-model's boxes).")
    var salientRegion = false

    @Option(help: ArgumentHelp("Background: transparent, white, paper or photo (the input faded by --photo-fade).",
                               discussion: "Default white. SVG puts it in a locked, non-plotting layer ('% Background')."))
    var background: BackgroundName?

    @Option(help: ArgumentHelp("How far the photo background is faded toward white, 0…1.",
                               discussion: "Default \(ArtOptions.Backdrop.defaultPhotoFade)."))
    var photoFade: Double?

    @Option(help: ArgumentHelp("Stroke width in working pixels.",
                               discussion: "Default \(ArtOptions().strokeWidth) for contours, \(ArtOptions.sweepStrokeWidth) for sweeps."))
    var strokeWidth: Double?

    @Option(help: ArgumentHelp("Output size: PNG pixels (SVG units, PDF points) per pixel of the image drawn.",
                               discussion: "Default 1. contours and sweep draw the input image, so 1 is its size; draw draws its working image (--max-dimension, 512 px on the longer side by default), so 1 is that size and 2 doubles it."))
    var scale: Double?

    @Option(help: "Draw on a sheet of paper instead: a4, a3 or letter.")
    var page: PageName?

    @Flag(help: "Turn the page to landscape.")
    var landscape = false

    @Option(help: ArgumentHelp("Page margin in millimetres.", discussion: "Default \(Page().marginMillimetres)."))
    var margin: Double?

    @Option(help: ArgumentHelp("Colour map of --style settings: viridis, inferno or jet.", discussion: "Default viridis."))
    var colorMap: ColorMap?

    @Option(help: ArgumentHelp("Ramer–Douglas–Peucker tolerance in working pixels (0 = keep every point).",
                               discussion: "Default \(VectorArt.Options().simplifyEpsilon)."))
    var simplify: Double?

    @Option(help: ArgumentHelp("Drop strokes shorter than this many working pixels.",
                               discussion: "Default \(VectorArt.Options().minimumLength); 0 for draw --lines centerline, whose dots (the i's, full stops) are ink."))
    var minLength: Double?

    @Flag(inversion: .prefixedNo, help: "Smooth strokes into Bézier curves that keep corners; default on.")
    var smooth: Bool?

    @Option(help: "Join open strokes whose ends are within this many working pixels (plotters).")
    var merge: Double?

    @Flag(inversion: .prefixedNo,
          help: "Reorder strokes to cut pen-up travel (greedy nearest neighbour, then 2-opt); default on for draw, off for contours and sweep.")
    var plotterOrder: Bool?

    @Flag(help: "Keep the pieces of contours that run along the image's border (a frame around the drawing).")
    var keepFrame = false

    @Flag(help: "Also write one file per layer next to each output (FILE-<layer>.svg …), one per plotter pen.")
    var layers = false

    /// The look flags given (and only those), by draw's option names, for
    /// `DrawOptions.applying(flags:)`.
    var settings: [String: DrawPreset.Value] {
        var settings: [String: DrawPreset.Value] = [:]
        settings["style"] = style.map { .text($0.rawValue) }
        settings["saliency-model"] = saliencyModel.map { .text($0) }
        settings["min-saliency"] = minSaliency.map { .number($0) }
        settings["background"] = background.map { .text($0.rawValue) }
        settings["photo-fade"] = photoFade.map { .number($0) }
        settings["stroke-width"] = strokeWidth.map { .number($0) }
        settings["scale"] = scale.map { .number($0) }
        settings["page"] = page.map { .text($0.rawValue) }
        if landscape { settings["landscape"] = .switched(true) }
        settings["margin"] = margin.map { .number($0) }
        settings["color-map"] = colorMap.map { .text($0.rawValue) }
        settings["simplify"] = simplify.map { .number($0) }
        settings["min-length"] = minLength.map { .number($0) }
        settings["smooth"] = smooth.map { .switched($0) }
        settings["merge"] = merge.map { .number($0) }
        settings["plotter-order"] = plotterOrder.map { .switched($0) }
        if keepFrame { settings["keep-frame"] = .switched(true) }
        if salientRegion { settings["salient-region"] = .switched(true) }
        return settings
    }

    /// The outputs asked for, in a fixed order.
    var outputs: [(path: String, format: RenderFormat)] {
        [(svg, RenderFormat.svg), (png, .png), (pdf, .pdf)].compactMap { path, format in path.map { ($0, format) } }
    }

    /// The outputs asked for, each with its option, for an `OutputPlan`.
    var namedOutputs: [(option: String, path: String?)] { [("--svg", svg), ("--png", png), ("--pdf", pdf)] }

    /// The art options these flags describe.
    ///
    /// - Throws: `LineworkError.invalidOption` for a value out of range.
    /// - Parameter sweep: whether the strokes are a pooled sweep (a thinner default stroke).
    func options(sweep: Bool = false) throws -> ArtOptions {
        var options = ArtOptions(pooledSweep: sweep)
        options.style = style ?? options.style
        options.strokeWidth = strokeWidth ?? options.strokeWidth
        options.colorMap = colorMap ?? options.colorMap
        options.keepsFrame = keepFrame
        options.minimumWeight = minSaliency ?? options.minimumWeight
        options.vector.simplifyEpsilon = simplify ?? options.vector.simplifyEpsilon
        options.vector.minimumLength = minLength ?? options.vector.minimumLength
        options.vector.smoothing = (smooth ?? true) ? PathSmoothing() : nil
        options.vector.mergeTolerance = merge
        options.vector.sortForPlotter = plotterOrder ?? false
        switch background {
        case nil: break
        case .transparent: options.backdrop = .transparent
        case .white: options.backdrop = .white
        case .paper: options.backdrop = .paper
        case .photo: options.backdrop = .photo(fade: photoFade ?? ArtOptions.Backdrop.defaultPhotoFade)
        }
        if let page {
            let size: Page.Size = switch page { case .a4: .a4; case .a3: .a3; case .letter: .letter }
            options.sheet = .page(Page(size: size, orientation: landscape ? .landscape : .portrait,
                                       marginMillimetres: margin ?? Page().marginMillimetres))
        } else if let scale {
            options.sheet = .image(scale: scale)
        }
        try options.validate()
        _ = try SaliencyModel.parse(saliencyModel ?? SaliencyModel.attention.rawValue, flag: "--saliency-model")
        if style == .pose { _ = try poseStep { try PoseModelFiles.locate(environment: ProcessInfo.processInfo.environment) } }
        return options
    }

    /// Checks every output can be written, before any long work.
    func checkWritable() throws {
        for output in outputs {
            guard (try? RenderFormat.forPath(output.path)) == output.format else {
                throw LineworkError.invalidOption(name: "--\(output.format.name)", value: output.path,
                                                  allowed: "must end in .\(output.format.name)")
            }
            try AtomicFile.checkWritable(output.path)
        }
    }

    /// Draws `strokes` and writes every requested output; nothing when no output was asked for.
    ///
    /// - Parameters:
    ///   - pixels: the decoded input (the photo backdrop and the saliency map come from it).
    ///   - plan: the run's inputs and outputs, checked again with the per-layer files.
    ///   - batch: the run's outputs, committed by the caller.
    /// - Returns: the drawing, or nil when there was nothing to write.
    @discardableResult
    func write(_ strokes: StrokeSet, photo pixels: PixelBuffer, plan: OutputPlan, sweep: Bool = false,
               into batch: AtomicFile.Batch) throws -> LineArt? {
        guard !outputs.isEmpty else { return nil }
        let art = try LineArt(strokes, photo: pixels, options: try options(sweep: sweep),
                              saliencyModel: SaliencyModel.parse(saliencyModel ?? SaliencyModel.attention.rawValue),
                              salientRegionOnly: salientRegion)
        if art.pathCount == 0 {
            Self.note("warning: the drawing is empty (\(strokes.strokes.count) traced strokes; see --retrieval, --min-length, --pivot)")
        }
        if merge != nil && art.joins == 0 {
            let drawn = keepFrame ? strokes : strokes.trimmingFrame()
            Self.note(Self.mergeJoinedNothing(openStrokes: drawn.strokes.filter { !$0.closed }.count))
        }
        try render(art, plan: plan, into: batch)
        return art
    }

    /// The note for a `--merge` that made no join, given how many open strokes it could join.
    static func mergeJoinedNothing(openStrokes: Int) -> String {
        "note: --merge joined nothing: it joins the ends of open strokes, and "
            + (openStrokes == 0 ? "every stroke is a closed contour"
                                : "no two of the \(openStrokes) open strokes' ends were that close")
    }

    /// One line on standard error, prefixed like every message of the tool.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("linework: \(message)\n".utf8))
    }

    /// Writes `art` to every requested output as `LineArt.scene(for:)` shows each format (and,
    /// with `--layers`, one file per layer).
    ///
    /// - Parameters:
    ///   - plan: the run's inputs and outputs; with `--layers`, the per-layer files are added
    ///     and the whole plan checked before anything is written.
    ///   - batch: the run's outputs, committed by the caller.
    func render(_ art: LineArt, plan: OutputPlan, into batch: AtomicFile.Batch) throws {
        if layers {
            try plan.adding(outputs.flatMap { output in
                art.scene.layers.map { ("--layers", SceneRenderer.layerPath(output.path, layerID: $0.id)) }
            }).check()
        }
        for output in outputs {
            let scene = art.scene(for: output.format)
            try SceneRenderer.write(scene, to: output.path, as: output.format, into: batch)
            if layers { try SceneRenderer.writeLayers(scene, to: output.path, as: output.format, into: batch) }
        }
    }
}

extension ArtStyle: ExpressibleByArgument {}
extension ColorMap: ExpressibleByArgument {}
