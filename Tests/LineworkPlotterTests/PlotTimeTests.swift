import LineworkContours
import LineworkCore
@testable import LineworkPlotter
import Testing

@testable import LineworkVector

struct PlotTimeTests {
    @Test func aLongStraightStrokeCruisesAtDrawingSpeed() {
        // 100 mm from the origin: no travel, one lift, d / v + v / a.
        let time = PlotTime([([Point2(0, 0), Point2(100, 0)], false)], millimetresPerPixel: 1)
        #expect(abs(time.seconds - (100.0 / 25 + 25.0 / 1000 + 0.35)) < 1e-9)
    }

    @Test func shortMovesNeverReachTopSpeed() {
        // 0.1 mm < v² / a = 0.625 mm: 2 √(d / a).
        #expect(abs(PlotTime.move(0.1, speed: 25, acceleration: 1000) - 2 * (0.1 / 1000).squareRoot()) < 1e-12)
    }

    @Test func sharpCornersStopThePenAndGentleBendsDoNot() {
        let device = PlotTime.Device()
        let square: PlotterOrder.Stroke = ([Point2(0, 0), Point2(10, 0), Point2(10, 10), Point2(0, 10)], true)
        let squareTime = PlotTime([square], millimetresPerPixel: 1).seconds
        #expect(abs(squareTime - (4 * PlotTime.move(10, speed: 25, acceleration: 1000) + device.penLiftSeconds)) < 1e-9)
        let bend: PlotterOrder.Stroke = ([Point2(0, 0), Point2(20, 0), Point2(40, 2)], false)
        let bendTime = PlotTime([bend], millimetresPerPixel: 1).seconds
        let length = 20 + (404.0).squareRoot()
        #expect(abs(bendTime - (PlotTime.move(length, speed: 25, acceleration: 1000) + device.penLiftSeconds)) < 1e-9)
    }

    @Test func travelBetweenStrokesUsesTravelSpeed() {
        let strokes: [PlotterOrder.Stroke] = [([Point2(0, 0), Point2(1, 0)], false), ([Point2(101, 0), Point2(102, 0)], false)]
        let expected = 2 * (PlotTime.move(1, speed: 25, acceleration: 1000) + 0.35) + PlotTime.move(100, speed: 75, acceleration: 1000)
        #expect(abs(PlotTime(strokes, millimetresPerPixel: 1).seconds - expected) < 1e-9)
    }
}
