import LineworkCore

extension SaliencyObservation {
    /// The contract's `saliency --json` document as values: the model, the image size, the
    /// heatmap (row-major, 4 decimals: finer than the 8-bit PNG, and a 68×68 map stays near
    /// 30 kB), the salient objects, their union (`null` when there is none), `seconds` and the
    /// version.
    ///
    /// - Parameter timings: seconds per stage.
    public func document(timings: [String: Double] = [:]) -> SaliencyDocument {
        SaliencyDocument(
            model: model.rawValue, image: PixelSize(width: imageWidth, height: imageHeight),
            heatmap: SaliencyDocument.Heatmap(width: heatmap.width, height: heatmap.height,
                                              values: heatmap.samples.map { (Double($0) * 10_000).rounded() / 10_000 }),
            salientObjects: salientObjects, union: union, seconds: timings, version: LineworkVersion.string)
    }

    /// The contract's `saliency --json` text: `document(timings:)` written by `ContractJSONEncoder`.
    ///
    /// - Parameter timings: seconds per stage.
    public func jsonText(timings: [String: Double] = [:]) -> String {
        ContractJSONEncoder().text(of: document(timings: timings))
    }
}
