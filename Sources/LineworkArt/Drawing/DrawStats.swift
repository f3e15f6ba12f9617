import LineworkContours
import LineworkCore
import LineworkPlotter
import LineworkVector

/// Measurements of a drawing: how much ink, how much travel, how long a plotter takes, and how
/// much ink is drawn twice. Lengths are working pixels; times are seconds.
public struct DrawStats: Sendable, Equatable {
    /// What the line source did.
    public struct Source: Sendable, Equatable {
        /// The source.
        public var lines: DrawOptions.Lines
        /// Strokes it traced, before frame trimming and bundle merging.
        public var tracedStrokes = 0
        /// The 8-bit thresholds of the masks it traced (values below a cut are foreground when
        /// dark on light), one per contrast setting or level, in order; empty for `edges`.
        public var thresholds: [Int] = []
        /// The contrast pivot used by `contours` and `centerline` (the median when automatic).
        public var pivot: Double?
        /// How the mask sources binarised: "global" or "adaptive"; nil for `edges` and `none`.
        public var threshold: String?
        /// Why: "requested", or "uneven lighting" when `centerline` chose adaptive by itself.
        public var thresholdReason: String?
        /// The page's lighting variation when `centerline` measured it (`PaperBackground`).
        public var lightingVariation: Double?
        /// The factor by which `centerline` scaled the working image up to trace it (1 when it
        /// was large enough); nil for the other sources.
        public var supersampling: Int?

        /// Creates a record for the given line source, every measurement at its empty default.
        public init(lines: DrawOptions.Lines) { self.lines = lines }
    }

    /// The tone layer's share of a drawing: its strokes (a stipple's dots, a tour's one line),
    /// ink and plotting time.
    public struct Tone: Sendable, Equatable {
        /// The tone's style (`HatchOptions.Style.rawValue`).
        public var style: String
        /// Strokes of the tone layer: dots for `stipple`, 1 for `tsp`.
        public var strokes: Int
        /// Points of the tone layer's strokes: the dots of `stipple` and `tsp`.
        public var points: Int
        /// The tone layer's ink length (a tour's length), working pixels.
        public var inkLength: Double
        /// The tone layer's estimated plotting time alone, pen-up travel included, seconds.
        public var plotSeconds: Double
    }

    /// Number of subpaths drawn.
    public var paths: Int
    /// Total length of the strokes as drawn.
    public var inkLength: Double
    /// Pen-up travel in drawing order, from (0, 0).
    public var penUpTravel: Double
    /// Estimated plotting time with `PlotTime.Device()`'s speeds at the drawing's size.
    public var plotSeconds: Double
    /// The share of ink within `DoubledInk.defaultTolerance` (1.5 px) of another stroke.
    public var doubledInk: Double
    /// Ink before and after bundle merging (nil when merging is off).
    public var bundles: BundleMerger.Lengths?
    /// Joins made by merging ends.
    public var joins: Int
    /// What the source did.
    public var source: Source
    /// Seconds per stage: prepare, lines, weights, art, measure.
    public var seconds: [String: Double] = [:]
    /// The tone layer's own figures; nil without a tone.
    public var tone: Tone?

    init(_ strokes: [DrawnStroke], art: LineArt, working: PixelSize, source: Source,
         bundles: BundleMerger.Lengths?, seconds: [String: Double], toneStyle: String? = nil) {
        let polylines = strokes.map { (points: $0.points, closed: $0.closed) }
        paths = strokes.count
        inkLength = polylines.reduce(0) { $0 + Polygon.perimeter($1.points, closed: $1.closed) }
        penUpTravel = PlotterOrder.travel(polylines)
        plotSeconds = PlotTime(polylines, millimetresPerPixel: art.scene.millimetresPerPixel).seconds
        doubledInk = DoubledInk.share(of: polylines, width: working.width, height: working.height)
        self.bundles = bundles
        joins = art.joins
        self.source = source
        self.seconds = seconds
        if let style = toneStyle {
            let layer = polylines.indices.filter { strokes[$0].layer == "tone" }.map { polylines[$0] }
            tone = Tone(style: style, strokes: layer.count, points: layer.reduce(0) { $0 + $1.points.count },
                        inkLength: layer.reduce(0) { $0 + Polygon.perimeter($1.points, closed: $1.closed) },
                        plotSeconds: PlotTime(layer, millimetresPerPixel: art.scene.millimetresPerPixel).seconds)
        }
    }
}
