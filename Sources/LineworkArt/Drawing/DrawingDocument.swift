import LineworkContours
import LineworkCore

/// The contract's `draw --json` document as values (`LineDrawing.jsonText`, parsed); its `stats`
/// alone is `draw --stats`. Points and lengths are working pixels, top-left origin, y down.
public struct DrawingDocument: ContractDocument {
    /// One stroke as drawn.
    public struct Stroke: Codable, Sendable, Equatable {
        /// The stroke's points, curves flattened.
        public var points: [DocumentPoint]
        /// Whether the stroke closes on itself.
        public var closed: Bool
        /// The layer (pen) it is drawn on.
        public var layer: String
        /// Its width in working pixels.
        public var width: Double
    }

    /// Ink before and after bundle merging.
    public struct Bundles: Codable, Sendable, Equatable {
        /// Ink length traced.
        public var inputLength: Double
        /// Ink length kept.
        public var keptLength: Double
    }

    /// The drawing's measurements (`DrawStats`, flat).
    public struct Stats: ContractDocument {
        /// Subpaths drawn.
        public var paths: Int
        /// Total stroke length.
        public var inkLength: Double
        /// Pen-up travel in drawing order.
        public var penUpTravel: Double
        /// Estimated plotting time in seconds.
        public var plotSeconds: Double
        /// The share of ink within 1.5 px of another stroke.
        public var doubledInk: Double
        /// The line source (`DrawOptions.Lines.rawValue`).
        public var lines: String
        /// Strokes the source traced.
        public var tracedStrokes: Int
        /// The 8-bit cuts of the masks it traced.
        public var thresholds: [Int]
        /// The contrast pivot used, for `contours` and `centerline`.
        public var pivot: Double?
        /// "global" or "adaptive", for the mask sources.
        public var threshold: String?
        /// Why that binarisation: "requested" or "uneven lighting".
        public var thresholdReason: String?
        /// The page's lighting variation, when `centerline` measured it.
        public var lightingVariation: Double?
        /// The factor `centerline` scaled the image up by to trace it.
        public var supersampling: Int?
        /// Ink before and after bundle merging, when merging ran.
        public var bundles: Bundles?
        /// Joins made by merging ends.
        public var joins: Int
        /// Seconds per stage.
        public var seconds: [String: Double]
        /// The tone layer's figures (`DrawStats.Tone`), when there is a tone.
        public var tone: Tone?
    }

    /// The tone layer's figures in `Stats` (`DrawStats.Tone`).
    public struct Tone: ContractDocument {
        /// The tone's style: hatch, crosshatch, stipple, tsp or flow.
        public var style: String
        /// Strokes of the tone layer: dots for stipple, 1 for tsp.
        public var strokes: Int
        /// Points of those strokes: the dots of stipple and tsp.
        public var points: Int
        /// The tone layer's ink (a tour's length), working pixels.
        public var inkLength: Double
        /// The tone layer's estimated plotting time alone, in seconds.
        public var plotSeconds: Double
    }

    /// The input's size (upright).
    public var image: PixelSize
    /// The working image's size.
    public var working: PixelSize
    /// The strokes in drawing order.
    public var strokes: [Stroke]
    /// The measurements.
    public var stats: Stats
}
