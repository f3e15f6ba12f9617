import LineworkPose
import Testing

@Suite struct JointMappingTests {
    /// Landmark i at pixel (i, 2i), visibility 0.9 except where overridden.
    func landmarks(visibility: [BlazePoseLandmark: Double] = [:]) -> [PoseLandmark] {
        BlazePoseLandmark.allCases.map { mark in
            PoseLandmark(x: Double(mark.rawValue), y: Double(2 * mark.rawValue), visibility: visibility[mark] ?? 0.9)
        }
    }

    @Test func neckIsMidShouldersAndRootIsMidHips() throws {
        let joints = HumanBodyPose.joints(from: landmarks(visibility: [.leftShoulder: 0.6, .rightHip: 0.3]),
                                          width: 100, height: 100, minimumConfidence: 0.1)
        #expect(joints.count == 19)
        // Shoulders 11 and 12 → pixel (11.5, 23); lower-left normalised with pixel centres at +0.5.
        let neck = try #require(joints[.neck])
        #expect(abs(neck.x - 0.12) < 1e-12 && abs(neck.y - 0.765) < 1e-12 && neck.confidence == 0.6)
        // Hips 23 and 24 → pixel (23.5, 47).
        let root = try #require(joints[.root])
        #expect(abs(root.x - 0.24) < 1e-12 && abs(root.y - 0.525) < 1e-12 && root.confidence == 0.3)
    }

    @Test func namedJointsComeFromTheLandmarkOfTheSameName() throws {
        let joints = HumanBodyPose.joints(from: landmarks(), width: 100, height: 100, minimumConfidence: 0.1)
        let pairs: [(BodyJoint, BlazePoseLandmark)] = [
            (.nose, .nose), (.leftEye, .leftEye), (.rightEye, .rightEye), (.leftEar, .leftEar), (.rightEar, .rightEar),
            (.leftShoulder, .leftShoulder), (.rightShoulder, .rightShoulder), (.leftElbow, .leftElbow),
            (.rightElbow, .rightElbow), (.leftWrist, .leftWrist), (.rightWrist, .rightWrist), (.leftHip, .leftHip),
            (.rightHip, .rightHip), (.leftKnee, .leftKnee), (.rightKnee, .rightKnee), (.leftAnkle, .leftAnkle),
            (.rightAnkle, .rightAnkle),
        ]
        for (joint, mark) in pairs {
            let point = try #require(joints[joint])
            let pixel = point.pixel(width: 100, height: 100)
            #expect(abs(pixel.x - Double(mark.rawValue)) < 1e-9 && abs(pixel.y - Double(2 * mark.rawValue)) < 1e-9,
                    "\(joint)")
        }
        #expect(BlazePoseLandmark.leftEye.rawValue == 2 && BlazePoseLandmark.rightAnkle.rawValue == 28)
    }

    @Test func jointsAtOrBelowTheConfidenceCutOffAreLeftOut() {
        let joints = HumanBodyPose.joints(from: landmarks(visibility: [.nose: 0.1, .leftShoulder: 0.05]),
                                          width: 100, height: 100, minimumConfidence: 0.1)
        #expect(joints[.nose] == nil && joints[.leftShoulder] == nil && joints[.neck] == nil)
        #expect(joints.count == 16)
    }

    @Test func groupsCoverTheNineteenJointsWithVisionsOverlaps() {
        #expect(BodyJointGroup.all.joints == BodyJoint.allCases && BodyJoint.allCases.count == 19)
        let covered = Set(BodyJointGroup.allCases.filter { $0 != .all }.flatMap(\.joints))
        #expect(covered == Set(BodyJoint.allCases))
        #expect(BodyJointGroup.leftArm.joints == [.leftShoulder, .leftElbow, .leftWrist])
        #expect(BodyJoint.bones.count == 18)
    }

    /// Issue 20: a shorter list used to trap on a precondition; the joints it cannot make are left out.
    @Test func jointsWhoseLandmarksAreMissingAreLeftOut() {
        #expect(HumanBodyPose.joints(from: [], width: 100, height: 100, minimumConfidence: 0).isEmpty)
        let upper = Array(landmarks().prefix(BlazePoseLandmark.leftHip.rawValue))
        let joints = HumanBodyPose.joints(from: upper, width: 100, height: 100, minimumConfidence: 0.1)
        #expect(joints[.neck] != nil && joints[.nose] != nil)
        #expect(joints[.root] == nil && joints[.leftHip] == nil && joints[.rightAnkle] == nil)
    }
}
