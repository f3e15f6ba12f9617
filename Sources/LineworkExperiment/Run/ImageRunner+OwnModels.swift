import LineworkArt
import LineworkCodecs
import LineworkCore
import LineworkEvaluation
import LineworkImage
import LineworkSaliency

extension ImageRunner {
    /// The spec's own saliency and object models on one image (part of stage 5): each model's
    /// map read as `linework evaluate` reads its folder (`MapFolder.map`: a gray PNG, 8- or
    /// 16-bit, any size) and scored by the same calls, so the numbers are `evaluate`'s:
    /// `SaliencyScores` against the fixations for `kind: saliency` (sAUC is added across the
    /// images when the page is built, as for the built-in models), `SalientObjectScores`
    /// against the object mask for `kind: object`. The map file is copied into the entry
    /// byte for byte (the scored map), with a heat map and an overlay for display.
    ///
    /// A model without a map for the image (`missing: skip`) has no entry.
    func ownMapModels(_ input: ReportPlan.Input, photo small: Image<UInt8>, size: (width: Int, height: Int),
                      fixations: FixationMap?, density: FloatImage?, mask: FloatImage?,
                      stages: StageRecorder) throws -> [ModelResult] {
        var results: [ModelResult] = []
        for (index, model) in plan.ownModels.enumerated() where model.kind != .boundary {
            guard model.maps.file(for: input.stem) != nil else { continue }
            let (map, path) = try model.maps.map(for: input.stem, decode: decoder.decode(path:))
            let scores = try fixations.flatMap { fixations in
                try model.kind == .saliency ? MetricScores(SaliencyScores(prediction: map, fixations: fixations, density: density)) : nil
            }
            let objectScores = try mask.flatMap { mask in
                try model.kind == .object ? MetricScores(SalientObjectScores(prediction: map, mask: mask)) : nil
            }
            let objectCounts = try mask.flatMap { mask in
                try model.kind == .object ? ObjectLevelCounts(prediction: map, mask: mask) : nil
            }
            let heatmap = Self.displayHeatmap(map)
            // The figure draws only the heat map and boxes; an own model has no boxes, and the
            // observation's model is not drawn.
            let observation = SaliencyObservation(model: .attention, imageWidth: size.width, imageHeight: size.height,
                                                  map: map, heatmap: heatmap, salientObjects: [])
            let crop = try SaliencyCrop(imageWidth: size.width, imageHeight: size.height, aspect: plan.cropAspect, map: map)
            let prefix = "own\(index)"
            results.append(ModelResult(
                model: ModelName(rawValue: model.name), kind: model.kind, boxes: [],
                crop: PixelRect(x: crop.x, y: crop.y, width: crop.width, height: crop.height),
                scores: scores, objectScores: objectScores, objectCounts: objectCounts,
                map: try stages.write(try InputFile.read(path), "\(prefix)-map.png"),
                mapWidth: map.width, mapHeight: map.height,
                overlay: try stages.write(try Pictures.jpeg(SaliencyFigure.scene(photo: small, observation: observation)),
                                          "\(prefix)-overlay.jpg"),
                heatmap: try stages.write(try Pictures.png(heatmap), "\(prefix)-heatmap.png")))
        }
        return results
    }

    /// The spec's own boundary models on one image: each map read as `linework evaluate
    /// contours` reads it (the ground truth's size) and, with a boundary map, counted by
    /// `OwnBoundaryScoring`; its picture drawn as dark lines on white at the A/B pictures' size.
    func ownBoundaryModels(_ input: ReportPlan.Input, stages: StageRecorder) throws -> [BoundaryModelResult] {
        let models = plan.ownModels.enumerated().filter { $0.element.kind == .boundary && $0.element.maps.file(for: input.stem) != nil }
        guard !models.isEmpty else { return [] }
        return try stages.timed("own-boundaries") {
            let truthImage = try plan.truth(plan.boundaries, for: input).map {
                try $0.map(for: input.stem, decode: decoder.decode(path:)).image
            }
            let truth = try truthImage.map(BoundaryMap.init)
            let thresholds = try BoundaryThresholds(count: plan.boundaryThresholds)
            return try models.map { index, model in
                let (map, path) = try model.maps.map(
                    for: input.stem, size: truthImage.map { ($0.width, $0.height) }, sizeName: "ground truth",
                    decode: decoder.decode(path:))
                let counts: BoundaryCounts?, sweep: BoundaryThresholdCounts?
                do {
                    counts = try truth.map { try OwnBoundaryScoring.counts(prediction: map, truth: $0, tolerance: plan.tolerance) }
                    sweep = try truth.map {
                        try OwnBoundaryScoring.sweep(prediction: map, truth: $0, thresholds: thresholds, tolerance: plan.tolerance)
                    }
                } catch LineworkError.resourceLimit(let detail) {
                    throw LineworkError.resourceLimit(detail: "'\(path)': \(detail)")
                }
                let lines = Image(validWidth: map.width, height: map.height, samples: map.samples.map { 1 - $0 })
                let picture = try Pictures.png(lines.resizedBilinear(
                    validWidth: max(1, Int((Double(map.width) * pictureScale(map)).rounded())),
                    height: max(1, Int((Double(map.height) * pictureScale(map)).rounded()))))
                return BoundaryModelResult(model: ModelName(rawValue: model.name), boundary: counts, sweep: sweep, mapWidth: map.width,
                                           mapHeight: map.height, picture: try stages.write(picture, "own\(index)-lines.png"))
            }
        }
    }

    /// The scale that fits `map` into the A/B pictures' side (never enlarging).
    private func pictureScale(_ map: FloatImage) -> Double {
        min(1, Double(plan.largePictureSide) / Double(max(map.width, map.height)))
    }

    /// A map as the page shows it beside its overlay: resampled to Vision's 68 × 68 heat map
    /// and stretched to 0…1 (a constant map stays 0), for display only.
    static func displayHeatmap(_ map: FloatImage) -> FloatImage {
        let side = SaliencyObservation.heatmapSide
        let small = map.resizedBilinear(validWidth: side, height: side)
        guard let low = small.samples.min(), let high = small.samples.max(), high > low else {
            return Image(validWidth: side, height: side, samples: [Float](repeating: 0, count: side * side))
        }
        return Image(validWidth: side, height: side, samples: small.samples.map { ($0 - low) / (high - low) })
    }
}

/// How an own boundary model's map is scored: the calls `linework evaluate contours` makes on
/// its folder, in one place.
///
/// - `counts`: the map as a binary prediction (non-zero pixels are boundary), runs along the
///   frame dropped, the rest thinned and matched one-to-one within the tolerance: `evaluate
///   contours`' per-image precision, recall and F.
/// - `sweep`: the map binarised at every threshold (pixels ≥ t), each binarisation prepared the
///   same way (`BoundaryThresholdSweep`, the truth not thinned): what `evaluate contours
///   --thresholds N` sums into ODS, OIS, AP and R50.
enum OwnBoundaryScoring {
    /// The BSDS counts of one map against one image's boundary truth.
    ///
    /// - Throws: `LineworkError.resourceLimit` for a map too large to match.
    static func counts(prediction: FloatImage, truth: BoundaryMap, tolerance: Double) throws -> BoundaryCounts {
        try BoundaryMatcher.counts(prediction: BoundaryMap(prediction).removingFrameRuns().thinned(), truth: truth,
                                   tolerance: tolerance)
    }

    /// The BSDS counts of one map at every threshold.
    ///
    /// - Throws: `LineworkError.resourceLimit` for a map too large to match.
    static func sweep(prediction: FloatImage, truth: BoundaryMap, thresholds: BoundaryThresholds,
                      tolerance: Double) throws -> BoundaryThresholdCounts {
        try BoundaryThresholdSweep.counts(prediction: prediction, truth: truth, thresholds: thresholds,
                                          options: BoundaryThresholdSweep.Options(tolerance: tolerance))
    }
}
