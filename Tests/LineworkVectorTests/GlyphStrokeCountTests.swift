import LineworkContours
import LineworkCore
import Testing

@testable import LineworkVector

/// Issue #16's acceptance test: on letters drawn with a pen of known width (`Glyph`), the
/// centre lines have the letter's stroke structure — T and X 2 strokes, L 1, O and 8 one closed
/// stroke — with no spur left and the whole pen path covered.
///
/// Every glyph is drawn 40, 80 and 160 px tall, with pens 3, 5, 7, 9 and 12 px wide (at most a
/// fifth of the height, as in a bold font; wider pens fill the O's and the 8's holes), turned by
/// 0°, 17° and 33°, with round ends and, for the letters with ends, square ones.
struct GlyphStrokeCountTests {
    static let sizes = [40.0, 80, 160]
    static let widths = [3.0, 5, 7, 9, 12]
    static let rotations = [0.0, 17, 33]

    /// One drawing of the test matrix.
    struct Case: CustomStringConvertible {
        var glyph: Glyph, size: Double, width: Double, degrees: Double, squareEnds: Bool
        var description: String {
            "\(glyph) \(Int(size)) px, pen \(Int(width)) px, \(Int(degrees))°\(squareEnds ? ", square ends" : "")"
        }
    }

    static func cases(_ glyph: Glyph, squareEnds: Bool) -> [Case] {
        sizes.flatMap { size in
            widths.filter { $0 <= size / 5 }.flatMap { width in
                rotations.map { Case(glyph: glyph, size: size, width: width, degrees: $0, squareEnds: squareEnds) }
            }
        }
    }

    @Test(arguments: Glyph.allCases)
    func roundPenGivesTheGlyphsStrokes(glyph: Glyph) throws {
        for c in Self.cases(glyph, squareEnds: false) { try Self.check(c) }
    }

    @Test(arguments: Glyph.allCases.filter(\.hasEnds))
    func squareEndsGiveTheSameStrokes(glyph: Glyph) throws {
        for c in Self.cases(glyph, squareEnds: true) { try Self.check(c) }
    }

    /// The expected count and closure, every stroke at least two pen widths long (a spur is
    /// shorter than the pen is wide), and every point of the pen's path within half a pen
    /// width plus 2.5 px of a stroke: Zhang–Suen thinning wears up to 2 px off the round tip of
    /// a thin slanted stroke (3 px pens at 17° and 33° end 3.0–3.54 px short of the pen's path).
    static func check(_ c: Case) throws {
        let drawn = c.glyph.drawn(size: c.size, width: c.width, degrees: c.degrees, squareEnds: c.squareEnds)
        let strokes = try Centerlines.trace(drawn.mask)
        let expected = c.glyph.expected
        #expect(strokes.count == expected.count, "\(c): \(strokes.count) strokes")
        #expect(strokes.allSatisfy { $0.closed == expected.closed }, "\(c): closed \(strokes.map(\.closed))")
        let lengths = strokes.map { Polygon.perimeter($0.points, closed: $0.closed) }
        #expect(lengths.allSatisfy { $0 >= 2 * c.width }, "\(c): stroke lengths \(lengths.map { Int($0) })")
        let reach = c.width / 2 + 2.5
        let missed = drawn.samples.filter { sample in
            !strokes.contains { stroke in
                stroke.points.indices.contains { k in
                    let next = k + 1 < stroke.points.count ? k + 1 : (stroke.closed ? 0 : k)
                    return Self.distance(sample, stroke.points[k], stroke.points[next]) <= reach
                }
            }
        }
        #expect(missed.isEmpty, "\(c): \(missed.count) path points uncovered, first \(missed.first.map { "\($0)" } ?? "")")
    }

    /// The distance from `p` to the segment a–b.
    static func distance(_ p: Point2, _ a: Point2, _ b: Point2) -> Double {
        let d = b - a, lengthSquared = (d * d).sum()
        let t = lengthSquared > 0 ? min(max(((p - a) * d).sum() / lengthSquared, 0), 1) : 0
        return Polygon.distance(p, a + d * t)
    }
}
