import Foundation
import LineworkCore
import LineworkPose
import Testing

@Suite struct PoseObservationJSONTests {
    @Test func writesVisionNamesInNameOrderWithLowerLeftCoordinates() throws {
        let person = HumanBodyPose(
            joints: [.root: JointPoint(x: 0.5, y: 0.25, confidence: 0.75),
                     .nose: JointPoint(x: 0.1234567, y: 0.9, confidence: 1)],
            landmarks: [], detectionScore: 0.9, presence: 1)
        let observation = PoseObservation(imageWidth: 10, imageHeight: 10, people: [person], timings: ["pose": 0.5])
        #expect(observation.jsonText(group: .all, timings: ["decode": 0.25]) == """
            {"people":[
            {"joints":{"nose":{"x":0.123457,"y":0.9,"confidence":1.0},"root":{"x":0.5,"y":0.25,"confidence":0.75}}}
            ],"image":{"width":10,"height":10},"group":"all","model":"\(PoseObservation.modelName)",\
            "seconds":{"decode":0.25,"pose":0.5},"version":"\(LineworkVersion.string)"}

            """)
        let empty = PoseObservation(imageWidth: 1, imageHeight: 1, people: []).document(group: .torso)
        #expect(empty.people.isEmpty && empty.group == "torso" && empty.image == PixelSize(width: 1, height: 1))
    }

    @Test func textIsTheDocumentWritten() throws {
        let person = HumanBodyPose(joints: [.neck: JointPoint(x: 0.25, y: 0.75, confidence: 0.5)],
                                   landmarks: [], detectionScore: 0.9, presence: 1)
        let observation = PoseObservation(imageWidth: 4, imageHeight: 3, people: [person])
        let document = observation.document()
        #expect(try PoseDocument(jsonText: observation.jsonText()) == document)
        #expect(document.people.first?.joints["neck"] == DocumentJoint(x: 0.25, y: 0.75, confidence: 0.5))
        #expect(document.model == PoseObservation.modelName)
        let encoded = try JSONEncoder().encode(document)
        #expect(try JSONDecoder().decode(PoseDocument.self, from: encoded) == document)
    }
}
