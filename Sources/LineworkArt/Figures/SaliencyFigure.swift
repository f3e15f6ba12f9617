import LineworkCore
import LineworkImage
import LineworkRender
import LineworkSaliency

/// The seed article's saliency picture: the photo, the 68 × 68 heatmap upsampled bilinearly and
/// colour-mapped over it, and the salient boxes (with their confidence) on top.
public enum SaliencyFigure {
    /// How the heatmap is blended onto the photo; see `HeatmapOverlay.Blend`.
    public enum BlendName: String, Sendable, CaseIterable {
        /// Opacity follows the value: cold areas leave the photo untouched (default, opacity 0.75).
        case value
        /// Constant opacity 0.5 over the whole photo.
        case alpha
        /// Cairo's HSL hue operator at full strength, as in the seed article (colour photos only).
        case hue
        /// Cairo's HSL colour operator: hue and saturation, works on gray photos too.
        case color

        var blend: HeatmapOverlay.Blend {
            switch self {
            case .value: return .valueAlpha(0.75)
            case .alpha: return .alpha(0.5)
            case .hue: return .hue(1)
            case .color: return .color(1)
            }
        }
    }

    /// The figure for `observation` of `photo`, at the photo's size.
    ///
    /// - Parameters:
    ///   - photo: the upright input, 8-bit.
    ///   - observation: the saliency result for that photo.
    ///   - colorMap: default jet, the look of published saliency figures.
    ///   - blend: default `.value`.
    public static func scene(photo: Image<UInt8>, observation: SaliencyObservation, colorMap: ColorMap = .jet,
                             blend: BlendName = .value) -> Scene {
        let boxes = observation.salientObjects.map { object in
            SalientBox(boundingBox: object.boundingBox, confidence: object.confidence)
        }
        return Scene(width: photo.width, height: photo.height, background: .photo(photo, fade: 0),
                     overlays: [.heatmap(HeatmapOverlay(map: observation.heatmap, colorMap: colorMap, blend: blend.blend)),
                                .boxes(BoxOverlay(boxes: boxes))])
    }
}
