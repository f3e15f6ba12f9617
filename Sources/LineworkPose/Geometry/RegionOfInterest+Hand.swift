import Foundation

extension RegionOfInterest {
    /// The hand landmark model's crop from a palm detection, as mediapipe's
    /// `PalmDetectionDetectionToRoi` makes it: the palm's box, turned so that the line from the
    /// wrist's centre (keypoint 0) to the middle finger's knuckle (keypoint 2) points up; moved
    /// half the box's height further along that line, towards the fingers; made square on its
    /// longer side in pixels and enlarged 2.6 times, so that the whole hand fits.
    ///
    /// - Parameters:
    ///   - palm: a palm detection in normalised image coordinates (y down, letterbox removed).
    ///   - width: image width in pixels.
    ///   - height: image height in pixels.
    /// - Returns: the crop in pixels; nil when the detection has fewer than three keypoints or
    ///   gives no finite crop of positive size.
    public static func hand(from palm: PoseDetection, width: Int, height: Int) -> RegionOfInterest? {
        guard palm.keypoints.count >= 3 else { return nil }
        let w = Double(width), h = Double(height)
        let wrist = palm.keypoints[0], knuckle = palm.keypoints[2]
        // Target angle 90°: the wrist → middle knuckle vector is turned to point straight up.
        let rotation = normalizedRadians(Double.pi / 2 - atan2(-Double(knuckle.y - wrist.y) * h, Double(knuckle.x - wrist.x) * w))
        let boxWidth = Double(palm.xMax - palm.xMin) * w, boxHeight = Double(palm.yMax - palm.yMin) * h
        // `RectTransformationCalculator`'s shift_y = −0.5 in the rotated frame: up the crop, by
        // half the box's height.
        let shift = -0.5 * boxHeight
        let centerX = Double(palm.xMin + palm.xMax) / 2 * w - shift * sin(rotation)
        let centerY = Double(palm.yMin + palm.yMax) / 2 * h + shift * cos(rotation)
        let side = 2.6 * max(boxWidth, boxHeight)
        guard [centerX, centerY, rotation, side].allSatisfy(\.isFinite), side > 0 else { return nil }
        return RegionOfInterest(centerX: centerX, centerY: centerY, width: side, height: side, rotation: rotation)
    }
}
