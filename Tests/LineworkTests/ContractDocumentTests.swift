import Foundation
import Linework
import Testing

/// The libraries write the contract's JSON themselves, from each document: the document holds
/// what the observation holds, its text parses back to it, and any encoder round-trips it.
struct ContractDocumentTests {
    static let coins = ImageFileTests.coins

    /// Encodes `document` with a plain `JSONEncoder` and decodes it back.
    func roundTrip<D: ContractDocument>(_ document: D) throws -> D {
        try JSONDecoder().decode(D.self, from: JSONEncoder().encode(document))
    }

    /// The written text is the document: it parses back to it, and the encoder writes the
    /// document as the same bytes.
    func expectTextIsTheDocument<D: ContractDocument>(_ text: String, _ document: D,
                                                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try D(jsonText: text) == document, sourceLocation: sourceLocation)
        #expect(try ContractJSONEncoder().encode(document) == text, sourceLocation: sourceLocation)
    }

    @Test func contoursDocumentHoldsEveryContourAsTraced() throws {
        let observation = try ContourRequest(pivot: .automatic, adjustment: 2.5).perform(onImageAt: Self.coins)
        let art = try LineArt(observation).summary
        let document = observation.document(includesNormalizedPoints: true, art: art)
        #expect(document.image == observation.imageSize && document.working == observation.workingSize)
        #expect(document.settings.pivot == observation.pivot && document.settings.pivotMode == "auto")
        #expect(document.settings.threshold == observation.threshold.cut && document.settings.binarization == "global")
        let contours = try #require(document.contours)
        #expect(contours.count == observation.contourCount)
        #expect(contours.reduce(0) { $0 + $1.points.count } == observation.pointCount)
        for (i, contour) in contours.enumerated() {
            let traced = try #require(observation.contour(at: i))
            #expect(contour.points.count == traced.pointCount)
            #expect(contour.normalizedPoints?.count == traced.pointCount)
            #expect(contour.parent == observation.geometry.parent(of: i))
            #expect(contour.isHole == observation.geometry.isHole(i))
        }
        #expect(document.art == art && document.version == LineworkVersion.string)
        #expect(try roundTrip(document) == document)
        try expectTextIsTheDocument(observation.jsonText(includesNormalizedPoints: true, art: art), document)

        let counts = observation.document(timings: ["trace": 0.125], includesContours: false)
        try expectTextIsTheDocument(observation.jsonText(timings: ["trace": 0.125], includesContours: false), counts)
        #expect(counts.contours == nil && counts.contourCount == observation.contourCount)
        #expect(counts.pointCount == observation.pointCount && counts.seconds == ["trace": 0.125])
    }

    @Test func adaptiveSettingsAppearAsFlatKeys() throws {
        var options = ContourOptions()
        options.threshold = .adaptive(AdaptiveThreshold())
        let observation = try ContourRequest(options: options).perform(onImageAt: Self.coins)
        let settings = observation.document(includesContours: false).settings
        #expect(settings.binarization == "adaptive" && settings.window == AdaptiveThreshold().window)
        #expect(settings.sauvolaK == AdaptiveThreshold().k && settings.minimumContrast == AdaptiveThreshold().minimumContrast)
    }

    @Test func sweepDocumentCountsWhatTheDeduplicationKept() throws {
        let grid = SweepGrid(pivots: try StrideSpec(from: 0.3, to: 0.8, step: 0.2),
                             adjustments: try StrideSpec(from: 1, to: 2.5, step: 1))
        let request = try SweepRequest(options: ContourOptions(maximumImageDimension: 256), grid: grid)
        let pixels = try ImageDecoder().decode(path: Self.coins).pixels
        let (result, _) = request.perform(on: pixels)
        let kept = Deduplicator.keep(result, mode: .bbox(iou: 0.9))
        let report = try SweepReport(result: result, kept: kept, mode: .bbox(iou: 0.9), timings: ["dedup": 0.5])
        let document = report.document(includesDropped: true)
        try expectTextIsTheDocument(report.jsonText(includesDropped: true), document)
        #expect(document.settings.count == grid.count)
        #expect(document.settings.map(\.keptCount).reduce(0, +) == report.keptCount)
        #expect(document.contours?.count == report.tracedCount)
        #expect(document.contours?.filter(\.kept).count == report.keptCount)
        #expect(document.dedup.mode == "bbox" && document.dedup.iou == 0.9 && document.dedup.tolerance == nil)
        #expect(document.stats.distinctMasks == result.distinctMaskCount && document.stats.seconds == ["dedup": 0.5])
        #expect(try roundTrip(document) == document)

        let stats = report.document(includesContours: false)
        try expectTextIsTheDocument(report.jsonText(includesContours: false), stats)
        #expect(stats.contours == nil && stats.keptCount == report.keptCount && stats.stats.keptCount == report.keptCount)
        #expect(throws: LineworkError.self) {
            try SweepReport(result: result, kept: Array(kept.dropLast()), mode: .none)
        }
    }

    @Test func saliencyDocumentHoldsTheHeatmapAndBoxes() throws {
        let pixels = try ImageDecoder().decode(path: Self.coins).pixels
        let observation = try SaliencyRequest(model: .objectness).perform(on: pixels)
        let document = observation.document(timings: ["saliency": 0.25])
        try expectTextIsTheDocument(observation.jsonText(timings: ["saliency": 0.25]), document)
        #expect(document.model == "objectness")
        #expect(document.image == PixelSize(width: pixels.width, height: pixels.height))
        #expect(document.heatmap.values.count == 68 * 68 && document.heatmap.width == 68)
        for (value, sample) in zip(document.heatmap.values, observation.heatmap.samples) {
            #expect(abs(value - Double(sample)) <= 0.00005 + 1e-9)
        }
        #expect(document.salientObjects == observation.salientObjects && document.union == observation.union)
        #expect(try roundTrip(document) == document)
    }

    @Test func drawingDocumentHoldsTheStrokesAsDrawn() throws {
        let drawing = try LineDrawing(imageAt: Self.coins, options: DrawOptions(lines: .contours))
        let size = PixelSize(width: 1, height: 1)
        let document = drawing.document(imageSize: size)
        try expectTextIsTheDocument(drawing.jsonText(imageSize: size), document)
        #expect(document.strokes.count == drawing.strokes.count && document.stats.paths == drawing.stats.paths)
        #expect(document.stats.lines == "contours" && document.stats.joins == drawing.stats.joins)
        for (stroke, drawn) in zip(document.strokes, drawing.strokes) {
            #expect(stroke.points.count == drawn.points.count && stroke.layer == drawn.layer)
            #expect(abs(stroke.points[0].x - drawn.points[0].x) <= 0.0005 + 1e-9)
        }
        #expect(try DrawingDocument.Stats(jsonText: drawing.statsJSONText()) == document.stats)
        #expect(try roundTrip(document) == document)
    }
}
