import ArgumentParser
import LineworkArt
import LineworkCodecs
import LineworkContours
import LineworkCore
import LineworkSweep

/// `linework sweep IMAGE`: the seed technique — trace a pivot × adjustment grid, pool every
/// contour, and remove near-duplicates.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Trace a grid of contrast settings, pool the contours and remove near-duplicates.")

    @Argument(help: "A PNG or JPEG file.")
    var image: String

    @OptionGroup var gridFlags: GridFlags
    @OptionGroup var contour: ContourFlags
    @OptionGroup var dedup: DedupFlags
    @OptionGroup(title: "Line art") var art: ArtFlags
    @OptionGroup var input: InputOptions

    @Flag(help: "List every traced contour in --json, with kept: false for the dropped ones.")
    var includeDropped = false

    @Option(help: "Write the sweep as JSON to FILE ('-' for standard output).")
    var json: String?

    @Option(help: "Write settings, counts and timings as JSON to FILE ('-' for standard output).")
    var stats: String?

    @Option(help: ArgumentHelp(
        "Refuse sweeps that may need more than this many MiB (default 4096).",
        discussion: "The bound counts the decoded input, the tracing planes, every contour the masks can hold (from the working image's edges), and the --json text; drawings are not included."))
    var maxMemory = SweepRequest.defaultMemoryLimit >> 20

    func run() throws {
        let grid = try gridFlags.grid()
        let request = try SweepRequest(options: try contour.options(pivot: .fixed(0.5), adjustment: 1), grid: grid)
        let mode = try dedup.mode()
        guard maxMemory >= 1 else {
            throw LineworkError.invalidOption(name: "--max-memory", value: "\(maxMemory)", allowed: "must be at least 1 (MiB)")
        }
        try [json, stats].compactMap { $0.output }.forEach { try $0.checkWritable() }
        _ = try art.options()
        try art.checkWritable()
        let plan = OutputPlan(inputs: [image], outputs: [("--json", json), ("--stats", stats)] + art.namedOutputs)
        try plan.check()

        let (decoded, decodeSeconds) = try Stopwatch.time { try input.decoder().decode(path: image) }
        let (working, prepareSeconds) = Stopwatch.time { ContourRequest.prepare(decoded.pixels, options: request.options) }
        let pixels = decoded.pixels
        do {
            try request.checkMemory(working: working, input: pixels,
                                    json: json == nil ? .none : includeDropped ? .all : .kept, memoryLimit: maxMemory << 20)
        } catch LineworkError.resourceLimit(let detail) {
            throw LineworkError.resourceLimit(detail: "\(image): \(detail)")
        }
        var (result, traceTimings) = request.perform(
            onWorkingImage: working, imageSize: PixelSize(width: pixels.width, height: pixels.height))
        traceTimings["prepare"] = prepareSeconds
        let (kept, dedupSeconds) = Stopwatch.time { Deduplicator.keep(result, mode: mode) }
        var timings = traceTimings
        timings["decode"] = decodeSeconds
        timings["dedup"] = dedupSeconds
        let batch = AtomicFile.Batch()
        let (drawing, renderSeconds) = try Stopwatch.time {
            try art.write(StrokeSet(result, kept: kept), photo: decoded.pixels, plan: plan, sweep: true, into: batch)
        }
        if drawing != nil { timings["render"] = renderSeconds }
        // The summary measures doubled ink over the whole drawing: only when a JSON output shows it.
        let report = try SweepReport(result: result, kept: kept, mode: mode, timings: timings,
                                     art: json == nil && stats == nil ? nil : drawing?.summary)

        if let output = json.output {
            try output.write(report.jsonText(includesDropped: includeDropped), into: batch)
        }
        if let output = stats.output {
            try output.write(report.jsonText(includesContours: false), into: batch)
        }
        try OutputFile.commit(batch)
        if json == nil && stats == nil && art.outputs.isEmpty {
            print("\(image): \(result.settings.count) settings (\(result.distinctMaskCount) distinct masks), "
                + "\(report.tracedCount) contours traced, \(report.keptCount) kept by \(mode.name)")
        }
    }
}

/// `--dedup` and its parameters.
struct DedupFlags: ParsableArguments {
    enum Name: String, ExpressibleByArgument, CaseIterable { case none, bbox, shape }

    @Option(help: "De-duplication: none, bbox (the seed's box IoU rule) or shape (box IoU prefilter + shape distance).")
    var dedup = Name.bbox

    @Option(help: ArgumentHelp(
        "Box IoU in (0, 1] at or above which a later contour is a duplicate.",
        discussion: "Default \(DedupMode.defaultBoxIoU) for bbox, \(DedupMode.defaultShapeIoU) as the shape prefilter."))
    var iou: Double?

    @Option(help: "Shape mode: largest symmetric mean distance, in working pixels, between duplicates.")
    var shapeTolerance = DedupMode.defaultShapeTolerance

    func mode() throws -> DedupMode {
        if let iou, !(iou > 0 && iou <= 1) {
            throw LineworkError.invalidOption(name: "--iou", value: "\(iou)", allowed: "must be a number in (0, 1]")
        }
        guard shapeTolerance.isFinite, shapeTolerance >= 0 else {
            throw LineworkError.invalidOption(name: "--shape-tolerance", value: "\(shapeTolerance)", allowed: "must be a number ≥ 0 (pixels)")
        }
        switch dedup {
        case .none: return .none
        case .bbox: return .bbox(iou: iou ?? DedupMode.defaultBoxIoU)
        case .shape: return .shape(iou: iou ?? DedupMode.defaultShapeIoU, tolerance: shapeTolerance)
        }
    }
}
