import Foundation

/// The text the page shows for numbers, and its pictures as `data:` URIs.
///
/// The markup itself is built with Plot, which escapes every text node (`<`, `>` and `&`; but an
/// `&` that already starts an entity such as `&amp;` is kept as it is, so a file named
/// `a&amp;b.png` would show as `a&b.png`: user text goes through `literal`). Plot writes attribute
/// values verbatim, so the page puts user text — titles, file names, the spec — only in text
/// nodes; attribute values are numbers, ids, fixed names (scores, models) and data URIs.
enum HTMLText {
    /// `text` prepared for a Plot text node so that it shows exactly as written: every `&`
    /// becomes `&amp;`, which Plot keeps, so entity-like sequences in file names, titles and the
    /// spec are shown literally instead of decoded.
    static func literal(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
    }

    /// A score with three decimals, "—" when undefined.
    static func score(_ value: Double) -> String {
        value.isFinite ? String(format: "%.3f", value) : "—"
    }

    /// Seconds with two decimals.
    static func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }

    /// A `data:` URI of `bytes`, its MIME type from the file name (PNG or JPEG).
    static func dataURI(_ bytes: [UInt8], name: String) -> String {
        let mime = name.hasSuffix(".png") ? "image/png" : "image/jpeg"
        return "data:\(mime);base64," + Data(bytes).base64EncodedString()
    }
}
