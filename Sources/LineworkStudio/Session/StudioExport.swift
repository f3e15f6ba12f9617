/// The files the studio exports: draw's outputs.
public enum StudioExport: String, Sendable, CaseIterable {
    case svg, png, pdf, gcode, hpgl

    /// The file name extension.
    public var fileExtension: String {
        switch self {
        case .gcode: return "gcode"
        case .hpgl: return "hpgl"
        default: return rawValue
        }
    }

    /// The HTTP content type.
    public var contentType: String {
        switch self {
        case .svg: return "image/svg+xml"
        case .png: return "image/png"
        case .pdf: return "application/pdf"
        case .gcode, .hpgl: return "text/plain; charset=utf-8"
        }
    }
}
