import Foundation
import LineworkContours
import LineworkCore

/// Letters drawn geometrically with a pen of known width, for the centre-line tests: no fonts,
/// so the stroke structure is known exactly.
///
/// A glyph is a set of centre paths (polylines, some closed) in a box `size` pixels tall,
/// rotated by `degrees` about the box's centre and placed on a mask with a margin round it. The
/// pen is a disc swept along the paths — a pixel is ink when its centre is within `width / 2`
/// of a path — so ends and corners are round; with `squareEnds` the open paths' ends are
/// squared off instead (the disc's sweep plus a square cap reaching `width / 2` past the end).
/// Coordinates are pixel centres at integers, x right, y down.
enum Glyph: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A bar and a stem ending on its middle: 2 strokes, the bar going through.
    case tee = "T"
    /// Two diagonals crossing at about 70°: 2 strokes, each straight through the crossing.
    case ex = "X"
    /// A stem and a foot meeting at a right-angled corner: 1 stroke (a corner is not a junction).
    case ell = "L"
    /// An ellipse: 1 closed stroke.
    case oh = "O"
    /// A figure-eight (Gerono's lemniscate), its two lobes crossing at about 70° at the waist:
    /// 1 closed stroke that goes straight through the crossing, both lobes in one pen movement.
    /// (Two rings merely touching at a point would be 2 loops; the crossing figure-eight is how
    /// an 8 is written.)
    case eight = "8"

    var description: String { rawValue }

    /// The strokes a pen-stroke tracer should find, and whether they are closed.
    var expected: (count: Int, closed: Bool) {
        switch self {
        case .tee, .ex: return (2, false)
        case .ell: return (1, false)
        case .oh, .eight: return (1, true)
        }
    }

    /// Whether the glyph has open paths whose ends can be squared.
    var hasEnds: Bool { self == .tee || self == .ex || self == .ell }

    /// The centre paths in units of the glyph's height, centred on the origin, y down.
    var unitPaths: [(points: [Point2], closed: Bool)] {
        switch self {
        case .tee:
            return [([Point2(-0.35, -0.5), Point2(0.35, -0.5)], false), ([Point2(0, -0.5), Point2(0, 0.5)], false)]
        case .ex:
            return [([Point2(-0.35, -0.5), Point2(0.35, 0.5)], false), ([Point2(0.35, -0.5), Point2(-0.35, 0.5)], false)]
        case .ell:
            return [([Point2(-0.3, -0.5), Point2(-0.3, 0.5), Point2(0.3, 0.5)], false)]
        case .oh:
            return [(Self.curve { t in Point2(0.35 * cos(t), 0.5 * sin(t)) }, true)]
        case .eight:
            return [(Self.curve { t in Point2(0.35 * sin(2 * t), 0.5 * sin(t)) }, true)]
        }
    }

    /// A closed curve sampled at 720 parameters over one turn.
    private static func curve(_ f: (Double) -> Point2) -> [Point2] {
        (0..<720).map { f(Double($0) / 720 * 2 * .pi) }
    }

    /// The glyph drawn: its mask and its centre paths in mask pixels.
    struct Drawn {
        var mask: BinaryMask
        var paths: [(points: [Point2], closed: Bool)]

        /// Points along the centre paths, at most 1 px apart.
        var samples: [Point2] {
            paths.flatMap { path -> [Point2] in
                let pairs = zip(path.points, path.points.dropFirst() + (path.closed ? [path.points[0]] : []))
                return pairs.flatMap { a, b -> [Point2] in
                    let n = max(1, Int(Polygon.distance(a, b).rounded(.up)))
                    return (0..<n).map { a + (b - a) * (Double($0) / Double(n)) }
                } + (path.closed ? [] : [path.points.last!])
            }
        }
    }

    /// The glyph `size` px tall, drawn with a pen `width` px wide, turned `degrees` clockwise.
    func drawn(size: Double, width: Double, degrees: Double, squareEnds: Bool = false) -> Drawn {
        let angle = degrees * .pi / 180, c = cos(angle), s = sin(angle)
        let turned = unitPaths.map { path in
            (points: path.points.map { p in Point2(c * p.x - s * p.y, s * p.x + c * p.y) * size }, closed: path.closed)
        }
        let all = turned.flatMap(\.points)
        let margin = width + 4
        let minX = all.map(\.x).min()! - margin, minY = all.map(\.y).min()! - margin
        let placed = turned.map { path in
            (points: path.points.map { Point2($0.x - minX, $0.y - minY) }, closed: path.closed)
        }
        let w = Int((all.map(\.x).max()! + margin - minX).rounded(.up)) + 1
        let h = Int((all.map(\.y).max()! + margin - minY).rounded(.up)) + 1
        var pixels = [UInt8](repeating: 0, count: w * h)
        let half = width / 2
        for path in placed {
            let pairs = Array(zip(path.points, path.points.dropFirst() + (path.closed ? [path.points[0]] : [])))
            for (k, (a, b)) in pairs.enumerated() {
                // Square caps extend the first and last segments of an open path by half the pen.
                let capStart = squareEnds && !path.closed && k == 0, capEnd = squareEnds && !path.closed && k == pairs.count - 1
                let lo = Point2(min(a.x, b.x), min(a.y, b.y)) - half - 1, hi = Point2(max(a.x, b.x), max(a.y, b.y)) + half + 1
                for y in max(0, Int(lo.y))...min(h - 1, Int(hi.y.rounded(.up))) {
                    for x in max(0, Int(lo.x))...min(w - 1, Int(hi.x.rounded(.up))) {
                        let p = Point2(Double(x), Double(y))
                        if Self.inside(p, a, b, half: half, capStart: capStart, capEnd: capEnd) { pixels[y * w + x] = 255 }
                    }
                }
            }
        }
        return Drawn(mask: BinaryMask(validWidth: w, height: h, pixels: pixels), paths: placed)
    }

    /// Whether `p` is within `half` of segment a–b; a capped end is square instead of round.
    private static func inside(_ p: Point2, _ a: Point2, _ b: Point2, half: Double, capStart: Bool, capEnd: Bool) -> Bool {
        let d = b - a, length = (d * d).sum().squareRoot()
        let u = d / length
        let along = ((p - a) * u).sum(), across = abs(((p - a) * Point2(-u.y, u.x)).sum())
        if along < 0 && capStart { return along >= -half && across <= half }
        if along > length && capEnd { return along <= length + half && across <= half }
        let t = min(max(along, 0), length)
        let q = a + u * t
        return ((p - q) * (p - q)).sum() <= half * half
    }
}
