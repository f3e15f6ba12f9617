import ArgumentParser
import LineworkArt
import LineworkContours

/// The contour options shared by `contours` and `sweep` (all but pivot and adjustment).
struct ContourFlags: ParsableArguments {
    @Flag(help: "Trace light shapes on a dark background (Vision's detectsDarkOnLight = false).")
    var lightOnDark = false

    @Option(help: "Scale the image down so its larger side is at most N pixels (≥ 64; never scales up).")
    var maxDimension = ContourOptions().maximumImageDimension

    @Option(help: ArgumentHelp("Gaussian pre-blur sigma in working pixels (0 = none).",
                               discussion: "Default \(ContourOptions().blurSigma); \(DrawOptions.centerlineBlurSigma) for draw --lines centerline."))
    var blur: Double?

    @Option(help: "Drop contours with fewer than K points, and everything inside them.")
    var minPoints = ContourOptions().minimumPointCount

    @Option(help: "Drop closed contours enclosing less than this many square pixels (0 = keep all).")
    var minArea = ContourOptions().minimumArea

    @Option(help: "border: OpenCV-exact pixel contours with hierarchy; isoline: sub-pixel marching squares.")
    var tracer = ContourOptions.Tracer.border

    @Option(help: "Border contours to keep: tree (all, nested), external (outermost only), list (all, flat).")
    var retrieval = ContourRetrieval.tree

    @OptionGroup(title: "Binarisation") var threshold: ThresholdFlags

    /// The options with these flags applied, for a given pivot and adjustment.
    func options(pivot: ContourOptions.Pivot, adjustment: Double) throws -> ContourOptions {
        var options = ContourOptions()
        options.contrastPivot = pivot
        options.contrastAdjustment = adjustment
        options.detectsDarkOnLight = !lightOnDark
        options.maximumImageDimension = maxDimension
        options.blurSigma = blur ?? options.blurSigma
        options.minimumPointCount = minPoints
        options.minimumArea = minArea
        options.tracer = tracer
        options.retrieval = retrieval
        options.threshold = try threshold.thresholding()
        return options
    }
}

extension ContourOptions.Tracer: ExpressibleByArgument {}
extension ContourRetrieval: ExpressibleByArgument {}

/// `--pivot`: a number in 0…1 or `auto`.
struct PivotArgument: ExpressibleByArgument {
    let pivot: ContourOptions.Pivot

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
