import Foundation
import LineworkContours
import LineworkCore
import LineworkPose
import Testing
@testable import LineworkArt

/// The region stage of faces drawn as faces (`FaceDetailRegions`): on literal polygons and a
/// synthetic face, the regions hold the features and their margins and nothing else.
struct FaceDetailRegionsTests {
    /// A filled polygon with a margin: inside, within the margin and outside, pixel by pixel.
    @Test func aFilledPolygonGrowsByItsMargin() {
        var regions = FaceDetailRegions(width: 20, height: 12)
        regions.addPolygon([Point2(5, 4), Point2(14, 4), Point2(14, 7), Point2(5, 7)], filled: true, margin: 1.5)
        #expect(regions.contains(Point2(9.6, 5.4)))          // inside
        #expect(regions.contains(Point2(3.6, 5)))            // 1.4 px left of the edge
        #expect(!regions.contains(Point2(2, 5)))             // 3 px left
        #expect(!regions.contains(Point2(9, 10)))            // 3 px below
        #expect(regions.contains(Point2(15, 8)))             // (15, 8) is √2 px from the corner
        #expect(!regions.contains(Point2(16, 9)))            // 2√2 px from the corner
        #expect(!regions.contains(Point2(-1, 5)))            // outside the image
    }

    /// An open polyline is grown as a line, not filled: the middle of a U stays out.
    @Test func anOpenPolylineIsNotFilled() {
        var regions = FaceDetailRegions(width: 20, height: 20)
        regions.addPolygon([Point2(2, 2), Point2(2, 16), Point2(16, 16), Point2(16, 2)], filled: false, margin: 1)
        #expect(regions.contains(Point2(2, 9)) && regions.contains(Point2(9, 16)) && regions.contains(Point2(16, 9)))
        #expect(!regions.contains(Point2(9, 9)))
        #expect(!regions.contains(Point2(9, 2)))             // the open side is not closed
    }

    /// A face without a mesh (the detector alone) gives its box's inscribed ellipse.
    @Test func aFaceWithoutAMeshGivesItsBoxsEllipse() {
        var regions = FaceDetailRegions(width: 100, height: 100)
        let face = Face(boundingBox: NormalizedRect(x: 0.2, y: 0.5, width: 0.4, height: 0.3), confidence: 0.9, landmarks: [:])
        regions.add(FaceLandmarks(face: face, presence: 1, mesh: [], rightPupil: nil, leftPupil: nil), side: 40) {
            Point2($0.x * 100 - 0.5, (1 - $0.y) * 100 - 0.5)
        }
        // The box spans x 19.5…59.5 and y 19.5…49.5 in working pixels.
        #expect(regions.contains(Point2(39.5, 34.5)))
        #expect(regions.contains(Point2(21, 34.5)) && regions.contains(Point2(39.5, 21)))
        #expect(!regions.contains(Point2(21, 21)))           // the box's corner is outside the ellipse
        #expect(!regions.contains(Point2(70, 34.5)))
    }

    /// A synthetic mesh: every point at the face's centre except the features, placed by
    /// hand. The regions cover the eyes (and the pupil between the lids), the brows and the
    /// lips, and leave the cheeks and forehead out.
    @Test func theMeshsFeaturesAndOnlyThemAreRegions() {
        let size = 200.0
        func normalised(_ x: Double, _ y: Double) -> FaceMeshPoint { FaceMeshPoint(x: (x + 0.5) / size, y: 1 - (y + 0.5) / size, z: 0) }
        var mesh = [FaceMeshPoint](repeating: normalised(100, 100), count: FaceMeshPoint.count)
        func place(_ region: FaceLandmarkRegion, centre: (Double, Double), radii: (Double, Double)) {
            let indices = region.meshIndices
            for (k, index) in indices.enumerated() {
                let angle = 2 * Double.pi * Double(k) / Double(indices.count)
                mesh[index] = normalised(centre.0 + radii.0 * cos(angle), centre.1 + radii.1 * sin(angle))
            }
        }
        place(.rightEye, centre: (70, 80), radii: (12, 5))
        place(.leftEye, centre: (130, 80), radii: (12, 5))
        place(.rightEyebrow, centre: (70, 62), radii: (14, 3))
        place(.leftEyebrow, centre: (130, 62), radii: (14, 3))
        place(.outerLips, centre: (100, 140), radii: (22, 8))
        // The nose's outline and crest stay at the centre (100, 100): a dot of margin.
        let face = Face(boundingBox: NormalizedRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5), confidence: 0.9, landmarks: [:])
        var regions = FaceDetailRegions(width: 200, height: 200)
        regions.add(FaceLandmarks(face: face, presence: 1, mesh: mesh, rightPupil: nil, leftPupil: nil), side: 100) {
            Point2($0.x * size - 0.5, (1 - $0.y) * size - 0.5)
        }
        // Eye margin 0.1 × 100 + 1 = 11 px, feature margin 6 px.
        for point in [(70.0, 80.0), (130.0, 80.0), (70, 91), (130, 69), (56, 80), (70, 62), (130, 58), (100, 140), (100, 100)] {
            #expect(regions.contains(Point2(point.0, point.1)), "\(point) should be in a region")
        }
        for point in [(100.0, 40.0), (40, 120), (160, 120), (100, 175), (70, 100), (100, 118)] {
            #expect(!regions.contains(Point2(point.0, point.1)), "\(point) should not be in a region")
        }
    }
}
