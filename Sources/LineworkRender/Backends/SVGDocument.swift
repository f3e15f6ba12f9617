/// Assembles Cairo's SVG outputs into one document of named Inkscape layers.
///
/// The document is deterministic: the root element is written here (no dates, no paths), and
/// the ids inside each group — Cairo numbers some of them (`surface12`, `image7`) from
/// process-wide counters, and every surface restarts others (`clip1`, `glyph0-1`) — are
/// renamed `<group id>.<n>` in order of first appearance, with every `url(#…)` and
/// `href="#…"` reference rewritten to match. Layer ids contain no dots, so renamed ids never
/// collide with them or with each other.
///
/// `package`: LineworkAnimation's `AnimatedSVG` writes its document with the same root element
/// and layer groups, so that once drawn it is the static SVG's picture.
package struct SVGDocument {
    private var bytes: [UInt8] = []
    /// The open group's id and the number of ids renamed in it so far.
    private var group = (id: "", idCount: 0)

    /// Starts the document with a root element sized for `layout`: CSS pixels for an image-size
    /// canvas, millimetres (with a viewBox in points) for a page.
    package init(layout: CanvasLayout, canvas: Canvas) {
        let viewBox = "0 0 \(Self.number(layout.width)) \(Self.number(layout.height))"
        let size: String
        switch canvas {
        case .imageSize:
            size = "width=\"\(Self.number(layout.width))\" height=\"\(Self.number(layout.height))\""
        case .page(let page):
            let (w, h) = page.orientedMillimetres
            size = "width=\"\(Self.number(w))mm\" height=\"\(Self.number(h))mm\""
        }
        append("""
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
            xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" \
            xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" \(size) viewBox="\(viewBox)" version="1.1">

            """)
    }

    /// Opens a layer group; ids in the content appended until `endGroup` are renamed `id.N`.
    ///
    /// A layer that is not `plotted` (the background) is locked and its label starts with "%",
    /// the convention by which AxiDraw's Inkscape extension skips a layer: a plotter must never
    /// draw the page-sized frame of a white background rectangle.
    package mutating func beginGroup(id: String, label: String, plotted: Bool = true) {
        let name = plotted ? label : "% " + label
        let lock = plotted ? "" : " sodipodi:insensitive=\"true\""
        append("<g id=\"\(id)\" inkscape:label=\"\(Self.escaped(name))\" inkscape:groupmode=\"layer\"\(lock)>")
        group = (id, 0)
    }

    /// Appends the content of one Cairo SVG document to the open group.
    mutating func appendContent(ofCairoSVG svg: [UInt8]) {
        bytes += Self.renumberingIDs(in: Self.content(of: svg), prefix: group.id, count: &group.idCount)
    }

    /// Appends SVG markup written by Linework itself (not Cairo's) to the document as it is.
    package mutating func appendMarkup(_ text: String) { append(text) }

    package mutating func endGroup() {
        append("</g>\n")
    }

    /// The finished document.
    package func finished() -> [UInt8] { bytes + Array("</svg>\n".utf8) }

    private mutating func append(_ text: String) { bytes += Array(text.utf8) }

    /// What lies between the root `<svg …>` start tag and the final `</svg>`.
    static func content(of svg: [UInt8]) -> ArraySlice<UInt8> {
        guard let root = find(Array("<svg".utf8), in: svg[...]),
              let open = svg[root...].firstIndex(of: UInt8(ascii: ">")),
              let close = findLast(Array("</svg>".utf8), in: svg)
        else { return [] }
        return svg[(open + 1)..<close]
    }

    /// `text` with every `id="X"` renamed `prefix.N` (N counting on from `count`, which is
    /// updated) and every `url(#X)` / `href="#X"` rewritten to match.
    static func renumberingIDs(in text: ArraySlice<UInt8>, prefix: String, count: inout Int) -> [UInt8] {
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), paren = UInt8(ascii: ")")
        let idMarker = Array(" id=\"".utf8), urlMarker = Array("url(#".utf8), hrefMarker = Array("href=\"#".utf8)
        var names: [ArraySlice<UInt8>: [UInt8]] = [:]
        // Pass 1: number the ids in order of appearance.
        var i = text.startIndex
        while let start = find(idMarker, in: text[i...]) {
            let nameStart = start + idMarker.count
            let nameEnd = text[nameStart...].firstIndex(of: quote) ?? text.endIndex
            let name = text[nameStart..<nameEnd]
            if names[name] == nil {
                count += 1
                names[name] = Array("\(prefix).\(count)".utf8)
            }
            i = nameEnd
        }
        guard !names.isEmpty else { return Array(text) }
        // Pass 2: copy, replacing names after each marker.
        var out: [UInt8] = []
        out.reserveCapacity(text.count + 1024)
        var copied = text.startIndex
        i = text.startIndex
        while i < text.endIndex {
            let byte = text[i]
            var nameStart: Int?
            var terminator = quote
            if byte == quote, ends(text, at: i, with: idMarker) {
                nameStart = i + 1
            } else if byte == hash, ends(text, at: i, with: urlMarker) {
                (nameStart, terminator) = (i + 1, paren)
            } else if byte == hash, ends(text, at: i, with: hrefMarker) {
                nameStart = i + 1
            }
            if let start = nameStart, let end = text[start...].firstIndex(of: terminator),
               let replacement = names[text[start..<end]] {
                out += text[copied..<start]
                out += replacement
                copied = end
                i = end
            } else {
                i += 1
            }
        }
        out += text[copied...]
        return out
    }

    /// True when `marker` ends at index `i` of `text` (inclusive).
    private static func ends(_ text: ArraySlice<UInt8>, at i: Int, with marker: [UInt8]) -> Bool {
        let start = i - marker.count + 1
        return start >= text.startIndex && text[start...i].elementsEqual(marker)
    }

    private static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard let first = needle.first else { return nil }
        var i = haystack.startIndex
        while let candidate = haystack[i...].firstIndex(of: first) {
            if candidate + needle.count > haystack.endIndex { return nil }
            if haystack[candidate..<(candidate + needle.count)].elementsEqual(needle) { return candidate }
            i = candidate + 1
        }
        return nil
    }

    private static func findLast(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        var i = haystack.count - needle.count
        while i >= 0 {
            if haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i -= 1
        }
        return nil
    }

    /// XML attribute text: markup characters escaped, control characters (not allowed in
    /// XML 1.0) replaced by spaces.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A length with at most three decimals and no trailing zeros ("595.276", "512").
    package static func number(_ value: Double) -> String {
        // Beyond a billion the thousandths would not fit an Int; such a length is never drawn
        // (scenes are validated), but formatting it must not trap.
        guard abs(value) < 1e12 else { return value.isFinite ? "\(value)" : "0" }
        let thousandths = Int((value * 1000).rounded())
        // The digits of |value|, then its sign: a negative length's fraction is negative too, and
        // "-0.25" must not read as "0.-250" (the padding's count went negative and trapped).
        let sign = thousandths < 0 ? "-" : ""
        let whole = abs(thousandths) / 1000, fraction = abs(thousandths) % 1000
        guard fraction != 0 else { return "\(sign)\(whole)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(sign)\(whole).\(digits)"
    }
}
