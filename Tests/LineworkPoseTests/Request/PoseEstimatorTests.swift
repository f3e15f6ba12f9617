import LineworkImage
import LineworkPose
import Testing

@Suite(.enabled(if: PoseFixtures.files != nil, Comment(rawValue: PoseFixtures.skipReason)))
struct PoseEstimatorTests {
    /// Regression: the estimator destroyed LiteRT's environment before the models' buffers.
    @Test func estimatorsCanBeCreatedAndDroppedRepeatedly() throws {
        let files = try #require(PoseFixtures.files)
        let blank = Image<UInt8>(validWidth: 64, height: 48, channels: 3, repeating: 0)
        for _ in 0..<2 {
            let estimator = try PoseEstimator(files: files)
            let observation = try estimator.perform(try PoseRequest(), on: blank)
            #expect(observation.people.isEmpty)
            #expect(observation.imageWidth == 64 && observation.imageHeight == 48)
        }
    }
}
