import LineworkContours
import LineworkCore
import LineworkPlotter

extension LineDrawing {
    /// The contract's `draw --json` text: image and working sizes, every stroke as drawn
    /// (working pixels, curves flattened within `DrawnStroke.flatness`, to thousandths), and
    /// `stats`. `DrawingDocument` is the same JSON as values.
    ///
    /// - Parameter imageSize: the upright input's size.
    public func jsonText(imageSize: PixelSize) -> String {
        var json = JSONBuilder()
        json.open("{")
        json.key("image"); json.size(imageSize)
        json.key("working"); json.size(PixelSize(width: art.scene.width, height: art.scene.height))
        json.key("strokes")
        json.open("[")
        for stroke in strokes {
            json.lineBreak()
            json.open("{")
            json.key("points")
            json.open("[")
            for p in stroke.points { json.raw("[\(Self.rounded(p.x)),\(Self.rounded(p.y))]") }
            json.close("]")
            json.key("closed"); json.bool(stroke.closed)
            json.key("layer"); json.string(stroke.layer)
            json.key("width"); json.number(Self.rounded(stroke.width))
            json.close("}")
        }
        json.close("]")
        json.key("stats")
        stats.write(to: &json)
        json.close("}")
        return json.text
    }

    /// The contract's `draw --stats` text: `stats` alone (`DrawingDocument.Stats`).
    public func statsJSONText() -> String {
        var json = JSONBuilder()
        stats.write(to: &json)
        return json.text
    }

    /// The `draw --json` document as values: `jsonText` parsed.
    ///
    /// - Throws: never for text this library wrote; a `DecodingError` would be a bug.
    public func document(imageSize: PixelSize) throws -> DrawingDocument {
        try DrawingDocument(jsonText: jsonText(imageSize: imageSize))
    }

    /// Thousandths of a pixel: far below the flattening tolerance, and short.
    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

extension DrawStats {
    func write(to json: inout JSONBuilder) {
        func number(_ name: String, _ value: Double) { json.key(name); json.number(LineDrawing.rounded(value)) }
        json.open("{")
        json.key("paths"); json.number(paths)
        number("inkLength", inkLength)
        number("penUpTravel", penUpTravel)
        number("plotSeconds", plotSeconds)
        number("doubledInk", (doubledInk * 10_000).rounded() / 10_000)
        json.key("lines"); json.string(source.lines.rawValue)
        json.key("tracedStrokes"); json.number(source.tracedStrokes)
        json.key("thresholds"); json.numbers(source.thresholds)
        if let pivot = source.pivot { number("pivot", pivot) }
        if let threshold = source.threshold { json.key("threshold"); json.string(threshold) }
        if let reason = source.thresholdReason { json.key("thresholdReason"); json.string(reason) }
        if let variation = source.lightingVariation { number("lightingVariation", variation) }
        if let factor = source.supersampling { json.key("supersampling"); json.number(factor) }
        if let bundles {
            json.key("bundles")
            json.open("{")
            number("inputLength", bundles.input)
            number("keptLength", bundles.kept)
            json.close("}")
        }
        json.key("joins"); json.number(joins)
        json.key("seconds"); json.dictionary(seconds.mapValues { ($0 * 1e6).rounded() / 1e6 })
        json.close("}")
    }
}
