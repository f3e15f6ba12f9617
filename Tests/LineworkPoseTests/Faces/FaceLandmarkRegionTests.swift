import Foundation
import LineworkCore
import LineworkPose
import Testing

/// The region table and the face crop's geometry, without the models.
@Suite struct FaceLandmarkRegionTests {
    @Test func everyRegionIndexesTheMeshOncePerPoint() {
        for region in FaceLandmarkRegion.allCases {
            let indices = region.meshIndices
            #expect(indices.allSatisfy { (0..<FaceMeshPoint.count).contains($0) }, "\(region)")
            #expect(Set(indices).count == indices.count, "\(region) repeats a point")
            #expect(indices.isEmpty == [.leftPupil, .rightPupil].contains(region))
        }
        // Vision's twelve names, as the contract spells them.
        #expect(FaceLandmarkRegion.allCases.map(\.rawValue) == ["faceContour", "leftEye", "rightEye", "leftEyebrow", "rightEyebrow",
                                                                "nose", "noseCrest", "medianLine", "outerLips", "innerLips",
                                                                "leftPupil", "rightPupil"])
    }

    /// Points come from the mesh in the region's order; box-relative points use the face box.
    @Test func pointsFollowTheTableAndTheBox() throws {
        let mesh = (0..<FaceMeshPoint.count).map { FaceMeshPoint(x: Double($0) / 1000, y: 0.5, z: 0) }
        let face = Face(boundingBox: NormalizedRect(x: 0.1, y: 0.25, width: 0.5, height: 0.5), confidence: 0.9, landmarks: [:])
        let landmarks = FaceLandmarks(face: face, presence: 1, mesh: mesh, rightPupil: DocumentPoint(x: 0.35, y: 0.5), leftPupil: nil)
        #expect(landmarks.points(of: .noseCrest).map(\.x) == [0.168, 0.006, 0.197, 0.195, 0.005, 0.004])
        #expect(landmarks.points(of: .rightPupil) == [DocumentPoint(x: 0.35, y: 0.5)] && landmarks.points(of: .leftPupil).isEmpty)
        let inBox = try #require(landmarks.pointsInBox(of: .rightPupil).first)
        #expect(abs(inBox.x - 0.5) < 1e-12 && inBox.y == 0.5)
        #expect(landmarks.regions.count == 11)
        // A mesh of the wrong length gives no points rather than trapping.
        let short = FaceLandmarks(face: face, presence: 1, mesh: [], rightPupil: nil, leftPupil: nil)
        #expect(short.regions.isEmpty)
    }

    /// The crop is centred on the box, 1.5 × its longer side in pixels, and levelled on the eyes:
    /// a face whose left eye is lower on screen than its right is turned clockwise.
    @Test func faceCropIsLevelledOnTheEyes() throws {
        let face = Face(boundingBox: NormalizedRect(x: 0.25, y: 0.5, width: 0.25, height: 0.25), confidence: 1,
                        landmarks: [.rightEye: (0.3, 0.7), .leftEye: (0.4, 0.6)])
        let region = try #require(RegionOfInterest.faceMesh(from: face, width: 400, height: 200))
        #expect(region.centerX == 150 && region.centerY == 75)
        #expect(region.width == 150 && region.height == 150)
        // Right eye (120, 60) → left eye (160, 80) in pixels: 26.57° clockwise on screen.
        #expect(abs(region.rotation - atan2(20, 40)) < 1e-12)
        #expect(RegionOfInterest.faceMesh(from: Face(boundingBox: face.boundingBox, confidence: 1, landmarks: [:]),
                                          width: 400, height: 200) == nil)
    }

    /// A mirrored eye crop maps the crop's left edge to the image's right of centre, and back.
    @Test func mirroredEyeCropFlipsItsOwnXAxis() {
        let plain = RegionOfInterest.eye(from: (100, 50), to: (120, 50), mirrored: false)
        let mirrored = RegionOfInterest.eye(from: (100, 50), to: (120, 50), mirrored: true)
        #expect(plain.width == 46 && plain.height == 46 && plain.rotation == 0)
        #expect(plain.imagePoint(u: 0, v: 0.5).x == 87 && mirrored.imagePoint(u: 0, v: 0.5).x == 133)
        #expect(mirrored.imagePoint(u: 0.5, v: 0.5) == plain.imagePoint(u: 0.5, v: 0.5))
    }
}
