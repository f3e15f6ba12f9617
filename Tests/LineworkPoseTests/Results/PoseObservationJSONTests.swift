import LineworkPose
import Testing

@Suite struct PoseObservationJSONTests {
    @Test func writesVisionNamesInJointOrderWithLowerLeftCoordinates() {
        let person = HumanBodyPose(
            joints: [.root: JointPoint(x: 0.5, y: 0.25, confidence: 0.75),
                     .nose: JointPoint(x: 0.1234567, y: 0.9, confidence: 1)],
            landmarks: [], detectionScore: 0.9, presence: 1)
        let observation = PoseObservation(imageWidth: 10, imageHeight: 10, people: [person])
        #expect(observation.jsonText == """
            {"people":[
            {"joints":{"nose":{"x":0.123457,"y":0.9,"confidence":1.0},"root":{"x":0.5,"y":0.25,"confidence":0.75}}}
            ]}

            """)
        #expect(PoseObservation(imageWidth: 1, imageHeight: 1, people: []).jsonText == "{\"people\":[]}\n")
    }
}
