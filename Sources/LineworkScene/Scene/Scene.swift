import LineworkImage

/// Everything one rendered picture shows, independent of the output format.
///
/// A scene is a neutral description: the caller converts contours, sweeps or saliency results
/// into it, and `SceneRenderer` turns the same scene into SVG, PNG or PDF.
///
/// Coordinate conventions (shared by every path and overlay):
/// - scene coordinates are **source-image pixels**: x to the right, y down, the centre of the
///   top-left pixel at (0, 0), so the image covers [−0.5, width − 0.5] × [−0.5, height − 0.5]
///   — the convention of Linework's contours and of OpenCV's `findContours`;
/// - the `canvas` maps that rectangle onto the output (see `Canvas`);
/// - normalised overlay coordinates (boxes, pose joints) follow Apple Vision: [0, 1] on each
///   axis across the same image rectangle, origin at the **lower-left** corner.
///
/// Drawing order, bottom to top: `background`, heatmap overlays (they tint the background, and
/// a hue blend needs the photo beneath it), `layers` in array order (paths in array order within
/// a layer), then box and pose overlays (annotations stay readable above line art).
public struct Scene: Sendable, Equatable {
    /// Source image width in pixels (≥ 1): the extent of scene coordinates.
    public var width: Int
    /// Source image height in pixels (≥ 1).
    public var height: Int
    /// How the source rectangle maps onto the output; default `.imageSize(scale: 1)`.
    public var canvas: Canvas
    /// What lies under the drawing; default `.transparent`, so line art composes onto anything.
    public var background: Background
    /// The drawing, bottom layer first. Each becomes an Inkscape layer in SVG and can be
    /// exported on its own (one file per plotter pen).
    public var layers: [Layer]
    /// Heatmaps, boxes and skeletons drawn with the layers (see the drawing order above).
    public var overlays: [Overlay]

    /// Creates a scene.
    ///
    /// - Parameters:
    ///   - width: source image width in pixels.
    ///   - height: source image height in pixels.
    ///   - canvas: the output geometry; default `.imageSize()` (one output pixel per source pixel).
    ///   - background: default `.transparent`.
    ///   - layers: bottom first.
    ///   - overlays: heatmaps, boxes, poses.
    /// Nothing is checked here; `SceneRenderer` validates the scene before rendering.
    public init(width: Int, height: Int, canvas: Canvas = .imageSize(), background: Background = .transparent,
                layers: [Layer] = [], overlays: [Overlay] = []) {
        self.width = width
        self.height = height
        self.canvas = canvas
        self.background = background
        self.layers = layers
        self.overlays = overlays
    }

    /// One scene per layer, for multi-pen plotters: each keeps the canvas (so the files register
    /// when plotted on top of one another) and only that layer, with `background` underneath and
    /// no overlays.
    ///
    /// - Parameter background: default `.transparent`: a plotter draws only ink.
    /// - Returns: scenes in layer order.
    public func layerScenes(background: Background = .transparent) -> [Scene] {
        layers.map { Scene(width: width, height: height, canvas: canvas, background: background, layers: [$0]) }
    }

    /// True when the background or a heatmap paints anything (the SVG backend's background group).
    package var hasBase: Bool {
        background != .transparent || overlays.contains { !$0.isAnnotation }
    }

    /// True when there are box or pose overlays (the SVG backend's annotations group).
    package var hasAnnotations: Bool { overlays.contains { $0.isAnnotation } }
}
