import Foundation

/// The text the page shows for numbers, its pictures as `data:` URIs, and the escaping that
/// `Plot+Escaping.swift` applies to every attribute and text value the pages write.
enum HTMLText {
    /// `text` as a text node's content: `&`, `<` and `>` replaced by character references, so it
    /// shows exactly as written (an entity-like `&amp;` in a file name too) and opens no element.
    /// Quotes need no escaping outside attributes.
    static func escaped(_ text: String) -> String {
        replacing(text, quotes: false)
    }

    /// `value` as a double-quoted attribute value: `&`, `<`, `>`, `"` and `'` replaced by
    /// character references, so no value can close its attribute or its tag.
    static func attributeValue(_ value: String) -> String {
        replacing(value, quotes: true)
    }

    private static func replacing(_ text: String, quotes: Bool) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || (quotes && ($0 == 0x22 || $0 == 0x27)) })
        else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "'" where quotes: out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
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
