import LineworkCore

/// The contract's `saliency --json` document as values (`SaliencyObservation.jsonText`, parsed).
public struct SaliencyDocument: ContractDocument {
    /// The heatmap: `width` × `height` values in [0, 1], row-major, top row first.
    public struct Heatmap: Codable, Sendable, Equatable {
        /// Columns (68).
        public var width: Int
        /// Rows (68).
        public var height: Int
        /// The saliency values, to four decimals.
        public var values: [Double]
    }

    /// The model's name (`SaliencyModel.rawValue`).
    public var model: String
    /// The input's size (upright).
    public var image: PixelSize
    /// The heatmap.
    public var heatmap: Heatmap
    /// The salient regions, most confident first.
    public var salientObjects: [SalientObject]
    /// The smallest box holding every salient region; nil when there is none.
    public var union: NormalizedRect?
    /// Seconds per stage.
    public var seconds: [String: Double]
    /// The Linework version that wrote the document.
    public var version: String

    /// Writes the document's keys in order, with `union` as `null` when there is none (the
    /// contract always gives it).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(model, forKey: .model)
        try container.encode(image, forKey: .image)
        try container.encode(heatmap, forKey: .heatmap)
        try container.encode(salientObjects, forKey: .salientObjects)
        try container.encode(union, forKey: .union)
        try container.encode(seconds, forKey: .seconds)
        try container.encode(version, forKey: .version)
    }
}
