/// Everything the report shows about one image: counts, scores and the names of its pictures.
///
/// This is the value cached per image (`result.json`) and passed from the runner to the page.
/// It holds no full-resolution data, so a report over many images keeps only one image's
/// pixels in memory at a time. Pictures are files next to `result.json` (see `ResultCache`),
/// named here; the page reads them when it writes the image's section.
///
/// Everything but `name` and `stem` is cached. Those two come from the spec's entry on every
/// run (`ResultCache.load(_:for:)`): the cache key is the image's content, which two files of
/// different names share and a renamed file keeps.
public struct ImageResult: Codable, Sendable, Equatable {
    /// The image's path relative to the spec, and its stem: the spec entry's, never cached.
    public var name: String = ""
    /// The file name without its extension: the key of its ground-truth maps.
    public var stem: String = ""
    /// Upright input size and the sweep's working size, in pixels.
    public var width: Int
    /// Upright input height in pixels.
    public var height: Int
    /// The sweep's working width in pixels.
    public var workingWidth: Int
    /// The sweep's working height in pixels.
    public var workingHeight: Int
    /// One entry per grid setting, in sweep order (pivot-major, then adjustment).
    public var settings: [SettingResult]
    /// Masks actually traced (settings with the same integer threshold share one).
    public var distinctMasks: Int
    /// One entry per model, in the spec's order.
    public var models: [ModelResult]
    /// Chance and centre-bias saliency scores, with fixation ground truth.
    public var baselines: [BaselineResult]
    /// Chance and centre-bias salient-object scores, with object-mask ground truth.
    public var objectBaselines: [BaselineResult]
    /// Seconds per stage when the result was computed: decode, sweep, dedup, thumbnails,
    /// boundaries, saliency.
    public var seconds: [String: Double]
    /// Picture files: the photo and the pooled drawing of the kept contours (the A/B pair).
    public var photo: String
    /// Picture file of the pooled drawing of the kept contours.
    public var pooled: String
    /// Picture files of the ground truth drawn over the photo (`TruthOverlay`), one per kind the
    /// image has, in the order boundaries, fixations, objects; offered to the A/B slider.
    public var truthPictures: [String]
    /// One entry per `draw:` line source, in the spec's order.
    public var drawings: [DrawingResult]
    /// One entry per own boundary model with a map for this image, in the spec's order.
    public var boundaryModels: [BoundaryModelResult] = []

    /// The cached fields: all but `name` and `stem`.
    private enum CodingKeys: String, CodingKey {
        case width, height, workingWidth, workingHeight, settings, distinctMasks, models, baselines,
             objectBaselines, seconds, photo, pooled, truthPictures, drawings, boundaryModels
    }

    /// Contours traced and kept over all settings.
    public var tracedTotal: Int { settings.reduce(0) { $0 + $1.traced } }
    /// Contours kept by de-duplication, over all settings.
    public var keptTotal: Int { settings.reduce(0) { $0 + $1.kept } }
}
