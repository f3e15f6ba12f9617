/// Visual annotations drawn with a scene's layers: the saliency and pose pictures.
///
/// Heatmaps are painted just above the background; boxes and poses above every layer
/// (see `Scene` for the drawing order).
public enum Overlay: Sendable, Equatable {
    /// A saliency map blended just above the background.
    case heatmap(HeatmapOverlay)
    /// Salient-object boxes drawn above every layer.
    case boxes(BoxOverlay)
    /// Body-pose skeletons drawn above every layer.
    case pose(PoseOverlay)

    /// True for the overlays drawn above the layers.
    package var isAnnotation: Bool {
        if case .heatmap = self { return false }
        return true
    }
}
