import LineworkCore

/// The output surface and how the source rectangle is placed on it.
///
/// Units: an image-size canvas is measured in CSS pixels (1/96 inch, 0.75 pt), so SVG
/// coordinates are pixels, a PNG has exactly width·scale × height·scale pixels and a PDF page
/// has the same physical size as the SVG. A page canvas is measured in millimetres: SVG
/// declares `width="210mm"` with a viewBox in points, PDF pages are in points, and PNG is
/// rasterised at `Page.rasterDPI`.
public enum Canvas: Sendable, Equatable {
    /// The source image, scaled: the source rectangle fills the canvas exactly.
    /// `scale` is output pixels per source pixel, in (0, `maximumScale`].
    case imageSize(scale: Double = 1)
    /// A sheet of paper: the source rectangle is scaled to fit inside the margins, aspect
    /// kept, and centred.
    case page(Page)

    /// The largest image-size scale: 64 output pixels per source pixel. The source is a working
    /// image, so this bounds how far a drawing is enlarged past what was traced.
    public static let maximumScale = 64.0
}

/// A sheet of paper for a page canvas.
public struct Page: Sendable, Equatable, Codable {
    /// Paper sizes, portrait dimensions in millimetres.
    /// In a document, `a4`, `a3`, `letter` or `custom: {widthMillimetres: …, heightMillimetres: …}`.
    public enum Size: Sendable, Equatable, Codable {
        /// ISO 216 A4, 210 × 297 mm.
        case a4
        /// ISO 216 A3, 297 × 420 mm (a common plotter size).
        case a3
        /// US Letter, 8.5 × 11 in (215.9 × 279.4 mm).
        case letter
        /// Any size, width and height in millimetres (each in (0, 5080], PDF's 200-inch limit).
        case custom(widthMillimetres: Double, heightMillimetres: Double)

        /// (width, height) in millimetres, portrait as listed.
        package var millimetres: (width: Double, height: Double) {
            switch self {
            case .a4: return (210, 297)
            case .a3: return (297, 420)
            case .letter: return (215.9, 279.4)
            case .custom(let w, let h): return (w, h)
            }
        }
    }

    /// Which way the sheet lies.
    public enum Orientation: String, Sendable, Equatable, Codable {
        /// The longer side vertical.
        case portrait
        /// The longer side horizontal.
        case landscape
    }

    /// The paper size; default A4.
    public var size: Size
    /// Default portrait.
    public var orientation: Orientation
    /// Blank border on every side, in millimetres; default 15 mm, a comfortable frame that
    /// also clears the unprintable edge of desktop printers and plotter clamps.
    public var marginMillimetres: Double
    /// Resolution of PNG output, in dots per inch, in [10, 1200]; default 150, enough to
    /// preview a page (A4 is 1240 × 1754 pixels) without a huge file.
    public var rasterDPI: Double

    /// Creates a page; defaults: A4 portrait, 15 mm margins, rasterised at 150 DPI.
    public init(size: Size = .a4, orientation: Orientation = .portrait, marginMillimetres: Double = 15,
                rasterDPI: Double = 150) {
        self.size = size
        self.orientation = orientation
        self.marginMillimetres = marginMillimetres
        self.rasterDPI = rasterDPI
    }

    /// (width, height) of the sheet in millimetres, oriented.
    package var orientedMillimetres: (width: Double, height: Double) {
        let (w, h) = size.millimetres
        let (short, long) = (min(w, h), max(w, h))
        return orientation == .portrait ? (short, long) : (long, short)
    }
}

extension Page {
    private enum CodingKeys: String, CodingKey, CaseIterable { case size, orientation, marginMillimetres, rasterDPI }

    /// Reads a page; each field left out takes its default (A4 portrait, 15 mm, 150 DPI).
    public init(from decoder: any Decoder) throws {
        try CaseCoding.checkKeys(of: decoder, allowed: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Page()
        self.init(size: try container.decodeIfPresent(Size.self, forKey: .size) ?? defaults.size,
                  orientation: try container.decodeIfPresent(Orientation.self, forKey: .orientation) ?? defaults.orientation,
                  marginMillimetres: try container.decodeIfPresent(Double.self, forKey: .marginMillimetres) ?? defaults.marginMillimetres,
                  rasterDPI: try container.decodeIfPresent(Double.self, forKey: .rasterDPI) ?? defaults.rasterDPI)
    }
}

extension Page.Size {
    private static let names = ["a4", "a3", "letter", "custom"]

    public init(from decoder: any Decoder) throws {
        let coded = try CaseCoding(from: decoder, cases: Self.names)
        switch coded.name {
        case "a4": self = .a4
        case "a3": self = .a3
        case "letter": self = .letter
        default:
            try coded.checkFields(["widthMillimetres", "heightMillimetres"])
            self = .custom(widthMillimetres: try coded.field("widthMillimetres", default: 210.0),
                           heightMillimetres: try coded.field("heightMillimetres", default: 297.0))
        }
        if coded.name != "custom" { try coded.checkFields([]) }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .a4: try CaseCoding.encode("a4", to: encoder)
        case .a3: try CaseCoding.encode("a3", to: encoder)
        case .letter: try CaseCoding.encode("letter", to: encoder)
        case .custom(let width, let height):
            try CaseCoding.encode("custom", fields: { fields in
                try fields.encode(width, forKey: .init("widthMillimetres"))
                try fields.encode(height, forKey: .init("heightMillimetres"))
            }, to: encoder)
        }
    }
}
