import LineworkContours
import LineworkCore
import LineworkImage

/// Runs one contour request per grid setting and pools the contours: the seed technique's sweep.
///
/// Work is shared wherever the result cannot differ:
/// 1. the gray conversion, downscale and blur are done once (they do not depend on the setting);
/// 2. each setting reduces to an integer threshold (`ContrastThreshold`); settings with the same
///    threshold — pivot 0.5 at every positive adjustment, for one — are traced once;
/// 3. the distinct thresholds are traced in parallel on all cores, each trace on one core.
/// The output does not depend on the number of threads: every trace is deterministic and the
/// pooled order is fixed by the grid.
public struct SweepRequest: Sendable {
    /// Options shared by every setting (their pivot and adjustment are ignored).
    public let options: ContourOptions
    /// The settings grid.
    public let grid: SweepGrid

    /// Creates a sweep of `grid` (default `SweepGrid.default`) over `options`, whose pivot and adjustment each setting replaces.
    ///
    /// - Throws: `LineworkError.invalidOption` when a base option is out of range, or the grid
    ///   is not valid or has more than `grid.maxSettings` settings (`SweepGrid.validate`).
    public init(options: ContourOptions, grid: SweepGrid = .default) throws {
        var check = options
        check.contrastPivot = .fixed(0.5)
        check.contrastAdjustment = 1
        try check.validate()
        try grid.validate()
        self.options = options
        self.grid = grid
    }

    /// Runs the sweep on a decoded image, with no memory bound (see `perform(on:memoryLimit:)`).
    public func perform(on pixels: PixelBuffer) -> (result: SweepResult, timings: [String: Double]) {
        perform(on: pixels) { _ in }
    }

    /// Prepares the working image, lets `check` see it before any tracing, then sweeps it.
    package func perform(on pixels: PixelBuffer, checkingFirst check: (GrayImage) throws -> Void) rethrows
        -> (result: SweepResult, timings: [String: Double]) {
        let (working, prepareSeconds) = Stopwatch.time { ContourRequest.prepare(pixels, options: options) }
        try check(working)
        var (result, timings) = perform(onWorkingImage: working, imageSize: PixelSize(width: pixels.width, height: pixels.height))
        timings["prepare"] = prepareSeconds
        return (result, timings)
    }

    /// Runs the sweep on a prepared working image.
    public func perform(onWorkingImage working: GrayImage, imageSize: PixelSize) -> (result: SweepResult, timings: [String: Double]) {
        let watch = Stopwatch()
        // Adaptive thresholding re-levels the image once; each setting then cuts it globally.
        let working = ContourRequest(validOptions: options).contrastImage(of: working)
        let settings = grid.settings
        let thresholds = settings.map {
            ContrastThreshold(pivot: $0.pivot, adjustment: $0.adjustment, darkOnLight: options.detectsDarkOnLight)
        }
        // Distinct thresholds in first-use order; for the isoline tracer the adjusted values
        // differ with every setting even when the mask does not, so nothing is shared there.
        var traceOfSetting = [Int](repeating: 0, count: settings.count)
        var representatives: [Int] = []
        var seen: [ContrastThreshold: Int] = [:]
        for (s, threshold) in thresholds.enumerated() {
            if options.tracer == .border, let index = seen[threshold] {
                traceOfSetting[s] = index
            } else {
                seen[threshold] = representatives.count
                traceOfSetting[s] = representatives.count
                representatives.append(s)
            }
        }
        var traces = [ContourGeometry?](repeating: nil, count: representatives.count)
        var baseOptions = options
        baseOptions.threshold = .global
        traces.withUnsafeMutableBufferPointer { slots in
            Parallel.forEachChunk(representatives.count, minimumChunk: 1) { range in
                for r in range {
                    var settingOptions = baseOptions
                    let setting = settings[representatives[r]]
                    settingOptions.contrastPivot = .fixed(setting.pivot)
                    settingOptions.contrastAdjustment = setting.adjustment
                    // The base options were validated in init with a valid pivot and adjustment,
                    // and the grid's values lie in those ranges (`SweepGrid.validate`).
                    let request = ContourRequest(validOptions: settingOptions)
                    slots[r] = request.perform(onWorkingImage: working, imageSize: imageSize).geometry
                }
            }
        }
        let geometries = traces.map { $0! }
        var entries: [SweepResult.Entry] = []
        var boxes: [BoundingBox] = []
        for s in settings.indices {
            let geometry = geometries[traceOfSetting[s]]
            entries.reserveCapacity(entries.count + geometry.count)
            for c in 0..<geometry.count {
                entries.append(SweepResult.Entry(setting: Int32(s), contour: Int32(c)))
            }
        }
        // Boxes once per distinct trace, then copied for every setting sharing it.
        let traceBoxes = geometries.map { geometry in (0..<geometry.count).map { geometry.boundingBox(of: $0) } }
        boxes.reserveCapacity(entries.count)
        for s in settings.indices { boxes.append(contentsOf: traceBoxes[traceOfSetting[s]]) }
        let result = SweepResult(
            settings: settings, thresholds: thresholds, traces: geometries, traceOfSetting: traceOfSetting,
            entries: entries, boxes: boxes, imageSize: imageSize,
            workingSize: PixelSize(width: working.width, height: working.height), options: options)
        return (result, ["trace": watch.seconds])
    }
}
