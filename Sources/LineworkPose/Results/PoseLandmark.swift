/// One BlazePose landmark in source-image pixels.
///
/// Pixel coordinates follow mediapipe's (and OpenCV's) convention: x right, y down, the centre of
/// the top-left pixel at (0, 0). They may lie outside the image: the model also places the parts
/// of a body that the picture cuts off.
public struct PoseLandmark: Sendable, Equatable {
    /// Horizontal position in pixels.
    public var x: Double
    /// Vertical position in pixels, downwards.
    public var y: Double
    /// Depth relative to the hips, in the same pixel units; smaller is nearer the camera.
    public var z: Double
    /// The model's probability that the point is visible (not hidden or out of the picture).
    public var visibility: Double
    /// The model's probability that the point is inside the picture.
    public var presence: Double

    /// Creates a landmark at pixel (`x`, `y`) with depth `z` (default 0), its visibility and its presence (default 1).
    public init(x: Double, y: Double, z: Double = 0, visibility: Double, presence: Double = 1) {
        self.x = x
        self.y = y
        self.z = z
        self.visibility = visibility
        self.presence = presence
    }
}

/// A joint in Vision's convention: normalised coordinates with the origin at the **lower left**
/// of the image and the detector's confidence in [0, 1].
///
/// A pixel centre (x, y) maps to ((x + 0.5) / width, 1 − (y + 0.5) / height), the README's
/// convention, so (0, 0) and (1, 1) are the outer corners of the picture.
public struct JointPoint: Sendable, Equatable {
    /// Horizontal position as a fraction of the image's width from its left edge.
    public var x: Double
    /// Vertical position as a fraction of the image's height from its bottom edge (y grows upwards).
    public var y: Double
    /// The joint's confidence, in [0, 1].
    public var confidence: Double

    /// Creates a joint at normalised lower-left coordinates with the given confidence.
    public init(x: Double, y: Double, confidence: Double) {
        self.x = x
        self.y = y
        self.confidence = confidence
    }

    /// The point for a pixel position (x right, y down, pixel centres at integers).
    public init(pixelX: Double, pixelY: Double, width: Int, height: Int, confidence: Double) {
        self.init(x: (pixelX + 0.5) / Double(width), y: 1 - (pixelY + 0.5) / Double(height), confidence: confidence)
    }

    /// Back to pixels (x right, y down, pixel centres at integers) in an image of this size.
    public func pixel(width: Int, height: Int) -> (x: Double, y: Double) {
        (x * Double(width) - 0.5, (1 - y) * Double(height) - 0.5)
    }
}
