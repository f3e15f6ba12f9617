import LineworkArt
import LineworkCodecs
import LineworkCore
import LineworkEvaluation
import LineworkImage
import LineworkRender
import LineworkSaliency
import LineworkSweep

/// Computes one image's `ImageResult` and writes its pictures: the report's per-image stage.
///
/// The stages, in order (each timed into `ImageResult.seconds`):
/// Each kind of ground truth is used when the image has a map of that kind; without one the
/// image is shown but not scored by it (no counts, no scores, no baselines).
///
/// 1. `decode` the image, and its object mask (checked against the image's size first, so a
///    wrong mask fails before the sweep); the other ground-truth maps are read by their stages;
/// 2. `sweep` the grid and `dedup` the pooled contours (`SweepRequest`, `Deduplicator`);
/// 3. `thumbnails`: one drawing per setting of the contours *that setting traced* (what the
///    setting alone would draw), plus the photo and the pooled drawing of the kept contours;
///    each kind of ground truth is drawn over the photo (`TruthOverlay`) where it is read;
/// 4. `boundaries`: with boundary ground truth, each distinct mask's contours rasterised at the
///    truth's size without their runs along the image's frame (`BoundaryRaster`) and matched
///    (`BoundaryMatcher`); settings sharing a mask share its counts;
/// 4b. `drawings`: each of the spec's `draw:` line sources (`LineDrawing` at `draw`'s defaults),
///    its picture, statistics and, with boundary ground truth, its strokes' boundary counts;
/// 5. `saliency`: every model's observation, overlay, heatmap and crop window, and its map at the
///    model's working resolution quantised to 16 bits — the scored map, written as a PNG; with
///    fixation ground truth that map's MIT scores, and with object masks its salient-object
///    scores (MAE, max F, box IoU), each with the chance and centre-bias baselines' scores;
///    then the spec's own saliency and object models, read from their folders and scored as
///    `linework evaluate` scores them (`ownMapModels`);
/// 6. `own-boundaries`: the spec's own boundary models, counted as `evaluate contours` counts
///    them (`ownBoundaryModels`).
struct ImageRunner {
    let plan: ReportPlan
    /// Reads the images and ground-truth maps (its limits guard against decompression bombs).
    var decoder = ImageDecoder()

    /// Runs every stage on `input`, writing pictures into `folder`.
    ///
    /// - Parameters:
    ///   - donor: an entry of `cache` with the same `ResultCache.contourKey`: its contour
    ///     stages' results and pictures are taken instead of running stages 2–4 (a spec that
    ///     changed only its models, fixation blur or crop), and its seconds for those stages kept.
    ///   - progress: called with each stage's name as it starts.
    func run(_ input: ReportPlan.Input, into folder: String, reusing donor: (entry: ReportEntry, cache: ResultCache)? = nil,
             progress: @escaping (String) -> Void = { _ in }) throws -> ImageResult {
        let stages = StageRecorder(folder: folder, progress: progress)

        let (decoded, mask) = try stages.timed("decode") { () throws -> (DecodedImage, FloatImage?) in
            let decoded = try decoder.decode(path: input.path)
            return (decoded, try plan.truth(plan.objects, for: input).map {
                try groundTruth($0, input, size: (decoded.width, decoded.height))
            })
        }
        let photo = decoded.pixels.eightBit
        let large = Pictures.shrunk(photo, side: plan.largePictureSide)
        var truthPictures: [String] = []
        func drawTruth(_ kind: TruthOverlay.Kind, _ truth: FloatImage) throws {
            truthPictures.append(try stages.write(try TruthOverlay.png(kind, photo: large, truth: truth), TruthOverlay.fileName(kind)))
        }
        let contours = try donor.map { try reuse($0.entry, of: $0.cache, stages: stages) }
            ?? traceContours(decoded, input, large: large, stages: stages)
        truthPictures += contours.boundaryPicture.map { [$0] } ?? []

        var models: [ModelResult] = []
        var baselines: [BaselineResult] = []
        var objectBaselines: [BaselineResult] = []
        try stages.timed("saliency") {
            let small = Pictures.shrunk(photo, side: plan.modelPictureSide)
            var fixations: FixationMap?
            var density: FloatImage?
            if let folder = plan.truth(plan.fixations, for: input) {
                let truthImage = try groundTruth(folder, input)
                let map = try FixationMap(mask: truthImage)
                guard map.count > 0 else {
                    throw LineworkError.nothingFound(subject: folder.file(for: input.stem) ?? input.stem,
                                                     detail: "groundTruth.fixations: has no fixations (no non-zero pixel)")
                }
                fixations = map
                try drawTruth(.fixations, truthImage)
                density = try FixationDensity.density(of: map, sigma: plan.sigma)
            }
            for model in plan.models {
                let observation = try SaliencyRequest(model: model).perform(on: decoded.pixels)
                let crop = try SaliencyCrop(imageWidth: photo.width, imageHeight: photo.height,
                                            aspect: plan.cropAspect, map: observation.map)
                // Scored as written: the 16-bit map read back as `linework evaluate` reads a PNG.
                let mapFile = Pictures.sixteenBit(observation.map)
                let scored = PixelBuffer.uint16(mapFile).unitGrayImage!
                let scores = try fixations.map {
                    MetricScores(try SaliencyScores(prediction: scored, fixations: $0, density: density))
                }
                let objectScores = try mask.map {
                    MetricScores(try SalientObjectScores(prediction: scored, mask: $0))
                }
                models.append(ModelResult(
                    model: ModelName(model), boxes: observation.salientObjects,
                    crop: PixelRect(x: crop.x, y: crop.y, width: crop.width, height: crop.height), scores: scores,
                    objectScores: objectScores,
                    objectCounts: try mask.map { try ObjectLevelCounts(prediction: scored, mask: $0) },
                    map: try stages.write(try PNGEncoder.encode(mapFile), "\(model.rawValue)-map.png"),
                    mapWidth: mapFile.width, mapHeight: mapFile.height,
                    overlay: try stages.write(try Pictures.jpeg(SaliencyFigure.scene(photo: small, observation: observation)),
                                       "\(model.rawValue)-overlay.jpg"),
                    heatmap: try stages.write(try Pictures.png(observation.heatmap), "\(model.rawValue)-heatmap.png")))
            }
            models += try ownMapModels(input, photo: small, size: (photo.width, photo.height), fixations: fixations,
                                       density: density, mask: mask, stages: stages)
            if let fixations {
                baselines = try Self.baselineMaps(width: fixations.width, height: fixations.height).map {
                    BaselineResult(name: $0.name, scores: MetricScores(
                        try SaliencyScores(prediction: $0.map, fixations: fixations, density: density)))
                }
            }
            if let mask {
                try drawTruth(.objects, mask)
                objectBaselines = try Self.baselineMaps(width: mask.width, height: mask.height).map {
                    BaselineResult(name: $0.name, scores: MetricScores(try SalientObjectScores(prediction: $0.map, mask: mask)))
                }
            }
        }

        let boundaryModels = try ownBoundaryModels(input, stages: stages)

        return ImageResult(
            name: input.name, stem: input.stem, width: photo.width, height: photo.height,
            workingWidth: contours.workingWidth, workingHeight: contours.workingHeight, settings: contours.settings,
            distinctMasks: contours.distinctMasks, models: models, baselines: baselines,
            objectBaselines: objectBaselines, seconds: stages.seconds,
            photo: contours.photo, pooled: contours.pooled, truthPictures: truthPictures, drawings: contours.drawings,
            boundaryModels: boundaryModels)
    }

    /// What the contour stages (sweep, dedup, thumbnails, boundaries) give an image's result.
    struct ContourStages {
        var settings: [SettingResult]
        var distinctMasks: Int
        var workingWidth: Int
        var workingHeight: Int
        var photo: String
        var pooled: String
        /// The boundary ground truth drawn over the photo, with a boundary map.
        var boundaryPicture: String?
        var drawings: [DrawingResult]
    }

    /// Stages 2–4 on the decoded image: the sweep, its de-duplication, the thumbnails, photo and
    /// pooled drawing, and with a boundary map each distinct mask's counts.
    private func traceContours(_ decoded: DecodedImage, _ input: ReportPlan.Input, large: Image<UInt8>,
                               stages: StageRecorder) throws -> ContourStages {
        // One sweep per polarity, joined so that settings keep the plan's order and
        // de-duplication pools across polarities.
        let requests = try plan.polarities.map { lightOnDark in
            var options = plan.contourOptions
            options.detectsDarkOnLight = !lightOnDark
            return try SweepRequest(options: options, grid: plan.grid)
        }
        let sweep = try stages.timed("sweep") { () throws -> SweepResult in
            // Each polarity's sweep is held until they are joined: they share the bound.
            let limit = SweepRequest.defaultMemoryLimit / requests.count
            guard let joined = SweepResult.joined(try requests.map { request in
                try request.perform(on: decoded.pixels) { working in
                    let need = request.memoryEstimate(working: working, input: decoded.pixels).total
                    guard need <= limit else {
                        throw LineworkError.resourceLimit(detail: "image \(input.name): a sweep of \(plan.grid.count) "
                            + "settings at \(working.width)×\(working.height) may need up to \(need >> 20) MiB, above the "
                            + "report's limit of \(limit >> 20) MiB; use a smaller sweep.maxDimension or fewer settings")
                    }
                }.0
            }) else {
                throw LineworkError.invalidOption(name: "sweep.lightOnDark", value: "\(plan.polarities)",
                                                  allowed: "needs at least one polarity")
            }
            return joined
        }
        let kept = stages.timed("dedup") { Deduplicator.keep(sweep, mode: plan.dedup) }

        var keptPerSetting = [Int](repeating: 0, count: sweep.settings.count)
        for (e, entry) in sweep.entries.enumerated() where kept[e] { keptPerSetting[Int(entry.setting)] += 1 }
        var settings: [SettingResult] = []
        let (photoName, pooledName) = try stages.timed("thumbnails") { () throws -> (String, String) in

            let all = try StrokeSet(sweep, kept: [Bool](repeating: true, count: sweep.entries.count))
            let bySetting = Dictionary(grouping: all.strokes, by: \.setting)
            // Settings that share a mask draw the same picture: one file per distinct trace.
            var nameOfTrace: [Int: String] = [:]
            for (s, setting) in sweep.settings.enumerated() {
                let trace = sweep.traceOfSetting[s]
                if nameOfTrace[trace] == nil {
                    var strokes = all
                    strokes.strokes = bySetting[s] ?? []
                    nameOfTrace[trace] = try stages.write(try Pictures.lineArt(strokes, side: plan.thumbnailSide), "trace\(trace).png")
                }
                let name = nameOfTrace[trace]!
                settings.append(SettingResult(
                    // Each setting's own threshold says its polarity (the joined sweep's options
                    // are its first part's only).
                    lightOnDark: !sweep.detectsDarkOnLight(ofSetting: s), pivot: setting.pivot, adjustment: setting.adjustment,
                    threshold: Int(sweep.thresholds[s].cut),
                    traced: sweep.contourCount(ofSetting: s), kept: keptPerSetting[s], boundary: nil, thumbnail: name))
            }
            let photoName = try stages.write(try Pictures.jpeg(large), "photo.jpg")
            let pooled = try Pictures.lineArt(StrokeSet(sweep, kept: kept), side: plan.largePictureSide, style: .settings, smooth: true)
            return (photoName, try stages.write(pooled, "pooled.png"))
        }

        var boundaryPicture: String?
        var boundaryTruth: BoundaryMap?
        if let folder = plan.truth(plan.boundaries, for: input) {
            try stages.timed("boundaries") {
                // Boundary truth must be the photo's size, as `evaluate contours` requires of a
                // prediction: pixel distances are tolerances, so another size is refused, not scaled.
                let truthImage = try groundTruth(folder, input, size: (decoded.pixels.width, decoded.pixels.height))
                boundaryPicture = try stages.write(try TruthOverlay.png(.boundaries, photo: large, truth: truthImage),
                                            TruthOverlay.fileName(.boundaries))
                let truth = try BoundaryMap(truthImage)
                boundaryTruth = truth
                var countsOfTrace: [Int: BoundaryCounts] = [:]
                for s in settings.indices {
                    let trace = sweep.traceOfSetting[s]
                    if countsOfTrace[trace] == nil {
                        let predicted = try BoundaryRaster.map(
                            sweep.traces[trace], working: sweep.workingSize, width: truth.width, height: truth.height)
                        countsOfTrace[trace] = try BoundaryMatcher.counts(
                            prediction: predicted, truth: truth, tolerance: plan.tolerance)
                    }
                    settings[s].boundary = countsOfTrace[trace]
                }
            }
        }
        let drawings = plan.drawLines.isEmpty && plan.drawPresets.isEmpty ? []
            : try stages.timed("drawings") { try draw(decoded, truth: boundaryTruth, stages: stages) }
        return ContourStages(settings: settings, distinctMasks: sweep.distinctMaskCount, workingWidth: sweep.workingSize.width,
                             workingHeight: sweep.workingSize.height, photo: photoName, pooled: pooledName,
                             boundaryPicture: boundaryPicture, drawings: drawings)
    }

    /// Stage 4b: each of the spec's `draw:` entries — a line source at `draw`'s defaults, or a
    /// preset file (`DrawPreset.options()`, as `draw --preset` reads it) — its picture and statistics, and with a
    /// boundary map its strokes scored as a boundary prediction.
    private func draw(_ decoded: DecodedImage, truth: BoundaryMap?, stages: StageRecorder) throws -> [DrawingResult] {
        // Each entry is drawn as `linework draw` draws it (`ReportPlan.drawings()`).
        return try plan.drawings().map { entry in
            let (drawing, elapsed) = try Stopwatch.time { try LineDrawing(decoded.pixels, options: entry.options) }
            // `draw`'s canvas is the working image: the scene's size is the strokes' extent.
            let working = PixelSize(width: drawing.art.scene.width, height: drawing.art.scene.height)
            let boundary = try truth.map { truth in
                try BoundaryMatcher.counts(
                    prediction: try BoundaryRaster.map(polylines: drawing.strokes.map { ($0.points, $0.closed) },
                                                       working: working, width: truth.width, height: truth.height),
                    truth: truth, tolerance: plan.tolerance)
            }
            let picture = try stages.write(try Pictures.drawing(SceneRenderer.rasterize(drawing.art.scene), side: plan.largePictureSide),
                                           entry.picture)
            return DrawingResult(lines: entry.name, paths: drawing.stats.paths, inkLength: drawing.stats.inkLength,
                                 doubledInk: drawing.stats.doubledInk, seconds: elapsed, boundary: boundary, picture: picture)
        }
    }

    /// Stages 2–4 taken from `donor`, an entry of `cache` with the same contour key: its
    /// results, and its pictures copied into `folder` (read through the cache's checks).
    private func reuse(_ donor: ReportEntry, of cache: ResultCache, stages: StageRecorder) throws -> ContourStages {
        stages.progress("contours (cached)")
        let result = donor.result
        stages.add(result.seconds.filter { ["sweep", "dedup", "thumbnails", "boundaries", "drawings"].contains($0.key) })
        let boundaryPicture = result.truthPictures.first { $0 == TruthOverlay.fileName(.boundaries) }
        for name in Set([result.photo, result.pooled] + result.settings.map(\.thumbnail) + result.drawings.map(\.picture)
                        + (boundaryPicture.map { [$0] } ?? [])) {
            _ = try stages.write(try cache.picture(name, key: donor.key), name)
        }
        return ContourStages(settings: result.settings, distinctMasks: result.distinctMasks, workingWidth: result.workingWidth,
                             workingHeight: result.workingHeight, photo: result.photo, pooled: result.pooled,
                             boundaryPicture: boundaryPicture, drawings: result.drawings)
    }

    /// The ground-truth map of `input` in `folder` as unit-range floats, read and checked as
    /// `linework evaluate` reads maps (a gray PNG; one-line errors naming the spec key and file).
    ///
    /// - Parameter size: the size the map must have (the photo's), or nil for any size.
    private func groundTruth(_ folder: MapFolder, _ input: ReportPlan.Input,
                             size: (width: Int, height: Int)? = nil) throws -> FloatImage {
        try folder.map(for: input.stem, size: size, sizeName: "image \(input.name)", decode: decoder.decode(path:)).image
    }

    /// The baselines' maps at a ground truth's size, in the order the page lists them: chance
    /// (uniform) and centre bias (`BaselineMaps`).
    private static func baselineMaps(width: Int, height: Int) throws -> [(name: String, map: FloatImage)] {
        [("chance", try BaselineMaps.chance(width: width, height: height)),
         ("centre", try BaselineMaps.centerBias(width: width, height: height))]
    }
}
