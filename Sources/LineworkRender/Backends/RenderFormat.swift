import LineworkCore

/// An output format: a name, the file extensions that select it, and the backend that renders
/// a scene to its bytes.
///
/// Each backend lives in its own file (`SVGBackend.swift`, `PNGBackend.swift`,
/// `PDFBackend.swift`), which also declares its `RenderFormat` constant; `all` is the one table
/// that registers them. A new format is one file and one row.
public struct RenderFormat: Sendable, Equatable, CustomStringConvertible {
    /// Lower-case name, e.g. "svg".
    public let name: String
    /// Lower-case extensions without the dot; the first is the canonical one.
    public let fileExtensions: [String]
    /// Renders a validated scene.
    let render: @Sendable (Scene) throws -> [UInt8]

    /// Checks, before any drawing, that a canvas of `width` × `height` (pixels for PNG, points
    /// for PDF, user units for SVG) can be written in this format: PNG at most
    /// `PNGBackend.maximumSide` a side and `ResourceLimits.defaultMaxPixels` in all, PDF at most
    /// 14400 pt a side; SVG has no limit.
    ///
    /// - Throws: `LineworkError.resourceLimit` saying the size and the limit.
    public func checkCanvas(width: Double, height: Double) throws {
        if self == .png {
            let limit = Double(ResourceLimits.defaultMaxPixels)
            guard width <= Double(PNGBackend.maximumSide), height <= Double(PNGBackend.maximumSide), width * height <= limit else {
                throw LineworkError.resourceLimit(
                    detail: "raster canvas \(Int(width))×\(Int(height)) is too large: at most \(PNGBackend.maximumSide) pixels a side and "
                        + "\(Int(limit)) pixels in all; lower the canvas scale or DPI")
            }
        } else if self == .pdf {
            guard width <= PDFBackend.maximumSide, height <= PDFBackend.maximumSide else {
                throw LineworkError.resourceLimit(
                    detail: "PDF page \(Int(width))×\(Int(height)) pt is above PDF's 14400 pt (200 in) "
                        + "a side; lower the canvas scale or use a page canvas")
            }
        }
    }

    /// Every output format, in the order they are listed to users.
    public static let all: [RenderFormat] = [.svg, .png, .pdf]

    /// The format selected by `path`'s extension (case-insensitive).
    ///
    /// - Throws: `LineworkError.cannotWrite` naming the path and the extensions allowed.
    public static func forPath(_ path: String) throws -> RenderFormat {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let ext = name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
        if let format = all.first(where: { $0.fileExtensions.contains(ext) }) { return format }
        let allowed = all.map { "." + $0.fileExtensions[0] }.joined(separator: ", ")
        throw LineworkError.cannotWrite(
            path: path, reason: ext.isEmpty ? "no file extension; use one of \(allowed)"
                : "unknown output extension '.\(ext)'; use one of \(allowed)")
    }

    /// The format's name, e.g. "svg".
    public var description: String { name }

    /// Whether two formats are the same: formats are equal when their names are.
    public static func == (a: RenderFormat, b: RenderFormat) -> Bool { a.name == b.name }
}
