/// How a path is drawn: stroke, optional fill, opacity, caps and joins.
///
/// The default is the house line-art style: near-black ink (#1b1b1b), 1.5 source pixels wide,
/// round caps and joins (traced contours have many short segments; round joins keep them from
/// looking jagged at any zoom), no fill.
public struct PathStyle: Sendable, Equatable {
    /// The stroke colour, or nil for no stroke (a fill-only shape).
    public var stroke: Color?
    /// Stroke width; default 1.5 source pixels.
    public var width: StrokeWidth
    /// Multiplies the alpha of both stroke and fill, in [0, 1]; default 1.
    public var opacity: Double
    /// Default `.round`.
    public var lineCap: LineCap
    /// Default `.round`.
    public var lineJoin: LineJoin
    /// The fill colour (even-odd rule), or nil for none; default nil.
    public var fill: Color?

    /// Creates a style; the defaults are the house line-art style (ink, 1.5 source pixels, round caps and joins, no fill).
    public init(stroke: Color? = .ink, width: StrokeWidth = .pixels(1.5), opacity: Double = 1,
                lineCap: LineCap = .round, lineJoin: LineJoin = .round, fill: Color? = nil) {
        self.stroke = stroke
        self.width = width
        self.opacity = opacity
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.fill = fill
    }

    /// The default style: near-black ink, 1.5 px, round caps and joins.
    public static let ink = PathStyle()
}

/// The shape at the ends of open subpaths (SVG `stroke-linecap`).
public enum LineCap: String, Sendable, Equatable, Codable {
    /// Flat ends at the end points, round ends or square ends reaching half the width past them.
    case butt, round, square
}

/// The shape where segments meet (SVG `stroke-linejoin`); miter joins use Cairo's default
/// miter limit of 10.
public enum LineJoin: String, Sendable, Equatable, Codable {
    /// Pointed, rounded or cut-off corners.
    case miter, round, bevel
}
