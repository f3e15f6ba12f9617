/// How a sweep's pooled contours are thinned to one stroke per edge.
public enum DedupMode: Sendable, Equatable {
    /// Keep everything.
    case none
    /// The seed's rule: walking in sweep order, drop a contour when its bounding-box IoU with
    /// any kept contour is at or above `iou`.
    case bbox(iou: Double)
    /// Drop a contour only when it is geometrically a near-copy of a kept one: box IoU at or
    /// above `iou` as a cheap prefilter, then a shape distance (see `ShapeDistance`) of at most
    /// `tolerance` working pixels.
    case shape(iou: Double, tolerance: Double)

    /// The seed's default threshold, 0.9: neighbouring settings trace the same edge with boxes
    /// that agree to a pixel or two, which on any contour larger than a speck is IoU > 0.9,
    /// while distinct nearby edges rarely reach it.
    public static let defaultBoxIoU = 0.9
    /// The shape mode's prefilter, 0.5: permissive, because the shape test decides. Offset copies
    /// of a small contour (a 20 px ring moved by 2 px) have box IoU near 0.7 and must still meet.
    public static let defaultShapeIoU = 0.5
    /// The shape tolerance, 1.5 working pixels: a bundle from neighbouring thresholds lies within
    /// a pixel or so of its centre line; two different shapes in one box differ by far more.
    public static let defaultShapeTolerance = 1.5

    /// The command-line name.
    public var name: String {
        switch self {
        case .none: return "none"
        case .bbox: return "bbox"
        case .shape: return "shape"
        }
    }
}
