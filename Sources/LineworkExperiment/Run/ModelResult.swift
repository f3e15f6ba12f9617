import LineworkSaliency

/// One saliency model on one image.
public struct ModelResult: Codable, Sendable, Equatable {
    /// The saliency model.
    public var model: SaliencyModel
    /// Salient boxes, most confident first (normalised, lower-left origin, as Vision).
    public var boxes: [SalientObject]
    /// The crop window in image pixels (origin top-left).
    public var crop: PixelRect
    /// AUC-Judd, NSS, CC, SIM and KLD of the scored map, with fixation ground truth (NaN
    /// stored as null).
    public var scores: MetricScores?
    /// MAE, max F and box IoU of the scored map, with object-mask ground truth.
    public var objectScores: MetricScores?
    /// The scored map: the model's map at its working resolution (`mapWidth × mapHeight`, the
    /// image's aspect), quantised to 16 bits and stored as a gray PNG. The scores are computed
    /// on exactly the values that file holds, so `linework evaluate saliency|objects` on the
    /// copy the report writes beside its page (`ScoredMaps`) gives the same numbers.
    public var map: String
    /// The scored map's width in pixels.
    public var mapWidth: Int
    /// The scored map's height in pixels.
    public var mapHeight: Int
    /// Picture files: the heatmap over the photo with the boxes, and the scored map resampled to
    /// Vision's 68 × 68 heatmap for display. (The page shows the crop as a window on the photo it
    /// already holds, so it has no file of its own.)
    public var overlay: String
    /// Picture file of the scored map resampled to 68 × 68, for display.
    public var heatmap: String
}
