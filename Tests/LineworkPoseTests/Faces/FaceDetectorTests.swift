import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import LineworkPose
import Testing

/// BlazeFace against mediapipe's own face detector (Scripts/make-face-fixtures): on the bundled
/// photos and on composites (faces pasted into clutter at four sizes), every face mediapipe finds
/// is found here at IoU ≥ 0.5 (the issue asks for 90 %), with no extra faces, and its keypoints
/// land within half a pixel of mediapipe's (the same model and letterbox: they agree to 0.001 px).
@Suite struct FaceDetectorTests {
    struct Manifest: Decodable {
        struct Face: Decodable { let score: Double; let box: [Double]; let keypoints: [[Double]] }
        struct Case: Decodable { let image: String; let bundled: Bool; let faces: [Face] }
        let cases: [Case]
    }

    static let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("faces")
    static let manifest: Manifest = try! JSONDecoder().decode(
        Manifest.self, from: Data(contentsOf: folder.appendingPathComponent("mediapipe-faces.json")))
    static let faceFiles: PoseModelFiles? = try? PoseModelFiles.locateFaceModel(environment: ProcessInfo.processInfo.environment)
    static let detector: FaceDetector? = faceFiles.flatMap { try? FaceDetector(files: $0) }

    static func image(_ fixture: Manifest.Case) throws -> Image<UInt8> {
        let url = fixture.bundled ? PoseFixtures.galleryInputs.appendingPathComponent(fixture.image)
            : folder.appendingPathComponent(fixture.image)
        return try ImageDecoder().decode(path: url.path).pixels.eightBit
    }

    @Test(.enabled(if: faceFiles != nil, "face model not installed: run Scripts/install-pose-model (or set LINEWORK_POSE_DIR)"))
    func facesMatchMediapipe() throws {
        let detector = try #require(Self.detector)
        var matched = 0, expected = 0, extra = 0, worstKeypoint = 0.0
        for fixture in Self.manifest.cases {
            let image = try Self.image(fixture)
            let found = try detector.perform(FaceRequest(), on: image).faces
            expected += fixture.faces.count
            var used = Set<Int>()
            for reference in fixture.faces {
                // mediapipe's box is y-down; ours lower-left.
                let box = NormalizedRect(x: reference.box[0], y: 1 - reference.box[1] - reference.box[3],
                                         width: reference.box[2], height: reference.box[3])
                let best = found.indices.filter { !used.contains($0) }
                    .max { found[$0].boundingBox.intersectionOverUnion(box) < found[$1].boundingBox.intersectionOverUnion(box) }
                guard let best, found[best].boundingBox.intersectionOverUnion(box) >= 0.5 else { continue }
                used.insert(best)
                matched += 1
                for (landmark, point) in zip(FaceLandmark.allCases, reference.keypoints) {
                    let ours = try #require(found[best].landmarks[landmark])
                    let dx = (ours.x - point[0]) * Double(image.width), dy = (ours.y - (1 - point[1])) * Double(image.height)
                    worstKeypoint = max(worstKeypoint, (dx * dx + dy * dy).squareRoot())
                }
            }
            extra += found.count - used.count
        }
        print("faces vs mediapipe: \(matched)/\(expected) matched at IoU ≥ 0.5, \(extra) extra, worst keypoint \(worstKeypoint) px")
        #expect(expected >= 15)
        #expect(Double(matched) >= 0.9 * Double(expected), "\(matched) of \(expected) faces")
        #expect(extra == 0)
        #expect(worstKeypoint < 0.5)
    }

    /// Faces in JSON follow the contract: lower-left boxes, most confident first, six landmarks.
    @Test(.enabled(if: faceFiles != nil, "face model not installed: run Scripts/install-pose-model (or set LINEWORK_POSE_DIR)"))
    func jsonHasTheContractsKeys() throws {
        let detector = try #require(Self.detector)
        let image = try ImageDecoder().decode(path: PoseFixtures.galleryInputs.appendingPathComponent("astronaut.png").path).pixels.eightBit
        let observation = try detector.perform(FaceRequest(), on: image)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(observation.jsonText().utf8)) as? [String: Any])
        let faces = try #require(object["faces"] as? [[String: Any]])
        #expect(faces.count == 1)
        let landmarks = try #require(faces.first?["landmarks"] as? [String: [String: Double]])
        #expect(Set(landmarks.keys) == ["rightEye", "leftEye", "nose", "mouth", "rightEar", "leftEar"])
        // The face is in the upper half (lower-left origin), the eyes above the mouth.
        let box = try #require(faces.first?["boundingBox"] as? [String: Double])
        #expect((box["y"] ?? 0) > 0.5)
        #expect((landmarks["rightEye"]?["y"] ?? 0) > (landmarks["mouth"]?["y"] ?? 1))
    }

    @Test func requestRefusesOutOfRangeValuesByFieldName() {
        #expect(throws: LineworkError.invalidOption(name: "minimumConfidence", value: "1.5", allowed: "must be in [0, 1]")) {
            try FaceRequest(minimumConfidence: 1.5)
        }
        #expect(throws: (any Error).self) { try FaceRequest(maximumFaces: 0) }
        #expect(throws: (any Error).self) { try FaceRequest(minimumConfidence: .nan) }
    }
}

/// Faces estimated from BlazePose's head joints (for when only the pose model is installed) sit
/// on BlazeFace's own faces: centred inside its box on both portraits, and overlapping it at
/// IoU ≥ 0.5 on the frontal one. (On camera.png's small, turned head BlazePose's face joints lie
/// 25 px off BlazeFace's keypoints and span half the width, so the estimate is smaller: IoU 0.17.)
@Suite struct FaceFromPoseTests {
    @Test(.enabled(if: FaceDetectorTests.faceFiles != nil && PoseFixtures.files != nil,
                   "pose or face model not installed: run Scripts/install-pose-model"))
    func poseFacesOverlapDetectedFaces() throws {
        let detector = try #require(FaceDetectorTests.detector)
        let estimator = try PoseEstimator(files: try #require(PoseFixtures.files))
        for name in ["astronaut.png", "camera.png"] {
            let image = try ImageDecoder().decode(path: PoseFixtures.galleryInputs.appendingPathComponent(name).path).pixels.eightBit
            let detected = try #require(try detector.perform(FaceRequest(), on: image).faces.first)
            let body = try #require(try estimator.perform(PoseRequest(), on: image).people.first)
            let estimated = try #require(Face(estimatedFrom: body, imageWidth: image.width, imageHeight: image.height))
            let iou = estimated.boundingBox.intersectionOverUnion(detected.boundingBox)
            print("face from pose \(name): IoU \(iou) with BlazeFace's box")
            let box = detected.boundingBox, centre = estimated.boundingBox
            #expect(box.contains(x: centre.x + centre.width / 2, y: centre.y + centre.height / 2))
            if name == "astronaut.png" { #expect(iou >= 0.5) }
            #expect(estimated.landmarks[.mouth] == nil && estimated.landmarks[.nose] != nil)
        }
    }

    @Test func tooFewHeadJointsGiveNoFace() {
        let body = HumanBodyPose(joints: [.nose: JointPoint(x: 0.5, y: 0.5, confidence: 0.9)], landmarks: [],
                                 detectionScore: 1, presence: 1)
        #expect(Face(estimatedFrom: body, imageWidth: 100, imageHeight: 100) == nil)
        #expect(Face(estimatedFrom: body, imageWidth: 0, imageHeight: 100) == nil)
    }
}
