import LineworkCore

/// A point in normalised image coordinates: [0, 1] across the image, x right, y down
/// (mediapipe's convention: x · width is a pixel-centre coordinate).
public struct NormalizedPoint: Sendable, Equatable {
    /// Horizontal position, 0…1 across the image, rightwards.
    public var x: Float
    /// Vertical position, 0…1 down the image.
    public var y: Float

    /// Creates a point from normalised coordinates (y down).
    public init(x: Float, y: Float) {
        self.x = x
        self.y = y
    }
}

/// One person found by BlazePose's detector: a box around the face and four alignment points.
///
/// Keypoints, in order: 0 the mid-hip centre, 1 a point whose distance from it is the radius of
/// a circle around the whole body and whose direction gives the body's tilt, 2 the mid-shoulder
/// centre and 3 the same for the upper body only.
public struct PoseDetection: Sendable, Equatable {
    /// The detector's score, in [0, 1].
    public var score: Float
    /// The box's left edge, normalised.
    public var xMin: Float
    /// The box's top edge, normalised (y down).
    public var yMin: Float
    /// The box's right edge, normalised.
    public var xMax: Float
    /// The box's bottom edge, normalised (y down).
    public var yMax: Float
    /// The alignment keypoints, in the order the type's documentation gives.
    public var keypoints: [NormalizedPoint]

    /// Creates a detection from its score, normalised box edges and keypoints.
    public init(score: Float, xMin: Float, yMin: Float, xMax: Float, yMax: Float, keypoints: [NormalizedPoint]) {
        self.score = score
        self.xMin = xMin
        self.yMin = yMin
        self.xMax = xMax
        self.yMax = yMax
        self.keypoints = keypoints
    }

    /// Intersection over union of the two boxes (`BoxOverlap`, in `Float`); 0 when they do
    /// not overlap.
    public func intersectionOverUnion(_ other: PoseDetection) -> Float {
        BoxOverlap.intersectionOverUnion((xMin, yMin, xMax, yMax, (xMax - xMin) * (yMax - yMin)),
                                         (other.xMin, other.yMin, other.xMax, other.yMax, (other.xMax - other.xMin) * (other.yMax - other.yMin)))
    }
}
