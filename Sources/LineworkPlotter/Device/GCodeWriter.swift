import Foundation
import LineworkCore

/// G-code for a pen plotter (`draw --gcode`): millimetres, absolute coordinates, G0 travel and
/// G1 drawing at the profile's feed rates (mm/min), the profile's pen-up and pen-down lines each
/// followed by a dwell (`G4 P<seconds>`), and its pen-change block between pens. With the
/// profile's `arcTolerance`, runs of short moves become G2/G3 arcs (`ArcFit`), with I and J
/// measured from the arc's start as written.
/// Coordinates are written with three decimals (1 µm).
public enum GCodeWriter {
    /// The G-code program that draws `paths` on the device `profile` describes, one line per command.
    public static func program(_ paths: DevicePaths, profile: DeviceProfile) -> String {
        var out: [String] = ["; linework draw: \(profile.name), paper \(number(profile.paperWidth)) × "
            + "\(number(profile.paperHeight)) mm, \(paths.pens.reduce(0) { $0 + $1.polylines.count }) paths"]
        out += profile.gcodeHeader
        let dwell = "G4 P\(number(profile.penLiftSeconds))"
        out += profile.penUp + [dwell]
        let (draw, travel) = (number(profile.drawingSpeed * 60), number(profile.travelSpeed * 60))
        for (index, pen) in paths.pens.enumerated() {
            if !profile.penChange.isEmpty {
                out += profile.penChange.map { $0.replacingOccurrences(of: "{pen}", with: "\(index + 1)") }
            }
            out.append("; pen \(index + 1): layer \(pen.layer)" + (pen.label == pen.layer ? "" : " (\(pen.label))"))
            for polyline in pen.polylines {
                out.append("G0 X\(number(polyline[0].x)) Y\(number(polyline[0].y)) F\(travel)")
                out += profile.penDown + [dwell]
                var position = written(polyline[0])
                for (k, move) in ArcFit.moves(polyline, tolerance: profile.arcTolerance).enumerated() {
                    let feed = k == 0 ? " F\(draw)" : ""
                    switch move {
                    case .line(let p):
                        out.append("G1 X\(number(p.x)) Y\(number(p.y))" + feed)
                        position = written(p)
                    case .arc(let p, let center, let clockwise):
                        out.append("\(clockwise ? "G2" : "G3") X\(number(p.x)) Y\(number(p.y)) "
                            + "I\(number(center.x - position.x)) J\(number(center.y - position.y))" + feed)
                        position = written(p)
                    }
                }
                out += profile.penUp + [dwell]
            }
        }
        out += profile.gcodeFooter
        return out.joined(separator: "\n") + "\n"
    }

    /// A point as the program states it (rounded to its three decimals).
    static func written(_ p: Point2) -> Point2 { Point2(Double(number(p.x)) ?? p.x, Double(number(p.y)) ?? p.y) }

    /// A number with at most three decimals, no trailing zeros ("12.5", "0", "-3.125").
    static func number(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
