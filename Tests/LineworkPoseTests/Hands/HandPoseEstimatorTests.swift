import Foundation
import LineworkCore
import LineworkImage
import LineworkPose
import Testing

/// Hand pose against mediapipe's own hands solution (Scripts/make-hand-fixtures): the same palm
/// detector, crop and landmark model, so the joints must agree far inside the 5 % of the
/// hand box, every mediapipe hand must be found and no other, and the chirality must be the other
/// hand than mediapipe's mirrored-picture label. The committed crops are CC0 (camera.png), where
/// mediapipe's low-threshold "hands" are the collar and a cheek: this pins the pipeline; real
/// hands are compared with `Scripts/make-hand-fixtures --held-out` on photos that are not committed.
@Suite struct HandPoseEstimatorTests {
    static let estimator: HandPoseEstimator? = HandFixtures.files.flatMap { try? HandPoseEstimator(files: $0) }

    @Test(.enabled(if: HandFixtures.files != nil, "hand models not installed: run Scripts/install-pose-model"))
    func jointsMatchMediapipe() throws {
        let estimator = try #require(Self.estimator)
        var errors: [Double] = []
        for fixture in HandFixtures.manifest.cases {
            let image = try HandFixtures.image(for: fixture)
            #expect(image.width == fixture.width && image.height == fixture.height)
            let request = try HandPoseRequest(minimumDetectionConfidence: fixture.minimumConfidence,
                                              minimumPresence: fixture.minimumConfidence)
            let found = try estimator.perform(request, on: image).hands
            #expect(found.count == fixture.hands.count, "\(fixture.file) \(fixture.transform): \(found.count) hands")
            let (w, h) = (Double(image.width), Double(image.height))
            for reference in fixture.hands {
                let points = reference.joints.map { (x: $0[0] * w, y: $0[1] * h) }
                let side = max(points.map(\.x).max()! - points.map(\.x).min()!, points.map(\.y).max()! - points.map(\.y).min()!)
                func error(_ hand: HumanHandPose) -> Double {
                    zip(HandJoint.allCases, points).map { joint, target in
                        let p = hand.joints[joint]!.pixelOnGrid(width: image.width, height: image.height)
                        return hypot(p.x - target.x, p.y - target.y)
                    }.reduce(0, +) / 21 / side
                }
                let best = try #require(found.min { error($0) < error($1) })
                errors.append(error(best))
                #expect(best.chirality == (reference.label == "Left" ? .right : .left), "\(fixture.file) \(fixture.transform)")
                #expect(best.joints.count == 21 && best.confidence >= fixture.minimumConfidence)
            }
        }
        print(String(format: "hand joints vs mediapipe: %d hands, mean %.3f %%, worst %.3f %% of the hand box",
                     errors.count, 100 * errors.reduce(0, +) / Double(max(errors.count, 1)), 100 * (errors.max() ?? 0)))
        #expect(errors.count >= 4)
        // The issue asks for 5 %; the same crop and model agree to about 0.01 %, so 0.5 % guards
        // the pipeline itself (a crop without the half-box shift misses it by far).
        #expect(errors.allSatisfy { $0 <= 0.005 }, "\(errors)")
    }

    /// A photo without hands gives none; `maximumHandCount` caps the palms kept.
    @Test(.enabled(if: HandFixtures.files != nil, "hand models not installed: run Scripts/install-pose-model"))
    func noHandsAndTheCap() throws {
        let estimator = try #require(Self.estimator)
        let coffee = try PoseFixtures.image(photo: "coffee.png", transform: "original")
        #expect(try estimator.perform(HandPoseRequest(), on: coffee).hands.isEmpty)
        let fixture = try #require(HandFixtures.manifest.cases.first { !$0.hands.isEmpty })
        let loose = try HandPoseRequest(maximumHandCount: 1, minimumDetectionConfidence: 0.01, minimumPresence: 0)
        #expect(try estimator.perform(loose, on: HandFixtures.image(for: fixture)).hands.count <= 1)
    }
}

extension JointPoint {
    /// Back to mediapipe's pixel positions (x = normalised x × width, on the continuous grid),
    /// the convention of face and hand points.
    func pixelOnGrid(width: Int, height: Int) -> (x: Double, y: Double) {
        (x * Double(width), (1 - y) * Double(height))
    }
}
