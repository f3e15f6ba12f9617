import LineworkCore
import _CRSVG

/// A standalone SVG document (a chart, a figure for a paper) and the same picture as a
/// one-page PDF: librsvg reads the SVG and draws it onto Cairo's PDF surface, so text stays
/// text and lines stay vectors, and the PDF shows exactly what a browser shows of the SVG.
///
/// The page is the SVG's intrinsic size (its `width` and `height`, or its `viewBox`), one SVG
/// pixel to one PDF point.
public struct SVGFigure: Sendable, Equatable {
    /// The document's text: `<svg xmlns="http://www.w3.org/2000/svg" …>…</svg>`.
    public var svg: String

    /// The largest page side accepted, in points (`PDFBackend.maximumSide`).
    static let maximumSide = 14400.0

    /// A figure of an SVG document's text.
    public init(svg: String) {
        self.svg = svg
    }

    /// The figure as a one-page PDF, without a creation date, so the same SVG gives the same bytes.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `svg` when librsvg cannot read the
    ///   document or it has no size; `.resourceLimit` for a page larger than 14,400 points.
    public func pdf() throws -> [UInt8] {
        var error: UnsafeMutablePointer<GError>?
        let bytes = Array(svg.utf8)
        guard let handle = bytes.withUnsafeBufferPointer({ rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) })
        else {
            throw LineworkError.invalidOption(name: "svg", value: "(document)", allowed: "must be an SVG document librsvg reads ("
                + Self.message(error) + ")")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var width = 0.0, height = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 else {
            throw LineworkError.invalidOption(name: "svg", value: "(document)", allowed: "must give its width and height or a viewBox")
        }
        guard width <= Self.maximumSide, height <= Self.maximumSide else {
            throw LineworkError.resourceLimit(detail: "a figure of \(Int(width)) × \(Int(height)) points is larger than a PDF page "
                + "(at most \(Int(Self.maximumSide)) points a side)")
        }
        let surface = try CairoSurface.pdf(width: width, height: height)
        let context = cairo_create(surface.pointer)
        defer { cairo_destroy(context) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            throw LineworkError.invalidOption(name: "svg", value: "(document)", allowed: "must render (" + Self.message(error) + ")")
        }
        return try surface.finish()
    }

    /// A GError's message, freed.
    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "no detail" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "no detail"
    }
}
