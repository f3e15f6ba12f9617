import LineworkEvaluation
import LineworkSaliency

/// One saliency model on one image: a built-in one, or one of the spec's own saliency or
/// object models (`kind` set), whose map is read from its folder.
public struct ModelResult: Codable, Sendable, Equatable {
    /// The model's name: a built-in model's raw value or an own model's name.
    public var model: ModelName
    /// The own model's kind (`saliency` or `object`); nil for a built-in model. An own model
    /// is scored by its kind's ground truth only: fixations for `saliency`, object masks for
    /// `object`, as `linework evaluate saliency` and `evaluate objects` score its folder.
    public var kind: OwnModel.Kind? = nil
    /// Salient boxes, most confident first (normalised, lower-left origin, as Vision); none for
    /// an own model.
    public var boxes: [SalientObject]
    /// The crop window in image pixels (origin top-left).
    public var crop: PixelRect
    /// AUC-Judd, NSS, CC, SIM and KLD of the scored map, with fixation ground truth (NaN
    /// stored as null).
    public var scores: MetricScores?
    /// The salient-object scores of the scored map (`ScoreFamily.objects`), with object-mask
    /// ground truth.
    public var objectScores: MetricScores?
    /// How the scored map's 8-bit levels fall on and off the object mask, with object-mask
    /// ground truth: what the dataset's precision–recall, F and E curves over the 256
    /// thresholds are averaged from (`ReportSummary.objectCurves`).
    public var objectCounts: ObjectLevelCounts? = nil
    /// The scored map: for an own model a copy of its map file, byte for byte; for a built-in
    /// one the model's map at its working resolution (`mapWidth × mapHeight`, the
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
