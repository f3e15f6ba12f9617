import Foundation
import LineworkContours
import LineworkCore
import Testing

@testable import LineworkSweep

struct ShapeDedupTests {
    /// A sweep result holding the given closed polylines, one setting each.
    func pooled(_ shapes: [[Point2]]) -> SweepResult {
        let lines = shapes.map { Isoline(points: $0 + [$0[0]]) }
        let geometry = ContourGeometry.isolines(lines)
        let entries = shapes.indices.map { SweepResult.Entry(setting: 0, contour: Int32($0)) }
        return SweepResult(
            settings: [SweepSetting(pivot: 0.5, adjustment: 1)], thresholds: [ContrastThreshold(pivot: 0.5, adjustment: 1, darkOnLight: true)],
            traces: [geometry], traceOfSetting: [0], entries: entries,
            boxes: shapes.indices.map { geometry.boundingBox(of: $0) },
            imageSize: PixelSize(width: 200, height: 200), workingSize: PixelSize(width: 200, height: 200), options: ContourOptions())
    }

    func circle(centre: Point2, radius: Double, count: Int = 120) -> [Point2] {
        (0..<count).map { k in
            let angle = 2 * Double.pi * Double(k) / Double(count)
            return centre + Point2(cos(angle), sin(angle)) * radius
        }
    }

    func square(origin: Point2, side: Double) -> [Point2] {
        let steps = 30
        var points: [Point2] = []
        for k in 0..<steps { points.append(origin + Point2(side * Double(k) / Double(steps), 0)) }
        for k in 0..<steps { points.append(origin + Point2(side, side * Double(k) / Double(steps))) }
        for k in 0..<steps { points.append(origin + Point2(side - side * Double(k) / Double(steps), side)) }
        for k in 0..<steps { points.append(origin + Point2(0, side - side * Double(k) / Double(steps))) }
        return points
    }

    @Test func differentShapesSharingABoxBothSurvive() {
        // A circle inscribed in a square: identical boxes (IoU 1), different strokes.
        let result = pooled([square(origin: Point2(50, 50), side: 60), circle(centre: Point2(80, 80), radius: 30)])
        #expect(result.boxes[0] == result.boxes[1])
        #expect(Deduplicator.keep(result, mode: .bbox(iou: 0.9)) == [true, false])  // the seed's rule loses the circle
        #expect(Deduplicator.keep(result, mode: .shape(iou: 0.5, tolerance: 1.5)) == [true, true])
    }

    @Test func bundleOfOffsetCopiesCollapsesToOneStroke() {
        // A thick bundle: the same ring traced at seven neighbouring radii and shifts, within a pixel of each other.
        let bundle = (0..<7).map { k in
            circle(centre: Point2(100 + Double(k % 3) * 0.5, 100), radius: 12 + Double(k) * 0.15)
        }
        let result = pooled(bundle)
        #expect(Deduplicator.keep(result, mode: .shape(iou: 0.5, tolerance: 1.5)) == [true] + Array(repeating: false, count: 6))
        // A genuinely separate ring 6 px further out survives.
        let withOuter = pooled(bundle + [circle(centre: Point2(100, 100), radius: 20)])
        #expect(Deduplicator.keep(withOuter, mode: .shape(iou: 0.5, tolerance: 1.5)).filter { $0 }.count == 2)
    }

    @Test func shapeDistanceIsSymmetricAndZeroForCopies() {
        let measure = ShapeDistance()
        let a = measure.resampled(circle(centre: .zero, radius: 10), closed: true)
        let b = measure.resampled(circle(centre: Point2(1, 0), radius: 10), closed: true)
        #expect(measure.distance(a, closedA: true, a, closedB: true) == 0)
        let d = measure.distance(a, closedA: true, b, closedB: true)
        #expect(d == measure.distance(b, closedA: true, a, closedB: true))
        #expect(d > 0.4 && d < 1.0)  // a 1 px shift: mean |cos| ≈ 0.64 px
        #expect(a.count == 64)
    }
}
