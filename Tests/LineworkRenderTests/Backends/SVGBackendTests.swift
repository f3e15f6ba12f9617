import Foundation
import LineworkImage
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import LineworkRender

struct SVGBackendTests {
    /// Regression: a negative length with a fraction trapped (its fraction's minus sign made the
    /// zero padding's count negative); a stroke moved onto a boundary just outside the image
    /// crashed `animate --svg` on astronaut.png.
    @Test func negativeLengthsAreWrittenWithTheirSign() {
        #expect(SVGDocument.number(-0.25) == "-0.25")
        #expect(SVGDocument.number(-5.0625) == "-5.063")
        #expect(SVGDocument.number(-3) == "-3")
        #expect(SVGDocument.number(-0.0004) == "0")
        #expect(SVGDocument.number(12.5) == "12.5" && SVGDocument.number(595.276) == "595.276")
    }

    @Test func twoLayerSceneMatchesSnapshot() throws {
        try TestSupport.assertSnapshot(
            try SceneRenderer.render(TestSupport.twoLayerScene(), as: .svg), named: "two-layers.svg")
    }

    @Test func a4PageMatchesSnapshot() throws {
        let scene = TestSupport.twoLayerScene(canvas: .page(Page(size: .a4, orientation: .landscape)))
        try TestSupport.assertSnapshot(try SceneRenderer.render(scene, as: .svg), named: "two-layers-a4.svg")
    }

    @Test func largeLayersRenderedInBatchesStayOneGroup() throws {
        let dots = (0..<(SVGBackend.pathsPerSurface + 5)).map { i in
            ScenePath([Subpath(start: ScenePoint(Double(i % 64), Double(i / 64)))])
        }
        let scene = Scene(width: 64, height: 64, layers: [Layer(id: "dots", label: "Dots", paths: dots)])
        let svg = String(decoding: try SceneRenderer.render(scene, as: .svg), as: UTF8.self)
        let summary = try XMLSummary(svg)
        #expect(summary.layerGroups.map(\.id) == ["dots"])
        #expect(summary.ids == ["dots", "dots.1", "dots.2"])
        #expect(svg.components(separatedBy: "<path").count - 1 == dots.count)
    }

    @Test func layersAreNamedInkscapeGroupsInOrder() throws {
        let svg = String(decoding: try SceneRenderer.render(TestSupport.twoLayerScene(), as: .svg), as: UTF8.self)
        let groups = try XMLSummary(svg).layerGroups
        #expect(groups.map(\.id) == ["background", "outline", "detail"])
        #expect(groups.map(\.label) == ["% Background", "Outline & fill", "Details"])
        #expect(svg.contains("xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\""))
        #expect(svg.contains("inkscape:label=\"Outline &amp; fill\""))
    }

    @Test func outputIsByteIdenticalAcrossRenders() throws {
        // Cairo numbers some ids from process-wide counters; rendering in between moves them.
        let scene = TestSupport.twoLayerScene()
        let first = try SceneRenderer.render(scene, as: .svg)
        _ = try SceneRenderer.render(scene, as: .svg)
        _ = try SceneRenderer.render(scene, as: .pdf)
        #expect(try SceneRenderer.render(scene, as: .svg) == first)
    }

    @Test func everyReferenceResolvesAndIdsAreUnique() throws {
        let photo = TestSupport.gradient(width: 16, height: 12)
        var scene = TestSupport.twoLayerScene()
        scene.background = .photo(photo, fade: 0.3)
        scene.overlays = [.boxes(BoxOverlay(boxes: [SalientBox(boundingBox: .init(x: 0.1, y: 0.1, width: 0.5, height: 0.5),
                                                               confidence: 0.87)]))]
        let svg = String(decoding: try SceneRenderer.render(scene, as: .svg), as: UTF8.self)
        let summary = try XMLSummary(svg)
        #expect(Set(summary.ids).count == summary.ids.count)
        #expect(!summary.references.isEmpty)
        for reference in summary.references { #expect(summary.ids.contains(reference)) }
        #expect(summary.layerGroups.map(\.id) == ["background", "outline", "detail", "annotations"])
    }

    @Test func hueHeatmapFallsBackToAnImageAtSourceResolution() throws {
        // SVG 1.1 has no hue blend: Cairo rasterises photo and heatmap together, at one pixel
        // per source pixel rather than its default 300 ppi.
        let scene = Scene(width: 32, height: 24, canvas: .imageSize(scale: 2),
                          background: .photo(TestSupport.gradient(width: 32, height: 24), fade: 0),
                          overlays: [.heatmap(HeatmapOverlay(map: FloatImage(validWidth: 2, height: 2, samples: [0, 1, 1, 0]),
                                                             blend: .hue(1)))])
        let svg = String(decoding: try SceneRenderer.render(scene, as: .svg), as: UTF8.self)
        _ = try XMLSummary(svg)
        #expect(svg.contains("<image id=\"background.1\" width=\"32\" height=\"24\""))
    }

    @Test func pageCanvasDeclaresMillimetres() throws {
        let scene = TestSupport.twoLayerScene(canvas: .page(Page(size: .a4)))
        let svg = String(decoding: try SceneRenderer.render(scene, as: .svg), as: UTF8.self)
        #expect(svg.contains("width=\"210mm\" height=\"297mm\" viewBox=\"0 0 595.276 841.89\""))
    }

    @Test func imageCanvasIsInPixels() throws {
        let svg = String(decoding: try SceneRenderer.render(TestSupport.twoLayerScene(canvas: .imageSize(scale: 2)),
                                                             as: .svg), as: UTF8.self)
        #expect(svg.contains("width=\"128\" height=\"96\" viewBox=\"0 0 128 96\""))
    }

    @Test func idsAreRenumberedWithTheGroupPrefix() {
        let text = Array(##"<g id="surface17"><use xlink:href="#image9"/><image id="image9"/><g clip-path="url(#clip1)"/><clipPath id="clip1"/></g>"##.utf8)
        var count = 0
        let out = String(decoding: SVGDocument.renumberingIDs(in: text[...], prefix: "ink", count: &count), as: UTF8.self)
        #expect(out == ##"<g id="ink.1"><use xlink:href="#ink.2"/><image id="ink.2"/><g clip-path="url(#ink.3)"/><clipPath id="ink.3"/></g>"##)
        // A second surface in the same group counts on.
        let next = String(decoding: SVGDocument.renumberingIDs(in: text[0..<18], prefix: "ink", count: &count), as: UTF8.self)
        #expect(next == ##"<g id="ink.4">"## && count == 4)
    }

    @Test func labelsAreEscaped() {
        #expect(SVGDocument.escaped("a<b>&\"c\"\n") == "a&lt;b&gt;&amp;&quot;c&quot; ")
    }

    @Test(arguments: [(512.0, "512"), (595.2755905511812, "595.276"), (841.8897637795276, "841.89"), (0.0005, "0.001")])
    func numbersAreShort(value: Double, text: String) {
        #expect(SVGDocument.number(value) == text)
    }
}

/// Ids, references and Inkscape layers of an SVG document, read with an XML parser (which
/// also proves the document well-formed).
struct XMLSummary {
    var ids: [String] = []
    var references: [String] = []
    var layerGroups: [(id: String, label: String)] = []

    init(_ svg: String) throws {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        try #require(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
        self = delegate.summary
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var summary = XMLSummary()

        override init() {}

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if let id = attributes["id"] { summary.ids.append(id) }
            for (name, value) in attributes {
                if name.hasSuffix("href"), value.hasPrefix("#") { summary.references.append(String(value.dropFirst())) }
                if let start = value.range(of: "url(#"), let end = value[start.upperBound...].firstIndex(of: ")") {
                    summary.references.append(String(value[start.upperBound..<end]))
                }
            }
            if element == "g", attributes["inkscape:groupmode"] == "layer" {
                summary.layerGroups.append((attributes["id"] ?? "", attributes["inkscape:label"] ?? ""))
            }
        }
    }

    private init() {}
}
