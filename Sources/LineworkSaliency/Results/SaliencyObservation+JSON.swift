import LineworkCore

extension SaliencyObservation {
    /// The contract's `saliency --json` text (`docs/CONTRACT.md`): the model, the image size,
    /// the 68×68 heatmap (row-major, top row first, values in [0, 1] to four decimals), the
    /// salient objects and their union (Vision's normalised, lower-left boxes), `seconds` and the
    /// version. `SaliencyDocument` is the same JSON as values.
    ///
    /// - Parameter timings: seconds per stage, written as `seconds`.
    public func jsonText(timings: [String: Double] = [:]) -> String {
        var out = JSONBuilder()
        out.open("{")
        out.key("model"); out.string(model.rawValue)
        out.key("image"); out.size(PixelSize(width: imageWidth, height: imageHeight))
        out.key("heatmap")
        out.open("{")
        out.key("width"); out.number(heatmap.width)
        out.key("height"); out.number(heatmap.height)
        out.key("values")
        out.open("[")
        // Four decimals: finer than the 8-bit PNG, and a 68×68 map stays ~30 kB.
        for value in heatmap.samples { out.number((Double(value) * 10_000).rounded() / 10_000) }
        out.close("]")
        out.close("}")
        out.key("salientObjects")
        out.open("[")
        for object in salientObjects {
            out.open("{")
            out.key("boundingBox"); out.rect(object.boundingBox)
            out.key("confidence"); out.number(object.confidence)
            out.close("}")
        }
        out.close("]")
        out.key("union")
        if let union { out.rect(union) } else { out.raw("null") }
        out.key("seconds"); out.dictionary(timings)
        out.key("version"); out.string(LineworkVersion.string)
        out.close("}")
        return out.text
    }

    /// The same document as values: `jsonText` parsed.
    ///
    /// - Throws: never for text this library wrote; a `DecodingError` would be a bug.
    public func document(timings: [String: Double] = [:]) throws -> SaliencyDocument {
        try SaliencyDocument(jsonText: jsonText(timings: timings))
    }
}
