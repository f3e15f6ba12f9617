import ArgumentParser
import Foundation
import LineworkArt
import LineworkCodecs
import LineworkContours
import LineworkCore
import LineworkImage

/// `linework contours IMAGE`: Vision's contour request on one image.
struct ContoursCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contours",
        abstract: "Detect contours with Vision's contrast knobs; write JSON, statistics and the traced mask.")

    @Argument(help: "A PNG or JPEG file.")
    var image: String

    @Option(help: "Contrast pivot in 0…1, or 'auto' for the working image's median luminance.")
    var pivot = PivotArgument(ContourOptions().contrastPivot)

    @Option(help: ArgumentHelp("Contrast adjustment in 0…3.", discussion: "Default \(ContourOptions().contrastAdjustment)."))
    var adjustment: Double?

    @OptionGroup var contour: ContourFlags
    @OptionGroup(title: "Line art") var art: ArtFlags
    @OptionGroup var input: InputOptions

    @Flag(help: "Draw the centerlines of the traced mask (one stroke per pen line) instead of the contours.")
    var centerline = false

    @Option(help: "Write contours as JSON to FILE ('-' for standard output).")
    var json: String?

    @Option(help: "Write settings, counts and timings as JSON to FILE ('-' for standard output).")
    var stats: String?

    @Option(help: "Write the traced binary mask (working size, foreground 255) as PNG to FILE.")
    var mask: String?

    @Flag(help: "Also write Vision's normalised points (lower-left origin) in --json.")
    var normalized = false

    @Option(name: .customLong("repeat"), help: "Run binarisation and tracing N times and report the fastest (benchmarks).")
    var repetitions = 1

    func run() throws {
        let request = try ContourRequest(options: try contour.options(pivot: pivot.pivot, adjustment: adjustment ?? ContourOptions().contrastAdjustment))
        guard repetitions >= 1 else {
            throw LineworkError.invalidOption(name: "--repeat", value: "\(repetitions)", allowed: "must be an integer ≥ 1")
        }
        let outputs = [json, stats, mask].compactMap { $0.output }
        try outputs.forEach { try $0.checkWritable() }
        _ = try art.options()
        try art.checkWritable()
        let plan = OutputPlan(inputs: [image],
                              outputs: [("--json", json), ("--stats", stats), ("--mask", mask)] + art.namedOutputs)
        try plan.check()

        let (decoded, decodeSeconds) = try Stopwatch.time { try input.decoder().decode(path: image) }
        let size = PixelSize(width: decoded.width, height: decoded.height)
        let (working, prepareSeconds) = Stopwatch.time { ContourRequest.prepare(decoded.pixels, options: request.options) }
        let observation = request.perform(onWorkingImage: working, imageSize: size)
        var timings = observation.timings
        for _ in 1..<repetitions {
            let again = request.perform(onWorkingImage: working, imageSize: size)
            for key in ["trace", "threshold"] {
                if let seconds = again.timings[key] { timings[key] = min(timings[key] ?? seconds, seconds) }
            }
        }
        if adjustment != nil, case .automatic = pivot.pivot,
           !ContrastThreshold.adjustmentMatters(pivot: observation.pivot, darkOnLight: request.options.detectsDarkOnLight) {
            ArtFlags.note("note: with --pivot auto the pivot is the median luminance (\(String(format: "%.2f", observation.pivot))), "
                + "where --adjustment moves the threshold only by (0.5 − pivot) / adjustment; every adjustment gives this mask")
        }
        timings["decode"] = decodeSeconds
        timings["prepare"] = prepareSeconds
        let batch = AtomicFile.Batch()
        var drawing: LineArt?
        if !art.outputs.isEmpty {
            let strokes = centerline
                ? StrokeSet(centerlinesOf: request.mask(of: working, threshold: observation.threshold),
                            imageSize: size, settingName: StrokeSet.name(pivot: observation.pivot, adjustment: request.options.contrastAdjustment))
                : StrokeSet(observation)
            (drawing, timings["render"]) = try Stopwatch.time { try art.write(strokes, photo: decoded.pixels, plan: plan, into: batch) }
        }

        let summary = json == nil && stats == nil ? nil : drawing?.summary
        if let output = json.output {
            try output.write(observation.jsonText(timings: timings, includesNormalizedPoints: normalized,
                                                  art: summary), into: batch)
        }
        if let output = stats.output {
            try output.write(observation.jsonText(timings: timings, includesContours: false, art: summary),
                             into: batch)
        }
        if let output = mask.output {
            let binary = request.mask(of: working, threshold: observation.threshold)
            try output.write(try PNGEncoder.encode(
                Image(validWidth: binary.width, height: binary.height, channels: 1, samples: binary.pixels)), into: batch)
        }
        try OutputFile.commit(batch)
        if json == nil && stats == nil && mask == nil && art.outputs.isEmpty {
            print("\(image): \(observation.contourCount) contours, \(observation.pointCount) points "
                + "(working \(observation.workingSize.width)×\(observation.workingSize.height), pivot \(observation.pivot))")
        }
    }
}
