import LineworkCore
import LineworkImage

/// Detects contours in an image: Vision's `VNDetectContoursRequest`, in pure Swift.
///
/// The pipeline, stage by stage:
/// 1. `prepare`: BT.601 luminance, area downscale to `maximumImageDimension`, Gaussian pre-blur;
/// 2. `contrastImage`: the working image itself, or re-levelled by its local threshold when the
///    thresholding is adaptive (`AdaptiveThreshold.normalized`);
/// 3. `resolvePivot`: the fixed pivot, or the median for `.automatic` (0.5 when adaptive);
///    `ContrastThreshold`: Vision's contrast transform reduced to one integer cut;
/// 4. `trace`: border following on the mask, or marching squares on the adjusted intensities;
/// 5. `filterSpeckles`: drop contours under `minimumPointCount` points or `minimumArea`.
public struct ContourRequest: Sendable {
    /// The request's settings; checked when the request is made.
    public let options: ContourOptions

    /// Creates a request with the given options (default `ContourOptions()`), after checking them.
    ///
    /// - Throws: `LineworkError.invalidOption` when an option is out of range.
    public init(options: ContourOptions = ContourOptions()) throws {
        try options.validate()
        self.options = options
    }

    /// A request with Vision's knobs named as in `VNDetectContoursRequest`:
    /// `try ContourRequest(pivot: .automatic, adjustment: 2.5)`.
    ///
    /// Each parameter sets the `ContourOptions` field of the same meaning and defaults to that
    /// field's documented default (`pivot` is `contrastPivot`, `adjustment` is
    /// `contrastAdjustment`, `darkOnLight` is `detectsDarkOnLight`).
    ///
    /// - Throws: `LineworkError.invalidOption` naming the field when a value is out of range.
    public init(pivot: ContourOptions.Pivot = ContourOptions().contrastPivot,
                adjustment: Double = ContourOptions().contrastAdjustment,
                darkOnLight: Bool = ContourOptions().detectsDarkOnLight,
                maximumImageDimension: Int = ContourOptions().maximumImageDimension,
                blurSigma: Double = ContourOptions().blurSigma,
                minimumPointCount: Int = ContourOptions().minimumPointCount,
                minimumArea: Double = ContourOptions().minimumArea,
                threshold: Thresholding = ContourOptions().threshold,
                tracer: ContourOptions.Tracer = ContourOptions().tracer,
                retrieval: ContourRetrieval = ContourOptions().retrieval) throws {
        try self.init(options: ContourOptions(
            contrastPivot: pivot, contrastAdjustment: adjustment, detectsDarkOnLight: darkOnLight,
            maximumImageDimension: maximumImageDimension, blurSigma: blurSigma,
            minimumPointCount: minimumPointCount, minimumArea: minimumArea,
            threshold: threshold, tracer: tracer, retrieval: retrieval))
    }

    /// A request whose options were validated by the caller (a sweep's base options). Package
    /// only: a public init that skipped `validate()` would let out-of-range values reach the
    /// kernels.
    package init(validOptions options: ContourOptions) {
        self.options = options
    }

    /// Runs the whole pipeline on a decoded image.
    public func perform(on pixels: PixelBuffer) -> ContoursObservation {
        let (working, prepareSeconds) = Stopwatch.time { Self.prepare(pixels, options: options) }
        var observation = perform(onWorkingImage: working, imageSize: PixelSize(width: pixels.width, height: pixels.height))
        observation = observation.adding(timing: "prepare", seconds: prepareSeconds)
        return observation
    }

    /// Runs stages 2–5 on an already prepared working image (a sweep prepares once).
    public func perform(onWorkingImage working: GrayImage, imageSize: PixelSize) -> ContoursObservation {
        let watch = Stopwatch()
        let ((working, pivot, threshold), thresholdSeconds) = Stopwatch.time { binarization(of: working) }
        let traced = trace(working, pivot: pivot, threshold: threshold)
        let geometry = Self.filterSpeckles(traced, options: options)
        return ContoursObservation(
            imageSize: imageSize, workingSize: PixelSize(width: working.width, height: working.height),
            options: options, pivot: pivot, threshold: threshold, geometry: geometry,
            timings: options.threshold == .global ? ["trace": watch.seconds]
                : ["trace": watch.seconds, "threshold": thresholdSeconds])
    }

    /// Stages 2 and 3 without tracing: the image the cut applies to (`contrastImage`), the
    /// pivot and the cut. The mask a request traces is `BinaryMask(contrastImage, threshold:)`;
    /// a caller that needs the mask and not the contours (centre lines) stops here.
    public func binarization(of working: GrayImage) -> (contrastImage: GrayImage, pivot: Double, threshold: ContrastThreshold) {
        let levelled = contrastImage(of: working)
        let pivot = options.threshold == .global ? Self.resolvePivot(options.contrastPivot, working: levelled)
            : Self.resolvePivot(options.contrastPivot, automatic: 0.5)
        let threshold = ContrastThreshold(
            pivot: pivot, adjustment: options.contrastAdjustment, darkOnLight: options.detectsDarkOnLight)
        return (levelled, pivot, threshold)
    }

    /// Stage 2: the image Vision's contrast transform is applied to — `working` itself for global
    /// thresholding, `working` re-levelled by its local threshold for adaptive. The mask a request
    /// traced is `BinaryMask(contrastImage(of: working), threshold: observation.threshold)`.
    public func contrastImage(of working: GrayImage) -> GrayImage {
        guard let adaptive = options.threshold.adaptive else { return working }
        return adaptive.normalized(working, darkOnLight: options.detectsDarkOnLight)
    }

    /// The mask the request traces on `working` at `threshold` (the observation's).
    public func mask(of working: GrayImage, threshold: ContrastThreshold) -> BinaryMask {
        BinaryMask(contrastImage(of: working), threshold: threshold)
    }

    /// Stage 1: the 8-bit working image.
    public static func prepare(_ pixels: PixelBuffer, options: ContourOptions) -> GrayImage {
        Luminance.gray(pixels)
            .downscaled(toMaximumDimension: options.maximumImageDimension)
            .gaussianBlurred(sigma: options.blurSigma)
    }

    /// Stage 3: the pivot in 0…1.
    public static func resolvePivot(_ pivot: ContourOptions.Pivot, working: GrayImage) -> Double {
        switch pivot {
        case .fixed(let value): return value
        case .automatic: return Double(working.median) / 255
        }
    }

    /// Stage 3 when the automatic pivot is known without looking at the image (adaptive: 0.5,
    /// where the re-levelled image puts every local threshold).
    static func resolvePivot(_ pivot: ContourOptions.Pivot, automatic: Double) -> Double {
        if case .fixed(let value) = pivot { return value }
        return automatic
    }

    /// Stage 4: the tracer on the working image.
    func trace(_ working: GrayImage, pivot: Double, threshold: ContrastThreshold) -> ContourGeometry {
        switch options.tracer {
        case .border:
            return .pixels(BorderTracer.trace(working, threshold: threshold, retrieval: options.retrieval))
        case .isoline:
            // Foreground always below the level, so it lies on the left of every isoline:
            // light-on-dark traces 1 − y, which mirrors the orientation but not the geometry.
            let lookup = (0..<256).map { value -> Double in
                let y = ContrastThreshold.adjusted(value, pivot: pivot, adjustment: options.contrastAdjustment)
                return options.detectsDarkOnLight ? y : 1 - y
            }
            return .isolines(IsolineTracer.trace(
                validSamples: working.samples, width: working.width, height: working.height, lookup: lookup, level: 0.5))
        }
    }

    /// Stage 5: the speckle filter (defaults: 12 points, area 0). With `minimumPointCount` ≤ 1
    /// and `minimumArea` 0 it keeps everything.
    static func filterSpeckles(_ geometry: ContourGeometry, options: ContourOptions) -> ContourGeometry {
        let minimumPoints = options.minimumPointCount, minimumArea = options.minimumArea
        guard minimumPoints > 1 || minimumArea > 0 else { return geometry }
        return geometry.filtered { i in
            guard geometry.pointCount(of: i) >= minimumPoints else { return false }
            guard minimumArea > 0 else { return true }
            return !geometry.isClosed(i) || abs(Polygon.signedArea(geometry.points(of: i))) >= minimumArea
        }
    }
}

extension ContoursObservation {
    func adding(timing name: String, seconds: Double) -> ContoursObservation {
        var timings = self.timings
        timings[name] = seconds
        return ContoursObservation(
            imageSize: imageSize, workingSize: workingSize, options: options, pivot: pivot,
            threshold: threshold, geometry: geometry, timings: timings)
    }
}
