import LineworkCore
import LineworkImage

/// Detects contours in an image: Vision's `VNDetectContoursRequest`, in pure Swift.
///
/// The pipeline, stage by stage:
/// 1. `prepare`: BT.601 luminance, area downscale to `maximumImageDimension`, Gaussian pre-blur;
/// 2. `resolvePivot`: the fixed pivot, or the working image's median for `.automatic`;
/// 3. `ContrastThreshold`: Vision's contrast transform reduced to one integer cut;
/// 4. `trace`: border following on the mask, or marching squares on the adjusted intensities;
/// 5. `filterSpeckles`: drop contours under `minimumPointCount` points or `minimumArea`.
public struct ContourRequest: Sendable {
    /// The request's settings; checked when the request is made.
    public let options: ContourOptions

    /// - Throws: `LineworkError.invalidOption` when an option is out of range.
    public init(options: ContourOptions = ContourOptions()) throws {
        try options.validate()
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
        let pivot = Self.resolvePivot(options.contrastPivot, working: working)
        let threshold = ContrastThreshold(
            pivot: pivot, adjustment: options.contrastAdjustment, darkOnLight: options.detectsDarkOnLight)
        let traced = trace(working, pivot: pivot, threshold: threshold)
        let geometry = Self.filterSpeckles(traced, options: options)
        return ContoursObservation(
            imageSize: imageSize, workingSize: PixelSize(width: working.width, height: working.height),
            options: options, pivot: pivot, threshold: threshold, geometry: geometry,
            timings: ["trace": watch.seconds])
    }

    /// Stage 1: the 8-bit working image.
    public static func prepare(_ pixels: PixelBuffer, options: ContourOptions) -> GrayImage {
        Luminance.gray(pixels)
            .downscaled(toMaximumDimension: options.maximumImageDimension)
            .gaussianBlurred(sigma: options.blurSigma)
    }

    /// Stage 2: the pivot in 0…1.
    public static func resolvePivot(_ pivot: ContourOptions.Pivot, working: GrayImage) -> Double {
        switch pivot {
        case .fixed(let value): return value
        case .automatic: return Double(working.median) / 255
        }
    }

    /// Stage 4: the tracer on the working image.
    func trace(_ working: GrayImage, pivot: Double, threshold: ContrastThreshold) -> ContourGeometry {
        switch options.tracer {
        case .border:
            return .pixels(BorderTracer.trace(BinaryMask(working, threshold: threshold), retrieval: options.retrieval))
        case .isoline:
            // Foreground always below the level, so it lies on the left of every isoline:
            // light-on-dark traces 1 − y, which mirrors the orientation but not the geometry.
            let lookup = (0..<256).map { value -> Double in
                let y = ContrastThreshold.adjusted(value, pivot: pivot, adjustment: options.contrastAdjustment)
                return options.detectsDarkOnLight ? y : 1 - y
            }
            return .isolines(IsolineTracer.trace(
                samples: working.samples, width: working.width, height: working.height, lookup: lookup, level: 0.5))
        }
    }

    /// Stage 5: the speckle filter. With the defaults of 1 point and area 0 it keeps everything.
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
