import LineworkContours
import LineworkCore
import LineworkEdges
import LineworkImage
import LineworkSweep
import LineworkVector

/// Stage 2 of `LineDrawing`: the strokes of one line source, with what it found out on the way.
struct LineSourceTrace: Sendable {
    /// The traced strokes, frame not yet trimmed.
    var strokes: StrokeSet
    /// What the source did, for `DrawStats`.
    var details: DrawStats.Source
    /// Notes for the user.
    var notes: [DrawNote] = []
    /// The mask whose centre lines the strokes are (`edges`, `centerline`), in working pixels:
    /// what `DrawOptions.Weight.stroke` measures pen widths on. Nil for the other sources.
    var inkMask: BinaryMask?
    /// Seconds of the source's own stages (`edges` times the edge detector and the centre-line
    /// tracing apart, so benchmarks can compare the detector alone with its peers).
    var timings: [String: Double] = [:]

    init(_ working: WorkingImages, imageSize: PixelSize, options: DrawOptions) throws {
        details = DrawStats.Source(lines: options.lines)
        let size = working.size
        switch options.lines {
        case .none:
            strokes = StrokeSet(imageSize: imageSize, workingSize: size, settingNames: [], strokes: [])
        case .edges:
            let request = try EdgeRequest(options: options.edges)
            let (map, edgeSeconds) = Stopwatch.time { request.perform(on: working.colour ?? working.gray) }
            let (lines, centerlineSeconds) = Stopwatch.time { VectorArt.centerlines(of: map.lines) }
            timings = ["edges": edgeSeconds, "centerlines": centerlineSeconds]
            inkMask = map.lines
            strokes = StrokeSet(imageSize: imageSize, workingSize: size, settingNames: ["edges"],
                                strokes: lines.map { ArtStroke(points: $0.points, closed: $0.closed) })
        case .contours, .centerline:
            var contour = options.contour
            details.threshold = contour.threshold == .global ? "global" : "adaptive"
            details.thresholdReason = "requested"
            if options.lines == .centerline, contour.threshold == .global, let adaptive = options.adaptiveWhenUneven {
                let page = contour.detectsDarkOnLight ? working.gray
                    : GrayImage(width: size.width, height: size.height, samples: working.gray.samples.map { 255 &- $0 })
                let variation = PaperBackground(radius: max(8, max(size.width, size.height) / 32)).lightingVariation(of: page)
                details.lightingVariation = variation
                if variation > options.unevenLighting {
                    contour.threshold = .adaptive(adaptive)
                    details.threshold = "adaptive"
                    details.thresholdReason = "uneven lighting"
                }
            }
            let request = try ContourRequest(options: contour)
            let observation = request.perform(onWorkingImage: working.gray, imageSize: imageSize)
            details.pivot = observation.pivot
            details.thresholds = [observation.threshold.cut]
            if case .automatic = options.contour.contrastPivot, contour.threshold == .global,
               !ContrastThreshold.adjustmentMatters(pivot: observation.pivot, darkOnLight: options.contour.detectsDarkOnLight) {
                notes.append(.adjustmentHasNoEffect(pivot: observation.pivot, cut: observation.threshold.cut))
            }
            let name = StrokeSet.name(pivot: observation.pivot, adjustment: options.contour.contrastAdjustment)
            if options.lines == .contours {
                strokes = StrokeSet(observation)
            } else {
                let mask = request.mask(of: working.gray, threshold: observation.threshold)
                strokes = StrokeSet(centerlinesOf: mask, imageSize: imageSize, settingName: name)
                inkMask = mask
            }
        case .levels:
            let gray = ContourRequest(validOptions: options.contour).contrastImage(of: working.gray)
            let cuts = ToneLevels(gray, classes: options.levelCount).cuts
            details.thresholds = cuts
            details.threshold = options.contour.threshold == .global ? "global" : "adaptive"
            strokes = Self.levels(gray, cuts: cuts, imageSize: imageSize, options: options.contour)
        case .sweep:
            details.threshold = options.contour.threshold == .global ? "global" : "adaptive"
            let request = try SweepRequest(options: options.contour, grid: options.grid)
            let (result, _) = request.perform(onWorkingImage: working.gray, imageSize: imageSize)
            details.thresholds = result.thresholds.map(\.cut)
            // Settings with the same threshold share one trace: keep the first copy only, so the
            // bundle merger's support counts distinct masks, not repeats of one.
            var seen = Set<Int>()
            let first = result.traceOfSetting.map { seen.insert($0).inserted }
            strokes = StrokeSet(result, kept: result.entries.map { first[Int($0.setting)] })
        }
        details.tracedStrokes = strokes.strokes.count
    }

    /// The outlines of each tone level's mask (values below the cut, or at and above it for
    /// light on dark), traced with the request's retrieval and speckle filter; one setting per
    /// level, darkest first.
    static func levels(_ gray: GrayImage, cuts: [Int], imageSize: PixelSize, options: ContourOptions) -> StrokeSet {
        var strokes: [ArtStroke] = []
        var names: [String] = []
        for (level, cut) in cuts.enumerated() {
            let threshold = ContrastThreshold(cut: cut, darkOnLight: options.detectsDarkOnLight)
            let geometry = ContourGeometry.pixels(BorderTracer.trace(BinaryMask(gray, threshold: threshold),
                                                                     retrieval: options.retrieval))
            let depths = geometry.depths
            for i in 0..<geometry.count where geometry.pointCount(of: i) >= options.minimumPointCount {
                strokes.append(ArtStroke(points: geometry.points(of: i), closed: geometry.isClosed(i),
                                         setting: level, depth: depths[i]))
            }
            names.append("level \(level + 1) (gray \(options.detectsDarkOnLight ? "<" : "≥") \(cut))")
        }
        return StrokeSet(imageSize: imageSize, workingSize: PixelSize(width: gray.width, height: gray.height),
                         settingNames: names, strokes: strokes)
    }
}
