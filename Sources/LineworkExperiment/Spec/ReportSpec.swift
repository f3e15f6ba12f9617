/// An experiment as written in its YAML file: the keys of `linework report`'s contract, and a
/// few more. Every field is optional in the file; `ReportPlan` fills in the defaults, resolves
/// paths against the spec's folder and checks every value.
///
/// ```yaml
/// title: My experiment
/// images: [photo1.jpg, "photos/*.png"]      # files or glob patterns, relative to this file
/// sweep:
///   pivots: "0.3:0.6:0.1"                   # FROM:TO:STEP, TO exclusive
///   adjustments: [1.0, 1.5, 2.5]            # or an explicit list
///   maxSettings: 10000                      # cap on pivots × adjustments (SweepGrid.defaultMaxSettings)
///   iou: 0.9                                # dedup threshold
///   dedup: bbox                             # none | bbox | shape
///   maxDimension: 512                       # the contour options, as on the command line
///   blur: 1.0
///   minPoints: 12
///   lightOnDark: false                      # or [false, true]: both polarities, each over the grid
///   tracer: border                          # border | isoline
/// saliency: [attention, objectness, spectral-residual]
/// draw: [edges, sweep, soft.yaml]           # draw's line sources at its defaults, or preset files
/// groundTruth:
///   boundaries: gt/boundaries               # PNG per image stem (non-zero = boundary)
///   fixations: gt/fixations                 # PNG per image stem (non-zero = fixation)
///   objects: gt/objects                     # PNG per image stem, the image's size (≥ 0.5 of full scale = object)
///   tolerance: 0.0075                       # boundary match distance, fraction of the diagonal
///   sigma: 35                               # fixation blur for CC, SIM, KLD, in pixels
/// models:                                   # the researcher's own models: folders of maps, a PNG per image stem
///   mynet-v2: {kind: saliency, maps: runs/v2/maps}
///   hed: {kind: boundary, maps: edges/hed}  # binary or soft (0…255) boundary maps
///   u2net: {kind: object, maps: sod/u2net, missing: skip}   # missing: error (default) | skip
///   sweep-net: {kind: saliency, maps: "runs/lr{lr}_bs{bs}/maps"}   # {name} captures a parameter per folder
///   tuned: {kind: saliency, maps: tuned/maps, params: {lr: 0.1, bs: 32}}
/// boundaries: {thresholds: 99}              # threshold sweep for soft boundary maps
/// statistics: {resamples: 2000, confidence: 0.95, seed: 1281977957}   # the bootstrap of every interval
/// report:
///   thumbnail: 120                          # longest side of the settings thumbnails, pixels
///   score: F                                # the charted score: F, precision, recall, traced, kept
///   crop: "1:1"                             # aspect ratio of the saliency crops
///   sections: auto                          # per-image sections: inline, lazy, or auto (lazy above 20 images)
/// ```
public struct ReportSpec: Codable, Sendable, Equatable {
    /// The report's title (`title:`).
    public var title: String?
    /// The images: files or glob patterns relative to the spec (`images:`; one name is a list of one).
    public var images: [String]?
    /// The `sweep:` block.
    public var sweep: Sweep?
    /// The saliency models to run (`saliency:`).
    public var saliency: [String]?
    /// `linework draw` line sources to compare (`edges`, `contours`, `levels`, `sweep`,
    /// `centerline`), each at `draw`'s defaults, or preset files (`.yaml`, relative to the spec).
    public var draw: [String]?
    /// The `groundTruth:` block.
    public var groundTruth: GroundTruth?
    /// The `report:` block.
    public var report: Presentation?
    /// The researcher's own models (`models:`), in the spec's order (`ModelEntry`).
    public var models: [ModelEntry]?
    /// The `boundaries:` block: how soft boundary models are swept.
    public var boundaries: Boundaries?
    /// The `statistics:` block: the bootstrap behind every interval and paired comparison.
    public var statistics: Statistics?

    /// The `sweep:` block.
    public struct Sweep: Codable, Sendable, Equatable {
        /// `FROM:TO:STEP`, one number or a list (`GridValues`).
        public var pivots: GridValues?
        /// The adjustment axis: `FROM:TO:STEP`, one number or a list (`GridValues`).
        public var adjustments: GridValues?
        /// The cap on pivots × adjustments.
        public var maxSettings: Int?
        /// The de-duplication IoU threshold.
        public var iou: Double?
        /// The de-duplication mode: `none`, `bbox` or `shape`.
        public var dedup: String?
        /// The working image's largest side, in pixels.
        public var maxDimension: Int?
        /// The Gaussian blur's sigma before tracing, in working pixels.
        public var blur: Double?
        /// Contours with fewer points are dropped.
        public var minPoints: Int?
        /// One polarity or a list of them to compare (`Polarities`).
        public var lightOnDark: Polarities?
        /// The contour tracer: `border` or `isoline`.
        public var tracer: String?
    }

    /// The `groundTruth:` block.
    public struct GroundTruth: Codable, Sendable, Equatable {
        /// Folder of boundary maps, a PNG per image stem (non-zero = boundary).
        public var boundaries: String?
        /// Folder of fixation maps, a PNG per image stem (non-zero = fixation).
        public var fixations: String?
        /// Folder of object masks, a PNG per image stem at the image's size.
        public var objects: String?
        /// Boundary match distance, as a fraction of the image's diagonal.
        public var tolerance: Double?
        /// Fixation blur for CC, SIM and KLD, in pixels.
        public var sigma: Double?
    }

    /// The `report:` block: how the page looks, not what is computed (but thumbnails are cached,
    /// so their size is part of the cache key).
    public struct Presentation: Codable, Sendable, Equatable {
        /// Longest side of the settings thumbnails, in pixels.
        public var thumbnail: Int?
        /// The charted score: `F`, `precision`, `recall`, `traced` or `kept`.
        public var score: String?
        /// Aspect ratio of the saliency crops, e.g. `1:1`.
        public var crop: String?
        /// Where the per-image sections live: `inline` (in the page), `lazy` (one file each
        /// under `sections/`, read when the reader reaches them) or `auto`.
        public var sections: String?
    }

    /// The `boundaries:` block.
    public struct Boundaries: Codable, Sendable, Equatable {
        /// How many thresholds a soft boundary model's maps are swept over (BSDS's `nthresh`).
        public var thresholds: Int?
    }

    /// The `statistics:` block (`PairedBootstrap`'s options; each defaults as there).
    public struct Statistics: Codable, Sendable, Equatable {
        /// Resamples of the images per interval, 100…100,000; default 2,000.
        public var resamples: Int?
        /// The intervals' coverage, in (0.5, 1); default 0.95.
        public var confidence: Double?
        /// The resampling generator's seed, 0 or more; default `PairedBootstrap.defaultSeed`.
        public var seed: Int?
    }

    /// The keys each block allows, for the unknown-key check (Codable ignores unknown keys).
    /// The keys of `models:` are the models' names; each model's own keys are `ModelEntry.keys`.
    static let allowedKeys: [String: Set<String>] = [
        "": ["title", "images", "sweep", "saliency", "draw", "groundTruth", "report", "models", "boundaries",
             "statistics"],
        "boundaries": ["thresholds"],
        "statistics": ["resamples", "confidence", "seed"],
        "sweep": ["pivots", "adjustments", "maxSettings", "iou", "dedup", "maxDimension", "blur", "minPoints", "lightOnDark", "tracer"],
        "groundTruth": ["boundaries", "fixations", "objects", "tolerance", "sigma"],
        "report": ["thumbnail", "score", "crop", "sections"],
    ]

    /// Creates a spec; every field defaults to nil (absent).
    public init(title: String? = nil, images: [String]? = nil, sweep: Sweep? = nil, saliency: [String]? = nil,
                draw: [String]? = nil, groundTruth: GroundTruth? = nil, report: Presentation? = nil,
                models: [ModelEntry]? = nil, boundaries: Boundaries? = nil, statistics: Statistics? = nil) {
        self.title = title
        self.images = images
        self.sweep = sweep
        self.saliency = saliency
        self.draw = draw
        self.groundTruth = groundTruth
        self.report = report
        self.models = models
        self.boundaries = boundaries
        self.statistics = statistics
    }

    /// Reads a spec; a single `images:` name is read as a list of one.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        // `images: photo.jpg` is a list of one.
        if let one = try? container.decodeIfPresent(String.self, forKey: .images) {
            images = [one]
        } else {
            images = try container.decodeIfPresent([String].self, forKey: .images)
        }
        sweep = try container.decodeIfPresent(Sweep.self, forKey: .sweep)
        if let one = try? container.decodeIfPresent(String.self, forKey: .saliency) {
            saliency = [one]
        } else {
            saliency = try container.decodeIfPresent([String].self, forKey: .saliency)
        }
        if let one = try? container.decodeIfPresent(String.self, forKey: .draw) {
            draw = [one]
        } else {
            draw = try container.decodeIfPresent([String].self, forKey: .draw)
        }
        groundTruth = try container.decodeIfPresent(GroundTruth.self, forKey: .groundTruth)
        report = try container.decodeIfPresent(Presentation.self, forKey: .report)
        models = try container.decodeIfPresent(ModelList.self, forKey: .models)?.entries
        boundaries = try container.decodeIfPresent(Boundaries.self, forKey: .boundaries)
        statistics = try container.decodeIfPresent(Statistics.self, forKey: .statistics)
    }

    /// Writes the spec back with its keys (`models:` as a mapping of names, as it is read).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(images, forKey: .images)
        try container.encodeIfPresent(sweep, forKey: .sweep)
        try container.encodeIfPresent(saliency, forKey: .saliency)
        try container.encodeIfPresent(draw, forKey: .draw)
        try container.encodeIfPresent(groundTruth, forKey: .groundTruth)
        try container.encodeIfPresent(report, forKey: .report)
        try container.encodeIfPresent(models.map(ModelList.init(entries:)), forKey: .models)
        try container.encodeIfPresent(boundaries, forKey: .boundaries)
        try container.encodeIfPresent(statistics, forKey: .statistics)
    }

    private enum CodingKeys: String, CodingKey {
        case title, images, sweep, saliency, draw, groundTruth, report, models, boundaries, statistics
    }
}
