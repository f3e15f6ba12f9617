import LineworkContours
import LineworkCore
import LineworkPlotter

extension LineDrawing {
    /// The contract's `draw --json` document as values: image and working sizes, every stroke
    /// as drawn (working pixels, curves flattened within `DrawnStroke.flatness`, to
    /// thousandths), and `stats`.
    ///
    /// - Parameter imageSize: the upright input's size.
    public func document(imageSize: PixelSize) -> DrawingDocument {
        DrawingDocument(
            image: imageSize, working: PixelSize(width: art.scene.width, height: art.scene.height),
            strokes: strokes.map { stroke in
                DrawingDocument.Stroke(points: stroke.points.map { DocumentPoint(x: Self.rounded($0.x), y: Self.rounded($0.y)) },
                                       closed: stroke.closed, layer: stroke.layer, width: Self.rounded(stroke.width))
            },
            stats: stats.document)
    }

    /// The contract's `draw --json` text: `document(imageSize:)` written by
    /// `ContractJSONEncoder` (one stroke per line).
    ///
    /// - Parameter imageSize: the upright input's size.
    public func jsonText(imageSize: PixelSize) -> String {
        ContractJSONEncoder().text(of: document(imageSize: imageSize))
    }

    /// The contract's `draw --stats` text: `stats` alone (`DrawingDocument.Stats`).
    public func statsJSONText() -> String {
        ContractJSONEncoder().text(of: stats.document)
    }

    /// Thousandths of a pixel: far below the flattening tolerance, and short.
    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

extension DrawStats {
    /// The `stats` object of `draw --json` (and the whole of `--stats`): lengths to
    /// thousandths of a pixel, doubled ink to thousandths (rounded to ten-thousandths first, as
    /// `draw` has always written it), seconds to microseconds.
    var document: DrawingDocument.Stats {
        func rounded(_ value: Double) -> Double { LineDrawing.rounded(value) }
        return DrawingDocument.Stats(
            paths: paths, inkLength: rounded(inkLength), penUpTravel: rounded(penUpTravel),
            plotSeconds: rounded(plotSeconds), doubledInk: rounded((doubledInk * 10_000).rounded() / 10_000),
            lines: source.lines.rawValue, tracedStrokes: source.tracedStrokes, thresholds: source.thresholds,
            pivot: source.pivot.map(rounded), threshold: source.threshold, thresholdReason: source.thresholdReason,
            lightingVariation: source.lightingVariation.map(rounded), supersampling: source.supersampling,
            bundles: bundles.map { DrawingDocument.Bundles(inputLength: rounded($0.input), keptLength: rounded($0.kept)) },
            joins: joins, seconds: seconds.mapValues { ($0 * 1e6).rounded() / 1e6 },
            tone: tone.map { DrawingDocument.Tone(style: $0.style, strokes: $0.strokes, points: $0.points,
                                                  inkLength: rounded($0.inkLength), plotSeconds: rounded($0.plotSeconds)) })
    }
}
