import LineworkArt
import LineworkContours
import Testing

struct FrameTrimTests {
    let size = PixelSize(width: 10, height: 8)

    func set(_ strokes: [ArtStroke]) -> StrokeSet {
        StrokeSet(imageSize: size, workingSize: size, settingNames: ["only"], strokes: strokes)
    }

    @Test func aShapeCutByTheLeftEdgeOpensAlongThatEdge() {
        // A box x ∈ [0, 3], y ∈ [2, 5] traced clockwise from its top-left corner; its left side
        // lies on x = 0, the image's edge.
        let box: [Point2] = [[0, 2], [3, 2], [3, 5], [0, 5], [0, 4], [0, 3]]
        let trimmed = set([ArtStroke(points: box, closed: true, setting: 0, depth: 0)]).trimmingFrame()
        #expect(trimmed.strokes == [ArtStroke(points: [[0, 2], [3, 2], [3, 5], [0, 5]], closed: false)])
    }

    @Test func aStrokeAllAlongTheFrameDisappears() {
        let frame: [Point2] = [[0, 0], [9, 0], [9, 7], [0, 7]]
        #expect(set([ArtStroke(points: frame, closed: true)]).trimmingFrame().strokes.isEmpty)
    }

    @Test func interiorStrokesAndSingleEdgeTouchesAreKept() {
        let inner = ArtStroke(points: [[2, 2], [5, 2], [5, 5]], closed: true, setting: 3, depth: 1)
        // Touches the top edge at one point only: no segment runs along it.
        let touching = ArtStroke(points: [[4, 0], [6, 3], [2, 3]], closed: true)
        let trimmed = set([inner, touching]).trimmingFrame()
        #expect(trimmed.strokes == [inner, touching])
    }

    @Test func openStrokesSplitWhereTheyRunAlongTheEdge() {
        let stroke = ArtStroke(points: [[3, 3], [9, 3], [9, 5], [4, 6]], closed: false, setting: 2, depth: 0)
        let trimmed = set([stroke]).trimmingFrame()
        #expect(trimmed.strokes == [ArtStroke(points: [[3, 3], [9, 3]], closed: false, setting: 2),
                                    ArtStroke(points: [[9, 5], [4, 6]], closed: false, setting: 2)])
    }
}
