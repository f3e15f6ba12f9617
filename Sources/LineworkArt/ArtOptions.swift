import LineworkCore
import LineworkRender
import LineworkVector

/// Everything that decides how a `StrokeSet` looks, with defaults chosen on the bundled photos
/// at the contour request's default 512-pixel working size.
public struct ArtOptions: Sendable, Equatable, Codable {
    /// What lies under the strokes.
    /// In a document, `transparent`, `white`, `paper`, or `photo: {fade: 0.7}`.
    public enum Backdrop: Sendable, Equatable, Codable {
        /// Nothing (a transparent canvas), plain white, or the warm paper tint `Color.paper`.
        case transparent, white, paper
        /// The input photo, faded toward white by `fade` in [0, 1] (0 = the photo unchanged).
        case photo(fade: Double)
    }

    /// The output geometry.
    /// In a document, `image: {scale: 1}`, `working: {scale: 2}` or `page: {size: a4, …}`.
    public enum Sheet: Sendable, Equatable, Codable {
        /// The input image's size times `scale` (output pixels per input pixel, in (0, 16]).
        case image(scale: Double)
        /// The working image's size times `scale` (output pixels per working pixel, in (0, 16]):
        /// `draw`'s canvas, so that a PNG at scale 1 has one pixel per working pixel.
        case working(scale: Double)
        /// A sheet of paper, the drawing fitted inside the margins.
        case page(Page)
    }

    /// Default `.ink`.
    public var style: ArtStyle = .ink
    /// Speckle filter, simplification, smoothing and plotter order; see `VectorArt.Options`
    /// for each default.
    public var vector = VectorArt.Options()
    /// Base stroke width in working-image pixels. Default 1.2: at 512 px a line about a quarter
    /// of a percent of the picture wide, which reads as a fine pen; wider strokes merge in
    /// the dense hatching that textured regions produce.
    public var strokeWidth = 1.2
    /// The stroke width suggested for pooled sweeps: 0.8 working pixels. A sweep keeps several
    /// nearby lines where contrast changes slowly; thinner strokes keep them apart as hatching
    /// instead of merging into black.
    public static let sweepStrokeWidth = 0.8
    /// Default round: traced lines have many short segments and round joins keep them smooth.
    public var lineCap: LineCap = .round
    /// How stroke segments join. Default round, for the same reason as `lineCap`.
    public var lineJoin: LineJoin = .round
    /// The ramp of the `settings` style. Default viridis: perceptually ordered, so neighbouring
    /// settings look alike and the ramp reads as an order.
    public var colorMap: ColorMap = .viridis
    /// What a saliency weight controls in the `saliency` style. Default width ×0.6…×2.4 and
    /// opacity 0.35…1, ink colour kept: the least salient lines stay legible as a faint sketch
    /// while the salient ones are drawn four times as heavily.
    public var weightMapping = WeightMapping(widthFactor: 0.6...2.4, opacity: 0.35...1)
    /// In the `saliency` style, strokes whose weight is below this are left out; default 0
    /// (keep all). 0.3 gives a drawing of only the parts people look at.
    public var minimumWeight = 0.0
    /// Keep the runs of strokes along the image's border (see `StrokeSet.trimmingFrame()`).
    /// Default false: a frame of edge pieces is an artefact of tracing, not part of the drawing.
    public var keepsFrame = false
    /// Default white: a PNG that looks the same in every viewer. Use transparent for compositing
    /// and plotting.
    public var backdrop: Backdrop = .white
    /// Default the input image's size.
    public var sheet: Sheet = .image(scale: 1)

    /// Creates the default options (see each property for its default).
    public init() {}

    /// The default options for strokes traced one way (`linework contours`) or pooled from a
    /// sweep (`linework sweep`, `pooledSweep`): the same but for a sweep's thinner
    /// `sweepStrokeWidth`.
    public init(pooledSweep: Bool) {
        self.init()
        if pooledSweep { strokeWidth = Self.sweepStrokeWidth }
    }

    /// Checks every number against its range. NaN and infinities are always rejected.
    ///
    /// - Throws: `LineworkError.invalidOption` naming the field at fault: `strokeWidth`,
    ///   `sheet.scale`, `page.marginMillimetres`, `backdrop.fade`, `vector.simplifyEpsilon`,
    ///   `vector.minimumLength`, `minimumWeight` or `vector.mergeTolerance`.
    public func validate() throws {
        func check(_ ok: Bool, _ field: String, _ value: Double, _ allowed: String) throws {
            if !ok { throw LineworkError.invalidOption(name: field, value: "\(value)", allowed: allowed) }
        }
        try check(strokeWidth.isFinite && strokeWidth > 0 && strokeWidth <= 100, "strokeWidth", strokeWidth,
                  "must be a number in (0, 100] (working pixels)")
        if case .image(let scale) = sheet {
            try check(scale > 0 && scale <= 16, "sheet.scale", scale, "must be a number in (0, 16]")
        }
        if case .working(let scale) = sheet {
            try check(scale > 0 && scale <= 16, "sheet.scale", scale, "must be a number in (0, 16]")
        }
        if case .page(let page) = sheet {
            try check(page.marginMillimetres >= 0 && page.marginMillimetres < 100, "page.marginMillimetres", page.marginMillimetres,
                      "must be a number in [0, 100) (millimetres)")
        }
        if case .photo(let fade) = backdrop {
            try check(fade >= 0 && fade <= 1, "backdrop.fade", fade, "must be a number in [0, 1]")
        }
        try check(vector.simplifyEpsilon >= 0 && vector.simplifyEpsilon <= 100, "vector.simplifyEpsilon", vector.simplifyEpsilon,
                  "must be a number in [0, 100] (working pixels)")
        try check(vector.minimumLength >= 0 && vector.minimumLength.isFinite, "vector.minimumLength", vector.minimumLength,
                  "must be a number ≥ 0 (working pixels)")
        try check(minimumWeight >= 0 && minimumWeight <= 1, "minimumWeight", minimumWeight, "must be a number in [0, 1]")
        if let merge = vector.mergeTolerance {
            try check(merge >= 0 && merge <= 100, "vector.mergeTolerance", merge, "must be a number in [0, 100] (working pixels)")
        }
    }
}

extension ArtOptions.Backdrop {
    /// `photo`'s fade when a document names the case without it.
    public static let defaultPhotoFade = 0.7

    public init(from decoder: any Decoder) throws {
        let coded = try CaseCoding(from: decoder, cases: ["transparent", "white", "paper", "photo"])
        try coded.checkFields(coded.name == "photo" ? ["fade"] : [])
        switch coded.name {
        case "transparent": self = .transparent
        case "white": self = .white
        case "paper": self = .paper
        default: self = .photo(fade: try coded.field("fade", default: Self.defaultPhotoFade))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .transparent: try CaseCoding.encode("transparent", to: encoder)
        case .white: try CaseCoding.encode("white", to: encoder)
        case .paper: try CaseCoding.encode("paper", to: encoder)
        case .photo(let fade):
            try CaseCoding.encode("photo", fields: { try $0.encode(fade, forKey: .init("fade")) }, to: encoder)
        }
    }
}

extension ArtOptions.Sheet {
    public init(from decoder: any Decoder) throws {
        let coded = try CaseCoding(from: decoder, cases: ["image", "working", "page"])
        switch coded.name {
        case "image", "working":
            try coded.checkFields(["scale"])
            let scale = try coded.field("scale", default: 1.0)
            self = coded.name == "image" ? .image(scale: scale) : .working(scale: scale)
        default:
            if coded.fields == nil {
                self = .page(Page())
            } else {
                let container = try decoder.container(keyedBy: CaseCoding.Key.self)
                self = .page(try container.decode(Page.self, forKey: .init("page")))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .image(let scale):
            try CaseCoding.encode("image", fields: { try $0.encode(scale, forKey: .init("scale")) }, to: encoder)
        case .working(let scale):
            try CaseCoding.encode("working", fields: { try $0.encode(scale, forKey: .init("scale")) }, to: encoder)
        case .page(let page):
            var container = encoder.container(keyedBy: CaseCoding.Key.self)
            try container.encode(page, forKey: .init("page"))
        }
    }
}
