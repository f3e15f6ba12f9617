import Foundation
import LineworkRender

/// The page's dataset charts as figures for a paper: every chart the page draws above its
/// per-image sections (`<svg class="chart …">` in the dataset, settings and tuning sections,
/// and the parallel coordinates), cut from the rendered page in page order
/// and made standalone: the SVG namespace, a white ground and the page's chart styles inlined,
/// so that the file shows what the page shows, in any viewer. `ReportExport` writes each as
/// `DIR/figures/NN-name.svg` and, drawn by librsvg onto Cairo's PDF surface (`SVGFigure`),
/// `NN-name.pdf`.
///
/// Cutting from the page (not drawing the charts a second time) keeps one drawing of each
/// chart: a figure is the page's chart by construction.
struct PageFigures {
    /// One figure.
    struct Figure: Equatable {
        /// The file name without extension: the chart's position and its id or label,
        /// `02-precision-recall`.
        var name: String
        /// The standalone SVG document.
        var svg: String
    }

    /// The figures, in page order.
    let figures: [Figure]

    /// The chart styles of the page (`PageAssets`) that the figures need, with a font every
    /// system has.
    static let style = "text{font-family:DejaVu Sans,Helvetica,Arial,sans-serif;font-size:11px}"
        + ".ct{font-size:13px;font-weight:600}.cv{font-size:10px}.ax{fill:#666}.iso{font-size:9px;fill:#8da2bb}.lg{font-size:11px}"
        + ".parcoords polyline{stroke-opacity:.85}.pc-hit{fill:none}"

    /// The figures of a rendered page.
    ///
    /// - Parameter html: the page's HTML, as `ReportPage.render` made it.
    init(page html: String) {
        var figures: [Figure] = []
        // The dataset's charts: those above the per-image sections (which a lazy page keeps in
        // files of their own, so that figures do not depend on how sections load).
        var rest = html[..<(html.range(of: "<section id=\"images\"")?.lowerBound ?? html.endIndex)]
        while let start = rest.range(of: "<svg ") {
            guard let end = rest[start.upperBound...].range(of: "</svg>") else { break }
            let element = rest[start.lowerBound..<end.upperBound]
            rest = rest[end.upperBound...]
            let open = element[..<(element.firstIndex(of: ">") ?? element.endIndex)]
            let classes = Self.attribute("class", in: open) ?? ""
            guard classes.hasPrefix("chart") || classes.split(separator: " ").contains("parcoords") else { continue }
            let label = Self.attribute("id", in: open) ?? Self.attribute("aria-label", in: open) ?? "chart"
            let name = String(format: "%02d-", figures.count + 1) + Self.slug(label)
            figures.append(Figure(name: name, svg: Self.standalone(element)))
        }
        self.figures = figures
    }

    /// The chart element as a document: namespace, styles and a white ground added after its
    /// opening tag.
    private static func standalone(_ element: Substring) -> String {
        guard let close = element.firstIndex(of: ">") else { return String(element) }
        let open = element[element.index(element.startIndex, offsetBy: 4)..<close]  // after "<svg"
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"" + open + ">"
            + "<style>" + style + "</style><rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>"
            + element[element.index(after: close)...] + "\n"
    }

    /// The value of attribute `name` in an opening tag (Plot writes `name="value"`), unescaped
    /// of the entities Plot writes.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[start.upperBound...].prefix { $0 != "\"" }
        return value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// A file-name part: lower-case ASCII letters and digits, runs of anything else as one
    /// `-`, at most 60 characters; "chart" when nothing is left.
    static func slug(_ text: String) -> String {
        var out = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else if !out.isEmpty, out.last != "-" {
                out.append("-")
            }
        }
        while out.last == "-" { out.removeLast() }
        out = String(out.prefix(60))
        while out.last == "-" { out.removeLast() }
        return out.isEmpty ? "chart" : out
    }
}
