import LineworkArt
import LineworkContours
import LineworkCore
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

struct RegionTests {
    let size = PixelSize(width: 10, height: 10)

    @Test func strokesAreClippedToTheNormalizedRegionAndSplitWhereTheyLeaveIt() {
        // Region: the left half of the image, full height (x ∈ [−0.5, 4.5] in pixel centres).
        let stroke = ArtStroke(points: [[1, 1], [3, 1], [6, 1], [8, 5], [3, 5], [2, 5]], closed: false)
        let inside = ArtStroke(points: [[1, 8], [2, 8]], closed: true)
        let outside = ArtStroke(points: [[7, 7], [8, 8]], closed: false)
        let set = StrokeSet(imageSize: size, workingSize: size, settingNames: ["s"], strokes: [stroke, inside, outside])
        let clipped = set.restricted(toNormalizedRegion: (x: 0, y: 0, width: 0.5, height: 1))
        #expect(clipped.strokes == [ArtStroke(points: [[1, 1], [3, 1]], closed: false),
                                    ArtStroke(points: [[3, 5], [2, 5]], closed: false), inside])
    }

    @Test func theRegionHasALowerLeftOrigin() {
        // The bottom 30% of the image holds rows y ≥ 6.5.
        let top = ArtStroke(points: [[1, 1], [5, 1]], closed: false)
        let bottom = ArtStroke(points: [[1, 8], [5, 8]], closed: false)
        let set = StrokeSet(imageSize: size, workingSize: size, settingNames: ["s"], strokes: [top, bottom])
        #expect(set.restricted(toNormalizedRegion: (x: 0, y: 0, width: 1, height: 0.3)).strokes == [bottom])
    }
}
