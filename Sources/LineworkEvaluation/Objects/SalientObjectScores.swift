import LineworkCore
import LineworkImage

/// The salient-object scores of one prediction against one binary object mask: what
/// `linework evaluate objects` writes per image and `linework report` shows per model.
///
/// Lower is better for MAE, higher for the others. All are defined (finite) but the S-measure,
/// which is NaN in `pysodmetrics`' one undefined case (see `structureMeasure`).
public struct SalientObjectScores: Sendable, Equatable {
    /// Mean absolute error against the binarised mask, in 0…1 (0 = perfect).
    public var meanAbsoluteError: Double
    /// The best F-beta (β² = 0.3) over the 256 thresholds of the 8-bit prediction, in 0…1.
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

    /// Creates a score record from its six measures.
    public init(meanAbsoluteError: Double, maximumF: Double, boxIoU: Double,
                structure: Double, enhancedAlignment: Double, weightedF: Double) {
        self.meanAbsoluteError = meanAbsoluteError
        self.maximumF = maximumF
        self.boxIoU = boxIoU
        self.structure = structure
        self.enhancedAlignment = enhancedAlignment
        self.weightedF = weightedF
    }

    /// The JSON keys of `linework evaluate objects`, in order: MAE, maxF, boxIoU, sMeasure,
    /// eMeasure, weightedF.
    public static let names = ["MAE", "maxF", "boxIoU", "sMeasure", "eMeasure", "weightedF"]

    /// The scores keyed by `names`.
    public var byName: [String: Double] {
        ["MAE": meanAbsoluteError, "maxF": maximumF, "boxIoU": boxIoU,
         "sMeasure": structure, "eMeasure": enhancedAlignment, "weightedF": weightedF]
    }

    /// Scores a prediction against an object mask.
    ///
    /// MAE, max F and box IoU read the prediction as given; the S-measure, E-measure and
    /// weighted F rescale it to 0…1 first, as `pysodmetrics` does (`ObjectMapPair`).
    ///
    /// The prediction's box is taken at the threshold of its maximum F: the pixels whose 8-bit
    /// quantised value is at least that threshold, i.e. value ≥ (t − 0.5) / 255. The mask's box
    /// holds its object pixels (≥ 0.5). Both boxes are in the mask's pixels.
    ///
    /// - Parameters:
    ///   - prediction: a one-channel map on 0…1 of any size; it is resized bilinearly (pixel
    ///     centres aligned, as `SaliencyScores` does) to the mask's size, and used unchanged
    ///     when it already has that size.
    ///   - mask: the one-channel object mask on 0…1 (pixels ≥ 0.5 are object).
    /// - Throws: `LineworkError.invalidOption` for colour maps.
    public init(prediction: FloatImage, mask: FloatImage) throws {
        try MapChecks.requireGray(prediction, "prediction")
        let resized = prediction.resizedBilinear(validWidth: mask.width, height: mask.height)
        let best = try SalientObjectMetrics.maximumFMeasure(prediction: resized, mask: mask)
        let truthBox = BoundingBox.enclosing(mask, atLeast: 0.5)
        let predictedBox = BoundingBox.enclosing(resized, atLeast: (Float(best.threshold) - 0.5) / 255)
        self.init(
            meanAbsoluteError: try SalientObjectMetrics.meanAbsoluteError(prediction: resized, mask: mask),
            maximumF: best.f,
            boxIoU: truthBox.flatMap { t in predictedBox.map { t.intersectionOverUnion($0) } } ?? 0,
            structure: try SalientObjectMetrics.structureMeasure(prediction: resized, mask: mask),
            enhancedAlignment: try SalientObjectMetrics.meanEnhancedAlignment(prediction: resized, mask: mask),
            weightedF: try SalientObjectMetrics.weightedFMeasure(prediction: resized, mask: mask))
    }

    /// The per-metric mean over images, skipping NaN scores; NaN for a metric with no finite
    /// score, and for an empty list.
    public static func mean(_ scores: [SalientObjectScores]) -> SalientObjectScores {
        func average(_ value: (SalientObjectScores) -> Double) -> Double { scores.map(value).finiteMean() ?? .nan }
        return SalientObjectScores(
            meanAbsoluteError: average(\.meanAbsoluteError), maximumF: average(\.maximumF), boxIoU: average(\.boxIoU),
            structure: average(\.structure), enhancedAlignment: average(\.enhancedAlignment),
            weightedF: average(\.weightedF))
    }
}
