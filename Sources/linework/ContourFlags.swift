import ArgumentParser
import LineworkArt
import LineworkContours

/// The contour options shared by `contours` and `sweep` (all but pivot and adjustment).
struct ContourFlags: ParsableArguments {
    @Flag(help: "Trace light shapes on a dark background (Vision's detectsDarkOnLight = false).")
    var lightOnDark = false

    @Option(help: ArgumentHelp("Scale the image down so its larger side is at most N pixels (≥ 64; never scales up).",
                               discussion: "Default \(ContourOptions().maximumImageDimension)."))
    var maxDimension: Int?

    @Option(help: ArgumentHelp("Gaussian pre-blur sigma in working pixels (0 = none).",
                               discussion: "Default \(ContourOptions().blurSigma); \(DrawOptions.centerlineBlurSigma) for draw --lines centerline."))
    var blur: Double?

    @Option(help: ArgumentHelp("Drop contours with fewer than K points, and everything inside them.",
                               discussion: "Default \(ContourOptions().minimumPointCount)."))
    var minPoints: Int?

    @Option(help: ArgumentHelp("Drop closed contours enclosing less than this many square pixels (0 = keep all).",
                               discussion: "Default \(ContourOptions().minimumArea)."))
    var minArea: Double?

    @Option(help: ArgumentHelp("border: OpenCV-exact pixel contours with hierarchy; isoline: sub-pixel marching squares.",
                               discussion: "Default border."))
    var tracer: ContourOptions.Tracer?

    @Option(help: ArgumentHelp("Border contours to keep: tree (all, nested), external (outermost only), list (all, flat).",
                               discussion: "Default tree."))
    var retrieval: ContourRetrieval?

    @OptionGroup(title: "Binarisation") var threshold: ThresholdFlags

    /// The options with these flags applied, for a given pivot and adjustment.
    func options(pivot: ContourOptions.Pivot, adjustment: Double) throws -> ContourOptions {
        var options = ContourOptions()
        options.contrastPivot = pivot
        options.contrastAdjustment = adjustment
        options.detectsDarkOnLight = !lightOnDark
        options.maximumImageDimension = maxDimension ?? options.maximumImageDimension
        options.blurSigma = blur ?? options.blurSigma
        options.minimumPointCount = minPoints ?? options.minimumPointCount
        options.minimumArea = minArea ?? options.minimumArea
        options.tracer = tracer ?? options.tracer
        options.retrieval = retrieval ?? options.retrieval
        options.threshold = try threshold.thresholding()
        return options
    }

    /// The flags given, by draw's option names (`DrawOptions.applying(flags:)`).
    var settings: [String: DrawPreset.Value] {
        var settings = threshold.settings
        if lightOnDark { settings["light-on-dark"] = .switched(true) }
        settings["max-dimension"] = maxDimension.map { .number(Double($0)) }
        settings["blur"] = blur.map { .number($0) }
        settings["min-points"] = minPoints.map { .number(Double($0)) }
        settings["min-area"] = minArea.map { .number($0) }
        settings["tracer"] = tracer.map { .text($0.rawValue) }
        settings["retrieval"] = retrieval.map { .text($0.rawValue) }
        return settings
    }
}

extension ContourOptions.Tracer: ExpressibleByArgument {}
extension ContourRetrieval: ExpressibleByArgument {}

/// `--pivot`: a number in 0…1 or `auto`.
struct PivotArgument: ExpressibleByArgument {
    let pivot: ContourOptions.Pivot

    /// The pivot as a draw setting (`DrawOptions.applying(flags:)`): a number, or `auto`.
    var setting: DrawPreset.Value {
        if case .fixed(let value) = pivot { return .number(value) }
        return .text("auto")
    }

    init?(argument: String) {
        if argument.lowercased() == "auto" {
            pivot = .automatic
        } else if let value = Double(argument) {
            pivot = .fixed(value)
        } else {
            return nil
        }
    }

    init(_ pivot: ContourOptions.Pivot) { self.pivot = pivot }

    var defaultValueDescription: String {
        if case .fixed(let value) = pivot { return "\(value)" }
        return "auto"
    }
}
