import LineworkCore
import LineworkImage

/// The salient-object scores of one prediction against one binary object mask: what
/// `linework evaluate objects` writes per image and `linework report` shows per model.
///
/// Lower is better for MAE, higher for the other two. All three are always defined (finite).
public struct SalientObjectScores: Sendable, Equatable {
    /// Mean absolute error against the binarised mask, in 0…1 (0 = perfect).
    public var meanAbsoluteError: Double
    /// The best F-beta (β² = 0.3) over the 256 thresholds of the 8-bit prediction, in 0…1.
    public var maximumF: Double
    /// IoU of the mask's tight box with the prediction's tight box at its best-F threshold, in
    /// 0…1; 0 when either box is empty.
    public var boxIoU: Double

    public init(meanAbsoluteError: Double, maximumF: Double, boxIoU: Double) {
        self.meanAbsoluteError = meanAbsoluteError
        self.maximumF = maximumF
        self.boxIoU = boxIoU
    }

    /// The JSON keys of `linework evaluate objects`, in order: MAE, maxF, boxIoU.
    public static let names = ["MAE", "maxF", "boxIoU"]

    /// The scores keyed by `names`.
    public var byName: [String: Double] {
        ["MAE": meanAbsoluteError, "maxF": maximumF, "boxIoU": boxIoU]
    }

    /// Scores a prediction against an object mask.
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
        let resized = prediction.resizedBilinear(width: mask.width, height: mask.height)
        let best = try SalientObjectMetrics.maximumFMeasure(prediction: resized, mask: mask)
        let truthBox = ObjectBox.enclosing(mask, atLeast: 0.5)
        let predictedBox = ObjectBox.enclosing(resized, atLeast: (Float(best.threshold) - 0.5) / 255)
        self.init(
            meanAbsoluteError: try SalientObjectMetrics.meanAbsoluteError(prediction: resized, mask: mask),
            maximumF: best.f,
            boxIoU: truthBox.flatMap { t in predictedBox.map { t.intersectionOverUnion($0) } } ?? 0)
    }

    /// The per-metric mean over images; NaN for every metric of an empty list.
    public static func mean(_ scores: [SalientObjectScores]) -> SalientObjectScores {
        func average(_ value: (SalientObjectScores) -> Double) -> Double {
            scores.isEmpty ? .nan : scores.map(value).reduce(0, +) / Double(scores.count)
        }
        return SalientObjectScores(
            meanAbsoluteError: average(\.meanAbsoluteError), maximumF: average(\.maximumF), boxIoU: average(\.boxIoU))
    }
}
