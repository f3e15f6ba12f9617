import Foundation
import LineworkContours
import LineworkCore
import LineworkPlotter

/// Sharp corners put back into centre lines: where two straight arms meet with a short rounded
/// bend between them, the bend becomes the point where the arms' lines cross (issue 50, item 1).
///
/// Why: an edge detector's band turns a corner as a thick L, and thinning cuts the L's corner
/// diagonally (the medial axis of a band turns inside it); moved onto the boundary
/// (`EdgeLocalization`), the diagonal still sits about 2 px inside a right angle. The curve
/// fitter keeps a corner only when the path turns sharply for the length of its edges
/// (Selinger 2003, §2.3.2: α above `alphaMax`), and a bend of two 45° turns with a 2–3 px edge
/// between them is smoothed into an arc: a window's corners, a roof's, a balcony's, came out
/// rounded with their tips 2–3.6 px from ink (0.06 of a building's corners within 2 px).
/// Potrace's own corners come from the pixel outline, whose corners are exact; a centre line
/// has lost them, so they are recovered from the arms, as a draughtsman extends two edges to
/// meet.
///
/// At each point, the arms are the points `armLength` px of arc before and after a gap of
/// `bendLength` px centred on it. Where both arms are straight within `armResidual` and turn by
/// at least `minimumTurn` against each other, and their lines cross within `maximumShift` of
/// the point, the bend's points are replaced by that crossing. Of consecutive candidates the
/// one nearest its crossing is taken. A circle of radius 12 px or less is not straight over
/// `armLength`; one of 15 px and more turns by less than `minimumTurn` across the bend.
/// O(n · arm) per stroke of n points.
public enum CornerRecovery {
    /// Arc length of each arm, in pixels: 6.
    static let armLength = 6.0
    /// Arc length of the bend between the arms, in pixels: 4 (2 px each side of the point),
    /// the diagonal cut of a 3–4 px band's turn.
    static let bendLength = 4.0
    /// The largest distance, in pixels, of an arm's points from its fitted line: 0.35.
    static let armResidual = 0.35
    /// The smallest turn between the arms, in degrees: 55.
    static let minimumTurn = 55.0
    /// The farthest the crossing may lie from the bend's middle point, in pixels: 3.
    static let maximumShift = 3.0

    /// The strokes with the bends of their corners replaced by the corners' points. Closed
    /// strokes are treated along their point order (a corner at the first point stays).
    public static func recovered(_ strokes: [PlotterOrder.Stroke]) -> [PlotterOrder.Stroke] {
        strokes.map { (recovered($0.points), $0.closed) }
    }

    static func recovered(_ points: [Point2]) -> [Point2] {
        let n = points.count
        guard n >= 7 else { return points }
        var arc = [Double](repeating: 0, count: n)
        for i in 1..<n { arc[i] = arc[i - 1] + Polygon.distance(points[i - 1], points[i]) }
        let half = bendLength / 2
        // Candidates: (index, crossing, distance from the point).
        var candidates: [(index: Int, corner: Point2, shift: Double)] = []
        var arm: [Point2] = []
        arm.reserveCapacity(16)
        func line(from low: Double, to high: Double) -> (centre: Point2, direction: Point2)? {
            arm.removeAll(keepingCapacity: true)
            guard low >= 0, high <= arc[n - 1] else { return nil }
            var k = 0
            while k < n && arc[k] < low { k += 1 }
            while k < n && arc[k] <= high { arm.append(points[k]); k += 1 }
            guard arm.count >= 3, let fit = StraightEdges.Line(fitting: arm),
                  fit.largestDistance(of: arm) <= armResidual else { return nil }
            // Oriented along the stroke.
            let along = arm[arm.count - 1] - arm[0]
            return (fit.centre, (along * fit.direction).sum() >= 0 ? fit.direction : -fit.direction)
        }
        let cosine = cos(minimumTurn * .pi / 180)
        for i in 1..<(n - 1) {
            let s = arc[i]
            guard let before = line(from: s - half - armLength, to: s - half),
                  let after = line(from: s + half, to: s + half + armLength),
                  (before.direction * after.direction).sum() <= cosine else { continue }
            let denominator = cross(before.direction, after.direction)
            guard abs(denominator) > 1e-9 else { continue }
            let t = cross(after.centre - before.centre, after.direction) / denominator
            let corner = before.centre + t * before.direction
            let shift = Polygon.distance(corner, points[i])
            if shift <= maximumShift { candidates.append((i, corner, shift)) }
        }
        guard !candidates.isEmpty else { return points }
        // Runs of candidates within a bend of each other; the best of each run.
        var chosen: [(index: Int, corner: Point2)] = []
        var run = candidates[0]
        for candidate in candidates.dropFirst() {
            if arc[candidate.index] - arc[run.index] <= bendLength {
                if candidate.shift < run.shift { run = candidate }
            } else {
                chosen.append((run.index, run.corner))
                run = candidate
            }
        }
        chosen.append((run.index, run.corner))
        var out = points
        for corner in chosen.reversed() {
            let s = arc[corner.index]
            var low = corner.index, high = corner.index
            while low > 0 && arc[low - 1] >= s - half { low -= 1 }
            while high < n - 1 && arc[high + 1] <= s + half { high += 1 }
            out.replaceSubrange(low...high, with: [corner.corner])
        }
        return out
    }
}
