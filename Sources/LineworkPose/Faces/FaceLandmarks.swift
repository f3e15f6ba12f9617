import LineworkCore

/// One face's landmarks (Vision's `VNFaceObservation` with its `landmarks`): the detector's face,
/// mediapipe's 468-point mesh and the two pupils, from which Vision's regions are read.
///
/// Every point is normalised to the image with a lower-left origin, as `Face` and the rest of
/// Linework's normalised JSON: x = column / width, y = 1 − row / height, where (column, row) is
/// a position on the image's continuous pixel grid (mediapipe's normalised x and 1 − y). Vision's
/// own `normalizedPoints` are relative to the face box; `pointsInBox(of:)` gives that form.
public struct FaceLandmarks: Sendable, Equatable {
    /// The face as the detector found it (box, confidence, six keypoints).
    public var face: Face
    /// The mesh model's probability that the crop holds a face, in [0, 1].
    public var presence: Double
    /// The 468 mesh points, in mediapipe's order (see `FaceLandmarkRegion.meshIndices`).
    public var mesh: [FaceMeshPoint]
    /// The person's right pupil (the iris model's iris centre), or nil when not refined.
    public var rightPupil: DocumentPoint?
    /// The person's left pupil, or nil when not refined.
    public var leftPupil: DocumentPoint?

    /// Creates a face's landmarks from the detector's face, the presence score, the mesh and the pupils.
    public init(face: Face, presence: Double, mesh: [FaceMeshPoint], rightPupil: DocumentPoint?, leftPupil: DocumentPoint?) {
        self.face = face
        self.presence = presence
        self.mesh = mesh
        self.rightPupil = rightPupil
        self.leftPupil = leftPupil
    }

    /// The points of `region`, normalised lower-left, in the region's path order; empty for a
    /// pupil that was not refined (or a mesh that is not 468 points long).
    public func points(of region: FaceLandmarkRegion) -> [DocumentPoint] {
        switch region {
        case .rightPupil: return rightPupil.map { [$0] } ?? []
        case .leftPupil: return leftPupil.map { [$0] } ?? []
        default:
            guard mesh.count == FaceMeshPoint.count else { return [] }
            return region.meshIndices.map { DocumentPoint(x: mesh[$0].x, y: mesh[$0].y) }
        }
    }

    /// Every region that has points, by region.
    public var regions: [FaceLandmarkRegion: [DocumentPoint]] {
        var regions: [FaceLandmarkRegion: [DocumentPoint]] = [:]
        for region in FaceLandmarkRegion.allCases {
            let points = points(of: region)
            if !points.isEmpty { regions[region] = points }
        }
        return regions
    }

    /// The points of `region` relative to the face's box, lower-left origin (Vision's
    /// `normalizedPoints`): (0, 0) is the box's lower-left corner, (1, 1) its upper-right.
    public func pointsInBox(of region: FaceLandmarkRegion) -> [DocumentPoint] {
        let box = face.boundingBox
        guard box.width > 0, box.height > 0 else { return [] }
        return points(of: region).map { DocumentPoint(x: ($0.x - box.x) / box.width, y: ($0.y - box.y) / box.height) }
    }
}

/// A point of the face mesh: normalised lower-left x and y (as `FaceLandmarks`' points) and a
/// depth z in units of the image's width, smaller nearer the camera, relative to the face's centre
/// (mediapipe's convention for the mesh).
public struct FaceMeshPoint: Sendable, Equatable {
    /// Across the image, from its left side.
    public var x: Double
    /// Up the image, from its bottom.
    public var y: Double
    /// Depth in image widths; smaller is nearer the camera.
    public var z: Double

    /// Points in mediapipe's face mesh.
    public static let count = 468

    /// Creates a mesh point at normalised lower-left (`x`, `y`) with depth `z`.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}
