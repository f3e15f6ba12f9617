import Foundation
import LineworkCore
import LineworkImage
import LineworkPose
import Testing

/// The `faces --landmarks` and `segment --json` documents, from literal observations.
@Suite struct FaceLandmarksJSONTests {
    static func observation() -> FaceLandmarksObservation {
        let face = Face(boundingBox: NormalizedRect(x: 0.25, y: 0.5, width: 0.25, height: 0.25), confidence: 0.9,
                        landmarks: [.nose: (0.375, 0.625)])
        let mesh = (0..<FaceMeshPoint.count).map { FaceMeshPoint(x: 0.25 + Double($0) / 4000, y: 0.6, z: -0.0123456789) }
        let landmarks = FaceLandmarks(face: face, presence: 0.99, mesh: mesh, rightPupil: DocumentPoint(x: 0.3, y: 0.7),
                                      leftPupil: DocumentPoint(x: 0.45, y: 0.7))
        return FaceLandmarksObservation(imageWidth: 8, imageHeight: 8, faces: [landmarks], timings: ["landmarks": 0.5])
    }

    /// Each face keeps the detector's box and keypoints and gains the twelve regions, points as
    /// `[x, y]` rounded to 6 decimals; the mesh only when asked; the text parses back to the document.
    @Test func regionsAreAddedToTheFacesDocument() throws {
        let observation = Self.observation()
        let document = observation.document(timings: ["decode": 0.25])
        let face = try #require(document.faces.first)
        #expect(face.landmarks["nose"] == DocumentJoint(x: 0.375, y: 0.625) && face.confidence == 0.9)
        #expect(Set(face.regions?.keys ?? [:].keys) == Set(FaceLandmarkRegion.allCases.map(\.rawValue)))
        #expect(face.regions?["leftPupil"] == [DocumentPoint(x: 0.45, y: 0.7)])
        #expect(face.regions?["noseCrest"]?.first == DocumentPoint(x: 0.25 + 168.0 / 4000, y: 0.6))
        #expect(face.mesh == nil && document.seconds == ["decode": 0.25, "landmarks": 0.5])
        #expect(document.model == FaceLandmarksObservation.modelName)
        let text = observation.jsonText()
        #expect(text.contains("\"leftPupil\":[[0.45,0.7]]") && !text.contains("\"mesh\""))
        #expect(try FacesDocument(jsonText: text) == observation.document())
        let withMesh = observation.document(includesMesh: true)
        #expect(withMesh.faces.first?.mesh?.count == 468 && withMesh.faces.first?.mesh?.first == [0.25, 0.6, -0.012346])
        #expect(try FacesDocument(jsonText: observation.jsonText(includesMesh: true)) == withMesh)
    }

    /// The boxes-only document is unchanged by the landmarks' keys: no `regions`, no `mesh`.
    @Test func plainFacesDocumentHasNoRegions() throws {
        let observation = FaceObservation(imageWidth: 8, imageHeight: 8, faces: [Self.observation().faces[0].face])
        #expect(!observation.jsonText().contains("regions") && observation.document().faces.first?.regions == nil)
    }

    /// `segment --json`: the mask's size, the quality and the share of pixels at one half or more.
    @Test func maskDocumentCountsThePersonPixels() throws {
        let mask = try FloatImage(width: 4, height: 1, samples: [0, 0.49, 0.5, 1])
        let observation = PersonSegmentationObservation(mask: mask, quality: .fast, timings: ["segmentation": 0.004])
        let document = observation.document(timings: ["load": 0.05])
        #expect(document.image == PixelSize(width: 4, height: 1) && document.quality == "fast")
        #expect(document.personFraction == 0.5 && document.seconds == ["load": 0.05, "segmentation": 0.004])
        #expect(try PersonMaskDocument(jsonText: observation.jsonText(timings: ["load": 0.05])) == document)
        #expect(observation.grayMask.samples == [0, 125, 128, 255])
    }
}
