import Foundation
import LineworkImage
import LineworkPose
import Testing

/// Linework's BlazePose against mediapipe 0.10.21's own pose solution on the same pixels
/// (Tests/LineworkPoseTests/Fixtures/mediapipe-pose.json, from Scripts/make-pose-fixtures).
@Suite(.enabled(if: PoseFixtures.files != nil, Comment(rawValue: PoseFixtures.skipReason)))
struct MediapipeAgreementTests {
    static let estimator: PoseEstimator? = PoseFixtures.files.flatMap { try? PoseEstimator(files: $0) }

    static var cases: [PoseFixtures.Manifest.Case] { PoseFixtures.manifest.cases }

    /// Every Vision joint that mediapipe sees (visibility > 0.5) is within 2 % of the image
    /// diagonal of mediapipe's, and its confidence within 0.05; when mediapipe finds nobody,
    /// neither does Linework (both limited to one person, as mediapipe's solution is).
    @Test(arguments: cases)
    func jointsMatchMediapipe(fixture: PoseFixtures.Manifest.Case) throws {
        let estimator = try #require(Self.estimator)
        let image = try PoseFixtures.image(for: fixture)
        #expect(image.width == fixture.width && image.height == fixture.height)
        let observation = try estimator.perform(try PoseRequest(maximumPeople: 1), on: image)
        guard let expected = fixture.landmarks else {
            #expect(observation.people.isEmpty, "mediapipe finds nobody")
            return
        }
        let person = try #require(observation.people.first, "nobody found")
        let reference = expected.map {
            PoseLandmark(x: $0[0] * Double(image.width), y: $0[1] * Double(image.height), visibility: $0[3])
        }
        let referenceJoints = HumanBodyPose.joints(from: reference, width: image.width, height: image.height,
                                                   minimumConfidence: 0.5)
        let diagonal = Double(image.width * image.width + image.height * image.height).squareRoot()
        var worst = 0.0
        for (joint, point) in referenceJoints {
            let found = try #require(person.joints[joint], "\(joint) missing")
            let a = found.pixel(width: image.width, height: image.height)
            let b = point.pixel(width: image.width, height: image.height)
            let distance = hypot(a.x - b.x, a.y - b.y)
            worst = max(worst, distance)
            #expect(distance < 0.02 * diagonal, "\(joint): \(distance) px")
            #expect(abs(found.confidence - point.confidence) < 0.05, "\(joint) confidence")
        }
        print("pose agreement \(fixture.photo) \(fixture.transform): \(referenceJoints.count) joints, max \(worst) px")
    }
}

extension PoseFixtures.Manifest.Case: CustomTestStringConvertible {
    var testDescription: String { "\(photo) \(transform)" }
}
