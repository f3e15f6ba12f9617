import Foundation

/// Small helpers for writing HTML by hand: escaping, numbers and data URIs.
///
/// The page is assembled as text rather than through a DOM library: it is one static file, and
/// every user-supplied string (titles, file names, the spec) goes through `escape`.
enum HTMLText {
    /// `text` safe inside element content and double-quoted attributes.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A score with three decimals, "—" when undefined.
    static func score(_ value: Double) -> String {
        value.isFinite ? String(format: "%.3f", value) : "—"
    }

    /// A grid value (pivot, adjustment) with two decimals.
    static func setting(_ value: Double) -> String { String(format: "%.2f", value) }

    /// Seconds with two decimals.
    static func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }

    /// A `data:` URI of `bytes`, its MIME type from the file name (PNG or JPEG).
    static func dataURI(_ bytes: [UInt8], name: String) -> String {
        let mime = name.hasSuffix(".png") ? "image/png" : "image/jpeg"
        return "data:\(mime);base64," + Data(bytes).base64EncodedString()
    }

    /// An element id from arbitrary text: letters and digits kept, everything else `-`.
    static func id(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    }
}
