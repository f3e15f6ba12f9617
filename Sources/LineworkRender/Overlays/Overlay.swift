/// Visual annotations drawn with a scene's layers: the saliency and pose pictures.
///
/// Heatmaps are painted just above the background; boxes and poses above every layer
/// (see `Scene` for the drawing order).
public enum Overlay: Sendable, Equatable {
    case heatmap(HeatmapOverlay)
    case boxes(BoxOverlay)
    case pose(PoseOverlay)

    /// True for the overlays drawn above the layers.
    var isAnnotation: Bool {
        if case .heatmap = self { return false }
        return true
    }
}
