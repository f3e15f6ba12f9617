// Generated from Sources/LineworkPose/LineworkPose.docc/LineworkPose.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import LineworkCodecs
import LineworkPose

enum LineworkPose_LineworkPose_1 {
    static func run() async throws {
        let pixels = try ImageDecoder().decode(path: "Gallery/inputs/astronaut.png").pixels
        do {
            let face = try FaceLandmarksRequest().perform(on: pixels).faces.first
            print("outer lips:", face?.points(of: .outerLips).count ?? 0, "points")   // normalised, lower-left origin
            print("left pupil:", face?.points(of: .leftPupil).first.map { "\($0.x), \($0.y)" } ?? "none")
            for hand in try HandPoseRequest(maximumHandCount: 2).perform(on: pixels).hands {
                print(hand.chirality, hand.joints[.indexTip].map { "\($0.x), \($0.y)" } ?? "")
            }
            let mask = try PersonSegmentationRequest(quality: .accurate).perform(on: pixels).grayMask  // 255 = person
            try PNGEncoder.write(mask, to: "person.png")
        } catch let error as PoseError {
            print(error)   // the models are not installed: run Scripts/install-pose-model
        }
    }
}
