import LineworkContours
import LineworkCore
import Testing

/// `ImageFrame`: the rule that opens contours along the image's border, shared by line art
/// (`StrokeSet.trimmingFrame()`) and the report's boundary scores.
struct ImageFrameTests {
    let frame = ImageFrame(size: PixelSize(width: 10, height: 8))

    @Test func theWholeFrameLeavesNothing() {
        #expect(frame.pieces(of: [[0, 0], [9, 0], [9, 7], [0, 7]], closed: true) == [])
    }

    @Test func aClosedContourCutByTheBottomEdgeOpensThere() {
        // Traced from its top-left corner; its bottom side lies on y = 7. The piece starts
        // right after that side, so it does not wrap around the starting point.
        let pieces = frame.pieces(of: [[2, 3], [6, 3], [6, 7], [4, 7], [2, 7]], closed: true)
        #expect(pieces == [[[2, 7], [2, 3], [6, 3], [6, 7]]])
    }

    @Test func aContourOffTheFrameOrTouchingItAtOnePointIsLeftAlone() {
        #expect(frame.pieces(of: [[2, 2], [5, 2], [5, 5]], closed: true) == nil)
        #expect(frame.pieces(of: [[4, 0], [6, 3], [2, 3]], closed: true) == nil)
        #expect(frame.pieces(of: [[4, 4]], closed: false) == nil)
    }
}
