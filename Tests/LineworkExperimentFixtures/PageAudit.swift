import Foundation

/// Finds markup in a report's pages that the page itself never writes: an inline event handler
/// (`on…=` on any tag) or a `javascript:` URL. The pages attach their listeners from their own
/// script and embed pictures as `data:` URIs, so any such attribute was injected through a name
/// (issue 48: a preset file named `p" onload="…" x=".yaml`).
///
/// Every report the suites write goes through it: `ReportFixture.run` and `CLI.run` of `report`
/// audit the output folder's `index.html` and its `sections/*.js` after each run.
package enum PageAudit {
    /// The injected attributes in a report folder's page and section files, each as
    /// "file: tag attribute"; empty when the folder holds no page.
    package static func problems(inReportFolder folder: String) -> [String] {
        var problems: [String] = []
        let page = folder + "/index.html"
        if let html = try? String(contentsOfFile: page, encoding: .utf8) {
            problems += injected(in: html).map { "index.html: \($0)" }
        }
        let sections = folder + "/sections"
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: sections)) ?? []).sorted()
        where name.hasSuffix(".js") {
            guard let text = try? String(contentsOfFile: sections + "/" + name, encoding: .utf8) else { continue }
            guard let html = sectionHTML(text) else {
                problems.append("sections/\(name): not a lineworkSection(id, html) call")
                continue
            }
            problems += injected(in: html).map { "sections/\(name): \($0)" }
        }
        return problems
    }

    /// The HTML string of a section file, `lineworkSection("image-N", "<html>");`.
    package static func sectionHTML(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return nil }
        let arguments = "[" + text[text.index(after: open)..<close] + "]"
        guard let list = try? JSONSerialization.jsonObject(with: Data(arguments.utf8)) as? [String], list.count == 2
        else { return nil }
        return list[1]
    }

    /// Each tag's event-handler attribute or `javascript:` URL in `html`, as "<tag> attribute".
    /// Tags are read as a browser tokenises them: the text of `<script>` and `<style>` elements and
    /// comments is skipped, attribute values may be double-, single- or unquoted.
    package static func injected(in html: String) -> [String] {
        let bytes = Array(html.utf8)
        var found: [String] = []
        var i = 0
        func lower(_ b: UInt8) -> UInt8 { (65...90).contains(b) ? b + 32 : b }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }
        func skip(past marker: String) {
            let m = Array(marker.utf8)
            while i < bytes.count {
                if i + m.count <= bytes.count, (0..<m.count).allSatisfy({ lower(bytes[i + $0]) == m[$0] }) {
                    i += m.count
                    return
                }
                i += 1
            }
        }
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            if bytes[i...].starts(with: Array("<!--".utf8)) { skip(past: "-->"); continue }
            i += 1
            guard i < bytes.count, (97...122).contains(lower(bytes[i])) else { continue }
            var name: [UInt8] = []
            while i < bytes.count, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") {
                name.append(lower(bytes[i])); i += 1
            }
            let tag = String(decoding: name, as: UTF8.self)
            // Attributes up to the tag's end.
            while i < bytes.count, bytes[i] != UInt8(ascii: ">") {
                if isSpace(bytes[i]) || bytes[i] == UInt8(ascii: "/") { i += 1; continue }
                var attribute: [UInt8] = []
                while i < bytes.count, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: "="), bytes[i] != UInt8(ascii: ">") {
                    attribute.append(lower(bytes[i])); i += 1
                }
                while i < bytes.count, isSpace(bytes[i]) { i += 1 }
                var value: [UInt8] = []
                if i < bytes.count, bytes[i] == UInt8(ascii: "=") {
                    i += 1
                    while i < bytes.count, isSpace(bytes[i]) { i += 1 }
                    if i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
                        let quote = bytes[i]; i += 1
                        while i < bytes.count, bytes[i] != quote { value.append(bytes[i]); i += 1 }
                        i += 1
                    } else {
                        while i < bytes.count, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">") { value.append(bytes[i]); i += 1 }
                    }
                }
                let attributeName = String(decoding: attribute, as: UTF8.self)
                let text = String(decoding: value, as: UTF8.self).lowercased().filter { !$0.isWhitespace }
                if attributeName.hasPrefix("on") || text.hasPrefix("javascript:") {
                    found.append("<\(tag)> \(attributeName)")
                }
            }
            i += 1
            if tag == "script" { skip(past: "</script") } else if tag == "style" { skip(past: "</style") }
        }
        return found
    }
}
