import Foundation

/// A rotated rectangle in source-image pixels: the part of the picture a model looks at.
///
/// Pixel coordinates: x right, y down, pixel centres at integers (OpenCV's `RotatedRect`).
/// `rotation` is in radians, clockwise on screen (y points down): the rectangle's own x axis
/// points along (cos r, sin r).
public struct RegionOfInterest: Sendable, Equatable {
    /// Centre x, in source-image pixels.
    public var centerX: Double
    /// Centre y, in source-image pixels (downwards).
    public var centerY: Double
    /// Extent along the rectangle's own x axis, in pixels.
    public var width: Double
    /// Extent along the rectangle's own y axis, in pixels.
    public var height: Double
    /// Rotation in radians, clockwise on screen.
    public var rotation: Double

    /// Creates a rectangle from its centre and size in pixels and its rotation in radians (default 0).
    public init(centerX: Double, centerY: Double, width: Double, height: Double, rotation: Double = 0) {
        self.centerX = centerX
        self.centerY = centerY
        self.width = width
        self.height = height
        self.rotation = rotation
    }

    /// The whole image, as mediapipe frames it: centred on (W/2, H/2), W × H pixels.
    public static func wholeImage(width: Int, height: Int) -> RegionOfInterest {
        RegionOfInterest(centerX: Double(width) / 2, centerY: Double(height) / 2,
                         width: Double(width), height: Double(height))
    }

    /// Where a point of the rectangle lands in the image.
    ///
    /// - Parameters:
    ///   - u: 0 at the rectangle's left edge, 1 at its right edge (in its own frame).
    ///   - v: 0 at its top edge, 1 at its bottom edge.
    /// - Returns: the image pixel position.
    public func imagePoint(u: Double, v: Double) -> (x: Double, y: Double) {
        let dx = (u - 0.5) * width, dy = (v - 0.5) * height
        let c = cos(rotation), s = sin(rotation)
        return (centerX + c * dx - s * dy, centerY + s * dx + c * dy)
    }

    /// Letterboxing (mediapipe's `ImageToTensorCalculator` with `keep_aspect_ratio`): the
    /// rectangle grown along one side to the tensor's aspect ratio, and the fraction of the tensor
    /// that the growth fills on each side.
    ///
    /// - Parameter aspect: tensor height / width.
    /// - Returns: the padded rectangle and the padding (left = right, top = bottom) in [0, 0.5).
    public func letterboxed(toAspect aspect: Double) -> (region: RegionOfInterest, padding: Letterbox) {
        var padded = self
        var padding = Letterbox(horizontal: 0, vertical: 0)
        let own = height / width
        if aspect > own {
            padded.height = width * aspect
            padding.vertical = (1 - own / aspect) / 2
        } else {
            padded.width = height / aspect
            padding.horizontal = (1 - aspect / own) / 2
        }
        return (padded, padding)
    }
}

/// The share of a model input filled by letterbox bars on each side (mediapipe's
/// `LETTERBOX_PADDING`), left = right and top = bottom.
public struct Letterbox: Sendable, Equatable {
    /// The bars' share of the width on each of the left and right sides.
    public var horizontal: Double
    /// The bars' share of the height on each of the top and bottom sides.
    public var vertical: Double

    /// Creates a letterbox from the bars' shares on each side, horizontally and vertically.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// A point in normalised coordinates of the padded input, moved to those of the unpadded
    /// region (mediapipe's `DetectionLetterboxRemovalCalculator` and `LandmarkLetterboxRemoval…`).
    public func removed(x: Double, y: Double) -> (x: Double, y: Double) {
        ((x - horizontal) / (1 - 2 * horizontal), (y - vertical) / (1 - 2 * vertical))
    }

    /// `detection` in normalised coordinates of the image instead of the padded input.
    public func removed(from detection: PoseDetection) -> PoseDetection {
        var out = detection
        let low = removed(x: Double(detection.xMin), y: Double(detection.yMin))
        let high = removed(x: Double(detection.xMax), y: Double(detection.yMax))
        (out.xMin, out.yMin, out.xMax, out.yMax) = (Float(low.x), Float(low.y), Float(high.x), Float(high.y))
        out.keypoints = detection.keypoints.map {
            let point = removed(x: Double($0.x), y: Double($0.y))
            return NormalizedPoint(x: Float(point.x), y: Float(point.y))
        }
        return out
    }
}

extension RegionOfInterest {
    /// The body's region from a detection (mediapipe's `PoseDetectionToRoi`): centred on the hip
    /// centre (keypoint 0), a square whose half-side is the distance to the scale point
    /// (keypoint 1), turned so that the hips-to-scale-point direction points up in the crop, then
    /// enlarged by `scale` (1.25, the margin the landmark model was trained with).
    ///
    /// - Parameters:
    ///   - detection: in normalised image coordinates (letterbox removed).
    ///   - width: image width in pixels.
    ///   - height: image height in pixels.
    ///   - scale: margin factor on both sides.
    public static func body(from detection: PoseDetection, width: Int, height: Int, scale: Double = 1.25) -> RegionOfInterest {
        let w = Double(width), h = Double(height)
        let x0 = Double(detection.keypoints[0].x) * w, y0 = Double(detection.keypoints[0].y) * h
        let x1 = Double(detection.keypoints[1].x) * w, y1 = Double(detection.keypoints[1].y) * h
        let side = 2 * ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
        // Target angle 90°: the hip → scale-point vector is rotated to point straight up.
        let rotation = normalizedRadians(Double.pi / 2 - atan2(-(y1 - y0), x1 - x0))
        return RegionOfInterest(centerX: x0, centerY: y0, width: side * scale, height: side * scale, rotation: rotation)
    }

    /// An angle in [−π, π).
    static func normalizedRadians(_ angle: Double) -> Double {
        angle - 2 * Double.pi * ((angle + Double.pi) / (2 * Double.pi)).rounded(.down)
    }
}
