import LineworkContours
import LineworkCore
import Testing

@testable import LineworkVector

struct PlotterOrderTests {
    @Test func sortingCutsPenUpTravel() {
        var generator = SplitMix64(seed: 3)
        let strokes: [PlotterOrder.Stroke] = (0..<300).map { _ in
            let a = Point2(Double.random(in: 0...500, using: &generator), Double.random(in: 0...500, using: &generator))
            return ([a, a + Point2(Double.random(in: -10...10, using: &generator), 5)], false)
        }
        let before = PlotterOrder.travel(strokes)
        let greedy = PlotterOrder.travel(PlotterOrder.sort(strokes, twoOpt: false))
        let optimised = PlotterOrder.travel(PlotterOrder.sort(strokes))
        #expect(greedy < before / 3)
        #expect(optimised <= greedy)
        #expect(PlotterOrder.sort(strokes).count == strokes.count)
    }

    @Test func mergeJoinsTouchingEndsInEitherDirection() {
        let strokes: [PlotterOrder.Stroke] = [
            ([Point2(0, 0), Point2(10, 0)], false),
            ([Point2(20, 0), Point2(10.5, 0)], false),   // reversed, end within tolerance
            ([Point2(100, 100), Point2(110, 100)], false),
        ]
        let merged = PlotterOrder.merge(strokes, tolerance: 1)
        #expect(merged.count == 2)
        #expect(merged[0].points == [Point2(0, 0), Point2(10, 0), Point2(20, 0)])
    }

    @Test func vectorArtReportsTravelAndDropsDust() {
        var options = VectorArt.Options()
        options.sortForPlotter = true
        let strokes: [PlotterOrder.Stroke] = [([Point2(400, 400), Point2(450, 400)], false), ([Point2(0, 0), Point2(2, 0)], false),
                                              ([Point2(10, 10), Point2(60, 10)], false)]
        let art = VectorArt(strokes: strokes, options: options)
        #expect(art.paths.count == 2)  // the 2 px mark is dust
        #expect(art.travel.after < art.travel.before)
    }
}
