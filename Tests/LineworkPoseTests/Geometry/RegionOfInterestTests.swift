import Foundation
import LineworkPose
import Testing

@Suite struct RegionOfInterestTests {
    /// A detection whose hip centre is (hipX, hipY) and scale point (scaleX, scaleY), normalised.
    func detection(hip: (Float, Float), scale: (Float, Float)) -> PoseDetection {
        PoseDetection(score: 1, xMin: 0, yMin: 0, xMax: 1, yMax: 1,
                      keypoints: [NormalizedPoint(x: hip.0, y: hip.1), NormalizedPoint(x: scale.0, y: scale.1),
                                  NormalizedPoint(x: 0, y: 0), NormalizedPoint(x: 0, y: 0)])
    }

    @Test func uprightBodyIsAnUnrotatedSquareAroundTheHips() {
        let region = RegionOfInterest.body(from: detection(hip: (0.5, 0.5), scale: (0.5, 0.25)), width: 200, height: 400)
        // Half-side = distance hips → scale point = 100 px; × 2 × 1.25 margin.
        #expect(region.centerX == 100 && region.centerY == 200)
        #expect(abs(region.width - 250) < 1e-9 && abs(region.height - 250) < 1e-9)
        #expect(abs(region.rotation) < 1e-12)
    }

    @Test func lyingBodyTurnsTheCropSoTheScalePointIsUp() {
        let region = RegionOfInterest.body(from: detection(hip: (0.5, 0.5), scale: (0.75, 0.5)), width: 200, height: 200)
        #expect(abs(region.rotation - Double.pi / 2) < 1e-9)
        // The crop's top-centre lies towards the scale point, to the right of the hips.
        let top = region.imagePoint(u: 0.5, v: 0)
        #expect(abs(top.x - 162.5) < 1e-9 && abs(top.y - 100) < 1e-9)
    }

    @Test func imagePointMapsTheCornersOfAnUnrotatedRegion() {
        let region = RegionOfInterest.wholeImage(width: 4, height: 2)
        #expect(region.imagePoint(u: 0, v: 0) == (x: 0, y: 0))
        #expect(region.imagePoint(u: 1, v: 1) == (x: 4, y: 2))
        #expect(region.imagePoint(u: 0.25, v: 0.5) == (x: 1, y: 1))
    }

    @Test func letterboxPadsTheShortSideAndRemovalUndoesIt() {
        let (padded, padding) = RegionOfInterest.wholeImage(width: 300, height: 100).letterboxed(toAspect: 1)
        #expect(padded.width == 300 && padded.height == 300)
        #expect(padding.horizontal == 0 && abs(padding.vertical - 1.0 / 3) < 1e-12)
        let top = padding.removed(x: 0.5, y: 1.0 / 3)
        #expect(abs(top.x - 0.5) < 1e-12 && abs(top.y) < 1e-12)
        let (tall, tallPadding) = RegionOfInterest.wholeImage(width: 100, height: 400).letterboxed(toAspect: 1)
        #expect(tall.width == 400 && abs(tallPadding.horizontal - 0.375) < 1e-12 && tallPadding.vertical == 0)
    }

    @Test func letterboxRemovalMovesDetectionsIntoImageCoordinates() {
        let padding = Letterbox(horizontal: 0.25, vertical: 0)
        let moved = padding.removed(from: PoseDetection(score: 0.7, xMin: 0.25, yMin: 0.1, xMax: 0.75, yMax: 0.9,
                                                        keypoints: [NormalizedPoint(x: 0.5, y: 0.5)]))
        #expect(moved == PoseDetection(score: 0.7, xMin: 0, yMin: 0.1, xMax: 1, yMax: 0.9,
                                       keypoints: [NormalizedPoint(x: 0.5, y: 0.5)]))
    }
}
