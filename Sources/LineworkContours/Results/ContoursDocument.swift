import LineworkCore

/// The contract's `contours --json` document as values: `ContoursObservation.document(…)`
/// builds it and `ContoursObservation.jsonText(…)` writes it (`ContractJSONEncoder`).
///
/// Points are working pixels, top-left origin, y down; `normalizedPoints` are Vision's
/// normalised lower-left coordinates. Decode `linework contours --json` output with
/// `ContoursDocument(jsonText:)`.
public struct ContoursDocument: ContractDocument {
    /// The `settings` object: the options a trace ran with, flat. A sweep's `options` object has
    /// the same keys without `pivot`, `pivotMode`, `adjustment` and `threshold`.
    public struct Settings: Codable, Sendable, Equatable {
        /// The contrast pivot used (the median when automatic).
        public var pivot: Double?
        /// "auto" or "fixed".
        public var pivotMode: String?
        /// The contrast adjustment.
        public var adjustment: Double?
        /// Whether dark regions on a light ground are the foreground.
        public var detectsDarkOnLight: Bool
        /// The longer side of the working image, in pixels.
        public var maximumImageDimension: Int
        /// The pre-blur's Gaussian sigma, in working pixels.
        public var blur: Double
        /// The smallest contour kept, in points.
        public var minPoints: Int
        /// The smallest contour kept, in square working pixels.
        public var minArea: Double
        /// "pixel" or "isoline".
        public var tracer: String
        /// The hierarchy retrieval mode's name.
        public var retrieval: String
        /// "global" or "adaptive".
        public var binarization: String
        /// Adaptive only: the Sauvola window, in working pixels.
        public var window: Int?
        /// Adaptive only: Sauvola's k.
        public var sauvolaK: Double?
        /// Adaptive only: the contrast floor, in gray levels.
        public var minimumContrast: Double?
        /// Adaptive only: the flattening radius, in working pixels (0 = off).
        public var flattening: Int?
        /// The 8-bit cut the mask used.
        public var threshold: Int?
    }

    /// One contour of `contours`.
    public struct Contour: Codable, Sendable, Equatable {
        /// The contour's points in working pixels.
        public var points: [DocumentPoint]
        /// The index of the enclosing contour, or nil at the top level.
        public var parent: Int?
        /// Whether the contour is a hole's border.
        public var isHole: Bool
        /// Whether the contour is closed (pixel borders always are; isolines may end at the edge).
        public var closed: Bool
        /// Vision's index path: the child indices from the top level down to this contour.
        public var indexPath: [Int]
        /// The points in Vision's normalised coordinates, when asked for.
        public var normalizedPoints: [DocumentPoint]?

        /// Writes the contour's keys, with `parent` as `null` at the top level (the contract
        /// always gives it) and `normalizedPoints` only when present.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(points, forKey: .points)
            try container.encode(parent, forKey: .parent)
            try container.encode(isHole, forKey: .isHole)
            try container.encode(closed, forKey: .closed)
            try container.encode(indexPath, forKey: .indexPath)
            try container.encodeIfPresent(normalizedPoints, forKey: .normalizedPoints)
        }
    }

    /// The input's size (upright).
    public var image: PixelSize
    /// The working image's size.
    public var working: PixelSize
    /// The options the trace ran with.
    public var settings: Settings
    /// Every contour, in the tracer's order; nil in the counts-only form.
    public var contours: [Contour]?
    /// The number of contours, in the counts-only form.
    public var contourCount: Int?
    /// The number of points, in the counts-only form.
    public var pointCount: Int?
    /// Seconds per stage, in the counts-only form.
    public var seconds: [String: Double]?
    /// The drawing written alongside, if any.
    public var art: ArtSummary?
    /// The Linework version that wrote the document.
    public var version: String
}
