import LineworkCore

/// One salient object: a normalised lower-left rectangle (Vision's `boundingBox`) and, when
/// known, its confidence in [0, 1].
public struct SalientBox: Sendable, Equatable {
    /// The box, normalised with a lower-left origin (see `NormalizedRect`).
    public var boundingBox: NormalizedRect
    /// The detector's confidence in [0, 1], or nil when unknown (then no label is drawn).
    public var confidence: Double?

    /// Creates a box from its normalised rectangle and optional confidence.
    public init(boundingBox: NormalizedRect, confidence: Double? = nil) {
        self.boundingBox = boundingBox
        self.confidence = confidence
    }
}

/// Bounding boxes stroked over the picture, each labelled with its confidence.
///
/// The stroke lies inside the box (inset by half its width), so the box's outer edge is
/// exactly the rectangle reported and a box touching the image border stays fully visible.
public struct BoxOverlay: Sendable, Equatable {
    /// The boxes to draw, in order.
    public var boxes: [SalientBox]
    /// Default a saturated yellow, #ffcc00, visible over both photos and heatmaps.
    public var color: Color
    /// Default 0.4 % of the image's longer side (4 px on a 1000-px photo).
    public var lineWidth: StrokeWidth
    /// Whether to draw the confidence ("0.87") in a tag at the top-left corner of each box
    /// that has one; default true.
    public var showsConfidence: Bool

    /// Creates an overlay; defaults: #ffcc00, 0.4 % of the longer side, confidences shown.
    public init(boxes: [SalientBox], color: Color = Color(rgb: 0xFFCC00), lineWidth: StrokeWidth = .relative(0.004),
                showsConfidence: Bool = true) {
        self.boxes = boxes
        self.color = color
        self.lineWidth = lineWidth
        self.showsConfidence = showsConfidence
    }
}
