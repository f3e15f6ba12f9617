import LineworkPose
import Testing

@Suite struct BodyWeightTests {
    /// Left shoulder and elbow at pixels (20, 50) and (80, 50) of a 100 × 100 image: one 60-pixel bone.
    let observation = PoseObservation(imageWidth: 100, imageHeight: 100, people: [HumanBodyPose(
        joints: [.leftElbow: JointPoint(pixelX: 80, pixelY: 50, width: 100, height: 100, confidence: 0.9),
                 .leftShoulder: JointPoint(pixelX: 20, pixelY: 50, width: 100, height: 100, confidence: 0.9)],
        landmarks: [], detectionScore: 1, presence: 1)])

    @Test func capsuleIsSolidOnTheBoneAndFadesToNothing() {
        // Scale = the joints' extent, 60 px (no torso length is known); radius 0.18 × 60 = 10.8 px,
        // fading to nothing over 5.4 px more.
        let mask = observation.bodyWeight(width: 100, height: 100)
        #expect(mask[50, 50] == 1 && mask[20, 50] == 1 && mask[50, 60] == 1)
        #expect(mask[50, 63] > 0 && mask[50, 63] < 1)
        #expect(mask[50, 67] == 0 && mask[2, 50] == 0 && mask[0, 0] == 0)
    }
}
