import Foundation
import LineworkContours
import LineworkCore
import LineworkEdges
import LineworkImage
import LineworkPlotter
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
    /// `sweep`'s level gap for the bundle merger (`DrawOptions.sweepLevelGap`, scaled to the
    /// photo's tonal spread when the sweep follows its histogram); nil for other sources.
    var sweepLevelGap: Double?
    /// Seconds of the source's own stages (`edges` times the edge detector and the centre-line
    /// tracing apart, so benchmarks can compare the detector alone with its peers).
    var timings: [String: Double] = [:]

    /// The options a line source depends on (`DrawingCache`'s key): everything but the look,
    /// the weights, the tone, the pens and the merging that come after it.
    struct Key: Equatable, Sendable {
        var lines: DrawOptions.Lines
        var contour: ContourOptions
        var edges: EdgeOptions
        var grid: SweepGrid
        var followsHistogram: Bool
        var levelCount: Int
        var adaptiveWhenUneven: AdaptiveThreshold?
        var unevenLighting: Double

        init(_ options: DrawOptions) {
            lines = options.lines
            contour = options.contour
            edges = options.edges
            grid = options.grid
            followsHistogram = options.sweepFollowsHistogram
            levelCount = options.levelCount
            adaptiveWhenUneven = options.adaptiveWhenUneven
            unevenLighting = options.unevenLighting
        }
    }

    init(_ working: WorkingImages, imageSize: PixelSize, options: DrawOptions) throws {
        details = DrawStats.Source(lines: options.lines)
        let size = working.size
        switch options.lines {
        case .none:
            strokes = StrokeSet(imageSize: imageSize, workingSize: size, settingNames: [], strokes: [])
        case .edges:
            let request = try EdgeRequest(options: options.edges)
            let (map, edgeSeconds) = Stopwatch.time { request.perform(on: working.colour ?? working.gray) }
            // Centre lines of the bands, each moved onto the boundary its band marks
            // (`EdgeLocalization`), then the dashes of straight edges joined and straight
            // strokes drawn as lines (`StraightEdges`), and corners cut by thinning put back
            // (`CornerRecovery`).
            let (lines, centerlineSeconds) = Stopwatch.time { Self.edgeStrokes(of: map, epsilon: options.edges.epsilon) }
            timings = ["edges": edgeSeconds, "centerlines": centerlineSeconds]
            inkMask = map.lines
            strokes = StrokeSet(imageSize: imageSize, workingSize: size, settingNames: ["edges"],
                                strokes: lines.map { ArtStroke(points: $0.points, closed: $0.closed) })
        case .contours:
            let observation = try ContourRequest(options: options.contour).perform(onWorkingImage: working.gray, imageSize: imageSize)
            details.threshold = options.contour.threshold.name
            details.thresholdReason = "requested"
            details.pivot = observation.pivot
            details.thresholds = [observation.threshold.cut]
            notes += Self.pivotNote(options.contour, pivot: observation.pivot, threshold: observation.threshold)
            strokes = StrokeSet(observation)
        case .centerline:
            let contour = Self.centerlineThreshold(options, gray: working.gray, details: &details)
            let request = try ContourRequest(options: contour)
            // Centre lines need the mask, not its contours: no border trace.
            let (levelled, pivot, threshold) = request.binarization(of: working.gray)
            details.pivot = pivot
            details.thresholds = [threshold.cut]
            notes += Self.pivotNote(contour, pivot: pivot, threshold: threshold)
            let name = StrokeSet.name(pivot: pivot, adjustment: contour.contrastAdjustment)
            let mask = BinaryMask(levelled, threshold: threshold)
            let factor = Self.supersampling(for: size)
            details.supersampling = factor
            let lines = factor == 1
                ? try Self.centerlines(of: mask.removingSpecks(maximumArea: Self.centerlineSpeckArea), scale: 1)
                : try Self.supersampledCenterlines(working.gray, factor: factor, options: contour, threshold: threshold)
            strokes = StrokeSet(imageSize: imageSize, workingSize: size, settingNames: [name],
                                strokes: lines.map { ArtStroke(points: $0.points, closed: $0.closed) })
            inkMask = mask
        case .levels:
            let gray = ContourRequest(validOptions: options.contour).contrastImage(of: working.gray)
            let cuts = ToneLevels(gray, classes: options.levelCount).cuts
            details.thresholds = cuts
            details.threshold = options.contour.threshold.name
            strokes = Self.levels(gray, cuts: cuts, imageSize: imageSize, options: options.contour)
        case .sweep:
            details.threshold = options.contour.threshold.name
            let (grid, gap) = Self.sweepGrid(options, gray: working.gray)
            sweepLevelGap = gap
            let request = try SweepRequest(options: options.contour, grid: grid)
            let (result, _) = request.perform(onWorkingImage: working.gray, imageSize: imageSize)
            details.thresholds = result.thresholds.map(\.cut)
            // Settings with the same threshold share one trace: keep the first copy only, so the
            // bundle merger's support counts distinct masks, not repeats of one.
            var seen = Set<Int>()
            let first = result.traceOfSetting.map { seen.insert($0).inserted }
            strokes = try StrokeSet(result, kept: result.entries.map { first[Int($0.setting)] })
        }
        details.tracedStrokes = strokes.strokes.count
    }

    /// The strokes of an edge map, as `edges` draws them: its centre lines, each moved onto the
    /// boundary its band marks (`EdgeLocalization`, read with the map's ε), the dashes of
    /// straight edges joined and straight strokes drawn as lines (`StraightEdges`), and
    /// corners cut by thinning put back (`CornerRecovery`). `FaceDetail` traces its crops so too.
    static func edgeStrokes(of map: EdgeMap, epsilon: Double) -> [PlotterOrder.Stroke] {
        CornerRecovery.recovered(StraightEdges.straightened(EdgeLocalization.localized(
            VectorArt.centerlines(of: map.lines).map { ($0.points, $0.closed) }, on: map, epsilon: epsilon)))
    }

    /// `sweep`'s grid and level gap on `gray`: `options.grid` and `options.sweepLevelGap`, or,
    /// when `sweepFollowsHistogram`, each pivot p moved to the p-quantile of `gray`'s levels and
    /// the gap scaled by the spread between its 5th and 95th percentiles over 255, at least
    /// `minimumGapScale`.
    static func sweepGrid(_ options: DrawOptions, gray: GrayImage) -> (grid: SweepGrid, levelGap: Double) {
        guard options.sweepFollowsHistogram, !gray.samples.isEmpty else { return (options.grid, options.sweepLevelGap) }
        let histogram = GrayHistogram(gray)
        var grid = options.grid
        let pivots = grid.pivots.values.map { min(max(Double(histogram.quantile($0)) / 255, 0), 1) }
        grid.pivots = StrideSpec(values: pivots)
        let spread = histogram.spread
        return (grid, options.sweepLevelGap * min(max(spread, minimumGapScale), 1))
    }

    /// The smallest factor `sweepGrid` scales the level gap by: 0.1, a gap of 2.4 gray levels at
    /// the default 24, so that noise of a level or two does not pass for support.
    ///
    /// Why not more (it was 0.25, issue 34): the gap must shrink with the photo's spread for a
    /// low-contrast copy to keep its support. The cat photo spans 0.42 of the range and its 35%
    /// copy 0.15; at a floor of 0.25 the copy needed a step 1.7 times larger, relative to its
    /// spread, than the original, and kept 0.26 of the original's ink (0.84 at 0.1). The
    /// bundled photos at full contrast span 0.28 (text) to 1, so only copies below about 25%
    /// contrast reach the floor.
    static let minimumGapScale = 0.1

    /// `centerline`'s contour options: `options.contour`, or with `adaptiveWhenUneven` when the
    /// thresholding is global and the page's lighting varies by more than `unevenLighting`
    /// (`PaperBackground.lightingVariation`, on the inverted image for light on dark). Records
    /// the choice, its reason and the variation in `details`.
    static func centerlineThreshold(_ options: DrawOptions, gray: GrayImage,
                                    details: inout DrawStats.Source) -> ContourOptions {
        var contour = options.contour
        details.thresholdReason = "requested"
        if contour.threshold == .global, let adaptive = options.adaptiveWhenUneven {
            let page = contour.detectsDarkOnLight ? gray
                : GrayImage(validWidth: gray.width, height: gray.height, samples: gray.samples.map { 255 &- $0 })
            let variation = PaperBackground(radius: max(8, max(gray.width, gray.height) / 32)).lightingVariation(of: page)
            details.lightingVariation = variation
            if variation > options.unevenLighting {
                contour.threshold = .adaptive(adaptive)
                details.thresholdReason = "uneven lighting"
            }
        }
        details.threshold = contour.threshold.name
        return contour
    }

    /// The note that the adjustment changes nothing, for an automatic pivot under global
    /// thresholding where Vision's transform leaves the cut where it is (`adjustmentMatters`).
    static func pivotNote(_ contour: ContourOptions, pivot: Double, threshold: ContrastThreshold) -> [DrawNote] {
        guard case .automatic = contour.contrastPivot, contour.threshold == .global,
              !ContrastThreshold.adjustmentMatters(pivot: pivot, darkOnLight: contour.detectsDarkOnLight) else { return [] }
        return [.adjustmentHasNoEffect(pivot: pivot, cut: threshold.cut)]
    }

    /// The working size the centerline source aims to trace at, at least: thinning a mask at
    /// 512 px turns a handwriting stroke 3 px wide into a chain whose bends are whole pixels, and
    /// spur pruning takes the short arms of small letters (a t's crossbar) with the spurs; at two
    /// to four times the size the letters keep their shape. Measured on the generated pages of
    /// `DocumentOCRTests` (1000–1400 px): tracing at twice their size lifts the OCR accuracy of
    /// the drawing from 0.91–0.98 to 0.94–0.98 of the page's; the thinning costs about 60 ms more.
    static let centerlineTraceSize = 2048

    /// How the centerline source cleans its skeleton: `CenterlineOptions`' defaults except that
    /// spurs are pruned by their length alone (`spurFactor` 0: shorter than `spurLength`, a
    /// staircase bump) and gaps are bridged up to `gapLength` only (`gapFactor` 0).
    ///
    /// Why (issue 34, item 6): the defaults suit an edge detector's thin bands, where a branch
    /// shorter than 1.5 stroke radii at its junction is a bump of the outline. Letters are not
    /// thin bands: where a stem meets a bowl the ink is a blob whose radius is two or three
    /// strokes', and the letters' own short arms — the part of a d, b or h's stem above the bowl,
    /// a t's crossbar, an e's terminal — were pruned as spurs ("the" read "ine", "and" "ano").
    /// Bridging a gap as wide as the pen closed the letters' openings: an e's mouth, about one
    /// pen width, became an o. Measured with Scripts/document_centerlines.py on its generated
    /// photographed page (tesseract word accuracy, `draw --lines centerline`): 0.26 → 0.45 at
    /// the 512 px working size, 0.69 → 0.83 at `--max-dimension 1024`; a plain Sauvola
    /// threshold and skeleton reads 0.62 and 0.90. The thick end of a pen stroke may keep a
    /// short fork of two prongs, which is still ink the pen laid.
    static let centerlineTracing: CenterlineOptions = {
        var options = CenterlineOptions()
        options.spurFactor = 0
        options.gapFactor = 0
        return options
    }()

    /// Ink specks the centerline source clears before thinning, in square working pixels: at
    /// most 2 (potrace's `turdsize`). Dots of ink (an i's, a full stop) are drawn, so `draw`
    /// keeps strokes of any length for this source; what a speck filter must take is the noise
    /// of the paper that the local threshold lets through, one- and two-pixel islands.
    static let centerlineSpeckArea = 2

    /// The integer factor (1…4) by which `centerline` scales a small working image up before
    /// thresholding and thinning: the smallest that brings its larger side to
    /// `centerlineTraceSize`.
    static func supersampling(for size: PixelSize) -> Int {
        let larger = max(size.width, size.height)
        guard larger > 0 else { return 1 }
        return min(4, max(1, (centerlineTraceSize + larger - 1) / larger))
    }

    /// Centre lines traced on the working image scaled up bilinearly by `factor` (pixel centres
    /// aligned) and thresholded there — the adaptive window and flattening radius scaled alike,
    /// so they keep their size in working pixels — mapped back to working pixels
    /// (x = (X + 0.5) / factor − 0.5).
    static func supersampledCenterlines(_ gray: GrayImage, factor: Int, options: ContourOptions,
                                        threshold: ContrastThreshold) throws -> [PlotterOrder.Stroke] {
        var fine = options
        if var adaptive = options.threshold.adaptive {
            adaptive.window = min(1001, adaptive.window * factor | 1)
            adaptive.flattening = min(512, adaptive.flattening * factor)
            fine.threshold = .adaptive(adaptive)
        }
        let scaled = gray.resizedBilinear(validWidth: gray.width * factor, height: gray.height * factor)
        let mask = ContourRequest(validOptions: fine).mask(of: scaled, threshold: threshold)
            .removingSpecks(maximumArea: centerlineSpeckArea * factor * factor)
        let f = Double(factor)
        return try centerlines(of: mask, scale: f).map { stroke in
            (stroke.points.map { Point2(($0.x + 0.5) / f - 0.5, ($0.y + 0.5) / f - 0.5) }, stroke.closed)
        }
    }

    /// The centre lines of `mask` (`centerlineTracing`), its dots of ink drawn as rings that fill
    /// them (`dotRing`); `scale` is the mask's pixels per working pixel.
    static func centerlines(of mask: BinaryMask, scale: Double) throws -> [PlotterOrder.Stroke] {
        let lines = try Centerlines.trace(mask, options: centerlineTracing)
        guard lines.contains(where: { $0.points.count == 1 }) else { return lines }
        let distances = DistanceTransform(mask)
        return lines.map { line in
            guard line.points.count == 1, let centre = line.points.first else { return line }
            let x = min(max(Int(centre.x.rounded()), 0), mask.width - 1)
            let y = min(max(Int(centre.y.rounded()), 0), mask.height - 1)
            return (dotRing(centre, inkRadius: distances.distance(x, y) / scale, scale: scale), true)
        }
    }

    /// A dot of ink (an i's dot, a full stop) thins to a single point, which a pen draws as a
    /// dab of its own width: at 1.2 px, a speck that reads as paper. Issue 34, item 6: on the
    /// photographed page at 1024 px, 32 of the page's 47 dots were such points and the reader
    /// saw "Ume" for "time", "Bndge" for "Bridge" and missed the full stops. So a dot is
    /// drawn as a closed ring of `dotRingPoints` points and radius `inkRadius` − 0.75 working
    /// px (the pen's half width and the half pixel between the ink's last pixel centre and its
    /// edge), at least `minimumDotRadius`: with the default pen the ring fills the dot. Read by
    /// Scripts/document_centerlines.py: 0.87 → 0.91 of the words at 1024 px (naive Sauvola +
    /// skeleton 0.90), 0.63 → 0.62 at 512 px (naive 0.62). Rings for dots thinned to two or
    /// three pixels as well read 0.61 at 512 px, so only single points count.
    /// `centre` is in mask pixels, `scale` mask pixels per working pixel.
    static func dotRing(_ centre: Point2, inkRadius: Double, scale: Double) -> [Point2] {
        let radius = max(minimumDotRadius, inkRadius - 0.75) * scale
        return (0..<dotRingPoints).map { k in
            let angle = 2 * Double.pi * Double(k) / Double(dotRingPoints)
            return Point2(centre.x + radius * cos(angle), centre.y + radius * sin(angle))
        }
    }

    /// The smallest radius of a dot's ring, in working pixels: 0.75, a dot 2.7 px across with
    /// the default 1.2 px pen (a ring 4.7 px long: a dot, not a tick).
    static let minimumDotRadius = 0.75
    /// The points of a dot's ring: 8, an octagon within 8% of its circle (the curve fitter rounds it).
    static let dotRingPoints = 8

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
