import Foundation

extension RegionOfInterest {
    /// The face mesh's crop from a detected face (mediapipe's `FaceDetectionFrontDetectionToRoi`):
    /// centred on the box, turned so that the line from the right eye to the left eye is level
    /// in the crop, a square 1.5 × the box's longer side in pixels (the margin the mesh model was
    /// trained with).
    ///
    /// - Parameters:
    ///   - face: a `FaceDetector` face (lower-left normalised, with both eyes).
    ///   - width: image width in pixels.
    ///   - height: image height in pixels.
    /// - Returns: nil when the face lacks an eye keypoint.
    public static func faceMesh(from face: Face, width: Int, height: Int) -> RegionOfInterest? {
        guard let right = face.landmarks[.rightEye], let left = face.landmarks[.leftEye] else { return nil }
        let w = Double(width), h = Double(height), box = face.boundingBox
        let side = 1.5 * max(box.width * w, box.height * h)
        return RegionOfInterest(centerX: (box.x + box.width / 2) * w, centerY: (1 - box.y - box.height / 2) * h,
                                width: side, height: side,
                                rotation: levelling(from: (right.x * w, (1 - right.y) * h), to: (left.x * w, (1 - left.y) * h)))
    }

    /// The iris model's crop of one eye from its two corners in image pixels (y down), as
    /// mediapipe's `IrisLandmarkLandmarksToRoi` makes it: centred between the corners, turned so
    /// that `first` → `second` is level, a square 2.3 × the corners' larger axis-aligned extent.
    ///
    /// The model was trained on left eyes (on the image's left, the person's right) only, so the
    /// other eye is read mirrored: `mirrored` flips the crop's own x axis (a negative width), and
    /// `imagePoint` undoes the flip when the model's points are projected back.
    public static func eye(from first: (x: Double, y: Double), to second: (x: Double, y: Double),
                           mirrored: Bool) -> RegionOfInterest {
        let side = 2.3 * max(abs(second.x - first.x), abs(second.y - first.y))
        return RegionOfInterest(centerX: (first.x + second.x) / 2, centerY: (first.y + second.y) / 2,
                                width: mirrored ? -side : side, height: side, rotation: levelling(from: first, to: second))
    }

    /// The rotation that brings the vector `from` → `to` (pixels, y down) to point right in the
    /// crop (mediapipe's `DetectionsToRectsCalculator` with a target angle of 0).
    static func levelling(from: (x: Double, y: Double), to: (x: Double, y: Double)) -> Double {
        normalizedRadians(-atan2(-(to.y - from.y), to.x - from.x))
    }
}
