import Foundation
import LineworkCore
import LineworkPose
import Testing

/// The request's checks, the palm anchors, the hand crop's geometry and the JSON's shape: no
/// models needed.
struct HandPoseRequestTests {
    @Test(arguments: [0, -1, HandPoseRequest.maximumHandCountLimit + 1, Int.max, Int.min])
    func absurdHandCountsAreRefusedByName(count: Int) {
        #expect(throws: LineworkError.invalidOption(name: "maximumHandCount", value: "\(count)",
                                                   allowed: "must be in 1…\(HandPoseRequest.maximumHandCountLimit)")) {
            try HandPoseRequest(maximumHandCount: count)
        }
    }

    @Test func confidencesOutsideTheUnitIntervalAreRefusedByName() throws {
        #expect(throws: LineworkError.self) { try HandPoseRequest(minimumDetectionConfidence: .nan) }
        do {
            _ = try HandPoseRequest(minimumPresence: 1.5)
            Issue.record("accepted 1.5")
        } catch let LineworkError.invalidOption(name, _, _) {
            #expect(name == "minimumPresence")
        }
        let request = try HandPoseRequest()
        #expect(request.maximumHandCount == 2 && request.minimumDetectionConfidence == 0.5 && request.minimumPresence == 0.5)
    }

    /// mediapipe's palm model has 2016 boxes: 24 × 24 cells × 2 anchors, then 12 × 12 × 6.
    @Test func palmAnchorsMatchTheModel() {
        let anchors = SSDAnchorOptions.palm.anchors()
        #expect(anchors.count == 2016)
        #expect(anchors[0] == SSDAnchor(xCenter: 0.5 / 24, yCenter: 0.5 / 24, width: 1, height: 1))
        #expect(anchors[1152] == SSDAnchor(xCenter: 0.5 / 12, yCenter: 0.5 / 12, width: 1, height: 1))
    }

    /// An upright palm (wrist below the middle knuckle) gives an unturned square 2.6 × the box,
    /// moved up by half the box's height; a palm whose fingers point right is turned a quarter.
    @Test func handCropFromAPalm() throws {
        let keypoints = [NormalizedPoint(x: 0.5, y: 0.6), NormalizedPoint(x: 0.45, y: 0.45), NormalizedPoint(x: 0.5, y: 0.4)]
        let upright = PoseDetection(score: 0.9, xMin: 0.4, yMin: 0.4, xMax: 0.6, yMax: 0.6, keypoints: keypoints)
        let region = try #require(RegionOfInterest.hand(from: upright, width: 200, height: 100))
        #expect(abs(region.rotation) < 1e-12)
        // The box is 40 × 20 px (normalised in Float, hence the tolerance): up 10 px, sides 2.6 × 40.
        #expect(abs(region.centerX - 100) < 1e-4 && abs(region.centerY - 40) < 1e-4)
        #expect(abs(region.width - 104) < 1e-4 && abs(region.height - 104) < 1e-4)
        let pointingRight = PoseDetection(score: 0.9, xMin: 0.4, yMin: 0.4, xMax: 0.6, yMax: 0.6,
                                          keypoints: [NormalizedPoint(x: 0.4, y: 0.5), keypoints[1], NormalizedPoint(x: 0.6, y: 0.5)])
        let turned = try #require(RegionOfInterest.hand(from: pointingRight, width: 100, height: 100))
        #expect(abs(turned.rotation - Double.pi / 2) < 1e-9)
        // Half the box's height (10 px) towards the fingers: to the right.
        #expect(abs(turned.centerX - 60) < 1e-4 && abs(turned.centerY - 50) < 1e-4)
        #expect(RegionOfInterest.hand(from: PoseDetection(score: 1, xMin: 0, yMin: 0, xMax: 1, yMax: 1, keypoints: []),
                                      width: 10, height: 10) == nil)
    }

    /// The contract's shape: `hands`, each with `chirality`, `confidence` and the 21 joints by
    /// Vision's names, each `x`, `y`, `confidence`, normalised lower-left.
    @Test func jsonHasTheContractsShape() throws {
        var joints: [HandJoint: JointPoint] = [:]
        for (index, joint) in HandJoint.allCases.enumerated() {
            joints[joint] = JointPoint(x: 0.25 + Double(index) / 100, y: 0.75, confidence: 0.9)
        }
        let hand = HumanHandPose(joints: joints, chirality: .right, confidence: 0.9, chiralityScore: 0.8, detectionScore: 0.7,
                                 region: RegionOfInterest(centerX: 1, centerY: 1, width: 1, height: 1))
        let text = HandPoseObservation(imageWidth: 40, imageHeight: 30, hands: [hand]).jsonText(timings: ["decode": 0.5])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let hands = try #require(object["hands"] as? [[String: Any]])
        #expect(hands.count == 1 && Set(hands[0].keys) == ["chirality", "confidence", "joints"])
        #expect(hands[0]["chirality"] as? String == "right" && hands[0]["confidence"] as? Double == 0.9)
        let written = try #require(hands[0]["joints"] as? [String: [String: Double]])
        #expect(Set(written.keys) == Set(["wrist", "thumbCMC", "thumbMP", "thumbIP", "thumbTip", "indexMCP", "indexPIP", "indexDIP",
                                          "indexTip", "middleMCP", "middlePIP", "middleDIP", "middleTip", "ringMCP", "ringPIP",
                                          "ringDIP", "ringTip", "littleMCP", "littlePIP", "littleDIP", "littleTip"]))
        #expect(written["wrist"] == ["x": 0.25, "y": 0.75, "confidence": 0.9])
        #expect(written["littleTip"]?["x"] == 0.45)
        #expect(try HandsDocument(jsonText: text).image == PixelSize(width: 40, height: 30))
        #expect(text.hasPrefix("{\"hands\":[\n{\"chirality\":\"right\""))
    }
}
