import LineworkSaliency

/// One saliency model on one image.
public struct ModelResult: Codable, Sendable, Equatable {
    public var model: SaliencyModel
    /// Salient boxes, most confident first (normalised, lower-left origin, as Vision).
    public var boxes: [SalientObject]
    /// The crop window in image pixels (origin top-left).
    public var crop: PixelRect
    /// AUC-Judd, NSS, CC, SIM and KLD, with fixation ground truth (NaN stored as null).
    public var scores: MetricScores?
    /// MAE, max F and box IoU of the model's map, with object-mask ground truth.
    public var objectScores: MetricScores?
    /// Picture files: the heatmap over the photo with the boxes, the 68 × 68 heatmap, the crop.
    public var overlay: String
    public var heatmap: String
    public var cropPicture: String
}
