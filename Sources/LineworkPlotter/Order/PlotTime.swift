import Foundation
import LineworkCore

/// How long a pen plotter takes to draw strokes: pen-down drawing, pen-up travel and pen lifts,
/// each move with trapezoidal acceleration.
///
/// A move of length d at top speed v and acceleration a takes `d / v + v / a` when it is long
/// enough to reach v (d ≥ v² / a), and `2 √(d / a)` otherwise. A stroke is split into moves at
/// corners sharper than `cornerAngle`, where the pen must slow to a stop; gentler bends are
/// taken at speed (the firmware's junction deviation). Units: millimetres and seconds.
///
/// What the model ignores, each a few per cent at most on line art: the slow-down a real
/// planner makes at gentle bends (junction deviation gives a finite, not full, cornering
/// speed); per-axis limits (it takes one acceleration for the pen's path, as a CoreXY or
/// H-bot machine has, not the √2 faster diagonals of independent X and Y motors); the
/// lookahead buffer's limit, which on many tiny segments caps the speed below the feed rate;
/// servo travel beyond `penLiftSeconds`; serial or USB latency; and pen changes, which wait for
/// a person. An independent time-stepped simulation of the same model
/// (`Scripts/make-plotter-fixtures`) agrees to within 10 % (`PlotTimeTests`).
public struct PlotTime: Sendable, Equatable {
    /// A plotter's speeds and accelerations.
    public struct Device: Sendable, Equatable {
        /// Pen-down speed in mm/s. Default 25: AxiDraw's default drawing speed for fine pens.
        public var drawingSpeed = 25.0
        /// Pen-up speed in mm/s. Default 75: AxiDraw's default travel speed.
        public var travelSpeed = 75.0
        /// Acceleration in mm/s². Default 1000: a light pen carriage.
        public var acceleration = 1000.0
        /// Seconds to lower and raise the pen once. Default 0.35 (servo down and up, with settling).
        public var penLiftSeconds = 0.35
        /// Corners turning by more than this (radians) stop the pen. Default 60°.
        public var cornerAngle = Double.pi / 3

        /// Creates the default machine settings (see each property for its default).
        public init() {}
    }

    /// Estimated seconds for the whole drawing.
    public let seconds: Double

    /// Estimates how long `device` takes to plot `strokes` at the given scale.
    ///
    /// - Parameters:
    ///   - strokes: the strokes in plotting order, in working pixels; the pen starts at (0, 0).
    ///   - millimetresPerPixel: the drawing's scale on paper (or on screen at 96 dpi).
    ///   - device: the plotter. Non-positive speeds or accelerations give an infinite time.
    public init(_ strokes: [PlotterOrder.Stroke], millimetresPerPixel: Double, device: Device = Device()) {
        let scale = millimetresPerPixel.isFinite ? max(millimetresPerPixel, 0) : 0
        var total = 0.0
        var pen = Point2.zero
        let cosCorner = cos(device.cornerAngle)
        for stroke in strokes where !stroke.points.isEmpty {
            let points = stroke.closed ? stroke.points + [stroke.points[0]] : stroke.points
            total += Self.move(Polygon.distance(pen, points[0]) * scale, speed: device.travelSpeed,
                               acceleration: device.acceleration)
            total += device.penLiftSeconds
            var run = 0.0
            for k in 1..<max(points.count, 1) {
                run += Polygon.distance(points[k - 1], points[k]) * scale
                if k + 1 < points.count {
                    let u = points[k] - points[k - 1], w = points[k + 1] - points[k]
                    let norms = ((u * u).sum() * (w * w).sum()).squareRoot()
                    if norms > 0, (u * w).sum() / norms < cosCorner {
                        total += Self.move(run, speed: device.drawingSpeed, acceleration: device.acceleration)
                        run = 0
                    }
                }
            }
            total += Self.move(run, speed: device.drawingSpeed, acceleration: device.acceleration)
            pen = points[points.count - 1]
        }
        seconds = total
    }

    /// Seconds for one move of `distance` mm from rest to rest.
    static func move(_ distance: Double, speed: Double, acceleration: Double) -> Double {
        guard distance > 0 else { return 0 }
        guard speed > 0, acceleration > 0 else { return .infinity }
        if distance >= speed * speed / acceleration { return distance / speed + speed / acceleration }
        return 2 * (distance / acceleration).squareRoot()
    }
}
