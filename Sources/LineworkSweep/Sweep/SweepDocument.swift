import LineworkContours
import LineworkCore

/// The contract's `sweep --json` (and `--stats`) document as values (`SweepReport.jsonText`,
/// parsed). Points and boxes are working pixels, top-left origin, y down.
public struct SweepDocument: ContractDocument {
    /// One setting of the grid, with what it traced and what the de-duplication kept of it.
    public struct Setting: Codable, Sendable, Equatable {
        /// The contrast pivot.
        public var pivot: Double
        /// The contrast adjustment.
        public var adjustment: Double
        /// Contours this setting traced.
        public var contourCount: Int
        /// Of those, how many were kept.
        public var keptCount: Int
        /// The 8-bit cut of its mask.
        public var threshold: Int
    }

    /// The de-duplication: `mode` ("none", "bbox" or "shape") and its parameters.
    public struct Dedup: Codable, Sendable, Equatable {
        /// The mode's name.
        public var mode: String
        /// The box IoU threshold (bbox, shape).
        public var iou: Double?
        /// The shape distance tolerance in working pixels (shape).
        public var tolerance: Double?
    }

    /// One listed contour.
    public struct Contour: Codable, Sendable, Equatable {
        /// The index of the setting that traced it.
        public var setting: Int
        /// Its index in that setting's trace.
        public var contour: Int
        /// Its points in working pixels.
        public var points: [DocumentPoint]
        /// Its bounding box `[x, y, width, height]` in working pixels.
        public var bbox: [Double]
        /// Whether it is a hole's border.
        public var isHole: Bool
        /// Whether it is closed.
        public var closed: Bool
        /// Whether the de-duplication kept it.
        public var kept: Bool
    }

    /// Counts and timings.
    public struct Stats: Codable, Sendable, Equatable {
        /// Contours traced over every setting.
        public var tracedCount: Int
        /// Contours kept.
        public var keptCount: Int
        /// Points over every traced contour.
        public var pointCount: Int
        /// Distinct masks traced (settings with the same mask share one trace).
        public var distinctMasks: Int
        /// Seconds per stage.
        public var seconds: [String: Double]
        /// The drawing written alongside, if any.
        public var art: ArtSummary?
    }

    /// The input's size.
    public var image: PixelSize
    /// The working image's size.
    public var working: PixelSize
    /// The grid, in sweep order.
    public var settings: [Setting]
    /// The options every setting shares.
    public var options: ContoursDocument.Settings
    /// The de-duplication.
    public var dedup: Dedup
    /// The listed contours; nil in the `--stats` form.
    public var contours: [Contour]?
    /// In the `--stats` form, `stats`' fields are repeated at the top level: contours traced,
    public var tracedCount: Int?
    /// contours kept,
    public var keptCount: Int?
    /// points,
    public var pointCount: Int?
    /// distinct masks,
    public var distinctMasks: Int?
    /// seconds per stage,
    public var seconds: [String: Double]?
    /// and the drawing written alongside.
    public var art: ArtSummary?
    /// Counts and timings.
    public var stats: Stats
    /// The Linework version that wrote the document.
    public var version: String
}
