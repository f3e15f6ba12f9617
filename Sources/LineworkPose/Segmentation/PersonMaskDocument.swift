import LineworkCore

/// The `segment --json` document as values (`PersonSegmentationObservation.jsonText`, parsed):
/// what the mask holds in numbers, for scripts and benchmarks (the mask itself is the PNG).
public struct PersonMaskDocument: ContractDocument {
    /// The input's size (upright), which is the mask's.
    public var image: PixelSize
    /// `fast` or `accurate` (`PersonSegmentationRequest.Quality.rawValue`).
    public var quality: String
    /// The model that ran.
    public var model: String
    /// The share of the image's pixels whose probability is at least one half, in [0, 1].
    public var personFraction: Double
    /// Seconds per stage.
    public var seconds: [String: Double]
    /// The Linework version that wrote the document.
    public var version: String
}

extension PersonSegmentationObservation {
    /// The `segment --json` document: the mask's size, quality, model, person share (6 decimals)
    /// and `seconds` (`extra` merged with the observation's own timings).
    ///
    /// - Parameter extra: seconds of the caller's stages (decode, load), merged with `timings`.
    public func document(timings extra: [String: Double] = [:]) -> PersonMaskDocument {
        let person = mask.samples.reduce(0) { $0 + ($1 >= 0.5 ? 1 : 0) }
        let fraction = mask.samples.isEmpty ? 0 : Double(person) / Double(mask.samples.count)
        return PersonMaskDocument(image: PixelSize(width: mask.width, height: mask.height), quality: quality.rawValue,
                                  model: "\(quality.modelName) (mediapipe 0.10.21) on LiteRT",
                                  personFraction: (fraction * 1_000_000).rounded() / 1_000_000,
                                  seconds: extra.merging(timings) { a, _ in a }, version: LineworkVersion.string)
    }

    /// The `segment --json` text: `document(timings:)` written by `ContractJSONEncoder`.
    public func jsonText(timings extra: [String: Double] = [:]) -> String {
        ContractJSONEncoder().text(of: document(timings: extra))
    }
}
