import LineworkCore
import LineworkImage

/// The salient-object scores of one prediction against one binary object mask: what
/// `linework evaluate objects` writes per image and `linework report` shows per model.
///
/// Lower is better for the two MAEs, higher for the others. All are defined (finite) but the S-measure,
/// which is NaN in `pysodmetrics`' one undefined case (see `structureMeasure`).
///
/// `names` / `byName` are the seven scores the report shows; `curveNames` / `curveScoresByName`
/// the four more `linework evaluate objects` writes (mean and adaptive F, max and adaptive E),
/// and `curves` the per-threshold curves behind them. `Codable` for caching (a NaN S-measure
/// needs an encoder with a non-finite float strategy).
public struct SalientObjectScores: Sendable, Equatable, Codable {
    /// Mean absolute error between the prediction min–max rescaled to 0…1 and the binarised
    /// mask, in 0…1 (0 = perfect): `pysodmetrics`' MAE (`SalientObjectMetrics.meanAbsoluteError`).
    public var meanAbsoluteError: Double
    /// The best F-beta (β² = 0.3) over the 256 thresholds of the rescaled prediction's 8-bit
    /// levels, in 0…1 (`SalientObjectMetrics.maximumFMeasure`).
    public var maximumF: Double
    /// IoU of the mask's tight box with the prediction's tight box at its best-F threshold, in
    /// 0…1; 0 when either box is empty.
    public var boxIoU: Double
    /// The structure measure, α = 0.5, in 0…1 (`SalientObjectMetrics.structureMeasure`).
    public var structure: Double
    /// The mean enhanced-alignment measure over the 256 thresholds, in 0…1
    /// (`SalientObjectMetrics.meanEnhancedAlignment`).
    public var enhancedAlignment: Double
    /// The weighted F-measure, β² = 1, in 0…1 (`SalientObjectMetrics.weightedFMeasure`).
    public var weightedF: Double
    /// Mean absolute error of the prediction as given, not rescaled, in 0…1
    /// (`SalientObjectMetrics.unscaledMeanAbsoluteError`): it keeps a low-contrast map's
    /// distance from the mask, which the rescaled MAE stretches away.
    public var unscaledMeanAbsoluteError: Double
    /// The mean F-beta (β² = 0.3) over the 256 thresholds, in 0…1 (`SalientObjectCurves.meanF`);
    /// NaN when not measured.
    public var meanF: Double
    /// F-beta at the adaptive threshold, twice the rescaled map's mean, in 0…1
    /// (`SalientObjectMetrics.adaptiveFMeasure`); NaN when not measured.
    public var adaptiveF: Double
    /// The largest E-measure over the 256 thresholds, in 0…1 (`SalientObjectCurves.maximumE`);
    /// NaN when not measured.
    public var maximumE: Double
    /// The E-measure at the adaptive threshold, in 0…1
    /// (`SalientObjectMetrics.adaptiveEnhancedAlignment`); NaN when not measured.
    public var adaptiveE: Double
    /// Precision, recall, F and E at each of the 256 thresholds; nil when not measured.
    public var curves: SalientObjectCurves?

    /// Creates a score record from its measures.
    ///
    /// - Parameters:
    ///   - meanAbsoluteError: MAE of the rescaled prediction.
    ///   - maximumF: the best F-beta over the 256 thresholds.
    ///   - boxIoU: IoU of the tight boxes.
    ///   - structure: the S-measure.
    ///   - enhancedAlignment: the mean E-measure.
    ///   - weightedF: the weighted F-measure.
    ///   - unscaledMeanAbsoluteError: MAE of the prediction as given.
    ///   - meanF: the mean F over the thresholds (NaN by default: not measured).
    ///   - adaptiveF: the adaptive F (NaN by default).
    ///   - maximumE: the largest E over the thresholds (NaN by default).
    ///   - adaptiveE: the adaptive E (NaN by default).
    ///   - curves: the per-threshold curves (nil by default).
    public init(meanAbsoluteError: Double, maximumF: Double, boxIoU: Double,
                structure: Double, enhancedAlignment: Double, weightedF: Double, unscaledMeanAbsoluteError: Double,
                meanF: Double = .nan, adaptiveF: Double = .nan, maximumE: Double = .nan, adaptiveE: Double = .nan,
                curves: SalientObjectCurves? = nil) {
        self.meanF = meanF
        self.adaptiveF = adaptiveF
        self.maximumE = maximumE
        self.adaptiveE = adaptiveE
        self.curves = curves
        self.meanAbsoluteError = meanAbsoluteError
        self.maximumF = maximumF
        self.boxIoU = boxIoU
        self.structure = structure
        self.enhancedAlignment = enhancedAlignment
        self.weightedF = weightedF
        self.unscaledMeanAbsoluteError = unscaledMeanAbsoluteError
    }

    /// The JSON keys of `linework evaluate objects`, in order: MAE, maxF, boxIoU, sMeasure,
    /// eMeasure, weightedF, unscaledMAE.
    public static let names = ["MAE", "maxF", "boxIoU", "sMeasure", "eMeasure", "weightedF", "unscaledMAE"]

    /// The scores keyed by `names`.
    public var byName: [String: Double] {
        ["MAE": meanAbsoluteError, "maxF": maximumF, "boxIoU": boxIoU, "sMeasure": structure,
         "eMeasure": enhancedAlignment, "weightedF": weightedF, "unscaledMAE": unscaledMeanAbsoluteError]
    }

    /// The JSON keys `linework evaluate objects` adds to `names`, in order: meanF, adaptiveF,
    /// maxE, adaptiveE.
    public static let curveNames = ["meanF", "adaptiveF", "maxE", "adaptiveE"]

    /// The scores keyed by `curveNames`.
    public var curveScoresByName: [String: Double] {
        ["meanF": meanF, "adaptiveF": adaptiveF, "maxE": maximumE, "adaptiveE": adaptiveE]
    }

    /// Scores a prediction against an object mask.
    ///
    /// Every score but the unscaled MAE reads the prediction as `pysodmetrics` does: min–max
    /// rescaled to 0…1 (unless constant), thresholds on its 8-bit truncation `⌊255 · value⌋`
    /// (`ObjectMapPair`).
    ///
    /// The prediction's box is taken at the threshold of its maximum F: the pixels whose 8-bit
    /// level is at least that threshold. The mask's box holds its object pixels (≥ 0.5). Both
    /// boxes are in the mask's pixels.
    ///
    /// - Parameters:
    ///   - prediction: a one-channel map on 0…1 of any size; it is resized bilinearly (pixel
    ///     centres aligned, as `SaliencyScores` does, in double precision) to the mask's size,
    ///     and used unchanged when it already has that size.
    ///   - mask: the one-channel object mask on 0…1 (pixels ≥ 0.5 are object).
    /// - Throws: `LineworkError.invalidOption` for colour maps.
    public init(prediction: FloatImage, mask: FloatImage) throws {
        try MapChecks.requireGray(prediction, "prediction")
        try MapChecks.requireGray(mask, "mask")
        let pair = ObjectMapPair(prediction: prediction, mask: mask)
        let best = SalientObjectMetrics.maximumFMeasure(pair, betaSquared: SalientObjectMetrics.defaultBetaSquared)
        let truthBox = BoundingBox.enclosing(mask, atLeast: 0.5)
        let levels = FloatImage(validWidth: pair.width, height: pair.height, samples: pair.levels.map(Float.init))
        let predictedBox = BoundingBox.enclosing(levels, atLeast: Float(best.threshold))
        let curves = SalientObjectCurves(pair, betaSquared: SalientObjectMetrics.defaultBetaSquared)
        self.init(
            meanAbsoluteError: SalientObjectMetrics.meanAbsoluteError(pair, rescaled: true),
            maximumF: best.f,
            boxIoU: truthBox.flatMap { t in predictedBox.map { t.intersectionOverUnion($0) } } ?? 0,
            structure: SalientObjectMetrics.structureMeasure(pair, alpha: SalientObjectMetrics.defaultStructureAlpha),
            enhancedAlignment: SalientObjectMetrics.meanEnhancedAlignment(pair),
            weightedF: SalientObjectMetrics.weightedFMeasure(pair, betaSquared: SalientObjectMetrics.defaultWeightedBetaSquared),
            unscaledMeanAbsoluteError: SalientObjectMetrics.meanAbsoluteError(pair, rescaled: false),
            meanF: curves.meanF,
            adaptiveF: SalientObjectMetrics.adaptiveFMeasure(pair, betaSquared: SalientObjectMetrics.defaultBetaSquared),
            maximumE: curves.maximumE, adaptiveE: SalientObjectMetrics.adaptiveEnhancedAlignment(pair), curves: curves)
    }

    /// The per-metric mean over images, skipping NaN scores; NaN for a metric with no finite
    /// score, and for an empty list. `curves` is the element-wise mean of the images' curves when
    /// every image has them (`SalientObjectCurves.mean`), else nil.
    public static func mean(_ scores: [SalientObjectScores]) -> SalientObjectScores {
        func average(_ value: (SalientObjectScores) -> Double) -> Double { scores.map(value).finiteMean() ?? .nan }
        return SalientObjectScores(
            meanAbsoluteError: average(\.meanAbsoluteError), maximumF: average(\.maximumF), boxIoU: average(\.boxIoU),
            structure: average(\.structure), enhancedAlignment: average(\.enhancedAlignment),
            weightedF: average(\.weightedF), unscaledMeanAbsoluteError: average(\.unscaledMeanAbsoluteError),
            meanF: average(\.meanF), adaptiveF: average(\.adaptiveF), maximumE: average(\.maximumE),
            adaptiveE: average(\.adaptiveE),
            curves: scores.allSatisfy { $0.curves != nil } ? SalientObjectCurves.mean(scores.compactMap(\.curves)) : nil)
    }
}
