import LineworkCore
import LineworkImage

/// The result of a saliency request: Vision's `VNSaliencyImageObservation`.
public struct SaliencyObservation: Sendable, Equatable {
    /// Side of Vision's heatmap: the pixel buffer of a saliency observation is 68 × 68.
    public static let heatmapSide = 68

    /// The model that produced the map.
    public var model: SaliencyModel
    /// Size of the image the request ran on, in pixels.
    public var imageWidth: Int
    /// Height of the image the request ran on, in pixels.
    public var imageHeight: Int
    /// The model's map at its working resolution (aspect ratio of the image), values in [0, 1]:
    /// min–max normalised, so 0 and 1 both occur, for every model; all 0 when nothing stands out.
    public var map: FloatImage
    /// The map resampled to 68 × 68 (aspect not kept, as in Vision), min–max normalised again
    /// (resampling averages a narrow peak down), so every model's heatmap spans exactly [0, 1];
    /// all 0 when nothing stands out.
    public var heatmap: FloatImage
    /// Salient regions, most confident first: one for attention-style models, 0–3 for object models.
    public var salientObjects: [SalientObject]

    /// Creates an observation from the model, the analysed image's size in pixels, the working-resolution map, the 68 × 68 heatmap and the salient regions.
    public init(model: SaliencyModel, imageWidth: Int, imageHeight: Int, map: FloatImage,
                heatmap: FloatImage, salientObjects: [SalientObject]) {
        self.model = model
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        self.map = map
        self.heatmap = heatmap
        self.salientObjects = salientObjects
    }

    /// The smallest rectangle containing every salient object; nil when there is none.
    public var union: NormalizedRect? {
        guard let first = salientObjects.first?.boundingBox else { return nil }
        return salientObjects.dropFirst().reduce(first) { $0.union($1.boundingBox) }
    }

    /// The map at any size, e.g. the full image resolution: bilinear (pixel centres aligned)
    /// from the working map, after an anti-alias blur when shrinking.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `width` or `height` for a side outside
    ///   1…`ResourceLimits.defaultMaxPixels` or a map of more pixels than that.
    public func map(width: Int, height: Int) throws -> FloatImage {
        let limit = ResourceLimits.defaultMaxPixels
        guard (1...limit).contains(width) else {
            throw LineworkError.invalidOption(name: "width", value: "\(width)", allowed: "must be 1…\(limit) pixels")
        }
        guard (1...limit).contains(height), width.multipliedReportingOverflow(by: height).partialValue <= limit,
              !width.multipliedReportingOverflow(by: height).overflow else {
            throw LineworkError.invalidOption(name: "height", value: "\(height)",
                                              allowed: "must be at least 1, with width × height at most \(limit) pixels")
        }
        return map.resampled(width: width, height: height)
    }
}
