/// Vision's face landmark regions (`VNFaceLandmarks2D`), by Vision's names, each drawn from
/// points of mediapipe's 468-point face mesh (or, for the pupils, from its iris model).
///
/// "Left" and "right" are the person's own, as in Vision: the left eye is on the image's right
/// when the person faces the camera. Each region's points come in path order: the eyes and lips
/// as closed loops starting at the corner on the image's left, the brows along the upper edge
/// from the outer end then back along the lower edge, the face contour from the right temple
/// round the chin to the left, the crest and the median line from top to bottom.
public enum FaceLandmarkRegion: String, CaseIterable, Sendable, Hashable {
    /// The jaw line from temple to temple, round the chin (Vision's `faceContour`).
    case faceContour
    /// The person's left eye's lid margin, a closed loop.
    case leftEye
    /// The person's right eye's lid margin, a closed loop.
    case rightEye
    /// The person's left eyebrow, a closed loop.
    case leftEyebrow
    /// The person's right eyebrow, a closed loop.
    case rightEyebrow
    /// The nose's lower outline, from wing to wing under the tip.
    case nose
    /// The nose's ridge, from between the eyes to the tip.
    case noseCrest
    /// The face's vertical midline, forehead to chin.
    case medianLine
    /// The lips' outer edge, a closed loop.
    case outerLips
    /// The lips' inner edge (the mouth's opening), a closed loop.
    case innerLips
    /// The person's left pupil: one point, the iris centre.
    case leftPupil
    /// The person's right pupil: one point, the iris centre.
    case rightPupil

    /// The mesh points the region is made of, in path order; empty for the pupils, which come
    /// from the iris model. Indices follow the topology of mediapipe's canonical face mesh
    /// (`canonical_face_model.obj`), where 33 and 133 are the corners of the person's right eye
    /// and 263 and 362 those of the left.
    public var meshIndices: [Int] {
        switch self {
        case .faceContour:
            return [127, 234, 93, 132, 58, 172, 136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365, 397, 288, 361,
                    323, 454, 356]
        case .rightEye: return [33, 246, 161, 160, 159, 158, 157, 173, 133, 155, 154, 153, 145, 144, 163, 7]
        case .leftEye: return [362, 398, 384, 385, 386, 387, 388, 466, 263, 249, 390, 373, 374, 380, 381, 382]
        case .rightEyebrow: return [70, 63, 105, 66, 107, 55, 65, 52, 53, 46]
        case .leftEyebrow: return [300, 293, 334, 296, 336, 285, 295, 282, 283, 276]
        case .nose: return [129, 64, 98, 97, 2, 326, 327, 294, 358]
        case .noseCrest: return [168, 6, 197, 195, 5, 4]
        case .medianLine:
            return [10, 151, 9, 8, 168, 6, 197, 195, 5, 4, 1, 19, 94, 2, 164, 0, 11, 12, 13, 14, 15, 16, 17, 18, 200, 199,
                    175, 152]
        case .outerLips:
            return [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 375, 321, 405, 314, 17, 84, 181, 91, 146]
        case .innerLips:
            return [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308, 324, 318, 402, 317, 14, 87, 178, 88, 95]
        case .leftPupil, .rightPupil: return []
        }
    }

    /// The regions drawn as closed loops (the overlay closes them).
    public var isClosed: Bool {
        switch self {
        case .leftEye, .rightEye, .leftEyebrow, .rightEyebrow, .outerLips, .innerLips: return true
        default: return false
        }
    }
}
