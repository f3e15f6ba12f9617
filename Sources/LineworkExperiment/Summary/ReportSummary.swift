import LineworkEvaluation

/// The dataset-level numbers of a report, computed from the per-image results.
///
/// - Boundaries (with ground truth): BSDS's ODS and OIS over the grid (`BoundarySweepSummary`,
///   counts summed over images, never F values averaged), and each image's F at the ODS setting.
///   Only the images that have a boundary map are scored; the others are shown, not counted.
/// - Saliency (with fixations) and salient objects (with object masks): each model's and each
///   baseline's mean scores over images, and the best model per metric (`ScoreMeans`).
/// - Without ground truth, the charts fall back to the mean counts per setting.
public struct ReportSummary: Sendable {
    /// ODS and OIS over the images with boundary ground truth; nil when none has it.
    public var boundary: BoundarySweepSummary?
    /// The positions in the results of the images `boundary` covers, ascending:
    /// `boundary.oisSettings[k]` belongs to image `boundaryImages[k]`.
    public var boundaryImages: [Int]
    /// The MIT saliency means, with fixations.
    public var saliency: ScoreMeans
    /// The salient-object means, with object masks.
    public var objects: ScoreMeans
    /// The spec's own boundary models with boundary ground truth, in order: each model's counts
    /// summed over the images it was scored on (BSDS's dataset precision, recall and F, as
    /// `linework evaluate contours` gives them as "overall").
    public var boundaryModels: [(name: String, counts: BoundaryCounts)]
    /// The own boundary models' threshold sweeps over the images they were scored on (ODS,
    /// OIS, AP, R50 and the curve, `BoundaryThresholdSummary`), by model name.
    public var boundarySweeps: [String: BoundaryThresholdSummary]
    /// Per model scored against object masks, in the means' order: its precision, recall, F
    /// and E curves over the 256 thresholds averaged over the images (`SalientObjectCurves.mean`
    /// of each image's `ObjectLevelCounts`), as `pysodmetrics` averages a dataset's curves, and
    /// the images averaged. Their `maximumF`, `meanF`, `maximumE` and `meanE` are the dataset
    /// scores `linework evaluate objects` writes under "dataset".
    public var objectCurves: [(name: String, curves: SalientObjectCurves, images: Int)]

    /// Summarises a run's results.
    ///
    /// - Parameter results: the images' results, in the spec's order (`ExperimentRun.results`).
    /// - Throws: `LineworkError.invalidOption` when the images' boundary counts do not cover the
    ///   same grid (results of different specs).
    public init(_ results: [ImageResult]) throws {
        // An image is scored at every setting or at none (it has a boundary map or not).
        boundaryImages = results.indices.filter { i in
            !results[i].settings.isEmpty && results[i].settings.allSatisfy { $0.boundary != nil }
        }
        let counts = boundaryImages.map { results[$0].settings.compactMap(\.boundary) }
        boundary = counts.isEmpty ? nil : try BoundarySweepSummary(counts: counts)
        saliency = ScoreMeans(.saliency, results: results)
        objects = ScoreMeans(.objects, results: results)
        var names: [String] = []
        for result in results {
            for model in result.boundaryModels where model.boundary != nil && !names.contains(model.model.rawValue) {
                names.append(model.model.rawValue)
            }
        }
        boundaryModels = names.map { name in
            (name, results.compactMap { $0.boundaryModels.first { $0.model.rawValue == name }?.boundary }.reduce(.zero, +))
        }
        var sweeps: [String: BoundaryThresholdSummary] = [:]
        for name in names {
            let swept = results.compactMap { $0.boundaryModels.first { $0.model.rawValue == name }?.sweep }
            if !swept.isEmpty { sweeps[name] = try BoundaryThresholdSummary(images: swept) }
        }
        boundarySweeps = sweeps
        objectCurves = objects.models.compactMap { name, _ in
            let counts = results.compactMap { $0.models.first { $0.model.rawValue == name }?.objectCounts }
            return SalientObjectCurves.mean(counts.map { $0.curves() }).map { (name, $0, counts.count) }
        }
    }

    /// The OIS setting (best F) of one image.
    ///
    /// - Parameter position: the image's position in the results.
    /// - Returns: the setting's position in sweep order; nil when that image has no boundary
    ///   ground truth.
    public func oisSetting(ofImage position: Int) -> Int? {
        guard let boundary, let k = boundaryImages.firstIndex(of: position) else { return nil }
        return boundary.oisSettings[k]
    }

    /// The means of one score family.
    ///
    /// - Parameter family: saliency (fixations) or salient objects (object masks).
    /// - Returns: `saliency` or `objects`.
    public func means(_ family: ScoreFamily) -> ScoreMeans {
        switch family {
        case .saliency: return saliency
        case .objects: return objects
        }
    }

    /// The value of a score at one setting over the dataset.
    ///
    /// - Parameters:
    ///   - score: the score: F, precision or recall from the counts summed over the images, or
    ///     the mean number of contours traced or kept.
    ///   - s: the setting's position in sweep order.
    ///   - results: the results this summary was made from.
    /// - Returns: the value; NaN when it is undefined (a boundary score without boundary ground
    ///   truth, a mean over no images).
    public func datasetValue(_ score: ChartScore, setting s: Int, results: [ImageResult]) -> Double {
        switch score {
        case .f: return boundary?.perSetting[s].f ?? .nan
        case .precision: return boundary?.perSetting[s].precision ?? .nan
        case .recall: return boundary?.perSetting[s].recall ?? .nan
        case .traced, .kept:
            guard !results.isEmpty else { return .nan }
            return Double(results.reduce(0) { $0 + Self.value(score, $1.settings[s]) }) / Double(results.count)
        }
    }

    /// The value of a score for one image at one setting.
    ///
    /// - Parameters:
    ///   - score: the score.
    ///   - setting: the image's result at the setting.
    /// - Returns: the value; NaN for a boundary score without the image's boundary map.
    public static func imageValue(_ score: ChartScore, _ setting: SettingResult) -> Double {
        switch score {
        case .f: return setting.boundary?.f ?? .nan
        case .precision: return setting.boundary?.precision ?? .nan
        case .recall: return setting.boundary?.recall ?? .nan
        case .traced, .kept: return Double(value(score, setting))
        }
    }

    private static func value(_ score: ChartScore, _ setting: SettingResult) -> Int {
        score == .traced ? setting.traced : setting.kept
    }
}
